import type { Kysely } from "kysely";
import { z } from "zod";
import { ESIGN_DISCLOSURE_VERSION } from "~/shared/booking/esign-disclosure";
import { formatCalendarDate } from "~/shared/booking/merge-fields";
import { checkSignatureImage } from "~/shared/booking/signature-image";
import { fieldErrors, type FieldErrors } from "~/shared/field-errors";
import { isExpired, studioDate } from "~/shared/galleries/gallery-rules";
import { formatDollars } from "~/shared/money";
import { addClientEvent } from "../clients/client-events.server";
import { database, toIso, type AppDatabase } from "../db/db.server";
import type { Database } from "../db/schema";
import { writeTransaction } from "../db/write-transaction.server";
import { formFields, readClientForm } from "../galleries/client-request.server";
import { waitInWords } from "../galleries/client-limits.server";
import { enqueueJob } from "../jobs/jobs.server";
import { sessionHoldOf, takenMessage } from "../scheduling/session-hold.server";
import { priceChoice } from "./booking-choice.server";
import { openBookingLink, type BookingProposal } from "./booking-link.server";
import { markViewed, requestAudit, type AuditStep } from "./booking-page.server";
import { signatureHash } from "./signature-hash.server";

// Signing a proposal from its booking page (issue 28 §5–6). Nothing the page sends is trusted but
// her choice of package (checked against the proposal's), her consent, her name and her drawing:
// prices, contract and schedule are the server's. One transaction writes the signature (once per
// revision: a second post finds it and changes nothing), its invoices, the proposal's new status,
// the timeline and the contract-PDF job, so a failure leaves nothing half-signed.

/** A drawn signature of 150 KB is 200 KB of base64, a little more once form-encoded. */
const FORM_LIMIT = 320 * 1024;

const NAME_MESSAGE = "Please type your full name.";
const signForm = z.object({
  option: z.string({ error: "Please choose a package." }).regex(/^[a-z0-9-]{1,40}$/, "Please choose a package."),
  revision: z.coerce.number({ error: "Please reload the page." }).int().min(1).max(1_000_000),
  consent: z.literal("yes", { error: "Please tick “I agree to sign electronically” to sign here." }),
  name: z
    .string({ error: NAME_MESSAGE })
    .trim()
    .min(2, NAME_MESSAGE)
    .max(120, "Please shorten your name to 120 characters.")
    .refine((name) => /\p{L}/u.test(name), NAME_MESSAGE),
  signature: z.string().default(""),
});
type SignForm = z.infer<typeof signForm>;

export type SignOutcome =
  | { ok: true }
  | { ok: false; status: 400 | 404 | 409 | 410 | 429; error: string; fields?: FieldErrors; retryAfterSeconds?: number };

const refused = (
  status: 400 | 404 | 409 | 410 | 429,
  error: string,
  more: { fields?: FieldErrors; retryAfterSeconds?: number } = {},
): SignOutcome => ({ ok: false, status, error, ...more });

const UPDATING = "This proposal is being updated. You will receive the new version by e-mail; please sign that one.";
const EXPIRED = "This proposal has expired, so it can no longer be signed.";

/** Signs the proposal of `token` with the posted form; `{ ok: true }` also when it was signed already. */
export async function signProposal(
  request: Request,
  token: string,
  app: AppDatabase = database(),
  now = new Date(),
): Promise<SignOutcome> {
  const opened = await openBookingLink(request, token, app, now);
  switch (opened.state) {
    case "limited":
      return refused(
        429,
        `Too many tries from your connection: please wait ${waitInWords(opened.retryAfterSeconds)}.`,
        {
          retryAfterSeconds: opened.retryAfterSeconds,
        },
      );
    case "unknown":
      return refused(404, "This booking link is not valid.");
    case "signed":
      return { ok: true };
    case "updating":
      return refused(409, UPDATING);
    case "expired":
      return refused(410, EXPIRED);
    case "open":
      break;
  }
  // A self-booked time that went to someone else after its hold lapsed is not signed for (issue 30).
  const hold = await sessionHoldOf(app.db, Number(opened.row.id), now);
  if (hold?.state === "taken") return refused(409, takenMessage(hold.pickAgainPath));
  const form = await readClientForm(request, FORM_LIMIT);
  if (!form) return refused(400, "Your signature could not be read. Please try again.");
  const parsed = signForm.safeParse(formFields(form));
  if (!parsed.success) {
    return refused(400, "Please check the marked fields.", { fields: fieldErrors(parsed.error.issues) });
  }
  if (parsed.data.signature) {
    const image = checkSignatureImage(parsed.data.signature);
    if (!image.ok) return refused(400, image.error, { fields: { signature: image.error } });
  }
  const step = requestAudit(request, now);
  return writeTransaction(app, (trx) => signLocked(trx, app.dialect, opened, parsed.data, step, now));
}

