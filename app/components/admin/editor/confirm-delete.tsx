import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { dangerButton, Notice, PageTitle } from "../admin-ui";
import { CsrfField } from "./csrf-field";

// A confirmation page before something is deleted (app/server/admin/editor/delete-action.server.ts):
// the question, the server's refusal when there was one, what goes, and two buttons: delete for
// good, a plain form that works without JavaScript, or keep it and go back.

/** An editor's way to its confirmation page, at the foot of the screen: "Delete this day…". */
export function DeleteLink({ to, children }: { to: string; children: string }) {
  return (
    <p className="mt-8">
      <Link to={to} className="text-danger underline underline-offset-4">
        {children}
      </Link>
    </p>
  );
}

export function DeletePage({
  question,
  actionData,
  children,
}: {
  question: string;
  /** The action's answer: its `error` is shown above the rest. */
  actionData?: unknown;
  children: ReactNode;
}) {
  const error = (actionData as { error?: string } | undefined)?.error;
  return (
    <div className="max-w-xl">
      <PageTitle>{question}</PageTitle>
      {error && <Notice tone="bad">{error}</Notice>}
      {children}
    </div>
  );
}

/** Shown instead of the confirmation when the record can't go: why, and the way back to its editor. */
export function DeleteRefused({ editor, name, children }: { editor: string; name: string; children: ReactNode }) {
  return (
    <>
      <p>{children}</p>
      <p className="mt-8">
        <Link to={editor} className="btn-primary">
          Back to {name}
        </Link>
      </p>
    </>
  );
}

export function ConfirmDelete({
  keepTo,
  version,
  children,
}: {
  keepTo: string;
  /** The version of the record as shown: deleting is refused if it changed since. */
  version?: number;
  children?: ReactNode;
}) {
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <Form method="post">
        <CsrfField />
        {version !== undefined && <input type="hidden" name="version" value={version} />}
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
