import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { signatureHash } from "~/server/proposals/signature-hash.server";
import { priceProposal, schedulePayments } from "~/shared/booking/pricing";
import { databaseKinds } from "../helpers/databases";
import { startServer, type TestServer } from "../helpers/server";
import { textOf } from "./admin-client";
import { bookingVisitor, insertSentProposal, SAMPLE_CONTENT, SAMPLE_SCHEDULE, signFields } from "./booking-fixtures";
import { createPgDatabase } from "./media-helpers";

// Signing from the booking page (issue 28 §5–6) over HTTP, on SQLite and (with TEST_DATABASE_URL)
// PostgreSQL: one signature with its hash, audit trail, invoices, status, timeline and PDF job;
// every refusal (no consent, no name, a package not offered, a tampered drawing, a stale or expired
// proposal) answers 4xx and stores nothing; signing twice, or five times at once, stores one.

const drawing = async () =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 600, height: 240, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer()
  ).toString("base64")}`;

describe.each(databaseKinds)("signing a proposal on %s", (kind) => {
  let server: TestServer;
  let app: AppDatabase;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const pgDb = kind === "postgres" ? await createPgDatabase() : undefined;
    dropDatabase = pgDb?.drop;
    server = await startServer({ TRUST_PROXY: "true", ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) });
    app = openDatabase(server.databaseUrl);
  }, 120_000);
  afterAll(async () => {
    await app?.db.destroy();
    await server?.stop();
    await dropDatabase?.();
  });

  const signatures = (proposalId: number) =>
    app.db.selectFrom("proposal_signatures").selectAll().where("proposal_id", "=", proposalId).execute();
  const invoices = (proposalId: number) =>
    app.db.selectFrom("invoices").selectAll().where("proposal_id", "=", proposalId).orderBy("id").execute();
  const eventKinds = async (clientId: number) =>
    (
      await app.db.selectFrom("client_events").select("kind").where("client_id", "=", clientId).orderBy("id").execute()
    ).map((e) => e.kind);
  const contractJobs = async (signatureId: number) =>
    (await app.db.selectFrom("jobs").selectAll().where("kind", "=", "contract-pdf").execute()).filter(
      (job) => JSON.parse(job.payload).signatureId === signatureId,
    );
  const expectNothingStored = async (proposalId: number) => {
    expect(await signatures(proposalId)).toEqual([]);
    expect(await invoices(proposalId)).toEqual([]);
    const row = await app.db
      .selectFrom("proposals")
      .select("status")
      .where("id", "=", proposalId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("sent");
  };

  it("signs once: the contract and prices as shown, a hash that recomputes, the audit trail, invoices, timeline and PDF job", async () => {
    const { token, proposalId, clientId } = await insertSentProposal(app.db);
    const visitor = bookingVisitor(server.url);
    await visitor.get(`/book/${token}?option=half-day`);
    const signature = await drawing();
    const res = await visitor.post(`/book/${token}`, signFields({ signature, name: "  Anna Ruiz " }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/book/${token}`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");

    const [row, ...more] = await signatures(proposalId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      revision: 1,
      package_key: "half-day",
      signer_name: "Anna Ruiz",
      drawn_signature: signature,
    });
    expect(row!.photographer_signature).toBe("Maria Lopez");
    expect(row!.contract_text).toContain("Between Maria Lopez and Anna & Ben Ruiz");
    expect(row!.contract_text).toContain("Package: Half Day Coverage. Total $3,692.40; retainer $1,107.72.");
    const pricing = JSON.parse(row!.pricing);
    expect(pricing).toEqual(priceProposal(SAMPLE_CONTENT, "half-day", 8_600));
    expect(row!.sha256).toBe(signatureHash({ ...row!, pricing }));
    const audit = JSON.parse(row!.audit) as Array<Record<string, string>>;
    expect(audit.map((step) => step.step)).toEqual(["viewed", "consented", "signed"]);
    for (const step of audit) {
      expect(step).toMatchObject({ ip: visitor.address, userAgent: visitor.userAgent });
      expect(new Date(step.at!).toISOString()).toBe(step.at);
    }
    expect(audit[1]!.disclosure).toMatch(/esign/);
    expect(row!.signed_ip).toBe(visitor.address);

    // Invoices from the schedule: 30 % retainer at signing, the balance 30 days before the session.
    const signedOn = new Date(Date.now() - 7 * 3_600_000).toISOString().slice(0, 10);
    const expected = schedulePayments(pricing, SAMPLE_SCHEDULE, "2027-10-16", signedOn);
    const stored = await invoices(proposalId);
    expect(
      stored.map((i) => ({
        position: i.position,
        label: i.label,
        amountCents: i.amount_cents,
        taxCents: i.tax_cents,
        dueOn: i.due_on,
      })),
    ).toEqual(expected);
    expect(stored.map((i) => [i.amount_cents, i.due_on, i.status, i.signature_id, i.client_id])).toEqual([
      [110_772, null, "open", row!.id, clientId],
      [258_468, "2027-09-16", "open", row!.id, clientId],
    ]);

    const proposal = await app.db
      .selectFrom("proposals")
      .selectAll()
      .where("id", "=", proposalId)
      .executeTakeFirstOrThrow();
    expect(proposal.status).toBe("signed");
    expect(proposal.signed_at).not.toBeNull();
    expect(await eventKinds(clientId)).toEqual([
      "proposal_viewed",
      "proposal_signed",
      "invoice_created",
      "invoice_created",
    ]);
    const jobs = await contractJobs(row!.id);
    expect(jobs).toHaveLength(1);
    expect(JSON.parse(jobs[0]!.payload)).toEqual({ signatureId: row!.id });

    const page = await visitor.get(`/book/${token}`);
    expect(page.status).toBe(200);
    const text = textOf(await page.text());
    expect(text).toMatch(/Signed by Anna Ruiz on \w+ \d+, \d{4} at \d+:\d\d [AP]M \(Arizona time\)/);
    expect(text).toContain("You signed version 1 of this proposal, with your typed name and your drawn signature");
    expect(text).toContain("Pay the retainer ($1,107.72)");
    expect(await (await visitor.get(`/book/${token}`)).text()).toContain(`action="/book/${token}/pay"`);

    // Signing again changes nothing.
    expect((await visitor.post(`/book/${token}`, signFields({ option: "full-day" }))).status).toBe(303);
    expect(await signatures(proposalId)).toHaveLength(1);
    expect(await invoices(proposalId)).toHaveLength(2);
  });

  it("refuses a form without consent or name, a package not offered, a tampered drawing: 400 and nothing stored", async () => {
    const { token, proposalId } = await insertSentProposal(app.db);
    const visitor = bookingVisitor(server.url);
    const good = await drawing();
    const tampered = good.slice(0, -12) + (good.slice(-12, -11) === "A" ? "B" : "A") + good.slice(-11);
    const cases: Array<[Record<string, string>, string]> = [
      [signFields({ consent: "" }), "I agree to sign electronically"],
      [signFields({ consent: "no" }), "I agree to sign electronically"],
      [signFields({ name: "" }), "Please type your full name."],
      [signFields({ name: "  " }), "Please type your full name."],
      [signFields({ name: "12" }), "Please type your full name."],
      [signFields({ option: "platinum" }), "Please choose one of the packages offered."],
      [signFields({ option: "<script>" }), "Please choose a package."],
      [signFields({ revision: "abc" }), "Please reload the page."],
      [signFields({ signature: tampered }), "could not be read"],
      [signFields({ signature: "data:image/svg+xml;base64,PHN2Zz4=" }), "could not be read"],
    ];
    for (const [fields, message] of cases) {
      const res = await visitor.post(`/book/${token}`, fields);
      expect(res.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(textOf(await res.text())).toContain(message);
    }
    const { consent: _omitted, ...noConsent } = signFields();
    expect((await visitor.post(`/book/${token}`, noConsent)).status).toBe(400);
    await expectNothingStored(proposalId);
  });

  it("refuses a stale revision (409) and an expired proposal (410), storing nothing", async () => {
    const stale = await insertSentProposal(app.db);
    await app.db.updateTable("proposals").set({ revision: 2 }).where("id", "=", stale.proposalId).execute();
    const visitor = bookingVisitor(server.url);
    const res = await visitor.post(`/book/${stale.token}`, signFields({ revision: "1" }));
    expect(res.status).toBe(409);
    expect(textOf(await res.text())).toContain("updated since you opened it");
    await expectNothingStored(stale.proposalId);

    const expired = await insertSentProposal(app.db, { expiresOn: "2025-01-31" });
    expect((await visitor.post(`/book/${expired.token}`, signFields())).status).toBe(410);
    await expectNothingStored(expired.proposalId);
    expect((await visitor.post(`/book/${"Z".repeat(43)}`, signFields())).status).toBe(404);
  });

  it("stores one signature when five arrive at once", async () => {
    const { token, proposalId } = await insertSentProposal(app.db);
    const visitor = bookingVisitor(server.url);
    const answers = await Promise.all(
      ["half-day", "full-day", "half-day", "full-day", "half-day"].map((option) =>
        visitor.post(`/book/${token}`, signFields({ option })),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([303, 303, 303, 303, 303]);
    const rows = await signatures(proposalId);
    expect(rows).toHaveLength(1);
    expect(await invoices(proposalId)).toHaveLength(2);
    expect(await contractJobs(rows[0]!.id)).toHaveLength(1);
  });

  it("shows “You're booked” once the retainer is paid, and asks for a new signature after a revision", async () => {
    const { token, proposalId } = await insertSentProposal(app.db);
    const visitor = bookingVisitor(server.url);
    expect((await visitor.post(`/book/${token}`, signFields())).status).toBe(303);
    const [retainer] = await invoices(proposalId);
    // As settlement leaves it: a paid payment row (the ledger sums rows), the invoice paid, booked.
    await app.db
      .insertInto("payments")
      .values({
        invoice_id: retainer!.id,
        client_id: retainer!.client_id,
        amount_cents: retainer!.amount_cents,
        method: "card",
        provider: "test",
        status: "paid",
        paid_at: new Date().toISOString(),
      })
      .execute();
    await app.db.updateTable("invoices").set({ status: "paid" }).where("id", "=", retainer!.id).execute();
    await app.db.updateTable("proposals").set({ status: "booked" }).where("id", "=", proposalId).execute();
    const booked = textOf(await (await visitor.get(`/book/${token}`)).text());
    expect(booked).toContain("You’re booked!");
    expect(booked).toContain("Saturday, October 16, 2027 at 4:30 pm (Arizona time)");
    expect(booked).not.toContain("Pay the retainer");

    // She edits the proposal and sends it again: version 2, to sign again.
    await app.db.updateTable("proposals").set({ status: "sent", revision: 2 }).where("id", "=", proposalId).execute();
    const again = textOf(await (await visitor.get(`/book/${token}`)).text());
    expect(again).toMatch(/You signed version 1 on .+ The proposal has been revised since/);
    expect((await visitor.post(`/book/${token}`, signFields({ revision: "2", option: "full-day" }))).status).toBe(303);
    expect((await signatures(proposalId)).map((s) => [s.revision, s.package_key])).toEqual([
      [1, "half-day"],
      [2, "full-day"],
    ]);
    // Version 1's unpaid balance gives way to version 2's invoices; its paid retainer stays paid.
    expect((await invoices(proposalId)).map((i) => i.status)).toEqual(["paid", "void", "open", "open"]);
  });
});
