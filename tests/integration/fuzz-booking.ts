import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { startServer, type TestServer } from "../helpers/server";
import { insertSentProposal } from "./booking-fixtures";
import { defineBookingAdminFuzz } from "./fuzz-booking-admin";
import { bookingState, expectBookingIntegrity, expectUnchanged } from "./fuzz-booking-state";
import { anyValue, email, encodeForm, expectPageAnswer, methods, objectFor, send, text } from "./fuzz-harness";
import { insertSignedProposal } from "./signed-proposal-fixtures";

// Property-based tests of the booking endpoints (issue 28 §8) against the built server: the
// signing form (POST /book/:token), "Pay the retainer" (POST /book/:token/pay), the test checkout's
// confirmation of an invoice payment, and the studio admin's booking forms. Random and hostile
// bodies, encodings, methods and links (open, signed, booked, expired, made up). Whatever arrives:
// never a 5xx, a refusal stores nothing, one signature per proposal and version, and a payment's
// amount is always its invoice's. tests/integration/fuzz-booking.test.ts runs a sample;
// tests/slow/fuzz-booking.test.ts the full run.

export interface BookingFuzzRuns {
  sign: number;
  pay: number;
  checkout: number;
  adminForms: number;
}

export const FULL_BOOKING_RUNS: BookingFuzzRuns = { sign: 1500, pay: 900, checkout: 900, adminForms: 1500 };

const PNG_1X1 =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

const formTypes = fc.constantFrom(
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "application/json",
  "text/plain",
);
/** Each request from an address of its own among many (TRUST_PROXY): the wrong-link throttle stays at its default. */
const address = fc
  .tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 1, max: 254 }))
  .map(([a, b]) => `10.9.${a}.${b}`);
const asStrings = (fields: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, typeof v === "string" ? v : (JSON.stringify(v) ?? "")]),
  );
const LINKS = ["open", "open", "signed", "booked", "expired", "made-up", "short"] as const;
type Link = (typeof LINKS)[number];

const signFields = {
  option: fc.oneof(fc.constantFrom("half-day", "full-day", "platinum", "", "__proto__"), text),
  revision: fc.oneof(fc.constantFrom("1", "1", "2", "0", "-1", "1.0", "abc"), text),
  consent: fc.oneof(fc.constantFrom("yes", "yes", "on", "no", ""), text),
  name: fc.oneof(fc.constantFrom("Anna Ruiz", "Anna Ruiz", "A", "  "), text),
  signature: fc.oneof(
    fc.constantFrom("", PNG_1X1, "data:image/svg+xml;base64,PHN2Zz4=", "data:image/png;base64,AAAA", PNG_1X1 + "A"),
    text,
  ),
};
/** The form as the page sends it, but for the drawing: most of these sign the open link. */
const validSign = fc.record({
  option: fc.constantFrom("half-day", "full-day"),
  revision: fc.constant("1"),
  consent: fc.constant("yes"),
  name: fc.constantFrom("Anna Ruiz", " Ben Ruiz "),
  signature: fc.constantFrom("", PNG_1X1),
});
const payFields = { amount: anyValue, amountCents: anyValue, invoiceId: anyValue, option: text };
const checkoutFields = {
  email,
  intent: fc.oneof(fc.constantFrom("pay", "pay", "cancel"), text),
  amountCents: fc.oneof(fc.constantFrom("1", "0", "-100", "99999999"), text),
  currency: fc.oneof(fc.constantFrom("usd", "eur"), text),
  paymentId: text,
};

