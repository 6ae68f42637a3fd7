import { z } from "zod";

// What a proposal offers, as stored in proposals.content and edited in the admin: one to three
// packages for the client to pick from, extras every option includes (add-ons and custom lines)
// and an optional discount. Prices are integer cents; the server prices it (./pricing.ts).

const cents = z.number().int().min(0).max(100_000_000);
const key = z.string().regex(/^[a-z0-9-]{1,40}$/);

export const proposalPackageSchema = z.object({
  /** Stable within the proposal: the option the client picks and the signature names. */
  key,
  /** The service it was copied from, if any (prices are copied: a later price change does not alter it). */
  serviceId: z.number().int().positive().nullable(),
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000),
  features: z.array(z.string().trim().min(1).max(200)).max(30),
  priceCents: cents,
  taxable: z.boolean(),
});

export const proposalExtraSchema = z.object({
  key,
  kind: z.enum(["add_on", "custom"]),
  serviceId: z.number().int().positive().nullable(),
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000),
  unitCents: cents,
  quantity: z.number().int().min(1).max(100),
  taxable: z.boolean(),
});

export const discountSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("fixed"), cents, label: z.string().trim().max(80) }),
  z.object({
    kind: z.literal("percent"),
    basisPoints: z.number().int().min(1).max(10_000),
    label: z.string().trim().max(80),
  }),
]);

export const proposalContentSchema = z.object({
  packages: z.array(proposalPackageSchema).min(1).max(3),
  extras: z.array(proposalExtraSchema).max(30),
  discount: discountSchema.nullable(),
});

export type ProposalPackage = z.infer<typeof proposalPackageSchema>;
export type ProposalExtra = z.infer<typeof proposalExtraSchema>;
export type ProposalContent = z.infer<typeof proposalContentSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const paymentScheduleSchema = z.object({
  /** Due at signing. */
  retainer: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("percent"), basisPoints: z.number().int().min(1).max(10_000) }),
    z.object({ kind: z.literal("fixed"), cents: cents.min(1) }),
  ]),
  /** The rest, split evenly; none: the balance is due on the session date. */
  instalments: z
    .array(
      z.discriminatedUnion("kind", [
        z.object({ kind: z.literal("on_date"), date: isoDate }),
        z.object({ kind: z.literal("days_before"), days: z.number().int().min(0).max(730) }),
      ]),
    )
    .max(6),
});

export type PaymentSchedule = z.infer<typeof paymentScheduleSchema>;
