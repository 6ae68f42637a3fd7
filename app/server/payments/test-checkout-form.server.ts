import { data } from "react-router";
import { z } from "zod";
import { fieldErrors, type IssueLike } from "~/shared/field-errors";
import type { ShippingAddress } from "../orders/order-types";
import { readBodyLimited } from "../http/json-request.server";
import type { CheckoutFormErrors } from "./payment-types";

// What every checkout form on the site (the test checkout of an order or an invoice payment, an
// order paid in full by gift card) shares: the e-mail and address it asks for, the answers to a bad
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

const text = (max: number) => z.string().trim().min(1, "Required").max(max);
const email = z.email("Enter a valid e-mail address").max(254);

/** An invoice (or a pick-up) ships nothing: the e-mail is all Stripe would collect besides the card. */
export const emailForm = z.object({ email });

/** An order that ships: the e-mail and a US address, as Stripe's page collects them. */
export const addressForm = z
  .object({
    email,
    name: text(200),
    line1: text(200),
    line2: z.string().trim().max(200).optional(),
    city: text(100),
    state: text(50),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, "Enter a 5-digit ZIP code"),
  })
  .transform(({ email, name, line1, line2, city, state, postalCode }) => ({
    email,
    address: { name, line1, line2: line2 || null, city, state, postalCode, country: "US" } satisfies ShippingAddress,
  }));

/** The form sent back with the message under each field it refuses (400). */
export function refusedForm(issues: readonly IssueLike[], form: Record<string, string>) {
  const { token: _token, ...values } = form;
  return data<CheckoutFormErrors>({ errors: fieldErrors(issues, { fallback: "form" }), values }, { status: 400 });
}