export function defineBookingFuzz(runs: BookingFuzzRuns) {
  let server: TestServer;
  let database: AppDatabase;
  /** The links the generators pick from; "open" is replaced by a fresh one once it is signed. */
  const links = {} as Record<Link, string>;
  const openedFrom = (token: string) =>
    fetch(`${server.url}/book/${token}`, { headers: { "x-forwarded-for": "10.8.0.1" } }).then((r) => r.arrayBuffer());
  /** A sent proposal, already opened once: its "viewed" is recorded, so a refusal can change nothing. */
  const freshOpen = async () => {
    const { token } = await insertSentProposal(database.db);
    await openedFrom(token);
    return token;
  };

  /**
   * A signature's PDF job and a payment's receipt job write their timeline line and mail a moment
   * after the request that queued them: wait, so no later request is blamed.
   */
  const jobsDone = (kind: "contract-pdf" | "payment-receipt") =>
    expect
      .poll(
        async () =>
          (
            await database.db
              .selectFrom("jobs")
              .select("id")
              .where("kind", "=", kind)
              .where("finished_at", "is", null)
              .execute()
          ).length,
        { timeout: 20_000, interval: 50 },
      )
      .toBe(0);

  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: "true", JOBS_POLL_MS: "100" });
    database = openDatabase(server.databaseUrl);
    links.open = await freshOpen();
    links.signed = (await insertSignedProposal(database.db)).token;
    const booked = await insertSignedProposal(database.db);
    await database.db
      .updateTable("invoices")
      .set({ status: "paid" })
      .where("id", "=", booked.invoices[0]!.id)
      .execute();
    await database.db.updateTable("proposals").set({ status: "booked" }).where("id", "=", booked.proposalId).execute();
    links.booked = booked.token;
    links.expired = (await insertSentProposal(database.db, { expiresOn: "2025-01-31" })).token;
    links["made-up"] = "Q".repeat(43);
    links.short = "abc";
  });
  afterAll(async () => {
    await database?.db.destroy();
    await server?.stop();
  });

  const run = async (
    path: string,
    label: string,
    fields: Record<string, unknown>,
    type: string,
    method: string,
    from: string,
  ) => {
    const request = encodeForm(method, type, asStrings(fields));
    const before = await bookingState(database);
    const sent = await send(server.url + path, request, { "x-forwarded-for": from });
    expectPageAnswer(sent, request, label);
    expectUnchanged(sent, before, await bookingState(database), label);
    await expectBookingIntegrity(database, label);
    return { sent, before };
  };

  describe("POST /book/:token (signing)", () => {
    it(`survives ${runs.sign} generated forms`, { timeout: 600_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...LINKS),
          fc.oneof({ weight: 3, arbitrary: objectFor(signFields) }, validSign),
          formTypes,
          methods,
          address,
          async (link, fields, type, method, from) => {
            const { sent, before } = await run(`/book/${links[link]}`, `sign ${link}`, fields, type, method, from);
            const after = await bookingState(database);
            // Only the open link may be signed, and only by the valid form's 303.
            if (link !== "open" || sent.status !== 303)
              expect(after.proposal_signatures, link).toBe(before.proposal_signatures);
            if (after.proposal_signatures > before.proposal_signatures) {
              await jobsDone("contract-pdf");
              links.open = await freshOpen();
            }
          },
        ),
        { numRuns: runs.sign },
      );
    });
  });

  describe("POST /book/:token/pay", () => {
    it(`survives ${runs.pay} generated requests`, { timeout: 600_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...LINKS),
          objectFor(payFields),
          formTypes,
          methods,
          address,
          async (link, fields, type, method, from) => {
            const { sent, before } = await run(`/book/${links[link]}/pay`, `pay ${link}`, fields, type, method, from);
            const after = await bookingState(database);
            // A checkout is only ever started for the signed link's open retainer, or a booked link's next
            // instalment (issue 29 §1).
            if (!((link === "signed" || link === "booked") && sent.status === 303))
              expect(after.payments, `pay ${link}`).toBe(before.payments);
            expect(after.paidPayments, `pay ${link}`).toBe(before.paidPayments);
          },
        ),
        { numRuns: runs.pay },
      );
    });
  });

  describe("the test checkout's confirmation of a retainer", () => {
    /** A signed proposal whose retainer's checkout was started: its checkout path (with the link's token). */
    const pending = async () => {
      const signed = await insertSignedProposal(database.db);
      const res = await fetch(`${server.url}/book/${signed.token}/pay`, { method: "POST", redirect: "manual" });
      const url = new URL(res.headers.get("location") ?? "", server.url);
      expect(url.pathname).toMatch(/^\/test-checkout\/payment\/\d+$/);
      return url;
    };
    let current: URL;
    beforeAll(async () => {
      current = await pending();
    });

    it(`survives ${runs.checkout} generated confirmations`, { timeout: 600_000 }, async () => {
      const target = fc.oneof(
        { weight: 4, arbitrary: fc.constant("valid") },
        { weight: 3, arbitrary: fc.constantFrom("wrong-token", "no-token", "other-id", "bad-id") },
        // Short: a path past Node's 16 KB header limit is answered 431 by Node itself, before the site.
        { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((t) => `text:${t}`) },
      );
      await fc.assert(
        fc.asyncProperty(
          target,
          objectFor(checkoutFields),
          formTypes,
          methods,
          address,
          async (which, fields, type, method, from) => {
            const id = current.pathname.split("/").at(-1)!;
            const token = current.searchParams.get("token")!;
            const paths: Record<string, string> = {
              valid: `${current.pathname}?token=${token}`,
              "wrong-token": `${current.pathname}?token=${"A".repeat(token.length)}`,
              "no-token": current.pathname,
              "other-id": `/test-checkout/payment/${Number(id) + 1000}?token=${token}`,
              "bad-id": `/test-checkout/payment/${encodeURIComponent("1e3")}?token=${token}`,
            };
            const path = paths[which] ?? `/test-checkout/payment/${encodeURIComponent(which.slice(5))}?token=${token}`;
            const { before } = await run(path, `checkout ${which}`, fields, type, method, from);
            const after = await bookingState(database);
            if (which !== "valid") expect(after.paidPayments, `checkout ${which}`).toBe(before.paidPayments);
            if (after.paidPayments > before.paidPayments) {
              await jobsDone("payment-receipt");
              current = await pending();
            }
          },
        ),
        { numRuns: runs.checkout },
      );
    });
  });

  defineBookingAdminFuzz(() => ({ server, database }), runs.adminForms);
}
