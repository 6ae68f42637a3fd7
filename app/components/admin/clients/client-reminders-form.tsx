import type { FieldErrors } from "~/shared/field-errors";
import { REMINDER_INTENTS, REMINDER_WORDS } from "~/shared/clients/client-reminders";
import { smallButton } from "../admin-ui";
import { EditorForm } from "../editor/editor-form";
import { FieldHints } from "../editor/editor-field";

// The client's automatic reminders (issue 29 §2): what the site sends for her, and her switch to
// stop it for this client. Reminders sent show on the timeline.

export function ClientRemindersForm({ on, version, errors }: { on: boolean; version: number; errors: FieldErrors }) {
  return (
    <div className="max-w-prose space-y-4">
      <p>
        The site e-mails this client for you, each time with the link to their booking page: a week before each payment
        is due, on the day, and 3 days after if it is still unpaid; and once, 3 days before a proposal they have not
        signed expires. Dates are Arizona dates. Each reminder is sent once, and shows on the timeline.
      </p>
      <p className="font-medium">{on ? REMINDER_WORDS.on : REMINDER_WORDS.off}</p>
      <EditorForm key={`${version}-${on}`} version={version}>
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            id="reminders"
            name="reminders"
            defaultChecked={on}
            className="mt-1 h-5 w-5 shrink-0 accent-clay"
            aria-invalid={errors.reminders ? true : undefined}
            aria-describedby={errors.reminders ? "reminders-help reminders-error" : "reminders-help"}
          />
          <div>
            <label htmlFor="reminders">Send automatic reminders to this client</label>
            <FieldHints
              id="reminders"
              help="Clear the box for a client you would rather remind yourself, for example when you agreed other dates in person."
              error={errors.reminders}
            />
          </div>
        </div>
        <button type="submit" name="intent" value={REMINDER_INTENTS.reminders} className={`${smallButton} mt-4`}>
          Save reminders
        </button>
      </EditorForm>
    </div>
  );
}
