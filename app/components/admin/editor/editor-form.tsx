import { Form, type FormProps } from "react-router";
import { CsrfField } from "./csrf-field";

// An editor's form: posted to its own action, checked by the server alone (noValidate: its
// messages, shown under each field, are the only ones, in plain words), with the session's CSRF
// token and, for a record already saved, the version it was loaded at. Give it a `key` that
// changes when the form must be drawn anew (a new version, or a draft the server sent back).

export function EditorForm({ version, children, ...props }: { version?: number } & Omit<FormProps, "method">) {
  return (
    <Form method="post" noValidate {...props}>
      <CsrfField />
      {version !== undefined && <input type="hidden" name="version" value={version} />}
      {children}
    </Form>
  );
}
