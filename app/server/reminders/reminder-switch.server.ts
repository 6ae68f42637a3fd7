import { REMINDER_FIELDS, REMINDER_WORDS, reminderSwitchSchema } from "~/shared/clients/client-reminders";
import { answer } from "../admin/editor/edit-result.server";
import type { VersionedRequest } from "../admin/editor/editor-action.server";
import { textValues } from "../admin/editor/form-values.server";
import { addClientEvent } from "../clients/client-events.server";
import { clientChange } from "../clients/client-edit.server";
import { clientFromUrl } from "../clients/client-page.server";

// Her switch for one client's automatic reminders (issue 29 §2), on the client's page: saved at
// the version the page was loaded at, with its timeline entry and activity-log line in the same
// transaction. The sweep reads the switch again when it sends (./reminder-send.server.ts).

export const saveReminderSwitch = clientChange(reminderSwitchSchema, async (trx, client, { reminders }) => {
  const notice = reminders ? REMINDER_WORDS.on : REMINDER_WORDS.off;
  if (client.remindersOn === reminders) return { summary: "Saved the reminders unchanged", notice };
  await trx.updateTable("clients").set({ reminders_off: !reminders }).where("id", "=", client.id).execute();
  const summary = reminders ? REMINDER_WORDS.turnedOn : REMINDER_WORDS.turnedOff;
  await addClientEvent(trx, { clientId: client.id, kind: "reminders_changed", summary });
  return { summary: summary.slice(0, -1), notice };
});

/** The client page's "reminders" intent, for the client named by the URL. */
export function reminderSwitchHandler(idText: string | undefined) {
  return {
    async versioned({ form, version, actor }: VersionedRequest) {
      const client = await clientFromUrl(idText);
      const values = textValues(form, REMINDER_FIELDS);
      return answer(await saveReminderSwitch(client.id, values, version, actor), { echo: { values } });
    },
  };
}
