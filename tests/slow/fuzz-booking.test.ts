import { defineBookingFuzz, FULL_BOOKING_RUNS } from "../integration/fuzz-booking";

// The full property-based run of the booking endpoints and the booking admin forms (issue 28 §8):
// 1,500 signing forms, 900 "Pay the retainer", 900 test-checkout confirmations, 1,500 admin forms.
defineBookingFuzz(FULL_BOOKING_RUNS);
