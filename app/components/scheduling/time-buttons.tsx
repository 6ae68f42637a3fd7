import type { TimeButton } from "~/shared/scheduling/booking-views";

/** Free times, each its own form: a tap holds that time (no script needed). */
export function TimeButtons({ times, label }: { times: readonly TimeButton[]; label: string }) {
  return (
    <ul aria-label={label} className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
      {times.map((time) => (
        <li key={time.start}>
          <form method="post">
            <input type="hidden" name="start" value={time.start} />
            <button type="submit" className="btn-outline w-full">
              {time.label}
            </button>
          </form>
        </li>
      ))}
    </ul>
  );
}
