// The slots of a mini-session day, in Arizona minutes after midnight: slot, gap, slot… from the
// start, every slot ending by the end, at most `slotLimit` of them. Shared by her editor's preview,
// the public page and the hold, which accepts only one of these times.

export interface MiniDayTimes {
  startMinute: number;
  endMinute: number;
  slotMinutes: number;
  gapMinutes: number;
  /** null: every slot that fits. */
  slotLimit: number | null;
}

export interface MiniSlotTime {
  startMinute: number;
  endMinute: number;
}

export function miniSlotTimes(day: MiniDayTimes): MiniSlotTime[] {
  const slots: MiniSlotTime[] = [];
  if (day.slotMinutes <= 0 || day.gapMinutes < 0) return slots;
  const limit = day.slotLimit ?? Number.POSITIVE_INFINITY;
  for (let start = day.startMinute; start + day.slotMinutes <= day.endMinute && slots.length < limit;) {
    slots.push({ startMinute: start, endMinute: start + day.slotMinutes });
    start += day.slotMinutes + day.gapMinutes;
  }
  return slots;
}
