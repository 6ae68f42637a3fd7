// The slots of a mini-session day (issue 30 §3): from the day's start to its end, one slot of
// `slotMinutes` after another with `gapMinutes` between them, as many as fit by the end (the last
// slot ends by `endMinute`), at most `limit` when she sets one. Minutes after midnight, Arizona time.
// The admin's preview and the public day page read the same list.

export interface MiniSlotRules {
  startMinute: number;
  endMinute: number;
  slotMinutes: number;
  gapMinutes: number;
  /** At most this many slots; null or undefined: every slot that fits. */
  limit?: number | null;
}

export interface MiniSlot {
  start: number;
  end: number;
}

/** Every slot of the day, in order; none when the rules make no slot (a slot longer than the day). */
export function miniSlots({ startMinute, endMinute, slotMinutes, gapMinutes, limit }: MiniSlotRules): MiniSlot[] {
  if (!(slotMinutes > 0) || !(gapMinutes >= 0)) return [];
  const most = limit == null ? Infinity : Math.max(0, limit);
  const slots: MiniSlot[] = [];
  for (let start = startMinute; start + slotMinutes <= endMinute && slots.length < most;) {
    slots.push({ start, end: start + slotMinutes });
    start += slotMinutes + gapMinutes;
  }
  return slots;
}
