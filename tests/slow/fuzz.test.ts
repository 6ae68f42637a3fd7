import { afterAll } from "vitest";
import { defineFuzzSuites, fuzzTally } from "../integration/fuzz-harness";

// The full property-based run: 3 × 2,400 JSON requests, 2 × 900 webhook requests, 300 sign-ins and
// 1,800 admin form submissions: 11,100 generated requests. The total is printed at the end.
defineFuzzSuites({ json: 2400, webhook: 900, signIn: 300, adminForms: 1800 });

afterAll(() => {
  console.log(`fuzz: ${fuzzTally.requests} generated requests sent`);
});
