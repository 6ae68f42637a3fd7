import { describe, expect, it } from "vitest";
import { databaseKinds } from "../helpers/databases";
import { textOf } from "./admin-client";
import { useClientsServer } from "./admin-clients-harness";

// Changes to a client over HTTP (issue 28 §1), on SQLite and (with TEST_DATABASE_URL) PostgreSQL:
// details saved at the page's version (stale → 409), the status moved along by hand and lost with
// a reason, and the one timeline showing it all beside the proposals and the ledger.

describe.each(databaseKinds)("client changes on %s", (kind) => {
  const { db, csrf, post, page, clientRow, eventsOf, newEnquiry, idFrom, makeClient, handMade } =
    useClientsServer(kind);

  it("saves the details at the version the page was loaded at; a stale save is refused", async () => {
    const id = await handMade("Rosa & Tomas");
    const { version } = await clientRow(id);
    expect(await (await page(`/admin/clients/${id}/edit`)).text()).toContain('name="version" value="1"');
    const fields = {
      names: "Rosa & Tomás",
      email: "rosa@example.com",
      otherEmail: "tomas@example.com",
      phone: "",
      notes: "",
    };
    const saved = await post(`/admin/clients/${id}/edit`, {
      csrf: csrf(),
      intent: "save",
      version: String(version),
      ...fields,
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/admin/clients/${id}?saved=1`);
    expect(await clientRow(id)).toMatchObject({ names: "Rosa & Tomás", other_email: "tomas@example.com", version: 2 });
    expect((await eventsOf(id))[0]).toMatchObject({
      kind: "client_edited",
      summary: "Changed the names, e-mail and second e-mail.",
    });

    const stale = await post(`/admin/clients/${id}/edit`, {
      csrf: csrf(),
      intent: "save",
      version: String(version),
      ...fields,
      names: "Overwritten",
    });
    expect(stale.status).toBe(409);
    expect(textOf(await stale.text())).toContain("reload to see the latest version");
    const invalid = await post(`/admin/clients/${id}/edit`, {
      csrf: csrf(),
      intent: "save",
      version: "2",
      ...fields,
      email: "",
    });
    expect(invalid.status).toBe(400);
    expect(await clientRow(id)).toMatchObject({ names: "Rosa & Tomás", version: 2 });
    expect((await eventsOf(id)).map((e) => e.kind)).toEqual(["client_edited", "client_created"]);
  });

  it("moves a client along its statuses by hand, and loses one with a reason", async () => {
    const id = await handMade("June & Li");
    const status = async (fields: Record<string, string>) => {
      const { version } = await clientRow(id);
      return post(`/admin/clients/${id}`, {
        csrf: csrf(),
        intent: "status",
        version: String(version),
        reason: "",
        note: "",
        ...fields,
      });
    };
    for (const next of ["proposal_sent", "booked", "completed"]) {
      const res = await status({ status: next });
      expect(res.status, next).toBe(200);
      expect((await clientRow(id)).status).toBe(next);
    }
    const late = await status({ status: "lost", reason: "no_reply" });
    expect(late.status).toBe(400);
    expect(textOf(await late.text())).toContain("cannot be moved to “Lost” by hand");
    expect((await clientRow(id)).status).toBe("completed");
    expect((await eventsOf(id))[0]?.summary).toBe("Status changed from Booked to Completed.");

    const other = await handMade("Priya Shah");
    const { version } = await clientRow(other);
    const lost = (fields: Record<string, string>, v = version) =>
      post(`/admin/clients/${other}`, {
        csrf: csrf(),
        intent: "status",
        version: String(v),
        status: "lost",
        note: "",
        ...fields,
      });
    const noReason = await lost({ reason: "" });
    expect(noReason.status).toBe(400);
    expect(textOf(await noReason.text())).toContain("Choose why the client was lost.");
    const res = await lost({ reason: "over_budget", note: "Went with a smaller package elsewhere" });
    expect(res.status).toBe(200);
    expect(await clientRow(other)).toMatchObject({ status: "lost", lost_reason: "over_budget" });
    expect((await eventsOf(other))[0]?.summary).toBe(
      "Marked as lost: Over budget (“Went with a smaller package elsewhere”).",
    );
    // The page it was loaded from is stale now.
    expect((await lost({ reason: "no_reply" })).status).toBe(409);
    const pageText = textOf(await (await page(`/admin/clients/${other}`)).text());
    expect(pageText).toContain("Over budget");
    expect(pageText).toContain("Reopen as a new enquiry");
    const reopened = await post(`/admin/clients/${other}`, {
      csrf: csrf(),
      intent: "status",
      version: String(version + 1),
      status: "new",
    });
    expect(reopened.status).toBe(200);
    expect(await clientRow(other)).toMatchObject({ status: "new", lost_reason: null });
    // Filtered by status on the Clients page.
    const lostList = await (await page("/admin/clients?status=completed")).text();
    expect(lostList).toContain(`href="/admin/clients/${id}"`);
    expect(lostList).not.toContain(`href="/admin/clients/${other}"`);
  });

  it("shows one timeline, newest first in Arizona time, with the proposals and the ledger", async () => {
    const enquiry = await newEnquiry("Mia Park");
    const id = idFrom((await makeClient("/admin/clients", enquiry.id)).headers.get("location"));
    const proposal = await db()
      .insertInto("proposals")
      .values({
        client_id: id,
        token: `token-${id}-${kind}`,
        status: "signed",
        revision: 2,
        title: "Your portrait session",
        content: "{}",
        schedule: "{}",
        expires_on: "2099-12-31",
        sent_at: new Date().toISOString(),
        signed_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const invoice = (position: number, amount: number, status: "open" | "paid") =>
      db()
        .insertInto("invoices")
        .values({
          client_id: id,
          proposal_id: proposal.id,
          position,
          label: position === 1 ? "Retainer" : "Balance",
          amount_cents: amount,
          status,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const retainer = await invoice(1, 135_000, "paid");
    await invoice(2, 315_050, "open");
    await db()
      .insertInto("payments")
      .values([
        {
          invoice_id: retainer.id,
          client_id: id,
          amount_cents: 135_000,
          method: "card",
          status: "paid",
          paid_at: new Date().toISOString(),
        },
        { invoice_id: retainer.id, client_id: id, amount_cents: 135_000, method: "card", status: "failed" },
      ])
      .execute();
    await db()
      .insertInto("client_events")
      .values({
        client_id: id,
        kind: "proposal_signed",
        summary: "Contract signed by Mia Park.",
        related_type: "proposal",
        related_id: proposal.id,
      })
      .execute();

    const html = await (await page(`/admin/clients/${id}`)).text();
    const text = textOf(html);
    expect(text).toContain("Times are Arizona time.");
    const order = [
      "Contract signed by Mia Park.",
      "Made a client from the enquiry.",
      "Enquiry from Mia Park through the inquiry form.",
    ];
    const at = order.map((summary) => text.indexOf(summary));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(html).toContain(`href="/admin/enquiries/${enquiry.id}"`);
    expect(html).toContain(`href="/admin/proposals/${proposal.id}"`);
    expect(html).toContain(`href="/admin/clients/${id}/proposals/new"`);
    expect(text).toContain("Your portrait session");
    // Invoiced $4,500.50, paid $1,350 (the failed attempt counts for nothing), balance $3,150.50.
    expect(text).toMatch(/Invoiced \$4,500\.50 Paid \$1,350\.00 Refunded \$0\.00 Balance due \$3,150\.50/);
  });
});
