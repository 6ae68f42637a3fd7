// The hidden anti-spam field of the public forms: the forms render it (HoneypotField), the server
// drops a submission that fills it (app/server/security/honeypot.ts).
export const HONEYPOT_FIELD = "company_website";
