import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/server/db/db.server";
import { enquiriesRepository } from "~/server/enquiries/enquiries-repository.server";
import type { TestServer } from "../helpers/server";
import { createAdminAccount, signIn } from "./admin-client";
import { insertSentProposal } from "./booking-fixtures";
import { insertBookedProposal } from "./calendar-fixtures";
import { bookingState, expectBookingIntegrity, expectUnchanged } from "./fuzz-booking-state";
import { email, encodeForm, expectPageAnswer, methods, objectFor, send, text } from "./fuzz-harness";

// The studio admin's booking forms, fuzzed signed in (with a valid, missing or wrong CSRF token,
// or no session): clients (make one from an enquiry, add, edit, change status), proposals (start,
// edit every list, pick services and templates, send, withdraw), contract templates (add, edit,
// delete) and the investment editor. Never a 5xx; a refusal stores nothing.

const dollars = fc.oneof(fc.constantFrom("4500", "4,500.00", "$1,000,000.01", "-1", "1e9", "0.001", ""), text);
const adminFields = {
  intent: fc.oneof(
    fc.constantFrom(
      "make-client",
      "create",
      "save",
      "status",
      "reminders",
      "preview",
      "list",
      "add-package-service",
      "add-extra-service",
      "use-template",
      "send",
      "withdraw",
      "delete",
      "add:packages",
      "remove:packages.0",
      "up:packages.1",
      "add:extras",
      "add:instalments",
      "remove:instalments.9",
      "add:weddingPackages",
      "move",
      "replace",
    ),
    text,
  ),
  enquiryId: fc.oneof(fc.constantFrom("1", "0", "-1", "99999999999999999999", "abc"), text),
  names: fc.oneof(fc.constant("Anna & Ben"), text),
  email: fc.oneof(email, fc.constant("anna@example.com")),
  otherEmail: email,
  phone: text,
  notes: text,
  status: fc.oneof(fc.constantFrom("new", "proposal_sent", "booked", "completed", "lost", "archived"), text),
  reason: fc.oneof(fc.constantFrom("date_unavailable", "price", "no_reply", "other"), text),
  note: text,
  title: text,
  sessionDate: fc.oneof(fc.constantFrom("2027-10-16", "2027-02-30", "1999-01-01", "16/10/2027"), text),
  sessionTime: fc.oneof(fc.constantFrom("16:30", "25:00", "4:30 pm"), text),
  sessionPlace: text,
  expiresOn: fc.oneof(fc.constantFrom("2099-12-31", "2020-01-01", "tomorrow"), text),
  message: text,
  "packages.0.key": text,
  "packages.0.title": text,
  "packages.0.price": dollars,
  "packages.0.taxable": fc.constantFrom("on", "", "yes"),
  "packages.3.title": text,
  "extras.0.title": text,
  "extras.0.unitPrice": dollars,
  "extras.0.quantity": fc.oneof(fc.constantFrom("1", "0", "101", "-1", "1.5"), text),
  "extras.0.kind": fc.oneof(fc.constantFrom("add_on", "custom"), text),
  discountKind: fc.oneof(fc.constantFrom("none", "fixed", "percent"), text),
  discountAmount: dollars,
  retainerKind: fc.oneof(fc.constantFrom("percent", "fixed"), text),
  retainerAmount: fc.oneof(fc.constantFrom("30", "101", "-5", "1000"), dollars),
  "instalments.0.kind": fc.oneof(fc.constantFrom("days_before", "on_date"), text),
  "instalments.0.days": fc.oneof(fc.constantFrom("30", "-1", "100000"), text),
  "instalments.0.date": text,
  packageService: fc.oneof(fc.constantFrom("1", "2", "0", "99999"), text),
  extraService: fc.oneof(fc.constantFrom("1", "9", "-1"), text),
  templatePick: fc.oneof(fc.constantFrom("1", "2", "0"), text),
  contractTemplateId: text,
  contractBody: fc.oneof(fc.constantFrom("# Hi {client_names}", "<script>x</script>", "{unknown_field}"), text),
  signature: fc.oneof(fc.constant("Maria Lopez"), text),
  name: text,
  body: fc.oneof(fc.constantFrom("# Agreement {total}", "<b>raw</b>", "{nope}"), text),
  confirm: fc.oneof(fc.constant("yes"), text),
  notifyClient: fc.oneof(fc.constantFrom("on", "", "1"), text),
  salesTaxRate: fc.oneof(fc.constantFrom("8.6", "8.600", "-1", "101", "abc"), text),
  "weddingPackages.0.price": dollars,
  "weddingPackages.0.title": text,
};

/** The button a plausible form presses on each screen (by the path's shape). */
const INTENT_OF: Array<[RegExp, string[]]> = [
  [/^\/admin\/clients$/, ["make-client"]],
  [/^\/admin\/clients\/new$/, ["create"]],
  [/^\/admin\/clients\/\d+$/, ["status", "reminders"]],
  [/\/edit$/, ["save"]],
  [/\/proposals\/new$/, ["create"]],
  [/^\/admin\/proposals\/\d+$/, ["save", "preview", "use-template", "add-package-service", "add-extra-service"]],
  [/\/send$/, ["send"]],
  [/\/withdraw$/, ["withdraw"]],
  [/\/move$/, ["move"]],
  [/\/calendar\/replace$/, ["replace"]],
  [/^\/admin\/contracts\/new$/, ["create", "preview"]],
  [/\/delete$/, ["delete"]],
  [/./, ["save", "preview"]],
];

