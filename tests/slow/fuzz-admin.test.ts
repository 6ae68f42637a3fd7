import { afterAll } from "vitest";
import { defineFuzzSuites, FULL_RUNS, fuzzTally } from "../integration/fuzz-harness";

// The full property-based run, admin half: 300 sign-ins and 1,800 admin form submissions (2,100).
// tests/slow/fuzz-public.test.ts sends the other 9,000, side by side with this file.
defineFuzzSuites(FULL_RUNS, ["admin"]);

afterAll(() => {
  console.log(`fuzz (admin forms): ${fuzzTally.requests} generated requests sent`);
});
