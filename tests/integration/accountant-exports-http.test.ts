import { describe, expect, it } from "vitest";
import { PERIOD_MESSAGES } from "~/shared/exports/export-period";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { databaseKinds } from "../helpers/databases";
import { useClientsServer } from "./admin-clients-harness";
import { insertKnownHistory } from "./accountant-fixtures";

// /admin/exports and its CSV files over HTTP against the built server, on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL: signed-in only, attachments nobody caches with her file names and
// a BOM, and a bad period answered 400 in her words (the files' contents: accountant-exports.test.ts).

describe.each(databaseKinds)("her accountant's screen on %s", (kind) => {
  const h = useClientsServer(kind);

  it("sends a stranger to sign in, for the screen and for the files", async () => {
    await insertKnownHistory(h.db());
    for (const path of [
      "/admin/exports",
      "/admin/exports/payments.csv?year=2026",
      "/admin/exports/monthly-summary.csv",
    ]) {
      const res = await h.page(path, null);
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(`/admin/sign-in?next=${encodeURIComponent(path)}`);
    }
  });

  it("downloads the year's payments as a CSV attachment with a BOM, never cached", async () => {
    const res = await h.page("/admin/exports/payments.csv?year=2026");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="saguaro-bee-payments-2026.csv"');
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split("\r\n")[0]).toBe(
      "Date (Arizona time),Client,For,Booking or shop,Kind,Method,Provider reference,Amount,Sales tax part,Note",
    );
    expect(text).toContain(
      "2026-02-28 20:00,Anna & Ben Ruiz,Your wedding at the Desert Botanical Garden: Balance,Booking,Payment,Cash,,333.33,26.40,\r\n",
    );
    expect(text.split("\r\n")).toHaveLength(11);
  });

  it("names a month-to-month summary by its months", async () => {
    const res = await h.page("/admin/exports/monthly-summary.csv?from=2026-02&to=2026-03");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="saguaro-bee-monthly-summary-2026-02-to-2026-03.csv"',
    );
    expect((await res.text()).split("\r\n").slice(1, 4)).toEqual([
      "2026-02,333.33,0.00,333.33,26.40,100.00,0.00,100.00,0.00,433.33,0.00,433.33,26.40",
      "2026-03,333.33,0.00,333.33,26.39,0.00,0.00,0.00,0.00,333.33,0.00,333.33,26.39",
      "Total,666.66,0.00,666.66,52.79,100.00,0.00,100.00,0.00,766.66,0.00,766.66,52.79",
    ]);
  });

  it("answers a bad period with 400 and a message she understands, and an unknown file with 404", async () => {
    const cases: [string, string][] = [
      ["/admin/exports/payments.csv", PERIOD_MESSAGES.missing],
      ["/admin/exports/payments.csv?year=26", PERIOD_MESSAGES.year],
      ["/admin/exports/payments.csv?from=2026-13&to=2026-12", PERIOD_MESSAGES.from],
      ["/admin/exports/monthly-summary.csv?from=2026-01", PERIOD_MESSAGES.to],
      ["/admin/exports/monthly-summary.csv?from=2026-05&to=2026-04", PERIOD_MESSAGES.order],
      ["/admin/exports/payments.csv?from=2000-01&to=2026-01", PERIOD_MESSAGES.long],
      ["/admin/exports/payments.csv?year=%00%27", PERIOD_MESSAGES.year],
    ];
    for (const [path, message] of cases) {
      const res = await h.page(path);
      expect(res.status, path).toBe(400);
      expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(await res.text(), path).toBe(`${message}\n`);
    }
    const unknown = await h.page("/admin/exports/passwords.csv?year=2026");
    expect(unknown.status).toBe(404);
  });

  it("offers last year and this year on the screen, and shows a bad period under its field with 400", async () => {
    const year = Number(studioDate(new Date()).slice(0, 4));
    const res = await h.page("/admin/exports");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`href="/admin/exports/payments.csv?year=${year - 1}"`);
    expect(html).toContain(`href="/admin/exports/monthly-summary.csv?year=${year}"`);
    const bad = await h.page("/admin/exports?from=2026-05&to=2026-04");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("The last month comes before the first");
    const chosen = await h.page("/admin/exports?from=2026-02&to=2026-03");
    expect(chosen.status).toBe(200);
    const page = await chosen.text();
    expect(page).toContain("February 2026 to March 2026");
    expect(page).toContain(`href="/admin/exports/payments.csv?from=2026-02&amp;to=2026-03"`);
  });
});
