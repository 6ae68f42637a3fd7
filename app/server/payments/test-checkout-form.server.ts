import { data } from "react-router";
import { readBodyLimited } from "../http/json-request.server";
import type { CheckoutFormErrors } from "./payment-types";

// What every test checkout form (an order's, an invoice payment's) shares: the answers to a bad
// link or a bad body, and reading the small urlencoded body once its link was checked.

/** The form holds an e-mail and an address: a few hundred bytes. */
const MAX_CHECKOUT_FORM_BYTES = 16 * 1024;

/** Answers given before the body is read close the connection: its unread rest stays on the socket. */
export const unread = { Connection: "close" };

export const checkoutNotFound = () =>
  data<CheckoutFormErrors>(
    { errors: { form: "This checkout link is not valid." }, values: {} },
    { status: 404, headers: unread },
  );

type CheckoutFormBody =
  { ok: true; form: Record<string, string> } | { ok: false; answer: ReturnType<typeof data<CheckoutFormErrors>> };

/** The form's fields, or the refusal of a wrong content type or an oversized body. */
export async function readCheckoutForm(request: Request): Promise<CheckoutFormBody> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) {
    const errors = { form: "The form must be sent as application/x-www-form-urlencoded." };
    return { ok: false, answer: data<CheckoutFormErrors>({ errors, values: {} }, { status: 415, headers: unread }) };
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  const body = declared <= MAX_CHECKOUT_FORM_BYTES ? await readBodyLimited(request, MAX_CHECKOUT_FORM_BYTES) : null;
  if (body === null) {
    const errors = { form: `The form is larger than ${MAX_CHECKOUT_FORM_BYTES} bytes.` };
    return { ok: false, answer: data<CheckoutFormErrors>({ errors, values: {} }, { status: 413, headers: unread }) };
  }
  return { ok: true, form: Object.fromEntries(new URLSearchParams(body.toString("utf8"))) };
}
