import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdSessionTime, HOLD_MINUTES } from "~/server/scheduling/hold-time.server";
import { createSelfBookedProposal } from "~/server/scheduling/self-booking.server";
import { loadDetailsPage } from "~/server/scheduling/session-details.server";
import { keepHoldForCheckout, sessionHoldOf } from "~/server/scheduling/session-hold.server";
import { startBookingCheckout } from "~/server/scheduling/session-checkout.server";
import { readSiteSettings } from "~/server/content/site-settings.server";
import { paymentProvider } from "~/server/payments/provider.server";
import { arizonaEpochMinute } from "~/shared/scheduling/arizona-clock";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";

// The details step of a self-booked session (issue 30 §4, docs/decisions/042), on the server
// functions: the proposal it writes is exactly a sent proposal (amounts in cents, the schedule,
// the agreement, the questionnaire, the session), the client is matched by e-mail in any case,
// a second submission leads to the same proposal, a lapsed hold writes nothing; then the booking
// page's hold and the checkout's guard (extend, re-claim a free time, refuse a taken one).

// Friday 2026-11-27, 9:00 am Arizona; the seeded Family Session on Tuesday 2026-12-01 at 5:00 pm.
const NOW = new Date(arizonaEpochMinute("2026-11-27", 9 * 60) * 60_000);
const at = (hh: number, mm = 0) => arizonaEpochMinute("2026-12-01", hh * 60 + mm);
const minutesLater = (m: number) => new Date(NOW.getTime() + m * 60_000);
const DETAILS = {
  names: "Rosa & Luis Ortega",
  email: "Rosa.Ortega@Example.com",
  phone: "(602) 555-0142",
  place: "Papago Park, by the Hole-in-the-Rock",
};

