import { Form } from "react-router";
import { CsrfField, dangerButton } from "./admin-ui";

/** One form per status the order may move to next; shipping asks for a tracking link. */
export function OrderStatusForms({ next, csrfToken }: { next: readonly string[]; csrfToken: string }) {
  if (next.length === 0) return <p className="text-ink-soft">Nothing more to do with this order.</p>;
  return (
    <div className="space-y-6">
      {next.includes("in_production") && (
        <Form method="post">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="status" value="in_production" />
          <button type="submit" name="intent" value="status" className="btn-primary">
            Mark in production
          </button>
        </Form>
      )}
      {next.includes("shipped") && (
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="status" value="shipped" />
          <div className="min-w-64 flex-1">
            <label htmlFor="trackingUrl" className="field-label">
              Tracking link (optional)
            </label>
            <input
              id="trackingUrl"
              name="trackingUrl"
              type="url"
              inputMode="url"
              placeholder="https://"
              className="field-input"
            />
          </div>
          <button type="submit" name="intent" value="status" className="btn-primary">
            Mark shipped and tell the customer
          </button>
        </Form>
      )}
      {next.includes("delivered") && (
        <Form method="post">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="status" value="delivered" />
          <button type="submit" name="intent" value="status" className="btn-primary">
            Mark delivered
          </button>
        </Form>
      )}
      {next.includes("refunded") && (
        <Form method="post" className="flex flex-wrap items-center gap-3 border-t border-ink/10 pt-4">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="status" value="refunded" />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="confirm" value="yes" required />I have refunded the payment
          </label>
          <button type="submit" name="intent" value="status" className={dangerButton}>
            Mark refunded
          </button>
        </Form>
      )}
    </div>
  );
}
