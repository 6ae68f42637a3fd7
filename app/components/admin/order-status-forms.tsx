import type { ReactNode } from "react";
import { Form } from "react-router";
import { ORDER_INTENTS, type AdminOrderStatus } from "~/shared/orders/order-status.schema";
import { dangerButton } from "./admin-ui";
import { CsrfField } from "./editor/csrf-field";

/** One form per status the order may move to next; shipping asks for a tracking link. */
export function OrderStatusForms({ next }: { next: readonly string[] }) {
  if (next.length === 0) return <p className="text-ink-soft">Nothing more to do with this order.</p>;
  return (
    <div className="space-y-6">
      {next.includes("in_production") && <StatusForm status="in_production" button="Mark in production" />}
      {next.includes("shipped") && (
        <StatusForm
          status="shipped"
          button="Mark shipped and tell the customer"
          className="flex flex-wrap items-end gap-3"
        >
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
        </StatusForm>
      )}
      {next.includes("delivered") && <StatusForm status="delivered" button="Mark delivered" />}
      {next.includes("refunded") && (
        <StatusForm
          status="refunded"
          button="Mark refunded"
          buttonClassName={dangerButton}
          className="flex flex-wrap items-center gap-3 border-t border-ink/10 pt-4"
        >
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="confirm" value="yes" required />I have refunded the payment
          </label>
        </StatusForm>
      )}
    </div>
  );
}

/** The form that moves the order to `status`: its own fields, then its button. */
function StatusForm({
  status,
  button,
  className,
  buttonClassName = "btn-primary",
  children,
}: {
  status: AdminOrderStatus;
  button: string;
  className?: string;
  buttonClassName?: string;
  children?: ReactNode;
}) {
  return (
    <Form method="post" className={className}>
      <CsrfField />
      <input type="hidden" name="status" value={status} />
      {children}
      <button type="submit" name="intent" value={ORDER_INTENTS.status} className={buttonClassName}>
        {button}
      </button>
    </Form>
  );
}
