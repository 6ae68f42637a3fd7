import { Form, Link, useNavigation } from "react-router";
import { CheckoutNotFound, PayOrCancel, TestCheckoutBanner } from "./test-checkout-parts";

// The built-in test checkout for an invoice payment (a retainer): the same banner and buttons as
// an order's, with the one line being paid and the e-mail Stripe would ask for.

export type TestInvoiceCheckoutData =
  | { state: "not-found" }
  | { state: "closed"; bookingPath: string }
  | { state: "open"; label: string; proposalTitle: string; amount: string; email: string; bookingPath: string };

interface TestInvoiceCheckoutErrors {
  errors: Record<string, string>;
  values: Record<string, string>;
}

export function TestInvoiceCheckoutView({
  data,
  result,
}: {
  data: TestInvoiceCheckoutData;
  result?: TestInvoiceCheckoutErrors;
}) {
  const busy = useNavigation().state !== "idle";
  const error = result?.errors.email;
  return (
    <div className="page-shell max-w-3xl">
      <TestCheckoutBanner />
      {data.state === "not-found" ? (
        <CheckoutNotFound />
      ) : data.state === "closed" ? (
        <div className="mt-10 text-center">
          <h1 className="text-4xl">This payment is already complete</h1>
          <Link to={data.bookingPath} className="btn-primary mt-8">
            {data.bookingPath.startsWith("/invoice/") ? "Back to your invoice" : "Back to your booking"}
          </Link>
        </div>
      ) : (
        <>
          <h1 className="mt-8 text-4xl">Test checkout</h1>
          <p className="mt-2 text-ink-soft">{data.proposalTitle}</p>
          <dl className="mt-6 flex justify-between border-y border-ink/20 py-3 text-base">
            <dt>{data.label}</dt>
            <dd className="font-semibold" data-testid="test-checkout-total">
              {data.amount}
            </dd>
          </dl>
          {/* Posts back to this page's own URL, whose ?token= the server checks before reading the form. */}
          <Form method="post" className="mt-8 grid gap-4">
            {result?.errors.form && (
              <p role="alert" className="text-danger">
                {result.errors.form}
              </p>
            )}
            <div>
              <label htmlFor="tc-email" className="field-label">
                Email
              </label>
              <input
                id="tc-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={result?.values.email ?? data.email}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "tc-email-error" : undefined}
                className="field-input"
              />
              {error && (
                <p id="tc-email-error" className="mt-1 text-sm text-danger">
                  {error}
                </p>
              )}
            </div>
            <PayOrCancel busy={busy} payLabel={`Pay ${data.amount} (test)`} />
          </Form>
        </>
      )}
    </div>
  );
}