describe.each(databaseKinds)("a self-booked session's details on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await readSiteSettings(database.db); // seeds the row on first read
    await database.db.updateTable("site_settings").set({ sales_tax_rate_millis: 8_600 }).execute();
  });
  afterAll(async () => database?.cleanup());

  const hold = async (start: number, now = NOW) => {
    const held = await holdSessionTime("family-session", start, now, database);
    if (!held.ok) throw new Error(`not held: ${held.reason}`);
    return held;
  };
  const bookingOf = (token: string) =>
    database.db.selectFrom("session_bookings").selectAll().where("token", "=", token).executeTakeFirstOrThrow();

  it("refuses details in plain words and keeps what she typed; the place is asked by the type's question", async () => {
    const held = await hold(at(16));
    const page = await loadDetailsPage(held.token, NOW, database);
    expect(page).toMatchObject({
      view: "held",
      name: "Family Session",
      when: "Tue Dec 1, 4:00 pm",
      heldUntil: "9:20 am",
      price: "$500.00",
      deposit: "$150.00",
      placeQuestion: "Where would you like to meet? (a park, the desert, your home…)",
    });
    const outcome = await createSelfBookedProposal(
      held.token,
      { names: "  ", email: "rosa@", phone: "call me", place: "" },
      NOW,
      database,
    );
    expect(outcome).toEqual({
      ok: false,
      reason: "invalid",
      values: { names: "  ", email: "rosa@", phone: "call me", place: "" },
      errors: {
        names: "Please enter your name (or your family’s names, e.g. Anna & Ben Ruiz).",
        email: "Please enter an e-mail address like anna@example.com.",
        phone: "Please use digits, spaces and + ( ) - only, e.g. (602) 555-0142.",
        place: "Please tell us where you would like to meet.",
      },
    });
    expect(await database.db.selectFrom("proposals").select("id").execute()).toEqual([]);
    expect(await database.db.selectFrom("clients").select("id").execute()).toEqual([]);
  });

  it("writes the proposal exactly as a sent one, matching the client by e-mail in any case", async () => {
    const existing = await database.db
      .insertInto("clients")
      .values({ names: "Rosa Ortega", email: "rosa.ortega@example.com", phone: null, other_email: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    const held = await hold(at(17, 30));
    const outcome = await createSelfBookedProposal(held.token, DETAILS, NOW, database);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const clients = await database.db.selectFrom("clients").select(["id", "status"]).execute();
    expect(clients).toHaveLength(1);
    expect(Number(clients[0]!.id)).toBe(Number(existing.id));
    expect(clients[0]!.status).toBe("proposal_sent");

    const proposal = await database.db
      .selectFrom("proposals")
      .selectAll()
      .where("token", "=", outcome.proposalToken)
      .executeTakeFirstOrThrow();
    const type = await database.db
      .selectFrom("session_types")
      .selectAll()
      .where("slug", "=", "family-session")
      .executeTakeFirstOrThrow();
    const template = await database.db
      .selectFrom("contract_templates")
      .select("body")
      .where("id", "=", type.contract_template_id!)
      .executeTakeFirstOrThrow();
    expect(type.questionnaire_id).not.toBeNull();
    expect(template.body.length).toBeGreaterThan(100);
    expect({
      ...proposal,
      client_id: Number(proposal.client_id),
      revision: Number(proposal.revision),
      tax_rate_millis: Number(proposal.tax_rate_millis),
      session_minutes: Number(proposal.session_minutes),
      contract_template_id: Number(proposal.contract_template_id),
      questionnaire_id: Number(proposal.questionnaire_id),
      questionnaire_chosen: Boolean(proposal.questionnaire_chosen),
      content: JSON.parse(proposal.content),
      schedule: JSON.parse(proposal.schedule),
      sent_at: new Date(proposal.sent_at!).toISOString(),
      photographer_signed_at: new Date(proposal.photographer_signed_at!).toISOString(),
    }).toMatchObject({
      client_id: Number(existing.id),
      status: "sent",
      revision: 1,
      title: "Family Session",
      session_date: "2026-12-01",
      session_time: "17:30",
      session_place: DETAILS.place,
      session_minutes: 60,
      content: {
        packages: [
          {
            key: "session",
            serviceId: null,
            title: "Family Session",
            description: type.description,
            features: [],
            priceCents: 50_000,
            taxable: true,
          },
        ],
        extras: [],
        discount: null,
      },
      schedule: { retainer: { kind: "fixed", cents: 15_000 }, instalments: [] },
      tax_rate_millis: 8_600,
      contract_template_id: Number(type.contract_template_id),
      contract_body: template.body,
      questionnaire_id: Number(type.questionnaire_id),
      questionnaire_chosen: true,
      expires_on: "2026-12-01",
      photographer_signature: "Saguaro Bee Photography",
      sent_at: NOW.toISOString(),
      photographer_signed_at: NOW.toISOString(),
    });

    const booking = await bookingOf(held.token);
    expect({
      ...booking,
      client_id: Number(booking.client_id),
      proposal_id: Number(booking.proposal_id),
    }).toMatchObject({
      status: "held",
      client_id: Number(existing.id),
      proposal_id: Number(proposal.id),
      names: DETAILS.names,
      email: DETAILS.email,
      phone: DETAILS.phone,
      place: DETAILS.place,
    });
    const timeline = await database.db
      .selectFrom("client_events")
      .select(["kind", "summary"])
      .where("client_id", "=", Number(existing.id))
      .execute();
    expect(timeline).toEqual([
      {
        kind: "proposal_sent",
        summary:
          "Booked Family Session for Tue Dec 1, 5:30 pm (Arizona time) themselves; held until 9:20 am to sign and pay.",
      },
    ]);
    expect(await sessionHoldOf(database.db, Number(proposal.id), NOW)).toEqual({ state: "held", until: "9:20 am" });
    // The details page now leads to the proposal.
    expect(await loadDetailsPage(held.token, NOW, database)).toEqual({
      view: "linked",
      proposalToken: outcome.proposalToken,
    });
  });

  it("makes one proposal of a booking however often (and however simultaneously) the details come", async () => {
    const held = await hold(at(19));
    const details = { ...DETAILS, email: "new.client@example.com", names: "Mia Chen" };
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => createSelfBookedProposal(held.token, details, NOW, database)),
    );
    const again = await createSelfBookedProposal(held.token, details, minutesLater(1), database);
    const tokens = new Set([...outcomes, again].map((o) => (o.ok ? o.proposalToken : `refused ${JSON.stringify(o)}`)));
    expect(tokens.size).toBe(1);
    const client = await database.db
      .selectFrom("clients")
      .select("id")
      .where("email", "=", "new.client@example.com")
      .execute();
    expect(client).toHaveLength(1);
    const proposals = await database.db
      .selectFrom("proposals")
      .select("id")
      .where("client_id", "=", Number(client[0]!.id))
      .execute();
    expect(proposals).toHaveLength(1);
  });

  it("writes nothing for a hold that lapsed, and says where to pick a time again", async () => {
    const held = await hold(at(16), minutesLater(30)); // 4:00 pm is free again: the first hold lapsed.
    const late = minutesLater(30 + HOLD_MINUTES + 1);
    expect(await createSelfBookedProposal(held.token, DETAILS, late, database)).toEqual({
      ok: false,
      reason: "lapsed",
      pickAgainPath: "/book-a-session/family-session",
    });
    expect((await bookingOf(held.token)).proposal_id).toBeNull();
    expect(await createSelfBookedProposal("no-such-token", DETAILS, NOW, database)).toEqual({
      ok: false,
      reason: "unknown",
    });
  });

  it("keeps the time for the checkout: extends a standing hold, re-claims a lapsed free one, refuses a taken one", async () => {
    // A booking on Wednesday 2026-12-02 at 5:00 pm, its details given.
    const wednesday = arizonaEpochMinute("2026-12-02", 17 * 60);
    const held = await hold(wednesday);
    const made = await createSelfBookedProposal(held.token, { ...DETAILS, email: "guard@example.com" }, NOW, database);
    if (!made.ok) throw new Error("not made");
    const proposalId = Number((await bookingOf(held.token)).proposal_id);

    // Standing: made to last 30 minutes from the checkout's start.
    expect(await keepHoldForCheckout(database, proposalId, minutesLater(10))).toEqual({ ok: true });
    const extended = await bookingOf(held.token);
    expect(new Date(extended.hold_expires_at!).toISOString()).toBe(minutesLater(40).toISOString());

    // Lapsed and swept (another hold's sweep), still free: re-claimed.
    await hold(at(18, 45), minutesLater(41));
    expect((await bookingOf(held.token)).status).toBe("expired");
    expect(await sessionHoldOf(database.db, proposalId, minutesLater(41))).toEqual({ state: "lapsed" });
    expect(await keepHoldForCheckout(database, proposalId, minutesLater(42))).toEqual({ ok: true });
    const reclaimed = await bookingOf(held.token);
    expect(reclaimed.status).toBe("held");
    expect(new Date(reclaimed.hold_expires_at!).toISOString()).toBe(minutesLater(72).toISOString());
    const granules = await database.db
      .selectFrom("session_busy")
      .select("minute")
      .where("booking_id", "=", Number(reclaimed.id))
      .execute();
    expect(granules).toHaveLength(18);

    // Lapsed again, and someone else holds the time: the page says so and no checkout starts.
    const later = minutesLater(80);
    const other = await holdSessionTime("family-session", wednesday, later, database);
    expect(other.ok).toBe(true);
    const taken = await sessionHoldOf(database.db, proposalId, later);
    expect(taken).toEqual({ state: "taken", pickAgainPath: "/book-a-session/family-session" });
    await database.db.updateTable("proposals").set({ status: "signed" }).where("id", "=", proposalId).execute();
    const started = await startBookingCheckout(made.proposalToken, paymentProvider(), database, minutesLater(81));
    expect(started).toMatchObject({ kind: "refused", status: 409 });
    expect(started.kind === "refused" && started.message).toContain("someone else has booked it");
    expect(started.kind === "refused" && started.message).toContain("/book-a-session/family-session");
    expect((await bookingOf(held.token)).status).toBe("expired");
    const payments = await database.db.selectFrom("payments").select("id").execute();
    expect(payments).toEqual([]);
  });
});
