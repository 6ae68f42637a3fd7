import { defineGalleryAccessFuzz } from "./fuzz-gallery-access";
import { defineFuzzSuites } from "./fuzz-harness";

// A sample of the property-based run on every `npm test` (about 1,900 requests); the full run of
// over 10,000 is tests/slow/fuzz-public.test.ts and fuzz-admin.test.ts.
defineFuzzSuites({ json: 300, webhook: 150, signIn: 60, adminForms: 300 });
defineGalleryAccessFuzz({ codeForm: 150, galleryCheckout: 150, signIn: 60 });
