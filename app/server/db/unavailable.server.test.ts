import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable.server";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises a PostgreSQL that is down, shutting down or starting", () => {
    expect(isDatabaseUnavailable(withCode("connect ECONNREFUSED 127.0.0.1:5999", "ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("terminating connection due to administrator command", "57P01"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("the database system is starting up", "57P03"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("connection failure", "08006"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode("x", "ECONNREFUSED")], ""))).toBe(true);
    expect(isDatabaseUnavailable(new Error("query failed", { cause: withCode("x", "ECONNRESET") }))).toBe(true);
  });

  it("recognises SQLite busy past its timeout", () => {
    expect(isDatabaseUnavailable(withCode("database is locked", "SQLITE_BUSY"))).toBe(true);
  });

  it("leaves every other failure a 500", () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint "x"', "23505"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("no such table: x", "SQLITE_ERROR"))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable("Connection terminated")).toBe(false);
  });
});