async function signLocked(
  trx: Kysely<Database>,
  dialect: AppDatabase["dialect"],
  opened: BookingProposal,
  input: SignForm,
  step: AuditStep,
  now: Date,
): Promise<SignOutcome> {
  // PostgreSQL: the row lock makes two signings at once wait for each other (SQLite's writeTransaction
  // already holds the write lock), so the second finds the first's signature.
  const row = await trx
    .selectFrom("proposals")
    .selectAll()
    .where("id", "=", opened.row.id)
    .$if(dialect === "postgres", (q) => q.forUpdate())
    .executeTakeFirstOrThrow();
  const revision = Number(row.revision);
  const existing = await trx
    .selectFrom("proposal_signatures")
    .select("id")
    .where("proposal_id", "=", row.id)
    .where("revision", "=", revision)
    .executeTakeFirst();
  if (existing) return { ok: true };
  if (row.status !== "sent") return refused(409, UPDATING);
  if (isExpired(row.expires_on, now)) return refused(410, EXPIRED);
  if (input.revision !== revision) {
    return refused(409, "This proposal was updated since you opened it. Please read the new version before you sign.");
  }
  const choice = priceChoice(row, opened.clientNames, input.option, studioDate(now));
  if (!choice)
    return refused(400, "Please choose one of the packages offered.", {
      fields: { option: "Please choose one of the packages offered." },
    });
  if (!choice.payments) {
    return refused(
      409,
      "This proposal cannot be signed yet: its payment schedule needs the session's date. Please write to your photographer.",
    );
  }

  const found: BookingProposal = { ...opened, row };
  let viewed = step;
  if (Number(row.viewed_revision) === revision && row.viewed_at) {
    viewed = { at: toIso(row.viewed_at), ip: row.viewed_ip ?? "", userAgent: row.viewed_user_agent ?? "" };
  } else {
    await markViewed(trx, found, step);
  }
  const audit = [
    { step: "viewed", ...viewed },
    { step: "consented", ...step, disclosure: ESIGN_DISCLOSURE_VERSION },
    { step: "signed", ...step },
  ];
  const signature = await trx
    .insertInto("proposal_signatures")
    .values({
      proposal_id: row.id,
      revision,
      package_key: input.option,
      contract_text: choice.contractText,
      pricing: JSON.stringify(choice.priced),
      sha256: signatureHash({
        contract_text: choice.contractText,
        pricing: choice.priced,
        revision,
        package_key: input.option,
      }),
      signer_name: input.name,
      drawn_signature: input.signature || null,
      photographer_signature: row.photographer_signature ?? "",
      audit: JSON.stringify(audit),
      signed_ip: step.ip,
      signed_user_agent: step.userAgent,
      signed_at: step.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const signatureId = Number(signature.id);

  // An earlier revision's unpaid invoices are replaced by this one's.
  await trx
    .updateTable("invoices")
    .set({ status: "void" })
    .where("proposal_id", "=", row.id)
    .where("status", "=", "open")
    .where("signature_id", "<>", signatureId)
    .execute();
  const invoices = await trx
    .insertInto("invoices")
    .values(
      choice.payments.map((payment) => ({
        client_id: row.client_id,
        proposal_id: row.id,
        signature_id: signatureId,
        position: payment.position,
        label: payment.label,
        amount_cents: payment.amountCents,
        tax_cents: payment.taxCents,
        due_on: payment.dueOn,
      })),
    )
    .returning("id")
    .execute();
  await trx
    .updateTable("proposals")
    .set({ status: "signed", signed_at: step.at, updated_at: step.at })
    .where("id", "=", row.id)
    .execute();

  const packageTitle = choice.priced.lines[0]!.title;
  await addClientEvent(trx, {
    clientId: row.client_id,
    kind: "proposal_signed",
    summary: `${input.name} signed “${row.title}” (version ${revision}): ${packageTitle}, ${formatDollars(choice.priced.totalCents)} in all.`,
    related: { type: "signature", id: signatureId },
  });
  for (const [i, payment] of choice.payments.entries()) {
    await addClientEvent(trx, {
      clientId: row.client_id,
      kind: "invoice_created",
      summary: `Invoice “${payment.label}” of ${formatDollars(payment.amountCents)}, ${payment.dueOn ? `due ${formatCalendarDate(payment.dueOn)}` : "due at signing"}.`,
      related: { type: "invoice", id: Number(invoices[i]!.id) },
    });
  }
  await enqueueJob("contract-pdf", { signatureId }, trx);
  return { ok: true };
}
