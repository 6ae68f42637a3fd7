import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { dangerButton } from "../admin-ui";
import { CsrfField } from "./csrf-field";

// The two buttons of a confirmation page (app/server/admin/editor/delete-action.server.ts): delete
// for good, a plain form that works without JavaScript, or keep it and go back.

export function ConfirmDelete({ keepTo, children }: { keepTo: string; children?: ReactNode }) {
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <Form method="post">
        <CsrfField />
        {children}
        <button type="submit" className={dangerButton}>
          Delete for good
        </button>
      </Form>
      <Link to={keepTo} className="btn-outline">
        Keep it
      </Link>
    </div>
  );
}
