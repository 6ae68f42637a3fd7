import { describe, expect, it } from "vitest";
import { databaseKinds } from "../helpers/databases";
import { textOf } from "./admin-client";
import { useClientsServer } from "./admin-clients-harness";
import { insertBookedProposal } from "./questionnaire-fixtures";

// The questionnaire form builder and the proposal's choice (issue 29 §3) over HTTP against the
// built server, on SQLite and (with TEST_DATABASE_URL) PostgreSQL: the two SAMPLE seeds (list,
// go-live checklist, the packages' defaults); create with messages she understands; the list
// buttons on the unsaved draft; save at the loaded version with stable keys; "use it as it is";
// and the proposal's choice, which a booked client sees at once.

describe.each(databaseKinds)("questionnaires admin on %s", (kind) => {
  const server = useClientsServer(kind);
  const db = () => server.db();
  const post = (path: string, entries: ReadonlyArray<readonly [string, string]>, cookie = true) =>
    server.post(path, Object.fromEntries([["csrf", server.csrf()], ...entries]), cookie ? undefined : null);
  const page = async (path: string) => (await server.page(path)).text();
  const all = () => db().selectFrom("questionnaires").selectAll().orderBy("id").execute();
  const one = (id: number) =>
    db().selectFrom("questionnaires").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const question = (i: number, fields: Record<string, string>) =>
    Object.entries(fields).map(([name, value]) => [`questions.${i}.${name}`, value] as const);

  it("seeds a wedding and a portrait questionnaire, SAMPLE on the list and the go-live checklist", async () => {
    const rows = await all();
    expect(rows.map((r) => r.name)).toEqual([
      "Wedding day questionnaire (sample)",
      "Portrait session questionnaire (sample)",
    ]);
    const wedding = JSON.parse(rows[0]!.questions) as Array<{ label: string }>;
    const labels = wedding.map((q) => q.label).join("\n");
    for (const words of [
      "Timeline of the day",
      "Ceremony venue and address",
      "Reception venue",
      "Family photo list",
      "planner",
      "Florist",
      "DJ or band",
      "Videographer",
    ])
      expect(labels).toContain(words);
    const list = textOf(await page("/admin/questionnaires"));
    expect(list).toContain("Wedding day questionnaire (sample) SAMPLE");
    const dashboard = await page("/admin");
    for (const row of rows) expect(dashboard).toContain(`data-item="sample-questionnaire-${row.id}"`);
    // The packages send them by default.
    const services = await db().selectFrom("services").select(["section", "questionnaire_id"]).execute();
    for (const s of services.filter((s) => s.section === "wedding_package"))
      expect(s.questionnaire_id).toBe(rows[0]!.id);
    for (const s of services.filter((s) => s.section === "family_package"))
      expect(s.questionnaire_id).toBe(rows[1]!.id);
  });

  it("refuses a questionnaire she would not mean, with messages she understands, storing nothing", async () => {
    const before = await all();
    const res = await post("/admin/questionnaires/new", [
      ["intent", "create"],
      ["name", ""],
      ...question(0, { label: "Favourite colour?", kind: "single_choice", choices: "Blue" }),
    ]);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Give the questionnaire a name");
    expect(html).toContain("A choice question needs at least two choices: write one per line.");
    expect(html).toContain("Favourite colour?");
    expect(await all()).toEqual(before);
    expect(
      (
        await post(
          "/admin/questionnaires/new",
          [
            ["intent", "create"],
            ["name", "x"],
          ],
          false,
        )
      ).status,
    ).toBe(401);
  });

  it("adds and moves questions on the unsaved draft, creates it with keys, and keeps them through edits", async () => {
    const draft = [["name", "Elopement"], ...question(0, { label: "Where?", kind: "long_text" })] as const;
    const added = await post("/admin/questionnaires/new", [...draft, ["intent", "add:questions"]]);
    expect(added.status).toBe(200);
    expect(await added.text()).toContain('name="questions.1.label"');
    const created = await post("/admin/questionnaires/new", [
      ...draft,
      ...question(1, { label: "When?", kind: "date", required: "on" }),
      ["intent", "create"],
    ]);
    expect(created.status).toBe(302);
    const id = Number(/\/admin\/questionnaires\/(\d+)/.exec(created.headers.get("location") ?? "")?.[1]);
    const row = await one(id);
    expect(row.is_sample).toBeFalsy();
    const questions = JSON.parse(row.questions) as Array<{ key: string; label: string; required: boolean }>;
    expect(questions.map((q) => [q.label, q.required])).toEqual([
      ["Where?", false],
      ["When?", true],
    ]);
    const [where, when] = questions.map((q) => q.key);
    expect(where).toMatch(/^q-[0-9a-f]{8}$/);
    expect(when).not.toBe(where);

    // Moved and reworded at the version it was loaded at: the keys stay with their questions.
    const editor = await page(`/admin/questionnaires/${id}`);
    expect(editor).toContain(`value="${where}"`);
    const saved = await post(`/admin/questionnaires/${id}`, [
      ["version", String(row.version)],
      ["name", "Elopement"],
      ...question(0, { key: when!, label: "Which day?", kind: "date", required: "on" }),
      ...question(1, { key: where!, label: "Where?", kind: "long_text" }),
      ["intent", "save"],
    ]);
    expect(saved.status).toBe(200);
    const after = JSON.parse((await one(id)).questions) as Array<{ key: string; label: string }>;
    expect(after.map((q) => [q.key, q.label])).toEqual([
      [when, "Which day?"],
      [where, "Where?"],
    ]);
    // A second tab at the old version is refused.
    const stale = await post(`/admin/questionnaires/${id}`, [
      ["version", String(row.version)],
      ["name", "Other"],
      ...question(0, { label: "Q", kind: "short_text" }),
      ["intent", "save"],
    ]);
    expect(stale.status).toBe(409);
    expect((await one(id)).name).toBe("Elopement");
  });

  it("takes a sample off the checklist once she changes it or keeps it as it is", async () => {
    const [wedding, portrait] = await all();
    const kept = await post(`/admin/questionnaires/${portrait!.id}`, [
      ["version", String(portrait!.version)],
      ["intent", "confirm"],
    ]);
    expect(kept.status).toBe(200);
    expect((await one(portrait!.id)).is_sample).toBeFalsy();
    const dashboard = await page("/admin");
    expect(dashboard).not.toContain(`data-item="sample-questionnaire-${portrait!.id}"`);
    expect(dashboard).toContain(`data-item="sample-questionnaire-${wedding!.id}"`);
  });

  it("lets her choose a proposal's questionnaire, which a booked client sees at once", async () => {
    const [wedding, portrait] = await all();
    const booked = await insertBookedProposal(db());
    expect(await page(`/book/${booked.token}`)).not.toContain('id="questionnaire"');
    const editor = textOf(await page(`/admin/proposals/${booked.proposalId}`));
    expect(editor).toContain("Questionnaire to send");
    expect(editor).toContain("The package's: none");
    const chosen = await post(`/admin/proposals/${booked.proposalId}/questionnaire`, [
      ["intent", "choose"],
      ["questionnaire", String(wedding!.id)],
    ]);
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("location")).toBe(
      `/admin/proposals/${booked.proposalId}?questionnaire=saved#questionnaire-choice`,
    );
    const proposal = await db()
      .selectFrom("proposals")
      .selectAll()
      .where("id", "=", booked.proposalId)
      .executeTakeFirstOrThrow();
    expect(proposal).toMatchObject({ questionnaire_id: wedding!.id, revision: 1 });
    expect(await page(`/book/${booked.token}`)).toContain("Timeline of the day");

    const bogus = await post(`/admin/proposals/${booked.proposalId}/questionnaire`, [
      ["intent", "choose"],
      ["questionnaire", "999999"],
    ]);
    expect(bogus.headers.get("location")).toContain("questionnaire=unknown");
    // Once she started answering, the choice stays.
    const started = await server.post(`/book/${booked.token}/questionnaire`, {
      "answer.florist": "Desert Blooms",
      intent: "autosave",
    });
    expect(started.status).toBe(303);
    const late = await post(`/admin/proposals/${booked.proposalId}/questionnaire`, [
      ["intent", "choose"],
      ["questionnaire", String(portrait!.id)],
    ]);
    expect(late.headers.get("location")).toContain("questionnaire=started");
    expect(textOf(await page(`/admin/proposals/${booked.proposalId}`))).toContain("The client has started answering");
  });
});
