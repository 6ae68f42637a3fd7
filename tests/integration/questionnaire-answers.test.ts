import { beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../helpers/databases";
import { textOf } from "./admin-client";
import { useClientsServer } from "./admin-clients-harness";
import { insertSignedProposal } from "./signed-proposal-fixtures";
import { formBody, insertBookedProposal } from "./questionnaire-fixtures";

// A booked client's questionnaire on her booking page (issue 29 §3) over HTTP against the built
// server, on SQLite and (with TEST_DATABASE_URL) PostgreSQL: saved as she types (JSON) and with the
// Save button (a redirect), checked against her questions (unknown keys, wrong kinds, sizes:
// refused, nothing stored), sent once complete (timeline, the photographer's mail with the
// answers), read-only after, and only through her own booking link.

describe.each(databaseKinds)("questionnaire answers on %s", (kind) => {
  const { db, url, page } = useClientsServer(kind);
  let portraitId = 0;
  beforeAll(async () => {
    const portrait = await db()
      .selectFrom("questionnaires")
      .select("id")
      .where("name", "like", "Portrait%")
      .executeTakeFirstOrThrow();
    portraitId = Number(portrait.id);
  });
  /** A page as the client (no session) or, with `admin`, as the signed-in photographer. */
  const read = async (path: string, admin = false) => (await page(path, admin ? undefined : null)).text();

  const post = (token: string, entries: ReadonlyArray<readonly [string, string]>, json = false) =>
    fetch(`${url()}/book/${token}/questionnaire`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": "198.51.100.200",
        ...(json ? { accept: "application/json" } : {}),
      },
      body: formBody(entries),
    });
  const response = (proposalId: number) =>
    db().selectFrom("questionnaire_responses").selectAll().where("proposal_id", "=", proposalId).executeTakeFirst();
  const events = (clientId: number) =>
    db()
      .selectFrom("client_events")
      .select(["kind", "summary", "related_type", "related_id"])
      .where("client_id", "=", clientId)
      .where("kind", "like", "questionnaire%")
      .orderBy("id")
      .execute();
  const mails = () => db().selectFrom("outbox").selectAll().where("kind", "=", "questionnaire-completed").execute();

  it("shows the questionnaire only once she is booked, and refuses answers before", async () => {
    const signed = await insertSignedProposal(db());
    await db()
      .updateTable("proposals")
      .set({ questionnaire_chosen: true, questionnaire_id: portraitId })
      .where("id", "=", signed.proposalId)
      .execute();
    expect(await read(`/book/${signed.token}`)).not.toContain("Who is coming to the session?");
    const refused = await post(
      signed.token,
      [
        ["answer.who-is-coming", "Us"],
        ["intent", "autosave"],
      ],
      true,
    );
    expect(refused.status).toBe(404);
    expect(await response(signed.proposalId)).toBeUndefined();

    const booked = await insertBookedProposal(db(), { questionnaireId: portraitId });
    const html = await read(`/book/${booked.token}`);
    expect(html).toContain("Portrait session questionnaire (sample)");
    expect(html).toContain("Who is coming to the session?");
    expect(html).toContain('name="answer.who-is-coming"');
    expect(html).toContain("Send my answers");
  });

  it("saves as she types, keeps her answers for her next visit, and records the start once", async () => {
    const booked = await insertBookedProposal(db(), { questionnaireId: portraitId });
    const first = await post(
      booked.token,
      [
        ["answer.who-is-coming", "Mum, Dad, Leo (4)"],
        ["intent", "autosave"],
      ],
      true,
    );
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ saved: true });
    const second = await post(
      booked.token,
      [
        ["answer.who-is-coming", "Mum, Dad, Leo (4) and Rex the dog"],
        ["answer.photo-use", "Online"],
        ["answer.photo-use", "Wall art"],
        ["intent", "autosave"],
      ],
      true,
    );
    expect(second.status).toBe(200);
    const row = await response(booked.proposalId);
    expect(row?.status).toBe("started");
    expect(JSON.parse(row!.answers)).toEqual({
      "who-is-coming": "Mum, Dad, Leo (4) and Rex the dog",
      "photo-use": ["Wall art", "Online"],
    });
    expect((await events(booked.clientId)).map((e) => e.kind)).toEqual(["questionnaire_started"]);
    // Her next visit: the answers are there.
    const html = await read(`/book/${booked.token}`);
    expect(html).toContain("Mum, Dad, Leo (4) and Rex the dog");
    expect(html).toMatch(/checked="" value="Online"/);
    // Without a script, Save answers with a redirect back to her page, which says so.
    const saved = await post(booked.token, [
      ["answer.who-is-coming", "Just us"],
      ["intent", "save"],
    ]);
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`/book/${booked.token}?questionnaire=saved#questionnaire`);
    expect(await read(saved.headers.get("location")!)).toContain("Saved. You can come back to finish.");
  });

  it("refuses answers to questions not asked, of the wrong kind or too long, storing nothing", async () => {
    const booked = await insertBookedProposal(db(), { questionnaireId: portraitId });
    const cases: Array<[ReadonlyArray<readonly [string, string]>, number, string]> = [
      [[["answer.is-admin", "yes"]], 400, "This questionnaire has changed"],
      [[["answer.occasion", "Wedding"]], 400, "Please pick one of the choices given."],
      [[["answer.photo-use", "Posters"]], 400, "Please pick only from the choices given."],
      [[["answer.outfits", "x".repeat(5001)]], 400, "5000 characters or fewer"],
      [
        [
          ["answer.outfits", "a"],
          ["answer.outfits", "b"],
        ],
        400,
        "could not be read",
      ],
      [
        [
          ["answer.outfits", "a"],
          ["intent", "delete"],
        ],
        400,
        "could not be read",
      ],
      [[["answer.outfits", "x".repeat(200_000)]], 413, "too long"],
    ];
    for (const [entries, status, words] of cases) {
      const withIntent = entries.some(([name]) => name === "intent")
        ? entries
        : [...entries, ["intent", "autosave"] as const];
      const res = await post(booked.token, withIntent, true);
      expect(res.status, words).toBe(status);
      expect(JSON.stringify(await res.json()), words).toContain(words);
    }
    expect(await response(booked.proposalId)).toBeUndefined();
    // A wrong or another's link writes nothing.
    const wrong = await post("A".repeat(43), [["answer.outfits", "Blue"]], true);
    expect(wrong.status).toBe(404);
    expect(await response(booked.proposalId)).toBeUndefined();
  });

  it("sends complete answers once: required questions first, then the timeline and her mail", async () => {
    const booked = await insertBookedProposal(db(), { questionnaireId: portraitId, email: "rosa@example.com" });
    const incomplete = await post(booked.token, [
      ["answer.outfits", "Denim and white"],
      ["intent", "send"],
    ]);
    expect(incomplete.status).toBe(303);
    expect(incomplete.headers.get("location")).toBe(`/book/${booked.token}?questionnaire=check#questionnaire-errors`);
    const check = await read(incomplete.headers.get("location")!);
    expect(textOf(check)).toContain("Not sent yet: one question needs an answer.");
    expect(check).toContain("Please answer this question.");
    expect(check).toContain("Denim and white");
    expect((await response(booked.proposalId))?.status).toBe("started");
    expect(await mails()).toHaveLength(0);

    const sent = await post(booked.token, [
      ["answer.who-is-coming", "Rosa, Tomas and baby Lu"],
      ["answer.outfits", "Denim and white"],
      ["answer.photo-use", "An album"],
      ["intent", "send"],
    ]);
    expect(sent.headers.get("location")).toBe(`/book/${booked.token}?questionnaire=sent#questionnaire`);
    const row = (await response(booked.proposalId))!;
    expect(row.status).toBe("completed");
    expect(row.completed_at).not.toBeNull();
    const timeline = await events(booked.clientId);
    expect(timeline.map((e) => e.kind)).toEqual(["questionnaire_started", "questionnaire_completed"]);
    expect(timeline[1]).toMatchObject({ related_type: "questionnaire", related_id: row.id });
    const [mail] = await mails();
    expect(mail).toMatchObject({ reply_to: "rosa@example.com" });
    expect(mail!.to_address).not.toBe("rosa@example.com");
    expect(mail!.subject).toBe("Questionnaire answered: Anna & Ben Ruiz, Portrait session questionnaire (sample)");
    expect(mail!.text_body).toContain("Who is coming to the session?\nRosa, Tomas and baby Lu");
    expect(mail!.text_body).toContain("Where will the photos end up?\nAn album");
    expect(mail!.text_body).toContain(`/admin/questionnaires/answers/${row.id}`);

    // Read-only after: her page shows her answers; another post changes nothing.
    const herPage = textOf(await read(`/book/${booked.token}`));
    expect(herPage).toContain("Thank you: you sent your answers on");
    expect(herPage).not.toContain("Send my answers");
    const again = await post(
      booked.token,
      [
        ["answer.outfits", "Changed"],
        ["intent", "autosave"],
      ],
      true,
    );
    expect(again.status).toBe(409);
    expect(JSON.parse((await response(booked.proposalId))!.answers).outfits).toBe("Denim and white");
    expect(await mails()).toHaveLength(1);

    // The photographer reads them, linked from the client's timeline.
    const client = await read(`/admin/clients/${booked.clientId}`, true);
    expect(client).toContain(`href="/admin/questionnaires/answers/${row.id}"`);
    expect(textOf(client)).toContain("completed the questionnaire");
    const answers = textOf(await read(`/admin/questionnaires/answers/${row.id}`, true));
    expect(answers).toContain("Rosa, Tomas and baby Lu");
    expect(answers).toContain("Completed");
    expect((await page(`/admin/questionnaires/answers/${row.id}`, null)).status).not.toBe(200);
    expect((await page("/admin/questionnaires/answers/999999")).status).toBe(404);
  });

  it("keeps the questions she started with when the questionnaire is edited later", async () => {
    const booked = await insertBookedProposal(db(), { questionnaireId: portraitId });
    await post(
      booked.token,
      [
        ["answer.ideas", "Golden hour"],
        ["intent", "autosave"],
      ],
      true,
    );
    const stored = await db()
      .selectFrom("questionnaires")
      .selectAll()
      .where("id", "=", portraitId)
      .executeTakeFirstOrThrow();
    const reworded = (JSON.parse(stored.questions) as Array<{ key: string; label: string }>).map((q) =>
      q.key === "ideas" ? { ...q, label: "Your Pinterest board" } : q,
    );
    await db()
      .updateTable("questionnaires")
      .set({ questions: JSON.stringify(reworded) })
      .where("id", "=", portraitId)
      .execute();
    try {
      const html = await read(`/book/${booked.token}`);
      expect(html).toContain("Ideas, poses or places you love");
      expect(html).toContain("Golden hour");
      const fresh = await insertBookedProposal(db(), { questionnaireId: portraitId });
      expect(await read(`/book/${fresh.token}`)).toContain("Your Pinterest board");
    } finally {
      await db()
        .updateTable("questionnaires")
        .set({ questions: stored.questions })
        .where("id", "=", portraitId)
        .execute();
    }
  });
});