/** A plausible form for any of the screens (unknown fields are ignored): most are accepted. */
const plausible = fc.record({
  intent: fc.nat(4).map((n) => `plausible:${n}`),
  enquiryId: fc.constantFrom("1", "2"),
  names: fc.constantFrom("Anna & Ben", "The Nguyen family"),
  email: fc.constant("anna@example.com"),
  status: fc.constantFrom("lost", "proposal_sent", "new"),
  reason: fc.constantFrom("price", "date_unavailable", "other"),
  title: fc.constant("Your wedding"),
  signature: fc.constant("Maria Lopez"),
  name: fc.constant("Elopement agreement"),
  body: fc.constantFrom("# Agreement\n\nBetween {photographer} and {client_names}.", "<b>raw</b>"),
  templatePick: fc.constantFrom("1", "2"),
  packageService: fc.constantFrom("1", "2", "3"),
  extraService: fc.constantFrom("5", "9"),
  confirm: fc.constant("yes"),
  reminders: fc.constantFrom("on", "", "maybe"),
  sessionDate: fc.constantFrom("2030-06-01", "2031-01-15"),
  notifyClient: fc.constantFrom("on", ""),
});

export function defineBookingAdminFuzz(get: () => { server: TestServer; database: AppDatabase }, runs: number) {
  describe("the booking admin forms", () => {
    let session: { cookie: string; csrf: string };
    let paths: string[];
    beforeAll(async () => {
      const { server, database } = get();
      expect((await createAdminAccount(server.databaseUrl)).code).toBe(0);
      session = await signIn(server.url);
      const enquiry = await enquiriesRepository(database.db).create({
        kind: "contact",
        name: "Cleo",
        email: "cleo@example.com",
        message: "Hello there",
      });
      const sent = await insertSentProposal(database.db);
      const template = await database.db.selectFrom("contract_templates").select("id").executeTakeFirstOrThrow();
      const booked = await insertBookedProposal(database.db);
      paths = [
        "/admin/clients",
        "/admin/clients/new",
        `/admin/clients/${sent.clientId}`,
        `/admin/clients/${sent.clientId}/edit`,
        `/admin/clients/${sent.clientId}/proposals/new`,
        `/admin/proposals/${sent.proposalId}`,
        `/admin/proposals/${sent.proposalId}/send`,
        `/admin/proposals/${sent.proposalId}/withdraw`,
        "/admin/contracts/new",
        `/admin/contracts/${template.id}`,
        `/admin/contracts/${template.id}/delete`,
        "/admin/investment",
        "/admin/site-settings",
        // Issue 29 §4: moving a booked session, and replacing the calendar's address.
        `/admin/proposals/${booked.proposalId}/move`,
        `/admin/proposals/${sent.proposalId}/move`,
        "/admin/calendar/replace",
        `/admin/clients/${enquiry.id + 100000}`,
        "/admin/clients/abc/edit",
        "/admin/proposals/-1",
        "/admin/proposals/99999999999999999999/send",
        "/admin/contracts/1e3",
        "/admin/contracts/%00/delete",
      ];
    });

    it(`survive ${runs} generated submissions`, { timeout: 600_000 }, async () => {
      const { server, database } = get();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...paths),
          fc.oneof({ weight: 3, arbitrary: objectFor(adminFields) }, { weight: 2, arbitrary: plausible }),
          fc.constantFrom("valid", "valid", "valid", "valid", "missing", "wrong", "no-session"),
          fc.constantFrom(
            "application/x-www-form-urlencoded",
            "application/x-www-form-urlencoded",
            "multipart/form-data",
            "application/json",
            "text/plain",
          ),
          methods,
          async (path, fields, token, contentType, method) => {
            if (typeof fields.intent === "string" && fields.intent.startsWith("plausible:")) {
              const intents = INTENT_OF.find(([shape]) => shape.test(path))![1];
              fields.intent = intents[Number(fields.intent.slice(10)) % intents.length];
            }
            const values = Object.fromEntries(
              Object.entries(fields).map(([k, v]) => [k, typeof v === "string" ? v : (JSON.stringify(v) ?? "")]),
            );
            if (token !== "missing") values.csrf = token === "wrong" ? "é".repeat(session.csrf.length) : session.csrf;
            const request = encodeForm(method, contentType, values);
            const before = await bookingState(database);
            const sent = await send(
              server.url + path,
              request,
              token === "no-session" ? {} : { cookie: session.cookie },
            );
            expectPageAnswer(sent, request, path);
            const after = await bookingState(database);
            expectUnchanged(sent, before, after, path);
            // Without a session or a valid token nothing is ever written.
            if (token !== "valid") expect(after, `${path} with ${token}`).toEqual(before);
            await expectBookingIntegrity(database, path);
          },
        ),
        { numRuns: runs },
      );
    });
  });
}
