import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageTitle } from "../admin-ui";

// The top of every record editor page, new or existing: the way back to its list, then its title
// with a line about it. The outcome of a save (SaveOutcome) follows, as each page needs it.

export function EditorPageHead({
  backTo,
  back,
  lead,
  children,
}: {
  /** Where the back link goes: the record's list, e.g. "/admin/coupons". */
  backTo: string;
  /** The back link's words, e.g. "All coupons" (shown after an arrow). */
  back: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <Link to={backTo} className="back-link">
        {`← ${back}`}
      </Link>
      <PageTitle lead={lead}>{children}</PageTitle>
    </>
  );
}
