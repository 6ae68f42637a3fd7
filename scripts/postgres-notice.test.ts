import { describe, expect, it } from "vitest";
import { postgresNotice } from "./postgres-notice.mjs";

describe("postgresNotice (npm test)", () => {
  it("is one line naming the skipped PostgreSQL tests and how to run them", () => {
    const line = postgresNotice({});
    expect(line).toMatch(/^PostgreSQL tests skipped: TEST_DATABASE_URL is not set/);
    expect(line).toContain("TEST_DATABASE_URL=postgres://");
    expect(line).not.toContain("\n");
  });

  it("says nothing when they run", () => {
    expect(postgresNotice({ TEST_DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test" })).toBeUndefined();
  });
});
