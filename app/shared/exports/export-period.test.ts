import { describe, expect, it } from "vitest";
import {
  accountantFileHref,
  accountantFileName,
  defaultPeriods,
  isAccountantFile,
  PERIOD_MESSAGES,
  periodBounds,
  periodFromSearch,
  periodLabel,
  periodMonths,
  periodSearch,
  periodSlug,
} from "./export-period";

const read = (query: string) => periodFromSearch(new URLSearchParams(query));

describe("the period of her accountant's files", () => {
  it("reads a year, or a first and a last month", () => {
    expect(read("year=2026")).toEqual({ ok: true, period: { from: "2026-01", to: "2026-12" } });
    expect(read("from=2026-02&to=2026-04")).toEqual({ ok: true, period: { from: "2026-02", to: "2026-04" } });
    expect(read("year=&from=2026-02&to=2026-02")).toEqual({ ok: true, period: { from: "2026-02", to: "2026-02" } });
  });

  it("answers bad input with a message she understands", () => {
    expect(read("")).toEqual({ ok: false, field: "year", error: PERIOD_MESSAGES.missing });
    expect(read("year=26")).toEqual({ ok: false, field: "year", error: PERIOD_MESSAGES.year });
    expect(read("year=2026-01")).toEqual({ ok: false, field: "year", error: PERIOD_MESSAGES.year });
    expect(read("from=2026-13&to=2026-12")).toEqual({ ok: false, field: "from", error: PERIOD_MESSAGES.from });
    expect(read("from=2026-01&to=12-2026")).toEqual({ ok: false, field: "to", error: PERIOD_MESSAGES.to });
    expect(read("from=2026-01")).toEqual({ ok: false, field: "to", error: PERIOD_MESSAGES.to });
    expect(read("to=2026-01")).toEqual({ ok: false, field: "from", error: PERIOD_MESSAGES.from });
    expect(read("from=2026-05&to=2026-04")).toEqual({ ok: false, field: "to", error: PERIOD_MESSAGES.order });
    expect(read("from=2010-01&to=2020-01")).toEqual({ ok: false, field: "from", error: PERIOD_MESSAGES.long });
    expect(read("from=2011-01&to=2020-12").ok).toBe(true);
  });

  it("offers last full year and this year, by Arizona's date", () => {
    expect(defaultPeriods("2027-01-01")).toEqual([
      { from: "2026-01", to: "2026-12" },
      { from: "2027-01", to: "2027-12" },
    ]);
  });

  it("spans Arizona months: midnight in Phoenix is 07:00 UTC", () => {
    const { start, end } = periodBounds({ from: "2026-02", to: "2026-02" });
    expect(start.toISOString()).toBe("2026-02-01T07:00:00.000Z");
    expect(end.toISOString()).toBe("2026-03-01T07:00:00.000Z");
    expect(periodBounds({ from: "2026-11", to: "2026-12" }).end.toISOString()).toBe("2027-01-01T07:00:00.000Z");
  });

  it("names the period in months, file names, links and words", () => {
    expect(periodMonths({ from: "2026-11", to: "2027-02" })).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
    expect(periodSlug({ from: "2026-01", to: "2026-12" })).toBe("2026");
    expect(periodSlug({ from: "2026-03", to: "2026-03" })).toBe("2026-03");
    expect(periodSlug({ from: "2026-01", to: "2026-03" })).toBe("2026-01-to-2026-03");
    expect(periodSearch({ from: "2026-01", to: "2026-12" })).toBe("year=2026");
    expect(periodSearch({ from: "2026-01", to: "2026-03" })).toBe("from=2026-01&to=2026-03");
    expect(periodLabel({ from: "2026-01", to: "2026-12" })).toBe("2026");
    expect(periodLabel({ from: "2026-01", to: "2026-03" })).toBe("January 2026 to March 2026");
  });

  it("names her files and where they download from", () => {
    const year = { from: "2026-01", to: "2026-12" };
    expect(accountantFileName("payments.csv", year)).toBe("saguaro-bee-payments-2026.csv");
    expect(accountantFileName("monthly-summary.csv", { from: "2026-01", to: "2026-03" })).toBe(
      "saguaro-bee-monthly-summary-2026-01-to-2026-03.csv",
    );
    expect(accountantFileHref("payments.csv", year)).toBe("/admin/exports/payments.csv?year=2026");
    expect(isAccountantFile("payments.csv")).toBe(true);
    expect(isAccountantFile("constructor")).toBe(false);
    expect(isAccountantFile(undefined)).toBe(false);
  });
});
