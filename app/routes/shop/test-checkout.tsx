import { timingSafeEqual } from "node:crypto";
import { data, redirect } from "react-router";
import { z } from "zod";
import { formatPrice } from "~/catalogue/money";
import { TestCheckoutView, type TestCheckoutData } from "~/components/shop/test-checkout-view";
import { env } from "~/server/env.server";
import { completeOrder } from "~/server/orders/complete-order.server";
import { findById } from "~/server/orders/orders-repository.server";
import type { Order } from "~/server/orders/order-types";
import type { Route } from "./+types/test-checkout";

// The built-in test checkout (DECISIONS §3), server-rendered per order. Paying completes the
// order through completeOrder, the same path as Stripe's webhook. Only with the test provider.

async function openOrder(orderIdParam: string, token: string | null): Promise<Order | undefined> {
  if (env().paymentsProvider !== "test" || !token) return undefined;
  const order = await findById(Number(orderIdParam));
  if (!order) return undefined;
  const given = Buffer.from(token);
  const expected = Buffer.from(order.accessToken);
  return given.length === expected.length && timingSafeEqual(given, expected) ? order : undefined;
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const order = await openOrder(params.orderId, new URL(request.url).searchParams.get("token"));
  const headers = { "Cache-Control": "no-store" };
  if (!order) return data<TestCheckoutData>({ state: "not-found" }, { status: 404, headers });
  if (order.status !== "pending") {
    return data<TestCheckoutData>(
      { state: "closed", orderId: order.id, sessionId: order.paymentSessionId },
      { headers },
    );
  }
  return data<TestCheckoutData>(
    {
      state: "open",
      orderId: order.id,
      token: order.accessToken,
      total: formatPrice(order.totalCents),
      lines: order.lines.map((line) => ({
        title: line.title,
        size: line.size,
        quantity: line.quantity,
        unitPrice: formatPrice(line.unitCents),
        amount: formatPrice(line.unitCents * line.quantity),
        note: line.note,
      })),
    },
    { headers },
  );
}

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

export async function action({ params, request }: Route.ActionArgs) {
  const form = Object.fromEntries(
    [...(await request.formData()).entries()].map(([key, value]) => [key, typeof value === "string" ? value : ""]),
  );
  const order = await openOrder(params.orderId, form.token ?? null);
  if (!order) return data({ errors: { form: "This checkout link is not valid." }, values: {} }, { status: 404 });
  if (form.intent === "cancel") return redirect("/cart");

  const parsed = paymentForm.safeParse(form);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    const { token: _token, ...values } = form;
    return data({ errors, values }, { status: 400 });
  }
  const sessionId = order.paymentSessionId ?? `cs_test_local_order_${order.id}`;
  const { email, name, line1, line2, city, state, postalCode } = parsed.data;
  await completeOrder({
    orderId: order.id,
    sessionId,
    customerEmail: email,
    shippingAddress: { name, line1, line2: line2 || null, city, state, postalCode, country: "US" },
  });
  return redirect(`/payment-success?session_id=${encodeURIComponent(sessionId)}`);
}

export const meta: Route.MetaFunction = () => [
  { title: "Test checkout" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function TestCheckout({ loaderData, actionData }: Route.ComponentProps) {
  return <TestCheckoutView data={loaderData} result={actionData} />;
}
