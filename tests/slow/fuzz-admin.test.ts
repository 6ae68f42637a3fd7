import { afterAll } from "vitest";
import { defineGalleryAccessFuzz, FULL_GALLERY_RUNS } from "../integration/fuzz-gallery-access";
import { defineFuzzSuites, FULL_RUNS, fuzzTally } from "../integration/fuzz-harness";

// The full property-based run, admin half: 300 sign-ins, 1,800 admin form submissions and 300
// sign-ins from three addresses at the default per-address limit (2,400).
// tests/slow/fuzz-public.test.ts sends the other 10,200, side by side with this file.
defineFuzzSuites(FULL_RUNS, ["admin"]);
defineGalleryAccessFuzz(FULL_GALLERY_RUNS, ["admin"]);

afterAll(() => {
  console.log(`fuzz (admin forms): ${fuzzTally.requests} generated requests sent`);
});
