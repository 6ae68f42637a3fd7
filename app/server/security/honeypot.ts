import { HONEYPOT_FIELD } from "~/shared/honeypot";

// A hidden field no person fills in. A submission that fills it is answered as a success and dropped.

export function isBot(body: unknown): boolean {
  if (!body || typeof body !== "object") return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}
