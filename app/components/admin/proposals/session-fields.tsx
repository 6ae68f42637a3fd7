import { EditorField } from "~/components/admin/editor/editor-field";
import type { FieldErrors } from "~/shared/field-errors";

// A session's date, start time and place, in Arizona time: the proposal editor's fields, and the
// page that moves a booked session (where the date is needed).

export function SessionWhenFields({
  values,
  errors,
  dateRequired = false,
}: {
  values: { sessionDate: string; sessionTime: string; sessionPlace: string };
  errors: FieldErrors;
  dateRequired?: boolean;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <EditorField
          name="sessionDate"
          label={dateRequired ? "Date" : "Date (optional)"}
          help="Arizona time."
          value={values.sessionDate}
          errors={errors}
          type="date"
        />
        <EditorField
          name="sessionTime"
          label="Start time (optional)"
          help="Arizona time (no daylight saving), e.g. 16:30. Leave it empty for an all-day session."
          value={values.sessionTime}
          errors={errors}
          type="time"
        />
      </div>
      <EditorField
        name="sessionPlace"
        label="Place (optional)"
        help="e.g. Desert Botanical Garden, Phoenix."
        value={values.sessionPlace}
        errors={errors}
      />
    </>
  );
}
