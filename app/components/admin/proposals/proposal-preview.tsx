import { PreviewPanel } from "~/components/admin/editor/preview-panel";
import { MarkdownHtml } from "~/components/blog/markdown-html";
import { formatCalendarDate } from "~/shared/booking/merge-fields";
import { formatPrice } from "~/shared/money";
import type { OptionPreview, ProposalPreviewData } from "~/shared/proposals/proposal-preview";

// What the client will see: each option priced (subtotal, discount, sales tax on its own line,
// total) with its payments, then the contract merged and rendered. The numbers come from the
// server (pricing.ts); nothing here computes money.

const percentOf = (millis: number) => `${millis / 1000} %`;

function Amount({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? "border-t border-ink/20 pt-1 font-medium" : ""}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatPrice(cents)}</dd>
    </div>
  );
}

function Option({ option, index }: { option: OptionPreview; index: number }) {
  const { priced, payments } = option;
  return (
    <section aria-labelledby={`option-${index}`} className="rounded-md border border-ink/10 bg-white p-3">
      <h3 id={`option-${index}`} className="text-lg">
        Option {index + 1}: {option.title}
      </h3>
      <dl className="mt-2 space-y-1 text-sm">
        {priced.lines.map((line, i) => (
          <Amount
            key={i}
            label={line.quantity > 1 ? `${line.title} × ${line.quantity}` : line.title}
            cents={line.amountCents}
          />
        ))}
        <Amount label="Subtotal" cents={priced.subtotalCents} />
        {priced.discountCents > 0 && <Amount label={priced.discountLabel} cents={-priced.discountCents} />}
        <Amount label={`Sales tax (${percentOf(priced.taxRateMillis)})`} cents={priced.taxCents} />
        <Amount label="Total" cents={priced.totalCents} strong />
      </dl>
      {payments ? (
        <ul className="mt-3 space-y-0.5 text-sm">
          {payments.map((p) => (
            <li key={p.position}>
              {p.label}: {formatPrice(p.amountCents)},{" "}
              {p.dueOn ? `due ${formatCalendarDate(p.dueOn)}` : "due at signing"}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-danger">Enter the session date to see when each payment is due.</p>
      )}
    </section>
  );
}

export function ProposalPreview({ preview, taxNote }: { preview: ProposalPreviewData; taxNote: string }) {
  return (
    <PreviewPanel heading="Preview: what the client will see" testId="proposal-preview">
      <p className="mb-3 text-sm text-ink-soft">{taxNote}</p>
      {preview.options.length === 0 ? (
        <p>Add a package to see the prices.</p>
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {preview.options.map((option, i) => (
            <Option key={option.key} option={option} index={i} />
          ))}
        </div>
      )}
      <h3 className="mt-6 text-lg">The contract</h3>
      {preview.unknownFields.length > 0 && (
        <p className="mt-1 text-sm text-danger">
          Not merge fields, shown as typed: {preview.unknownFields.map((f) => `{${f}}`).join(", ")}.
        </p>
      )}
      {preview.contractHtml ? (
        <>
          {preview.contractPackage && (
            <p className="mt-1 text-sm text-ink-soft">
              Filled in as if the client chose {preview.contractPackage}; her own choice fills it when she signs.
            </p>
          )}
          <MarkdownHtml html={preview.contractHtml} className="mt-3 rounded-md bg-white p-4 !text-base" />
        </>
      ) : (
        <p className="mt-1">No contract yet: choose a template or write it below.</p>
      )}
    </PreviewPanel>
  );
}
