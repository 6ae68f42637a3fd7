// The studio's clock: dates as the photographer reads them, in Arizona time (America/Phoenix),
// with a fixed locale and zone so the server and the browser write the same words.

// Made once: making an Intl.DateTimeFormat costs about 0.2 ms, using one a hundredth of that, and a
// client's timeline of ten years formats hundreds of times (issue 29 §7, bench/studio.ts).
const DATE_TIME = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "America/Phoenix",
});

/** "Nov 30, 2026, 2:05 AM", in Arizona time. */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}
