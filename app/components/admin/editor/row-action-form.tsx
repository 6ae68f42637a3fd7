import type { ReactNode } from "react";
import { Form } from "react-router";
import { CsrfField } from "./csrf-field";

// A row's own buttons on a list screen (Remove a date off, Move a session type): a plain post to
// the screen's action with the session's CSRF token and the row's id; each button names its intent.

export function RowActionForm({
  id,
  className,
  children,
}: {
  id: number | string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={className}>
      <CsrfField />
      <input type="hidden" name="id" value={id} />
      {children}
    </Form>
  );
}
