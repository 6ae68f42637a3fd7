import { afterAll, beforeAll } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { createOneOffInvoice } from "~/server/invoices/invoice-schedule.server";
import { emptyPostgresDatabase } from "../helpers/databases";
import { insertIssuedGiftCard } from "../helpers/gift-card-fixtures";
import { startServer, type TestServer } from "../helpers/server";

// The built server for the invoice codes' HTTP tests (decision 052), on SQLite or a fresh
// PostgreSQL database, with the rows they share: a one-off invoice of $100.00 + $8.60 tax, coupons,
// gift cards, and reads of what a payment would take (coupon uses, card balances, payment rows).
// It believes X-Forwarded-For (TRUST_PROXY), so each request comes from an address of its own
// unless told, and allows PAYMENT_ATTEMPTS pay or Apply posts per address.

export const PAYMENT_ATTEMPTS = 6;
let nextAddress = 0;

const LETTERS = "ABCDEFGHJKMNPQRSTVWXYZ23456789";

export function useCodesServer(kind: "sqlite" | "postgres") {
  let server: TestServer;
  let app: AppDatabase;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const pgDb = kind === "postgres" ? await emptyPostgresDatabase() : undefined;
    dropDatabase = pgDb?.drop;
    server = await startServer({
      TRUST_PROXY: "true",
      PAYMENT_RATE_LIMIT_MAX: String(PAYMENT_ATTEMPTS),
      ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    });
    app = openDatabase(server.databaseUrl);
  }, 60_000);
  afterAll(async () => {
    await app?.db.destroy();
    await server?.stop();
    await dropDatabase?.();
  });

  const db = () => app.db;
  const url = () => server.url;
  /** A form posted as a browser without script would (or, with `accept`, as something else). */
  const post = (
    path: string,
    fields: Record<string, string>,
    { accept = "text/html", address = `198.51.100.${++nextAddress % 250}` } = {},
  ) =>
    fetch(server.url + path, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", accept, "x-forwarded-for": address },
      body: new URLSearchParams(fields),
    });

  let clients = 0;
  /** A one-off invoice of $100.00 + $8.60 tax = $108.60: its id and token. */
  async function oneOffInvoice() {
    const client = await db()
      .insertInto("clients")
      .values({ names: "Lena Ortiz", email: `lena${++clients}@example.com`, status: "new" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const made = await createOneOffInvoice(
      Number(client.id),
      { label: "Family session", amount: "100.00", taxed: "", dueOn: "2099-03-01" },
      app,
    );
    if (made.kind !== "created") throw new Error(JSON.stringify(made));
    const invoice = await db()
      .updateTable("invoices")
      .set({ amount_cents: 10_860, tax_cents: 860 })
      .where("id", "=", made.id)
      .returning(["id", "token"])
      .executeTakeFirstOrThrow();
    return { invoiceId: Number(invoice.id), token: invoice.token! };
  }

  let codes = 0;
  /** A coupon usable on invoices: its code. */
  async function coupon(values: { percentOff?: number; maxUses?: number; usableOn?: "shop" | "invoices" | "both" }) {
    const code = `APPLY${kind.toUpperCase()}${++codes}`;
    await db()
      .insertInto("coupons")
      .values({
        code,
        kind: "percent",
        percent_off: values.percentOff ?? 10,
        amount_off_cents: null,
        category: null,
        min_order_cents: null,
        starts_on: null,
        ends_on: null,
        max_uses: values.maxUses ?? null,
        usable_on: values.usableOn ?? "both",
      })
      .execute();
    return code;
  }

  let cards = 0;
  /** An active gift card with this balance: its id and code. */
  async function giftCard(cents: number) {
    const n = ++cards;
    const code = `WXYZ-EFGH-${LETTERS[n % 30]}${LETTERS[Math.floor(n / 30) % 30]}KM`;
    return { id: await insertIssuedGiftCard(db(), { code, cents }), code };
  }

  const usesOf = async (code: string) =>
    Number((await db().selectFrom("coupons").select("uses").where("code", "=", code).executeTakeFirstOrThrow()).uses);
  const balanceOf = async (cardId: number) =>
    Number(
      (await db().selectFrom("gift_cards").select("balance_cents").where("id", "=", cardId).executeTakeFirstOrThrow())
        .balance_cents,
    );
  const entriesOf = async (cardId: number) =>
    (await db().selectFrom("gift_card_entries").select("kind").where("gift_card_id", "=", cardId).execute()).map(
      (e) => e.kind,
    );
  const paymentsOf = (invoiceId: number) =>
    db()
      .selectFrom("payments")
      .select(["status", "amount_cents", "discount_cents", "gift_card_cents", "coupon_code", "gift_card_code"])
      .where("invoice_id", "=", invoiceId)
      .orderBy("id")
      .execute();

  return { db, url, post, oneOffInvoice, coupon, giftCard, usesOf, balanceOf, entriesOf, paymentsOf };
}
