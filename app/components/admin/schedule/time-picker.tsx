import type { DayChoices } from "./schedule-types";

// Free times to move a session to, grouped by day, as radio buttons big enough for a thumb: the
// client's /session/<token> page and her booking page in the schedule use the same picker.

export function TimePicker({ days, empty }: { days: DayChoices[]; empty: string }) {
  if (days.length === 0) return <p className="text-ink-soft">{empty}</p>;
  return (
    <div className="space-y-5">
      {days.map((day) => (
        <fieldset key={day.date}>
          <legend className="mb-2 font-medium">{day.label}</legend>
          <div className="flex flex-wrap gap-2">
            {day.times.map((time) => (
              <label
                key={time.value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded border border-ink/30 px-3 has-checked:border-clay has-checked:bg-sand-100"
              >
                <input type="radio" name="start" value={time.value} />
                {time.label}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
