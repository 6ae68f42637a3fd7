import { Form, Link, useNavigation } from "react-router";
import { CheckoutNotFound, PayOrCancel, TestCheckoutBanner } from "./test-checkout-parts";

export interface TestCheckoutLineView {
  title: string;
  size: string;
  quantity: number;
  unitPrice: string;
  amount: string;
  note: string | null;
}

export type TestCheckoutData =
  | { state: "not-found" }
  | { state: "closed"; orderId: number; sessionId: string | null }
  | {
      state: "open";
      orderId: number;
      lines: TestCheckoutLineView[];
      /** Shipping and sales tax (decision 044), as Stripe's page lists them; empty on the seeded shop. */
      charges: { label: string; amount: string }[];
      /** A local pick-up: the e-mail only, like Stripe's page without address collection. */
      pickup: boolean;
      total: string;
      /** A gift card's part (decision 046): "Gift card (••••-••••-7KQ2)", "-$20.00", and what is left to pay. */
      giftCard?: { label: string; amount: string; due: string };
    };

export interface TestCheckoutErrors {
  errors: Record<string, string>;
  values: Record<string, string>;
}

const FIELDS = [
  { name: "email", label: "Email", type: "email", autoComplete: "email", required: true },
  { name: "name", label: "Full name", type: "text", autoComplete: "name", required: true },
  { name: "line1", label: "Street address", type: "text", autoComplete: "address-line1", required: true },
  { name: "line2", label: "Apartment, suite (optional)", type: "text", autoComplete: "address-line2", required: false },
  { name: "city", label: "City", type: "text", autoComplete: "address-level2", required: true },
  { name: "state", label: "State", type: "text", autoComplete: "address-level1", required: true },
  { name: "postalCode", label: "ZIP code", type: "text", autoComplete: "postal-code", required: true },
] as const;

/**
 * The built-in test checkout (DECISIONS §3): order lines, a test banner, e-mail and address. The
 * same page confirms an order a gift card pays in full (`paidByGiftCard`, decision 046): no banner,
 * nothing to pay, "Place order".
 */
export function TestCheckoutView({
  data,
  result,
  paidByGiftCard = false,
}: {
  data: TestCheckoutData;
  result?: TestCheckoutErrors;
  paidByGiftCard?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div className="page-shell max-w-3xl">
      {!paidByGiftCard && <TestCheckoutBanner />}
      {data.state === "not-found" ? (
        <CheckoutNotFound>
          <Link to="/cart" className="btn-primary mt-8">
            Back to Cart
          </Link>
        </CheckoutNotFound>
      ) : data.state === "closed" ? (
        <div className="mt-10 text-center">
          <h1 className="text-4xl">This order is already complete</h1>
          <Link
            to={data.sessionId ? `/payment-success?session_id=${encodeURIComponent(data.sessionId)}` : "/all-products"}
            className="btn-primary mt-8"
          >
            Continue
          </Link>
        </div>
      ) : (
        <>
          <h1 className="mt-8 text-4xl">{paidByGiftCard ? "Paid by gift card" : "Test checkout"}</h1>
          <p className="mt-2 text-ink-soft">{`Order #${data.orderId}`}</p>
          <table className="mt-6 w-full text-left text-sm">
            <caption className="sr-only">Order lines</caption>
            <thead className="border-b border-ink/20 text-ink-soft">
              <tr>
                <th className="py-2 font-medium">Item</th>
                <th className="py-2 font-medium">Qty</th>
                <th className="py-2 text-right font-medium">Amount</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink/10">
              {data.lines.map((line) => (
                <tr key={`${line.title}-${line.size}`} data-testid="test-checkout-line">
                  <td className="py-3">
                    {line.title} · {line.size}
                    {line.note && <span className="block text-ink-soft">Session date: {line.note}</span>}
                  </td>
                  <td className="py-3">
                    {line.quantity} × {line.unitPrice}
                  </td>
                  <td className="py-3 text-right">{line.amount}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {data.charges.map((charge) => (
                <tr key={charge.label} className="border-t border-ink/10" data-testid="test-checkout-charge">
                  <th scope="row" colSpan={2} className="py-2 font-normal">
                    {charge.label}
                  </th>
                  <td className="py-2 text-right">{charge.amount}</td>
                </tr>
              ))}
              <tr className="border-t border-ink/20">
                <th scope="row" colSpan={2} className="py-3 text-base">
                  Total
                </th>
                <td className="py-3 text-right text-base font-semibold" data-testid="test-checkout-total">
                  {data.total}
                </td>
              </tr>
              {data.giftCard && (
                <>
                  <tr data-testid="test-checkout-gift-card">
                    <th scope="row" colSpan={2} className="py-2 font-normal">
                      {data.giftCard.label}
                    </th>
                    <td className="py-2 text-right">{data.giftCard.amount}</td>
                  </tr>
                  <tr className="border-t border-ink/20">
                    <th scope="row" colSpan={2} className="py-3 text-base">
                      To pay
                    </th>
                    <td className="py-3 text-right text-base font-semibold" data-testid="test-checkout-due">
                      {data.giftCard.due}
                    </td>
                  </tr>
                </>
              )}
            </tfoot>
          </table>
          {/* Posts back to this page's own URL, whose ?token= the server checks before reading the form. */}
          <Form method="post" className="mt-8 grid gap-4" noValidate={false}>
            {result?.errors.form && (
              <p role="alert" className="text-danger">
                {result.errors.form}
              </p>
            )}
            {FIELDS.filter((field) => !data.pickup || field.name === "email").map((field) => {
              const error = result?.errors[field.name];
              return (
                <div key={field.name}>
                  <label htmlFor={`tc-${field.name}`} className="field-label">
                    {field.label}
                  </label>
                  <input
                    id={`tc-${field.name}`}
                    name={field.name}
                    type={field.type}
                    autoComplete={field.autoComplete}
                    required={field.required}
                    defaultValue={result?.values[field.name] ?? ""}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `tc-${field.name}-error` : undefined}
                    className="field-input"
                  />
                  {error && (
                    <p id={`tc-${field.name}-error`} className="mt-1 text-sm text-danger">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
            <PayOrCancel busy={busy} payLabel={paidByGiftCard ? "Place order" : "Pay now (test)"} />
          </Form>
        </>
      )}
    </div>
  );
}
