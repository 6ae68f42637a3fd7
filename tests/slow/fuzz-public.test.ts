import { afterAll } from "vitest";
import { defineGalleryAccessFuzz, FULL_GALLERY_RUNS } from "../integration/fuzz-gallery-access";
import { defineFuzzSuites, FULL_RUNS, fuzzTally } from "../integration/fuzz-harness";

// The full property-based run, public half: 3 × 2,400 JSON requests, 2 × 900 webhook requests and
// 2 × 600 to a client gallery's code form and checkout (10,200). tests/slow/fuzz-admin.test.ts
// sends the other 2,400, side by side with this file.
defineFuzzSuites(FULL_RUNS, ["public"]);
defineGalleryAccessFuzz(FULL_GALLERY_RUNS, ["public"]);

afterAll(() => {
  console.log(`fuzz (public endpoints): ${fuzzTally.requests} generated requests sent`);
});
