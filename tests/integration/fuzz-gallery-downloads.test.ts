import { defineGalleryFuzz } from "./fuzz-gallery-harness";

// A sample of the client gallery endpoints' property-based run on every `npm test` (300 requests);
// the full run of 3,000 is tests/slow/fuzz-gallery-downloads.test.ts.
defineGalleryFuzz(300);
