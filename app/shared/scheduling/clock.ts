// Times of day, the scheduler's one way to read and write them: minutes after midnight, Arizona
// time, shown as "4:00 pm" and typed as a time field posts it ("16:00") or as she would write it
// ("4:00 pm", "4pm"). Shared by the set-up screens, the public booking pages and the server;
// instants and dates are arizona-clock.ts's.

const H24 = /^([01]?\d|2[0-3]):([0-5]\d)$/;
const H12 = /^(1[0-2]|0?[1-9])(?::([0-5]\d))?\s*([ap])\.?\s*m\.?$/i;

/** "16:00", "4:00 pm", "4 PM", "12:30am" → minutes after midnight; undefined when it is not a time. */
export function parseClock(text: string): number | undefined {
  const t = text.trim();
  const h24 = H24.exec(t);
  if (h24) return Number(h24[1]) * 60 + Number(h24[2]);
  const h12 = H12.exec(t);
  if (!h12) return undefined;
  const hour = (Number(h12[1]) % 12) + (h12[3]!.toLowerCase() === "p" ? 12 : 0);
  return hour * 60 + Number(h12[2] ?? 0);
}

/** 960 → "16:00", the value of a time field. */
export function clockValue(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** 960 → "4:00 pm", 720 → "12:00 pm", 0 → "12:00 am". */
export function clockLabel(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minutes % 60).padStart(2, "0")} ${hour < 12 ? "am" : "pm"}`;
}

/** "4:00 pm–8:00 pm". */
export const rangeLabel = (start: number, end: number) => `${clockLabel(start)}–${clockLabel(end)}`;

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Said on every set-up screen where she types a time. */
export const ARIZONA_TIME = "All times are Arizona time (no daylight saving).";
