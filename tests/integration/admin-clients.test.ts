import { describe, expect, it } from "vitest";
import { toIso } from "~/server/db/db.server";
import { enquiriesRepository } from "~/server/enquiries/enquiries-repository.server";
import { databaseKinds } from "../helpers/databases";
import { textOf } from "./admin-client";
import { useClientsServer } from "./admin-clients-harness";

// Clients (issue 28 §1) over HTTP against the built server, on SQLite and (with TEST_DATABASE_URL)
// PostgreSQL: a client made from an enquiry (twice, and twice at once: one client) or typed by
// hand (bad input refused field by field, nothing stored); unknown ids, strangers and forged
// tokens refused. Changes to a client: admin-clients-changes.test.ts.

describe.each(databaseKinds)("new clients on %s", (kind) => {
  const { db, csrf, post, page, clientRow, eventsOf, count, newEnquiry, idFrom, makeClient, handMade } =
    useClientsServer(kind);

  it("makes one client from an enquiry, however often the button is pressed", async () => {
    const enquiry = await newEnquiry("Anna Ruiz");
    const clients = await (await page("/admin/clients")).text();
    expect(textOf(clients)).toContain("New enquiries");
    expect(clients).toContain(`href="/admin/enquiries/${enquiry.id}"`);

    const first = await makeClient(`/admin/enquiries/${enquiry.id}`, enquiry.id);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toMatch(/^\/admin\/clients\/\d+\?made=1$/);
    const id = idFrom(first.headers.get("location"));
    expect(await clientRow(id)).toMatchObject({
      names: "Anna Ruiz",
      email: "anna@example.com",
      phone: "602-555-0142",
      status: "new",
      enquiry_id: enquiry.id,
    });
    const events = await eventsOf(id);
    expect(events.map((e) => e.kind)).toEqual(["client_created", "enquiry"]);
    expect(toIso(events[1]!.created_at)).toBe(enquiry.createdAt);
    expect(events[1]).toMatchObject({ related_type: "enquiry", related_id: enquiry.id });
    expect((await enquiriesRepository(db()).findById(enquiry.id))?.status).toBe("handled");

    // Again, from the Clients page and the enquiry list, and twice at once: the same client.
    for (const from of ["/admin/clients", "/admin/enquiries"]) {
      const again = await makeClient(from, enquiry.id);
      expect(again.status).toBe(302);
      expect(again.headers.get("location")).toBe(`/admin/clients/${id}?existing=1`);
    }
    const other = await newEnquiry("Carla Diaz");
    const both = await Promise.all([makeClient("/admin/clients", other.id), makeClient("/admin/clients", other.id)]);
    expect(new Set(both.map((r) => idFrom(r.headers.get("location")))).size).toBe(1);
    const made = await db()
      .selectFrom("clients")
      .select("id")
      .where("enquiry_id", "in", [enquiry.id, other.id])
      .execute();
    expect(made).toHaveLength(2);
    expect((await eventsOf(made[1]!.id)).filter((e) => e.kind === "enquiry")).toHaveLength(1);

    // The enquiry pages link to the client; the Clients page no longer offers the enquiry.
    expect(await (await page(`/admin/enquiries/${enquiry.id}`)).text()).toContain(`href="/admin/clients/${id}"`);
    expect(await (await page("/admin/enquiries")).text()).toContain(`href="/admin/clients/${id}"`);
    const after = await (await page("/admin/clients")).text();
    expect(after).not.toContain(`href="/admin/enquiries/${enquiry.id}"`);
    expect(after).toContain(`href="/admin/clients/${id}"`);
    expect(textOf(await (await page(`/admin/clients/${id}?made=1`)).text())).toContain(
      "Made a client from the enquiry.",
    );

    const missing = await makeClient("/admin/clients", 999_999);
    expect(missing.status).toBe(404);
    const forged = await post("/admin/clients", { csrf: csrf(), intent: "make-client", enquiryId: "x" });
    expect(forged.status).toBe(400);
  });

  it("adds a client by hand, refusing bad input field by field with nothing stored", async () => {
    const before = await Promise.all([count("clients"), count("client_events"), count("activity_log")]);
    const bad = await post("/admin/clients/new", {
      csrf: csrf(),
      intent: "create",
      names: "",
      email: "not-an-address",
      otherEmail: "also@bad",
      phone: "ring me",
      notes: "Met at the bridal fair",
    });
    expect(bad.status).toBe(400);
    const text = textOf(await bad.text());
    expect(text).toContain("Enter the couple's or family's names");
    expect(text).toContain("Enter an e-mail address like anna@example.com.");
    expect(text).toContain("Enter a second e-mail address like ben@example.com, or leave it empty.");
    expect(text).toContain("Use digits, spaces and + ( ) - only");
    expect(text).toContain("Met at the bridal fair"); // what she typed is kept
    expect(await Promise.all([count("clients"), count("client_events"), count("activity_log")])).toEqual(before);

    const res = await post("/admin/clients/new", {
      csrf: csrf(),
      intent: "create",
      names: "The Nguyen family",
      email: "nguyen@example.com",
      otherEmail: "",
      phone: "(480) 555-0199",
      notes: "Met at the bridal fair",
    });
    expect(res.status).toBe(302);
    const id = idFrom(res.headers.get("location"));
    expect(await clientRow(id)).toMatchObject({ names: "The Nguyen family", enquiry_id: null, other_email: null });
    expect((await eventsOf(id)).map((e) => e.kind)).toEqual(["client_created"]);
  });

  it("answers 404 for an unknown client and keeps strangers and forged tokens out", async () => {
    for (const path of ["/admin/clients/999999", "/admin/clients/abc", "/admin/clients/999999/edit"]) {
      expect((await page(path)).status, path).toBe(404);
    }
    const unknown = await post("/admin/clients/999999", {
      csrf: csrf(),
      intent: "status",
      version: "1",
      status: "lost",
      reason: "other",
    });
    expect(unknown.status).toBe(404);
    const id = await handMade("Kept Safe");
    for (const path of ["/admin/clients", "/admin/clients/new", `/admin/clients/${id}`, `/admin/clients/${id}/edit`]) {
      const res = await page(path, null);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(`/admin/sign-in?next=${encodeURIComponent(path)}`);
    }
    const before = await count("clients");
    const fields = { intent: "create", names: "Stranger", email: "s@example.com" };
    expect((await post("/admin/clients/new", { csrf: csrf(), ...fields }, null)).status).toBe(401);
    expect((await post("/admin/clients/new", { csrf: "forged", ...fields })).status).toBe(403);
    expect(
      (
        await post(`/admin/clients/${id}`, {
          csrf: "forged",
          intent: "status",
          version: "1",
          status: "lost",
          reason: "other",
        })
      ).status,
    ).toBe(403);
    expect(await count("clients")).toBe(before);
    expect((await clientRow(id)).status).toBe("new");
  });
});
