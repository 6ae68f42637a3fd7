import type { ReactNode } from "react";
import type { MetaDescriptor } from "react-router";
import { NOINDEX_NOFOLLOW } from "~/shared/robots";
import type { DragHandlers } from "./editor/use-drag-reorder";

// The admin screens write dates with the studio's clock.
export { formatDateTime } from "~/shared/studio-time";

// Small building blocks shared by the admin pages: same look, same accessibility everywhere.

/** Every admin page: its own title, never indexed nor followed. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} · Studio admin` }, { name: "robots", content: NOINDEX_NOFOLLOW }];
}

export function PageTitle({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-3xl sm:text-4xl">{children}</h1>
      {lead && <p className="mt-2 text-ink-soft">{lead}</p>}
    </div>
  );
}

/**
 * A table on wide screens; on a phone each row becomes a card whose cells show their column
 * name (from `label`), so nothing needs sideways scrolling.
 */
export function ResponsiveTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <table className="w-full border-collapse text-left text-sm max-md:block">
      <caption className="sr-only">{caption}</caption>
      <thead className="max-md:sr-only">
        <tr className="border-b border-ink/15">
          {columns.map((c) => (
            <th key={c} scope="col" className="px-3 py-2 font-medium text-ink-soft">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:block max-md:space-y-3">{children}</tbody>
    </table>
  );
}

/** A row; one of a list she orders can be dragged (`drag`, from the editor kit's useDragReorder). */
export function Row({
  children,
  highlight,
  drag,
}: {
  children: ReactNode;
  highlight?: boolean;
  drag?: { dragging: boolean; handlers: DragHandlers };
}) {
  return (
    <tr
      draggable={drag ? true : undefined}
      {...drag?.handlers}
      className={`border-b max-md:block max-md:rounded-lg max-md:border max-md:p-3 ${
        drag?.dragging ? "border-clay opacity-60" : "border-ink/10"
      } ${highlight ? "bg-white font-medium" : "bg-white/60"}`}
    >
      {children}
    </tr>
  );
}

export function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td
      data-label={label}
      className="px-3 py-2 align-top max-md:flex max-md:gap-2 max-md:px-0 max-md:py-1 max-md:before:w-28 max-md:before:shrink-0 max-md:before:text-ink-soft max-md:before:content-[attr(data-label)]"
    >
      {children}
    </td>
  );
}

const BADGE_TONES = {
  neutral: "bg-sand-200 text-ink",
  good: "bg-green-100 text-green-900",
  warn: "bg-amber-100 text-amber-900",
  bad: "bg-red-100 text-danger",
} as const;

export function Badge({ tone = "neutral", children }: { tone?: keyof typeof BADGE_TONES; children: ReactNode }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-medium ${BADGE_TONES[tone]}`}>
      {children}
    </span>
  );
}

/** A message after an action: announced politely to screen readers. */
export function Notice({ tone = "good", children }: { tone?: "good" | "bad"; children: ReactNode }) {
  return (
    <p
      role={tone === "bad" ? "alert" : "status"}
      className={`mb-4 rounded-md border px-4 py-3 text-sm ${
        tone === "bad" ? "border-danger/40 bg-red-50 text-danger" : "border-green-700/30 bg-green-50 text-green-900"
      }`}
    >
      {children}
    </p>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8 rounded-lg border border-ink/10 bg-white p-4 sm:p-6">
      <h2 className="mb-4 text-2xl">{title}</h2>
      {children}
    </section>
  );
}

/** A Section of a form's fields, one under the other with the same room between them on every screen. */
export function FieldsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section title={title}>
      <div className="space-y-5">{children}</div>
    </Section>
  );
}

export const smallButton =
  "inline-flex items-center justify-center rounded-full border border-ink/30 px-4 py-2 text-sm font-medium text-ink hover:bg-ink hover:text-white disabled:opacity-60";
export const dangerButton =
  "inline-flex items-center justify-center rounded-full bg-danger px-4 py-2 text-sm font-medium text-white hover:bg-red-900";
