import { Form } from "react-router";
import type { MiniSlotView } from "~/shared/scheduling/mini-day-view";

// The day's slots: a free one is a button (a plain POST that holds it, then the details step);
// a taken one says "Booked", never whose. One form, so it works without JavaScript.

export function MiniSlotList({
  slots,
  action,
  intent,
  headingId,
}: {
  slots: readonly MiniSlotView[];
  /** Where the hold is posted: the day's page. */
  action: string;
  intent: string;
  headingId: string;
}) {
  return (
    <Form method="post" action={action} aria-labelledby={headingId}>
      <input type="hidden" name="intent" value={intent} />
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="mini-slots">
        {slots.map((slot) => (
          <li key={slot.start}>
            {slot.free ? (
              <button
                type="submit"
                name="start"
                value={slot.start}
                className="btn-primary w-full"
                aria-label={`Book ${slot.time}`}
              >
                {slot.time}
              </button>
            ) : (
              <span className="flex min-h-11 w-full flex-col items-center justify-center rounded-full border border-ink/20 px-4 py-1 text-sm text-ink-soft">
                <span className="line-through">{slot.time}</span>
                <span>Booked</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </Form>
  );
}
