import { smallButton } from "~/components/admin/admin-ui";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { RowActionForm } from "~/components/admin/editor/row-action-form";
import { fieldsFrom } from "~/components/admin/editor/editor-field";
import { AVAILABILITY_INTENTS } from "~/shared/scheduling/admin/availability.schema";

// Her dates off: the coming ones, each with a Remove button, and a form to add one with a note.

export interface DateOffView {
  id: number;
  date: string;
  note: string;
}

const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

export function DatesOff({
  dates,
  refused,
}: {
  dates: DateOffView[];
  refused: { errors: Record<string, string>; values: Record<string, string> };
}) {
  const field = fieldsFrom((name: "date" | "note") => refused.values[name] ?? "", refused.errors);
  return (
    <>
      {dates.length === 0 ? (
        <p className="mb-4">No dates off coming up.</p>
      ) : (
        <ul className="mb-6 divide-y divide-ink/10">
          {dates.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <strong>{dayLabel(d.date)}</strong>
                {d.note && <span className="text-ink-soft"> · {d.note}</span>}
              </span>
              <RowActionForm id={d.id}>
                <button
                  type="submit"
                  name="intent"
                  value={AVAILABILITY_INTENTS["remove-date"]}
                  className={smallButton}
                  aria-label={`Remove ${dayLabel(d.date)}`}
                >
                  Remove
                </button>
              </RowActionForm>
            </li>
          ))}
        </ul>
      )}
      <EditorForm className="space-y-4">
        {field("date", "Date off", "A day you take no self-booked sessions.", { type: "date" })}
        {field("note", "Note (only you see it)", "For example Family vacation.")}
        <button type="submit" name="intent" value={AVAILABILITY_INTENTS["add-date"]} className={smallButton}>
          Add date off
        </button>
      </EditorForm>
    </>
  );
}
