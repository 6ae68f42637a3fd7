import { FieldHints } from "~/components/admin/editor/editor-field";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { clockValue, WEEKDAYS } from "~/shared/scheduling/clock";
import {
  AVAILABILITY_INTENTS,
  EMPTY_ROWS,
  MAX_RANGES_PER_DAY,
  rangeField,
  type HoursRange,
} from "~/shared/scheduling/admin/availability.schema";

// Her week: for each weekday its ranges (From – To), and an empty row to add one; a row emptied
// is a range removed. The whole week is one form with one Save. Time fields post "16:00"; the
// server also reads "4:00 pm" when a browser shows a text field instead.

interface Refused {
  errors: Record<string, string>;
  /** What was typed, when the server refused the week. */
  values?: Record<string, string>;
}

export function WeeklyHoursForm({ week, stamp, refused }: { week: HoursRange[]; stamp: string; refused: Refused }) {
  return (
    <EditorForm key={stamp}>
      <input type="hidden" name="stamp" value={stamp} />
      <div className="space-y-4">
        {WEEKDAYS.map((day, weekday) => (
          <DayRows key={day} weekday={weekday} ranges={week.filter((r) => r.weekday === weekday)} refused={refused} />
        ))}
      </div>
      <div className="pt-6">
        <button type="submit" name="intent" value={AVAILABILITY_INTENTS["save-hours"]} className="btn-primary">
          Save weekly hours
        </button>
      </div>
    </EditorForm>
  );
}

function DayRows({ weekday, ranges, refused }: { weekday: number; ranges: HoursRange[]; refused: Refused }) {
  const typedRows = Object.keys(refused.values ?? {})
    .map((name) => /^hours\.(\d)\.(\d+)\./.exec(name))
    .filter((m) => m && Number(m[1]) === weekday)
    .map((m) => Number(m![2]) + 1);
  const count = Math.min(Math.max(ranges.length, ...typedRows) + EMPTY_ROWS, MAX_RANGES_PER_DAY + EMPTY_ROWS);
  const day = WEEKDAYS[weekday]!;
  const value = (row: number, end: "start" | "end") => {
    if (refused.values) return refused.values[rangeField(weekday, row, end)] ?? "";
    const range = ranges[row];
    return range ? clockValue(end === "start" ? range.start : range.end) : "";
  };
  return (
    <fieldset className="rounded-md border border-ink/10 p-3">
      <legend className="px-1 font-medium">{day}</legend>
      <ul className="space-y-2">
        {Array.from({ length: count }, (_, row) => {
          const start = rangeField(weekday, row, "start");
          const end = rangeField(weekday, row, "end");
          const error = refused.errors[start] ?? refused.errors[end];
          const errorId = refused.errors[start] ? start : end;
          const time = (name: string, side: "start" | "end", words: string) => (
            <>
              <label htmlFor={name} className="sr-only">
                {`${day}, ${row < ranges.length ? `hours ${row + 1}` : "new hours"}, ${words}`}
              </label>
              <input
                type="time"
                step={300}
                id={name}
                name={name}
                defaultValue={value(row, side)}
                aria-invalid={refused.errors[name] ? true : undefined}
                aria-describedby={error ? `${errorId}-error` : undefined}
                className="field-input w-36"
              />
            </>
          );
          return (
            <li key={row}>
              <div className="flex flex-wrap items-center gap-2">
                {time(start, "start", "from")}
                <span aria-hidden="true">–</span>
                {time(end, "end", "to")}
              </div>
              <FieldHints id={errorId} error={error} />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
