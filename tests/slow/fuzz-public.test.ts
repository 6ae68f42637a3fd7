import { afterAll } from "vitest";
import { defineFuzzSuites, FULL_RUNS, fuzzTally } from "../integration/fuzz-harness";

// The full property-based run, public half: 3 × 2,400 JSON requests and 2 × 900 webhook requests
// (9,000). tests/slow/fuzz-admin.test.ts sends the other 2,100, side by side with this file.
defineFuzzSuites(FULL_RUNS, ["public"]);

afterAll(() => {
  console.log(`fuzz (public endpoints): ${fuzzTally.requests} generated requests sent`);
});
