import { defineBookingFuzz } from "./fuzz-booking";

// A sample of the booking endpoints' property-based run on every `npm test` (about 460 requests);
// the full run of 4,800 is tests/slow/fuzz-booking.test.ts.
defineBookingFuzz({ sign: 150, pay: 80, checkout: 80, adminForms: 150 });
