import { afterAll } from "vitest";
import { defineFuzzSuites, fuzzTally } from "../integration/fuzz-harness";

// The full property-based run, admin half: 300 sign-ins and 1,800 admin form submissions (2,100).
// tests/slow/fuzz-public.test.ts sends the other 9,000, side by side with this file.
defineFuzzSuites({ json: 2400, webhook: 900, signIn: 300, adminForms: 1800 }, ["admin"]);

afterAll(() => {
  console.log(`fuzz (admin forms): ${fuzzTally.requests} generated requests sent`);
});
