import type { Kysely, Transaction } from "kysely";
import type { z } from "zod";
import { clientChangeSummary, clientSchema, statusChangeSchema } from "~/shared/clients/client.schema";
import {
  CLIENT_STATUS_LABELS,
  LOST_REASONS,
  statusChangeRefusal,
  type LostReason,
} from "~/shared/clients/client-status";
import { notFound, refuse, refused, type EditResult } from "../admin/editor/edit-result.server";
import { parseValues } from "../admin/editor/form-values.server";
import { versionedChange, type ChangeOutcome } from "../admin/editor/versioned-save.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { addClientEvent } from "./client-events.server";
import { clientColumns, NO_SUCH_CLIENT, readClient, type ClientRecord } from "./client-records.server";

// Changes to a client she makes on its page: the details, and the status by hand. Each is saved
// at the version the page was loaded at (another tab's save first → "reload"), with its timeline
// event and activity entry in the same transaction.

/**
 * A change to one client from a posted form: the values checked (refused → nothing written), then
 * `apply` on the client as read inside the versioned transaction.
 */
export function clientChange<S extends z.ZodType>(
  schema: S,
  apply: (trx: Transaction<Database>, client: ClientRecord, values: z.output<S>) => Promise<ChangeOutcome>,
) {
  return async (
    clientId: number,
    input: Record<string, string>,
    expectedVersion: number,
    actorEmail: string,
    db: Kysely<Database> = sharedDb(),
  ): Promise<EditResult> => {
    const parsed = parseValues(schema, input);
    if (!parsed.ok) return parsed.refusal;
    return versionedChange({
      db,
      table: "clients",
      id: clientId,
      expectedVersion,
      actorEmail,
      // Read after the change: a renamed client is logged under the new name.
      area: async (trx) => `Client: ${(await readClient(clientId, trx))?.values.names ?? ""}`,
      async apply(trx) {
        const client = await readClient(clientId, trx);
        if (!client) return refuse(notFound(NO_SUCH_CLIENT));
        return apply(trx, client, parsed.value);
      },
    });
  };
}

export const saveClientDetails = clientChange(clientSchema, async (trx, before, after) => {
  await trx.updateTable("clients").set(clientColumns(after)).where("id", "=", before.id).execute();
  const summary = clientChangeSummary(before.values, after);
  await addClientEvent(trx, { clientId: before.id, kind: "client_edited", summary: `${summary}.` });
  return { summary, notice: "Saved the client's details." };
});

export const changeClientStatus = clientChange(
  statusChangeSchema,
  async (trx, client, { status: to, reason, note }) => {
    const refusal = statusChangeRefusal(client.status, to);
    if (refusal) return refuse(refused(refusal));
    const lostReason = to === "lost" ? (reason as LostReason) : null;
    await trx.updateTable("clients").set({ status: to, lost_reason: lostReason }).where("id", "=", client.id).execute();
    const from = CLIENT_STATUS_LABELS[client.status];
    const summary = lostReason
      ? `Marked as lost: ${LOST_REASONS[lostReason]}${note ? ` (“${note}”)` : ""}.`
      : `Status changed from ${from} to ${CLIENT_STATUS_LABELS[to]}.`;
    await addClientEvent(trx, { clientId: client.id, kind: "status_changed", summary });
    return { summary: summary.slice(0, -1), notice: `Now “${CLIENT_STATUS_LABELS[to]}”.` };
  },
);
