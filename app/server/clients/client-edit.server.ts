import type { Kysely } from "kysely";
import { clientChangeSummary, clientSchema, statusChangeSchema } from "~/shared/clients/client.schema";
import {
  CLIENT_STATUS_LABELS,
  LOST_REASONS,
  statusChangeRefusal,
  type LostReason,
} from "~/shared/clients/client-status";
import { notFound, refuse, refused, type EditResult } from "../admin/editor/edit-result.server";
import { parseValues } from "../admin/editor/form-values.server";
import { versionedChange } from "../admin/editor/versioned-save.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { addClientEvent } from "./client-events.server";
import { NO_SUCH_CLIENT, readClient } from "./client-records.server";

// Changes to a client she makes on its page: the details, and the status by hand. Each is saved
// at the version the page was loaded at (another tab's save first → "reload"), with its timeline
// event and activity entry in the same transaction.

const area = (names: string) => `Client: ${names}`;

export async function saveClientDetails(
  clientId: number,
  input: Record<string, string>,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  const parsed = parseValues(clientSchema, input);
  if (!parsed.ok) return parsed.refusal;
  const after = parsed.value;
  return versionedChange({
    db,
    table: "clients",
    id: clientId,
    expectedVersion,
    actorEmail,
    area: area(after.names),
    async apply(trx) {
      const before = await readClient(clientId, trx);
      if (!before) return refuse(notFound(NO_SUCH_CLIENT));
      await trx
        .updateTable("clients")
        .set({
          names: after.names,
          email: after.email,
          other_email: after.otherEmail || null,
          phone: after.phone || null,
          notes: after.notes,
        })
        .where("id", "=", clientId)
        .execute();
      const summary = clientChangeSummary(before.values, after);
      await addClientEvent(trx, { clientId, kind: "client_edited", summary: `${summary}.` });
      return { summary, notice: "Saved the client's details." };
    },
  });
}

export async function changeClientStatus(
  clientId: number,
  input: Record<string, string>,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  const parsed = parseValues(statusChangeSchema, input);
  if (!parsed.ok) return parsed.refusal;
  const { status: to, reason, note } = parsed.value;
  return versionedChange({
    db,
    table: "clients",
    id: clientId,
    expectedVersion,
    actorEmail,
    area: async (trx) => area((await readClient(clientId, trx))?.values.names ?? ""),
    async apply(trx) {
      const client = await readClient(clientId, trx);
      if (!client) return refuse(notFound(NO_SUCH_CLIENT));
      const refusal = statusChangeRefusal(client.status, to);
      if (refusal) return refuse(refused(refusal));
      const lostReason = to === "lost" ? (reason as LostReason) : null;
      await trx
        .updateTable("clients")
        .set({ status: to, lost_reason: lostReason })
        .where("id", "=", clientId)
        .execute();
      const from = CLIENT_STATUS_LABELS[client.status];
      const summary = lostReason
        ? `Marked as lost: ${LOST_REASONS[lostReason]}${note ? ` (“${note}”)` : ""}.`
        : `Status changed from ${from} to ${CLIENT_STATUS_LABELS[to]}.`;
      await addClientEvent(trx, { clientId, kind: "status_changed", summary });
      return { summary: summary.slice(0, -1), notice: `Now “${CLIENT_STATUS_LABELS[to]}”.` };
    },
  });
}
