// The studio's clock: dates as the photographer reads them, in Arizona time (America/Phoenix),
// with a fixed locale and zone so the server and the browser write the same words.

/** "Nov 30, 2026, 2:05 AM", in Arizona time. */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "America/Phoenix",
  }).format(new Date(iso));
}
