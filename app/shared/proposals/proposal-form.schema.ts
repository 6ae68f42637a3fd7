import { z } from "zod";
import { positiveInt } from "~/shared/admin/form-fields";
import { textField } from "~/shared/admin/form-fields";
import type { PaymentSchedule, ProposalContent } from "~/shared/booking/proposal-content";
import { fieldErrors, type FieldErrors } from "~/shared/field-errors";
import { isRealDate } from "~/shared/galleries/gallery-admin-rules";
import { markdownText } from "~/shared/content/markdown-field";
import { dollarsToCents, percentToBasisPoints } from "./form-amounts";
import { MAX_EXTRAS, MAX_INSTALMENTS, MAX_PACKAGES, type ProposalDraft, type ProposalValues } from "./proposal-form";

// What each field of the proposal editor accepts, in her words (the messages stand under each
// field), and the draft turned into the stored values: dollars → integer cents, percentages →
// basis points, lines → lists, every package and line with a key the booking page can name.

const MAX_CENTS = 100_000_000;

const dollars = (message: string, { min = 0 } = {}) =>
  z.string().transform((t, ctx) => {
    const cents = dollarsToCents(t);
    if (cents === undefined || cents < min) ctx.addIssue({ code: "custom", message });
    else if (cents > MAX_CENTS) ctx.addIssue({ code: "custom", message: "Enter an amount of at most $1,000,000." });
    return cents ?? 0;
  });

const percent = (message: string) =>
  z.string().transform((t, ctx) => {
    const basisPoints = percentToBasisPoints(t);
    if (basisPoints === undefined || basisPoints < 1 || basisPoints > 10_000) ctx.addIssue({ code: "custom", message });
    return basisPoints ?? 0;
  });

const optionalText = (what: string, max: number) =>
  z.string().trim().max(max, `Keep the ${what} to ${max} characters or fewer.`);

/** A hidden id: empty, or a row's id (anything else was not typed by her). */
const optionalId = z.string().transform((t, ctx) => {
  if (t.trim() === "") return null;
  const id = positiveInt(t.trim());
  if (id === undefined)
    ctx.addIssue({ code: "custom", message: "This form was changed outside the editor. Reload the page." });
  return id ?? null;
});

const checkbox = z.string().transform((v) => v === "on");

const features = z
  .string()
  .transform((t) =>
    t
      .split(/\r\n?|\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .refine((list) => list.length <= 30, "Keep the list to 30 lines or fewer.")
  .refine((list) => list.every((line) => line.length <= 200), "Keep each line to 200 characters or fewer.");

const packageSchema = z.object({
  key: z.string(),
  serviceId: optionalId,
  title: textField("package's name", 120, "Give the package a name, for example Full Day Coverage."),
  description: optionalText("description", 2000),
  features,
  price: dollars("Enter the price in dollars, for example 4500 or 4,500.00."),
  taxable: checkbox,
});

const extraSchema = z.object({
  key: z.string(),
  kind: z.string().transform((k) => (k === "add_on" ? ("add_on" as const) : ("custom" as const))),
  serviceId: optionalId,
  title: textField("line's name", 120, "Give the line a name, for example Second photographer."),
  description: optionalText("description", 2000),
  unitPrice: dollars("Enter the price in dollars, for example 350 or 350.00."),
  quantity: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, "Enter how many, as a whole number from 1 to 100.")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, "Enter how many, as a whole number from 1 to 100."),
  taxable: checkbox,
});

const date = (message: string) => z.string().trim().refine(isRealDate, message);
const optionalDate = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === "" || isRealDate(v), message)
    .transform((v) => v || null);

/** A session's start time, Arizona's clock ("16:30"), or empty: null (all day). Moving a session reads it too. */
export const sessionTimeField = z
  .string()
  .trim()
  .refine((t) => t === "" || /^([01]\d|2[0-3]):[0-5]\d$/.test(t), "Enter the time as on a clock, for example 16:30.")
  .transform((t) => t || null);

/** A session's place, optional. */
export const sessionPlaceField = optionalText("place", 200);

const instalmentSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("days_before"),
      days: z
        .string()
        .trim()
        .regex(/^\d{1,3}$/, "Enter the number of days before the session, from 0 to 730.")
        .transform(Number)
        .refine((n) => n <= 730, "Enter the number of days before the session, from 0 to 730."),
      date: z.string(),
    }),
    z.object({
      kind: z.literal("on_date"),
      days: z.string(),
      date: date("Enter the date the payment is due, for example 2027-09-01."),
    }),
  ],
  { error: "Choose when the payment is due." },
);

/** Keys kept when they are good and unique; the others get the next free "<prefix>-N". */
function withKeys<T extends { key: string }>(items: T[], prefix: string): T[] {
  const used = new Set<string>();
  const good = items.map((item) => {
    const ok = /^[a-z0-9-]{1,40}$/.test(item.key) && !used.has(item.key);
    if (ok) used.add(item.key);
    return ok;
  });
  let next = 1;
  return items.map((item, i) => {
    if (good[i]) return item;
    while (used.has(`${prefix}-${next}`)) next++;
    used.add(`${prefix}-${next}`);
    return { ...item, key: `${prefix}-${next}` };
  });
}

