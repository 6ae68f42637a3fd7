import type { Kysely, Selectable } from "kysely";
import type { ClientValues } from "~/shared/clients/client.schema";
import type { ClientsTable, ClientStatus } from "../db/booking-schema";
import { db as sharedDb, toBool, toIso } from "../db/db.server";
import type { Database } from "../db/schema";

// Reading clients: one with its details (the page and its editors), the list (with a status
// filter), and which enquiries were made clients (the enquiry pages link to their client).

export const NO_SUCH_CLIENT = "No such client.";

export interface ClientRecord {
  id: number;
  version: number;
  values: ClientValues;
  status: ClientStatus;
  lostReason: string | null;
  enquiryId: number | null;
  createdAt: string;
  updatedAt: string;
  /** Migration 0026: the automatic reminders are sent to this client (her switch on its page). */
  remindersOn: boolean;
}

export function toClientRecord(row: Selectable<ClientsTable>): ClientRecord {
  return {
    id: Number(row.id),
    version: Number(row.version),
    values: {
      names: row.names,
      email: row.email,
      otherEmail: row.other_email ?? "",
      phone: row.phone ?? "",
      notes: row.notes,
    },
    status: row.status,
    lostReason: row.lost_reason,
    enquiryId: row.enquiry_id === null ? null : Number(row.enquiry_id),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    remindersOn: !toBool(row.reminders_off),
  };
}

/** The columns a client's details are stored in: the inverse of `toClientRecord`'s `values`. */
export function clientColumns(values: ClientValues) {
  return {
    names: values.names,
    email: values.email,
    other_email: values.otherEmail || null,
    phone: values.phone || null,
    notes: values.notes,
  };
}

export async function readClient(id: number, db: Kysely<Database> = sharedDb()): Promise<ClientRecord | undefined> {
  const row = await db.selectFrom("clients").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toClientRecord(row);
}

export interface ClientListRow {
  id: number;
  names: string;
  email: string;
  status: ClientStatus;
  updatedAt: string;
}

/** Most recently changed first; optionally one status only. */
export async function listClients(
  options: { status?: ClientStatus; limit?: number } = {},
  db: Kysely<Database> = sharedDb(),
): Promise<ClientListRow[]> {
  let query = db.selectFrom("clients").select(["id", "names", "email", "status", "updated_at"]);
  if (options.status) query = query.where("status", "=", options.status);
  const rows = await query
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .limit(options.limit ?? 500)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    names: r.names,
    email: r.email,
    status: r.status,
    updatedAt: toIso(r.updated_at),
  }));
}

/** The client made from each of these enquiries, by enquiry id. */
export async function clientsOfEnquiries(
  enquiryIds: readonly number[],
  db: Kysely<Database> = sharedDb(),
): Promise<Map<number, { id: number; names: string }>> {
  if (enquiryIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("clients")
    .select(["id", "names", "enquiry_id"])
    .where("enquiry_id", "in", [...enquiryIds])
    .execute();
  return new Map(rows.map((r) => [Number(r.enquiry_id), { id: Number(r.id), names: r.names }]));
}
