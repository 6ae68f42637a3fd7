import { useId, useState } from "react";
import { honeypotValue } from "~/components/forms/honeypot-field";
import { formFieldErrors, type PostResult } from "~/components/forms/post-json";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { toast } from "~/components/ui/toast-store";
import type { FieldErrors } from "~/shared/field-errors";
import { HONEYPOT_FIELD } from "~/shared/honeypot";
import { invalidProps } from "./field-error";
import type { FormToasts } from "./form-toasts";

/**
 * The state and the submit of a public form that posts JSON (the contact and inquiry forms): its
 * values, the fields the server refused, and a submit that checks the required fields, posts with
 * the honeypot's value, toasts the outcome and empties the form once sent.
 */
export function usePublicForm<V extends { [K in keyof V]: string }>(form: {
  empty: V;
  /** The form's own rule for its required fields (whitespace passes the browser's `required`). */
  complete: (values: V) => boolean;
  send: (values: V, honeypot: { field: string; value: string }) => Promise<PostResult>;
  toasts: FormToasts;
  /** The server's names for fields the form names otherwise. */
  rename?: Readonly<Record<string, string>>;
  onSent?: () => void;
}) {
  const { email: studioEmail } = useSiteSettings();
  const [values, setValues] = useState<V>(form.empty);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const id = useId();

  /** The id, name, value, change handler and error wiring of the control for `name`. */
  const bind = (name: keyof V & string) => ({
    id: `${id}-${name}`,
    name,
    ...invalidProps(errors, name, `${id}-${name}`),
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending) return;
    if (!form.complete(values)) {
      toast({ ...form.toasts.missing, variant: "destructive" });
      return;
    }
    const honeypot = honeypotValue(e.currentTarget);
    setSending(true);
    const result = await form.send(values, { field: HONEYPOT_FIELD, value: honeypot });
    setSending(false);
    setErrors(formFieldErrors(result, form.rename));
    if (!result.ok) {
      toast({ ...form.toasts.failure(studioEmail), variant: "destructive" });
      return;
    }
    setValues(form.empty);
    toast(form.toasts.success);
    form.onSent?.();
  };

  return { id, values, errors, sending, bind, onSubmit };
}
