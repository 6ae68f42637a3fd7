import { AVAILABILITY_INTENTS, DATE_OFF_FIELDS, typedWeek } from "~/shared/scheduling/admin/availability.schema";
import { whichMessage } from "~/shared/admin/edit-messages";
import { positiveInt } from "~/shared/admin/form-fields";
import { answer, refusedAnswer } from "../admin/editor/edit-result.server";
import { editorAction } from "../admin/editor/editor-action.server";
import { field, textValues } from "../admin/editor/form-values.server";
import { addDateOff, removeDateOff, saveWeek } from "./availability.server";

// The availability screen's form posts: the week saved whole (at the stamp it was loaded with),
// a date off added, a date off removed. Every answer names its form, so each shows its own outcome.

export function availabilityAction(request: Request) {
  return editorAction(request, AVAILABILITY_INTENTS, {
    async "save-hours"({ form, actor }) {
      const typed = typedWeek((name) => {
        const v = form.get(name);
        return typeof v === "string" ? v.replaceAll("\0", "") : undefined;
      });
      const values = Object.fromEntries(
        typed.flatMap((t) => [
          [`hours.${t.weekday}.${t.row}.start`, t.start],
          [`hours.${t.weekday}.${t.row}.end`, t.end],
        ]),
      );
      const result = await saveWeek(typed, field(form, "stamp"), actor);
      return answer(result, { echo: { values }, context: { form: "hours" } });
    },
    async "add-date"({ form, actor }) {
      const values = textValues(form, DATE_OFF_FIELDS);
      return answer(await addDateOff(values, actor), { echo: { values }, context: { form: "dates" } });
    },
    async "remove-date"({ form, actor }) {
      const id = positiveInt(field(form, "id"));
      if (id === undefined) return refusedAnswer(whichMessage("date off"));
      return answer(await removeDateOff(id, actor), { context: { form: "dates" } });
    },
  });
}
