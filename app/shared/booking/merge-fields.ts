import { formatDollars } from "../money";
import type { ScheduledPayment } from "./pricing";

// Contract templates are Markdown with merge fields in braces (issue 28 §4). The same function
// fills them in the admin preview and in the contract the client signs, so what she previews is
// what is signed. An unknown field is left as typed, so a typo shows in the preview.

export const MERGE_FIELDS = [
  { name: "client_names", help: "The client's names as on the client record" },
  { name: "session_date", help: "The session's date and time, Arizona time" },
  { name: "session_place", help: "Where the session takes place" },
  { name: "package", help: "The package the client chose" },
  { name: "total", help: "The total, tax included" },
  { name: "retainer", help: "The retainer due at signing" },
  { name: "schedule", help: "Every payment with its amount and due date" },
  { name: "photographer", help: "Your name, as you sign" },
] as const;

export type MergeField = (typeof MERGE_FIELDS)[number]["name"];
export type MergeValues = Record<MergeField, string>;

const FIELD_PATTERN = /\{([a-z_]+)\}/g;

/** The template with every known field replaced by its value. */
export function mergeContract(template: string, values: MergeValues): string {
  return template.replace(FIELD_PATTERN, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as MergeField] : whole,
  );
}

/** The braces in a template that are not merge fields ("{clientname}"), for the editor's warning. */
export function unknownMergeFields(template: string): string[] {
  const known = new Set<string>(MERGE_FIELDS.map((f) => f.name));
  return [...new Set([...template.matchAll(FIELD_PATTERN)].map((m) => m[1]!).filter((n) => !known.has(n)))];
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "Saturday, May 1, 2027" from "2027-05-01" (a calendar date: no time zone involved). */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "4:30 pm" from "16:30". */
export function formatClockTime(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${h < 12 ? "am" : "pm"}`;
}

/** "Saturday, May 1, 2027 at 4:30 pm (Arizona time)", or "To be agreed" without a date. */
export function formatSessionWhen(date: string | null, time: string | null): string {
  if (!date) return "To be agreed";
  return time ? `${formatCalendarDate(date)} at ${formatClockTime(time)} (Arizona time)` : formatCalendarDate(date);
}

/** One line per payment: "Retainer: $1,350.00, due at signing". */
export function describeSchedule(payments: readonly ScheduledPayment[]): string {
  return payments
    .map(
      (p) =>
        `- ${p.label}: ${formatDollars(p.amountCents)}, ${p.dueOn ? `due ${formatCalendarDate(p.dueOn)}` : "due at signing"}`,
    )
    .join("\n");
}
