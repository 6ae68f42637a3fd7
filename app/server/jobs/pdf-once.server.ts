import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema";
import { wakeOutboxWorker } from "../mail/outbox-worker.server";

/** Where a stored PDF's key is recorded: a nullable text column of a row with an integer id. */
export type PdfKeyColumn =
  | { table: "payments"; column: "receipt_key"; id: number }
  | { table: "proposal_signatures"; column: "pdf_key"; id: number }
  | { table: "gift_card_deliveries"; column: "pdf_key"; id: number };

/**
 * The last step of a job that stored a PDF (a receipt, a signed contract): records its `key` on
 * the row only where none is recorded yet and, when it did, lets `announce` queue the mails in the
 * same transaction. A second run of the job (a retry after a crash) finds the key set and mails
 * nothing, so the PDF is sent once.
 */
export async function recordPdfOnce(
  db: Kysely<Database>,
  where: PdfKeyColumn,
  key: string,
  announce: (trx: Transaction<Database>) => Promise<unknown>,
): Promise<"stored" | "already-stored"> {
  const column = sql.ref(where.column);
  const recorded = await db.transaction().execute(async (trx) => {
    const claimed = await sql`update ${sql.table(where.table)} set ${column} = ${key}
      where id = ${where.id} and ${column} is null`.execute(trx);
    // Another run got here first: it recorded the same key and queued the mails.
    if (Number(claimed.numAffectedRows ?? 0) === 0) return false;
    await announce(trx);
    return true;
  });
  if (recorded) wakeOutboxWorker();
  return recorded ? "stored" : "already-stored";
}
