import { randomBytes, timingSafeEqual } from "node:crypto";
import { data, redirect } from "react-router";
import { z } from "zod";
import { fieldErrors } from "~/shared/field-errors";
import type { Env } from "../env.server";
import { readBodyLimited } from "../http/json-request.server";
import { findById } from "../orders/orders-repository.server";
import type { Order } from "../orders/order-types";
import type { CheckoutFormErrors, PaymentProvider } from "./provider.server";
import { settlePayment } from "./settle.server";

/** The form holds an e-mail and an address: a few hundred bytes. */
export const MAX_CHECKOUT_FORM_BYTES = 16 * 1024;

const text = (max: number) => z.string().trim().min(1, "Required").max(max);
const paymentForm = z.object({
  email: z.email("Enter a valid e-mail address").max(254),
  name: text(200),
  line1: text(200),
  line2: z.string().trim().max(200).optional(),
  city: text(100),
  state: text(50),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, "Enter a 5-digit ZIP code"),
});

/** Answers given before the body is read close the connection: its unread rest stays on the socket. */
const unread = { Connection: "close" };

const notFound = () =>
  data<CheckoutFormErrors>(
    { errors: { form: "This checkout link is not valid." }, values: {} },
    { status: 404, headers: unread },
  );

/**
 * The built-in test checkout (DECISIONS §3): the "hosted page" is /test-checkout/{orderId} on
 * this site, opened with the order's token; submitting its form is the confirmation. No card is
 * involved, so every mail and admin view of such an order says TEST.
 */
export function testProvider(config: Env): PaymentProvider {
  const openOrder = async (orderIdParam: string, token: string | null): Promise<Order | undefined> => {
    if (config.paymentsProvider !== "test" || !token) return undefined;
    const order = await findById(Number(orderIdParam));
    if (!order) return undefined;
    const given = Buffer.from(token);
    const expected = Buffer.from(order.accessToken);
    return given.length === expected.length && timingSafeEqual(given, expected) ? order : undefined;
  };

  return {
    name: "test",
    async startCheckout(request) {
      const sessionId = `cs_test_local_${randomBytes(12).toString("hex")}`;
      const url = new URL(`/test-checkout/${request.orderId}`, config.SITE_URL);
      url.searchParams.set("token", request.accessToken);
      return { sessionId, url: url.toString() };
    },

    async confirmWebhook() {
      // No Stripe here, so no webhook: a 5xx would tell a sender to try again.
      return data({ error: "This site takes no Stripe webhooks" }, { status: 404, headers: unread });
    },

    openCheckoutPage: openOrder,

    async confirmCheckoutForm(request, orderIdParam) {
      // The link's token (the form posts back to its own URL) is checked before any body is read.
      const order = await openOrder(orderIdParam, new URL(request.url).searchParams.get("token"));
      if (!order) return notFound();
      const type = request.headers.get("content-type") ?? "";
      if (!/^application\/x-www-form-urlencoded\b/i.test(type)) {
        return data<CheckoutFormErrors>(
          { errors: { form: "The form must be sent as application/x-www-form-urlencoded." }, values: {} },
          { status: 415, headers: unread },
        );
      }
      const declared = Number(request.headers.get("content-length") ?? "0");
      const body = declared <= MAX_CHECKOUT_FORM_BYTES ? await readBodyLimited(request, MAX_CHECKOUT_FORM_BYTES) : null;
      if (body === null) {
        return data<CheckoutFormErrors>(
          { errors: { form: `The form is larger than ${MAX_CHECKOUT_FORM_BYTES} bytes.` }, values: {} },
          { status: 413, headers: unread },
        );
      }
      const form = Object.fromEntries(new URLSearchParams(body.toString("utf8")));
      if (form.intent === "cancel") return redirect("/cart");

      const parsed = paymentForm.safeParse(form);
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error.issues, { fallback: "form" });
        const { token: _token, ...values } = form;
        return data<CheckoutFormErrors>({ errors, values }, { status: 400 });
      }
      if (order.status !== "pending") {
        // Paid (or failed) already: a second submit changes nothing.
        return order.paymentSessionId
          ? redirect(`/payment-success?session_id=${encodeURIComponent(order.paymentSessionId)}`)
          : notFound();
      }
      const sessionId = order.paymentSessionId ?? `cs_test_local_order_${order.id}`;
      const { email, name, line1, line2, city, state, postalCode } = parsed.data;
      await settlePayment({
        kind: "paid",
        orderId: order.id,
        sessionId,
        // Nothing is charged: the "amount" is the order's own total.
        amountCents: order.totalCents,
        currency: order.currency,
        customerEmail: email,
        shippingAddress: { name, line1, line2: line2 || null, city, state, postalCode, country: "US" },
      });
      return redirect(`/payment-success?session_id=${encodeURIComponent(sessionId)}`);
    },
  };
}
