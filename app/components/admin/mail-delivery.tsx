import { Form } from "react-router";
import { MAIL_INTENTS } from "~/shared/mail/mail-retry.schema";
import { Badge, formatDateTime, smallButton } from "./admin-ui";
import { CsrfField } from "./editor/csrf-field";

export interface MailDeliveryView {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: "pending" | "sending" | "sent" | "dead";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
}

export function deliveryLabel(mail: Pick<MailDeliveryView, "status" | "attempts">) {
  if (mail.status === "sent") return { text: "Sent", tone: "good" as const };
  if (mail.status === "dead") return { text: "Failed", tone: "bad" as const };
  if (mail.status === "sending") return { text: "Sending", tone: "neutral" as const };
  return mail.attempts > 0 ? { text: "Retrying", tone: "warn" as const } : { text: "Queued", tone: "neutral" as const };
}

/** The outbox rows of one thing (an enquiry, an order), with "Retry now" where it helps. */
export function MailDeliveryList({ mails }: { mails: MailDeliveryView[] }) {
  if (mails.length === 0) return <p className="text-ink-soft">No e-mail was queued for this.</p>;
  return (
    <ul className="space-y-3">
      {mails.map((mail) => {
        const label = deliveryLabel(mail);
        const retryable = mail.status === "dead" || (mail.status === "pending" && mail.attempts > 0);
        return (
          <li key={mail.id} className="rounded-md border border-ink/10 p-3" data-mail={mail.kind}>
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={label.tone}>{label.text}</Badge>
              <span className="font-medium">{mail.subject}</span>
            </div>
            <p className="mt-1 text-sm text-ink-soft">
              To {mail.to} · {mail.attempts} attempt{mail.attempts === 1 ? "" : "s"}
              {mail.sentAt ? ` · sent ${formatDateTime(mail.sentAt)}` : ""}
              {mail.status === "pending" && mail.attempts > 0
                ? ` · next try ${formatDateTime(mail.nextAttemptAt)}`
                : ""}
            </p>
            {mail.lastError && mail.status !== "sent" && (
              <p className="mt-1 text-sm break-words text-danger">Last error: {mail.lastError}</p>
            )}
            {retryable && (
              <Form method="post" className="mt-2">
                <CsrfField />
                <input type="hidden" name="mailId" value={mail.id} />
                <button type="submit" name="intent" value={MAIL_INTENTS["retry-mail"]} className={smallButton}>
                  Retry now
                </button>
              </Form>
            )}
          </li>
        );
      })}
    </ul>
  );
}
