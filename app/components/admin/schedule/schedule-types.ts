import { defineIntents } from "~/shared/admin/intents";

// What her schedule's screens receive (issue 30 §6): written by app/server/scheduling/schedule-admin.server.ts.

export interface ScheduleEntry {
  id: number;
  date: string;
  /** Minutes after midnight, Arizona. */
  startMinute: number;
  endMinute: number;
  /** "5:00 pm–6:00 pm". */
  time: string;
  what: string;
  names: string;
  clientId: number | null;
  /** Held while the client signs and pays: not booked yet. */
  held: boolean;
  place: string;
}

export interface ScheduleDay {
  date: string;
  label: string;
  entries: ScheduleEntry[];
}

export interface TimeChoice {
  value: string;
  label: string;
}

export interface DayChoices {
  date: string;
  label: string;
  times: TimeChoice[];
}

/** The buttons of one booking's page: move it, or cancel it. */
export const SCHEDULE_INTENTS = defineIntents(["move", "cancel"]);
