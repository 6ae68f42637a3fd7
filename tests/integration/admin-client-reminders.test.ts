import { describe, expect, it } from "vitest";
import { databaseKinds } from "../helpers/databases";
import { textOf } from "./admin-client";
import { useClientsServer } from "./admin-clients-harness";

// The reminders switch on a client's page over HTTP (issue 29 §2), on SQLite and PostgreSQL: it
// explains itself, turns the client's reminders off and on at the page's version (recorded on the
// timeline), and refuses a stale page or a value that is not the checkbox's.

describe.each(databaseKinds)("the client's reminders switch on %s", (kind) => {
  const { csrf, post, page, clientRow, eventsOf, handMade } = useClientsServer(kind);

  const save = async (id: number, fields: Record<string, string>, version?: number) =>
    post(`/admin/clients/${id}`, {
      csrf: csrf(),
      intent: "reminders",
      version: String(version ?? (await clientRow(id)).version),
      ...fields,
    });

  it("turns a client's reminders off and on again, each on the timeline", async () => {
    const id = await handMade("Mara & Joe");
    const before = textOf(await (await page(`/admin/clients/${id}`)).text());
    expect(before).toContain("Reminders The site e-mails this client for you");
    expect(before).toContain("Reminders are on: the site e-mails this client for you.");
    expect(before).toContain("Send automatic reminders to this client");

    const off = await save(id, {});
    expect(off.status).toBe(200);
    expect(textOf(await off.text())).toContain("Reminders are off");
    expect(await clientRow(id)).toMatchObject({ reminders_off: kind === "sqlite" ? 1 : true });
    expect((await eventsOf(id))[0]).toMatchObject({
      kind: "reminders_changed",
      summary: "Turned automatic reminders off for this client: no payment or proposal reminders will be sent.",
    });
    expect(textOf(await (await page(`/admin/clients/${id}`)).text())).toContain("Reminders are off");

    const on = await save(id, { reminders: "on" });
    expect(on.status).toBe(200);
    expect(await clientRow(id)).toMatchObject({ reminders_off: kind === "sqlite" ? 0 : false });
    const events = await eventsOf(id);
    expect(events.map((e) => e.kind)).toEqual(["reminders_changed", "reminders_changed", "client_created"]);
    expect(events[0]!.summary).toBe("Turned automatic reminders on for this client.");

    // Saved again as it is: nothing new on the timeline.
    expect((await save(id, { reminders: "on" })).status).toBe(200);
    expect(await eventsOf(id)).toHaveLength(3);
  });

  it("refuses a stale page and a value that is not the checkbox's, changing nothing", async () => {
    const id = await handMade("Ivy & Sam");
    const { version } = await clientRow(id);
    const junk = await save(id, { reminders: "maybe" });
    expect(junk.status).toBe(400);
    expect(textOf(await junk.text())).toContain("Tick the box to send reminders, or clear it to stop them");
    expect(await clientRow(id)).toMatchObject({ version, reminders_off: kind === "sqlite" ? 0 : false });

    expect((await save(id, {})).status).toBe(200);
    const stale = await save(id, { reminders: "on" }, version);
    expect(stale.status).toBe(409);
    expect(textOf(await stale.text())).toContain("reload to see the latest version");
    expect(await clientRow(id)).toMatchObject({ reminders_off: kind === "sqlite" ? 1 : true });
    expect((await eventsOf(id)).map((e) => e.kind)).toEqual(["reminders_changed", "client_created"]);
  });
});
