import type { Kysely, Selectable, Updateable } from "kysely";
import { db as sharedDb, toIso } from "../db/db.server";
import type { Database, EnquiriesTable, EnquiryKind, EnquiryStatus } from "../db/schema";

// Enquiries data access: the send endpoint creates them, the studio admin reads and files them.

export interface Enquiry {
  id: number;
  kind: EnquiryKind;
  name: string;
  email: string;
  phone: string | null;
  sessionType: string | null;
  dateText: string | null;
  location: string | null;
  howFound: string | null;
  message: string;
  additionalNotes: string | null;
  status: EnquiryStatus;
  handledAt: string | null;
  createdAt: string;
}

export type NewEnquiry = Pick<Enquiry, "kind" | "name" | "email" | "message"> &
  Partial<Pick<Enquiry, "phone" | "sessionType" | "dateText" | "location" | "howFound" | "additionalNotes">>;

/** Pass a transaction as `db` to create an enquiry together with its mail. */
export function enquiriesRepository(db: Kysely<Database> = sharedDb()) {
  const update = async (id: number, values: Updateable<EnquiriesTable>) => {
    const row = await db.updateTable("enquiries").set(values).where("id", "=", id).returningAll().executeTakeFirst();
    return row && toEnquiry(row);
  };

  return {
    async create(input: NewEnquiry): Promise<Enquiry> {
      const row = await db
        .insertInto("enquiries")
        .values({
          kind: input.kind,
          name: input.name,
          email: input.email,
          phone: blankToNull(input.phone),
          session_type: blankToNull(input.sessionType),
          date_text: blankToNull(input.dateText),
          location: blankToNull(input.location),
          how_found: blankToNull(input.howFound),
          message: input.message,
          additional_notes: blankToNull(input.additionalNotes),
          handled_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toEnquiry(row);
    },

    async findById(id: number): Promise<Enquiry | undefined> {
      const row = await db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirst();
      return row && toEnquiry(row);
    },

    /** Newest first; optionally only one status. */
    async list(options: { status?: EnquiryStatus; limit?: number; offset?: number } = {}): Promise<Enquiry[]> {
      let query = db.selectFrom("enquiries").selectAll();
      if (options.status) query = query.where("status", "=", options.status);
      const rows = await query
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(options.limit ?? 100)
        .offset(options.offset ?? 0)
        .execute();
      return rows.map(toEnquiry);
    },

    /** Enquiries not yet made clients (issue 28), newest first; optionally one status only. */
    async listWithoutClient(options: { status?: EnquiryStatus; limit?: number } = {}): Promise<Enquiry[]> {
      let query = db
        .selectFrom("enquiries")
        .selectAll("enquiries")
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom("clients").select("clients.id").whereRef("clients.enquiry_id", "=", "enquiries.id"))),
        );
      if (options.status) query = query.where("enquiries.status", "=", options.status);
      const rows = await query
        .orderBy("enquiries.created_at", "desc")
        .orderBy("enquiries.id", "desc")
        .limit(options.limit ?? 100)
        .execute();
      return rows.map(toEnquiry);
    },

    async countByStatus(status: EnquiryStatus): Promise<number> {
      const row = await db
        .selectFrom("enquiries")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("status", "=", status)
        .executeTakeFirstOrThrow();
      // count() is a string on PostgreSQL and a number on SQLite.
      return Number(row.count);
    },

    /** Files an enquiry as answered; undefined when there is no such enquiry. */
    markHandled(id: number, at: Date = new Date()): Promise<Enquiry | undefined> {
      return update(id, { status: "handled", handled_at: at });
    },

    /** Puts an enquiry back in the inbox. */
    reopen(id: number): Promise<Enquiry | undefined> {
      return update(id, { status: "new", handled_at: null });
    },
  };
}

function blankToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === "" ? null : value;
}

function toEnquiry(row: Selectable<EnquiriesTable>): Enquiry {
  return {
    id: Number(row.id),
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    sessionType: row.session_type,
    dateText: row.date_text,
    location: row.location,
    howFound: row.how_found,
    message: row.message,
    additionalNotes: row.additional_notes,
    status: row.status,
    handledAt: row.handled_at === null ? null : toIso(row.handled_at),
    createdAt: toIso(row.created_at),
  };
}
