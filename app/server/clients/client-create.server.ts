import type { Kysely, Transaction } from "kysely";
import { clientSchema, type ClientValues } from "~/shared/clients/client.schema";
import { notFound, type Refusal } from "../admin/editor/edit-result.server";
import { parseValues } from "../admin/editor/form-values.server";
import { recordActivity } from "../content/activity-log.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { enquiriesRepository } from "../enquiries/enquiries-repository.server";
import { addClientEvent } from "./client-events.server";
import { clientColumns } from "./client-records.server";

// A new client: typed by hand (/admin/clients/new), or made from an enquiry with one click. An
// enquiry makes one client only (clients.enquiry_id is unique): a second click, or two at once,
// leads to the client already made. Every row, its timeline and the activity entry are written
// in one transaction.

export const NO_SUCH_ENQUIRY = "No such enquiry.";

type Created = { id: number; existing: boolean };

async function insertClient(
  trx: Transaction<Database>,
  values: ClientValues & { enquiryId?: number },
): Promise<number | undefined> {
  const row = await trx
    .insertInto("clients")
    .values({ ...clientColumns(values), enquiry_id: values.enquiryId ?? null })
    .onConflict((oc) => oc.column("enquiry_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row && Number(row.id);
}

/** A client typed by hand: the new client's id, or the fields' messages (nothing stored). */
export async function createClient(
  input: Record<string, string>,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<{ id: number } | Refusal> {
  const parsed = parseValues(clientSchema, input);
  if (!parsed.ok) return parsed.refusal;
  const values = parsed.value;
  return db.transaction().execute(async (trx) => {
    const id = await insertClient(trx, values);
    if (id === undefined) throw new Error("a client without an enquiry cannot conflict");
    await addClientEvent(trx, { clientId: id, kind: "client_created", summary: "Client added by hand." });
    await recordActivity(trx, { actorEmail, area: `Client: ${values.names}`, summary: "Added the client" });
    return { id };
  });
}

/**
 * The client made from an enquiry (name, e-mail and phone copied; the enquiry on the timeline at
 * its own time, and filed as handled), or the one already made from it.
 */
export async function clientFromEnquiry(
  enquiryId: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<Created | Refusal> {
  const existing = await existingClient(db, enquiryId);
  if (existing !== undefined) return { id: existing, existing: true };
  return db.transaction().execute(async (trx) => {
    const enquiry = await enquiriesRepository(trx).findById(enquiryId);
    if (!enquiry) return notFound(NO_SUCH_ENQUIRY);
    const id = await insertClient(trx, {
      names: enquiry.name,
      email: enquiry.email,
      otherEmail: "",
      phone: enquiry.phone ?? "",
      notes: "",
      enquiryId,
    });
    // Another click made it a moment ago: that client is the one.
    if (id === undefined) {
      const other = await existingClient(trx, enquiryId);
      if (other === undefined) throw new Error(`enquiry ${enquiryId} conflicted, yet no client holds it`);
      return { id: other, existing: true };
    }
    const form = enquiry.kind === "inquiry" ? "inquiry form" : "contact form";
    await addClientEvent(trx, {
      clientId: id,
      kind: "enquiry",
      summary: `Enquiry from ${enquiry.name} through the ${form}.`,
      related: { type: "enquiry", id: enquiryId },
      at: enquiry.createdAt,
    });
    await addClientEvent(trx, {
      clientId: id,
      kind: "client_created",
      summary: "Made a client from the enquiry.",
    });
    if (enquiry.status === "new") await enquiriesRepository(trx).markHandled(enquiryId);
    await recordActivity(trx, {
      actorEmail,
      area: `Client: ${enquiry.name}`,
      summary: "Made a client from the enquiry",
    });
    return { id, existing: false };
  });
}

async function existingClient(db: Kysely<Database>, enquiryId: number): Promise<number | undefined> {
  const row = await db.selectFrom("clients").select("id").where("enquiry_id", "=", enquiryId).executeTakeFirst();
  return row && Number(row.id);
}