/** The draft → the stored values; `today` is Arizona's date ("YYYY-MM-DD"), for the expiry. */
function proposalSchema(today: string) {
  return z
    .object({
      title: textField("title", 120, "Give the proposal a title, for example Anna & Ben's wedding."),
      sessionDate: optionalDate("Enter the session date as a date, for example 2027-10-16, or leave it blank."),
      sessionTime: sessionTimeField,
      sessionPlace: sessionPlaceField,
      packages: z
        .array(packageSchema)
        .min(1, "Add at least one package for the client.")
        .max(MAX_PACKAGES, `Offer at most ${MAX_PACKAGES} packages.`),
      extras: z.array(extraSchema).max(MAX_EXTRAS, `Keep to ${MAX_EXTRAS} extra lines or fewer.`),
      discountKind: z.enum(["none", "fixed", "percent"], { error: "Choose a kind of discount." }),
      discountAmount: z.string(),
      discountLabel: optionalText("discount's label", 80),
      retainerKind: z.enum(["percent", "fixed"], { error: "Choose a percentage or a fixed retainer." }),
      retainerAmount: z.string(),
      instalments: z
        .array(instalmentSchema)
        .max(MAX_INSTALMENTS, `Keep to ${MAX_INSTALMENTS} payments after the retainer or fewer.`),
      contractTemplateId: optionalId,
      contractBody: markdownText("contract", 50_000),
      expiresOn: date("Enter the date the proposal expires, for example 2027-01-31.").refine(
        (v) => v >= today,
        "That day has passed (Arizona time): choose today or a later date.",
      ),
      message: optionalText("message", 5000),
    })
    .transform((d, ctx): ProposalValues => {
      const discount = discountOf(d, ctx);
      const retainer: PaymentSchedule["retainer"] =
        d.retainerKind === "percent"
          ? {
              kind: "percent",
              basisPoints: parseAt(ctx, "retainerAmount", percent(RETAINER_PERCENT), d.retainerAmount),
            }
          : {
              kind: "fixed",
              cents: parseAt(ctx, "retainerAmount", dollars(RETAINER_DOLLARS, { min: 1 }), d.retainerAmount),
            };
      const instalments = d.instalments.map((i) =>
        i.kind === "on_date" ? { kind: i.kind, date: i.date } : { kind: i.kind, days: i.days },
      );
      const balanceBeforeSession =
        instalments.length === 0 ? !(retainer.kind === "percent" && retainer.basisPoints === 10_000) : false;
      if (!d.sessionDate && (balanceBeforeSession || instalments.some((i) => i.kind === "days_before"))) {
        ctx.addIssue({
          code: "custom",
          path: ["sessionDate"],
          message: "Enter the session date: a payment is due a number of days before it (or set payments on dates).",
        });
      }
      const content: ProposalContent = {
        packages: withKeys(d.packages, "option").map((p) => ({
          key: p.key,
          serviceId: p.serviceId,
          title: p.title,
          description: p.description,
          features: p.features,
          priceCents: p.price,
          taxable: p.taxable,
        })),
        extras: withKeys(d.extras, "line").map((e) => ({
          key: e.key,
          kind: e.kind,
          serviceId: e.serviceId,
          title: e.title,
          description: e.description,
          unitCents: e.unitPrice,
          quantity: e.quantity,
          taxable: e.taxable,
        })),
        discount,
      };
      return {
        title: d.title,
        sessionDate: d.sessionDate,
        sessionTime: d.sessionTime,
        sessionPlace: d.sessionPlace,
        content,
        schedule: { retainer, instalments },
        contractTemplateId: d.contractTemplateId,
        contractBody: d.contractBody,
        expiresOn: d.expiresOn,
        message: d.message,
      };
    });
}

const RETAINER_PERCENT = "Enter the retainer as a percentage from 0.01 to 100, for example 30.";
const RETAINER_DOLLARS = "Enter the retainer in dollars, for example 1350 or 1,350.00.";

/** A field checked only in some cases (the amount's meaning depends on its kind). */
function parseAt<T>(ctx: z.RefinementCtx, path: string, schema: z.ZodType<T, string>, value: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: "custom", path: [path], message: parsed.error.issues[0]?.message ?? "Check this amount." });
  return undefined as T;
}

function discountOf(
  d: { discountKind: "none" | "fixed" | "percent"; discountAmount: string; discountLabel: string },
  ctx: z.RefinementCtx,
): ProposalContent["discount"] {
  const label = d.discountLabel;
  if (d.discountKind === "none") return null;
  if (d.discountKind === "fixed") {
    const message = "Enter the discount in dollars, for example 200 or 200.00.";
    return {
      kind: "fixed",
      cents: parseAt(ctx, "discountAmount", dollars(message, { min: 1 }), d.discountAmount),
      label,
    };
  }
  const message = "Enter the discount as a percentage from 0.01 to 100, for example 10.";
  return { kind: "percent", basisPoints: parseAt(ctx, "discountAmount", percent(message), d.discountAmount), label };
}

/** The draft's verdict: the values to store, or a message per field ("packages.1.price"). */
export function parseProposalDraft(
  draft: ProposalDraft,
  today: string,
): { ok: true; values: ProposalValues } | { ok: false; fields: FieldErrors } {
  const parsed = proposalSchema(today).safeParse(draft);
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error.issues) };
  return { ok: true, values: parsed.data };
}
