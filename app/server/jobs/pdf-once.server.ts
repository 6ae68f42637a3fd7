import type { Kysely, Transaction, UpdateResult } from "kysely";
import type { Database } from "../db/schema";
import { wakeOutboxWorker } from "../mail/outbox-worker.server";

/**
 * The last step of a job that stored a PDF (a receipt, a signed contract): `claim` records its key
 * on the row only where none is recorded yet, and, when it did, `announce` queues the mails in the
 * same transaction. A second run of the job (a retry after a crash) finds the key set and mails
 * nothing, so the PDF is sent once.
 */
export async function recordPdfOnce(
  db: Kysely<Database>,
  claim: (trx: Transaction<Database>) => Promise<UpdateResult>,
  announce: (trx: Transaction<Database>) => Promise<unknown>,
): Promise<"stored" | "already-stored"> {
  const recorded = await db.transaction().execute(async (trx) => {
    const updated = await claim(trx);
    // Another run got here first: it recorded the same key and queued the mails.
    if (Number(updated.numUpdatedRows) === 0) return false;
    await announce(trx);
    return true;
  });
  if (recorded) wakeOutboxWorker();
  return recorded ? "stored" : "already-stored";
}
