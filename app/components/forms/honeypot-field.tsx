import { HONEYPOT_FIELD } from "~/shared/honeypot";

/**
 * The public forms' anti-spam field: hidden from people and assistive technology, so only bots that
 * fill every field fill it, and the server drops what they send (app/server/security/honeypot.ts).
 */
export function HoneypotField({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** What the visitor's browser put in the field (a person leaves it empty). */
export function honeypotValue(form: HTMLFormElement): string {
  return String(new FormData(form).get(HONEYPOT_FIELD) ?? "");
}
