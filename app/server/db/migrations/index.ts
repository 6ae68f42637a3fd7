import type { AppMigration } from "../dialect";
import { testimonials } from "./0001-testimonials";
import { outboxAndRateLimits } from "./0002-outbox-and-rate-limits";

// Applied in this order, once each. Append new migrations; never edit one that has shipped.
export const migrations: readonly AppMigration[] = [testimonials, outboxAndRateLimits];
