import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ClientValues } from "~/shared/clients/client.schema";

// The client's details as the page shows them: addresses to write to, a number to call.

const linkClass = "break-all text-clay underline underline-offset-4";

/** A mailto: or tel: link showing the address or number as she typed it. */
const contactLink = (href: string, text: string) => (
  <a href={href} className={linkClass}>
    {text}
  </a>
);

export function ClientDetailsList({ values, enquiryId }: { values: ClientValues; enquiryId: number | null }) {
  const rows: Array<[string, ReactNode]> = [["E-mail", contactLink(`mailto:${values.email}`, values.email)]];
  if (values.otherEmail) rows.push(["Second e-mail", contactLink(`mailto:${values.otherEmail}`, values.otherEmail)]);
  if (values.phone) rows.push(["Phone", contactLink(`tel:${values.phone.replace(/[^0-9+]/g, "")}`, values.phone)]);
  if (enquiryId !== null) {
    rows.push([
      "Enquiry",
      <Link to={`/admin/enquiries/${enquiryId}`} className={linkClass}>
        Their enquiry
      </Link>,
    ]);
  }
  rows.push([
    "Notes",
    values.notes ? (
      <span className="whitespace-pre-wrap">{values.notes}</span>
    ) : (
      <span className="text-ink-soft">None</span>
    ),
  ]);
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-ink-soft">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
