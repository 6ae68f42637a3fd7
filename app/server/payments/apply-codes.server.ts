import type { Kysely } from "kysely";
import { data } from "react-router";
import { codesBreakdown, type ApplyCodesView } from "~/shared/booking/codes-breakdown";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { readBodyLimited } from "../http/json-request.server";
import { NO_CODES, type TypedCodes } from "./invoice-codes.server";
import { oneOffPayTarget, priceTypedCodes, type PayRefused, type PayTargetLookup } from "./invoice-pay-target.server";
import { MAX_FORM_BYTES, readPayForm, typedCodes } from "./pay-request.server";

// The "Apply" button of a client's invoice pay form (decision 052): posted to her page's own
// action (intent=apply-codes), it checks the typed codes against what that form pays, exactly as
// the pay button would, and answers with what they take off in words — taking nothing: no coupon
// use, no card value, no payment row. The page keeps the codes in the fields and shows the words;
// Pay then checks them again, as the figures may change in between (another payer's last use).

export const APPLY_CODES = "apply-codes";
export const EMPTY_CODES = "Type a coupon code or a gift card code, then press Apply.";
export const NOTHING_OWED = "Nothing is owed here now.";

export interface ApplyCodesAnswer {
  status: 200 | 409 | PayRefused["status"];
  view: ApplyCodesView;
}

const refusal = (status: ApplyCodesAnswer["status"], typed: TypedCodes, error: string): ApplyCodesAnswer => ({
  status,
  view: { ok: false, typed, error },
});

/** What the typed codes would take off what the form pays, or why not in words; read only. */
export async function previewCodes(
  db: Kysely<Database>,
  lookup: PayTargetLookup,
  typed: TypedCodes,
  now: Date,
): Promise<ApplyCodesAnswer> {
  if (lookup.kind === "refused") return refusal(lookup.status, typed, lookup.message);
  if (lookup.kind === "nothing-due") return refusal(409, typed, NOTHING_OWED);
  if (typed.coupon.trim() === "" && typed.giftCard.trim() === "") return refusal(400, typed, EMPTY_CODES);
  const { invoice } = lookup.target;
  const priced = await priceTypedCodes(db, invoice, typed, now);
  if (priced.kind === "refused") return refusal(priced.status, typed, priced.message);
  const { codes } = priced;
  const words = codesBreakdown({
    label: invoice.label,
    figures: codes.figures,
    couponCode: codes.coupon?.terms.code ?? null,
    card: codes.typedCard,
  });
  return { status: 200, view: { ok: true, typed, ...words } };
}

/** Apply on /invoice/<token>: the one-off invoice's codes. */
export async function previewOneOffCodes(
  token: string,
  typed: TypedCodes,
  db: Kysely<Database> = sharedDb(),
  now = new Date(),
): Promise<ApplyCodesAnswer> {
  return previewCodes(db, await oneOffPayTarget(db, token, now), typed, now);
}

/** Whether a page's POST is the Apply button's (peeked at on a copy: the body stays unread). */
export async function asksToApplyCodes(request: Request): Promise<boolean> {
  if (request.method !== "POST") return false;
  const body = await readBodyLimited(request.clone(), MAX_FORM_BYTES);
  return body !== null && new URLSearchParams(body.toString("utf8")).get("intent") === APPLY_CODES;
}

/**
 * The page action's answer to Apply: the pay routes' gate (rate limit, the link's token, the
 * form's size), then the preview; `{ apply }` with the status (400 for a refused code).
 */
export async function applyCodesFromLink(
  request: Request,
  token: string,
  {
    preview,
    invalidLink,
  }: { preview: (token: string, typed: TypedCodes) => Promise<ApplyCodesAnswer>; invalidLink: string },
) {
  const form = await readPayForm(request, token, invalidLink);
  const answer = form.ok
    ? await preview(token, typedCodes(form.body))
    : { status: form.status, view: { ok: false, typed: NO_CODES, error: form.message } as const };
  const headers = { "Cache-Control": "no-store", ...(form.ok ? {} : form.headers) };
  return data({ apply: answer.view }, { status: answer.status, headers });
}
