import { rangeLabel } from "~/shared/scheduling/clock";
import type { MiniSlot } from "~/shared/scheduling/mini-slots";

// The slots a mini-session day offers, as saved: what clients will pick from on its page.

export function SlotPreview({ slots }: { slots: MiniSlot[] }) {
  return (
    <section
      aria-labelledby="slot-preview-heading"
      className="mt-8 rounded-lg border border-ink/10 bg-white p-4 sm:p-6"
    >
      <h2 id="slot-preview-heading" className="mb-2 text-2xl">
        The slots clients pick from
      </h2>
      <p className="mb-3 text-sm text-ink-soft">
        {`${slots.length === 1 ? "1 slot" : `${slots.length} slots`}, as saved (Arizona time). Save again to see a change.`}
      </p>
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="slot-preview">
        {slots.map((slot) => (
          <li key={slot.start} className="rounded-md border border-ink/10 px-3 py-2 text-sm">
            {rangeLabel(slot.start, slot.end)}
          </li>
        ))}
      </ol>
    </section>
  );
}
