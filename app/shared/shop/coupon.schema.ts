import { productCategories } from "~/catalogue/offer";
import { defineIntents } from "~/shared/admin/intents";
import { priceField } from "~/shared/content/investment.schema";
import type { FieldErrors } from "~/shared/field-errors";
import { formatPrice } from "~/shared/money";

// Her coupon form (decision 045): the fields as typed, what each accepts (the messages shown under
// each field) and the values stored. Money is typed in dollars and kept in integer cents; dates are
// Arizona dates, both inclusive.

export const COUPON_FIELDS = [
  "code",
  "kind",
  "percentOff",
  "amountOff",
  "category",
  "usableOn",
  "minOrder",
  "startsOn",
  "endsOn",
  "maxUses",
  "active",
] as const;

export type CouponForm = Record<(typeof COUPON_FIELDS)[number], string>;

export const NEW_COUPON_INTENTS = defineIntents(["create"]);
export const COUPON_INTENTS = defineIntents(["save"]);

/** The seeded shop's categories; the editor offers her products' categories (decision 050). */
export const COUPON_CATEGORIES: readonly string[] = productCategories;

export interface CouponValues {
  code: string;
  kind: "percent" | "amount";
  percentOff: number | null;
  amountOffCents: number | null;
  category: string | null;
  /** Where buyers can enter it (decision 052): shop orders, session invoices, or both. */
  usableOn: CouponUsableOn;
  minOrderCents: number | null;
  startsOn: string | null;
  endsOn: string | null;
  maxUses: number | null;
  active: boolean;
}

export type CouponUsableOn = "shop" | "invoices" | "both";
export const COUPON_USABLE_ON: readonly CouponUsableOn[] = ["shop", "invoices", "both"];

export const BLANK_COUPON: CouponForm = {
  code: "",
  kind: "percent",
  percentOff: "",
  amountOff: "",
  category: "",
  usableOn: "shop",
  minOrder: "",
  startsOn: "",
  endsOn: "",
  maxUses: "",
  active: "on",
};

const MAX_CENTS = 100_000_000;

function money(typed: string, example: string): number | string {
  const cents = priceField.safeParse(typed);
  if (!cents.success) return `Enter an amount in dollars, e.g. ${example}.`;
  return cents.data > MAX_CENTS ? "Enter an amount of at most $1,000,000." : cents.data;
}

function isDate(typed: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(typed)) return false;
  const date = new Date(`${typed}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === typed;
}

/** The form checked: its values, or a message in words under each field it refuses. */
export function checkCouponForm(
  form: CouponForm,
  categories: readonly string[] = COUPON_CATEGORIES,
): { ok: true; values: CouponValues } | { ok: false; fields: FieldErrors } {
  const fields: FieldErrors = {};
  const code = form.code.trim().toUpperCase();
  if (code === "") fields.code = "Enter a code, e.g. SPRING10.";
  else if (!/^[A-Z0-9]{3,30}$/.test(code)) fields.code = "Use 3 to 30 letters and digits, with no spaces or symbols.";

  const kind = form.kind === "amount" ? "amount" : form.kind === "percent" ? "percent" : null;
  if (kind === null) fields.kind = "Choose a percent or an amount off.";
  let percentOff: number | null = null;
  let amountOffCents: number | null = null;
  if (kind === "percent") {
    const typed = form.percentOff.trim().replace(/%$/, "").trim();
    if (!/^\d{1,3}$/.test(typed) || Number(typed) < 1 || Number(typed) > 100)
      fields.percentOff = "Enter a whole percent from 1 to 100.";
    else percentOff = Number(typed);
  } else if (kind === "amount") {
    const typed = form.amountOff.trim();
    const cents = typed === "" ? "Enter the amount off in dollars, e.g. 10.00." : money(typed, "10.00");
    if (typeof cents === "string") fields.amountOff = cents;
    else if (cents < 1) fields.amountOff = "Enter an amount off of at least $0.01.";
    else amountOffCents = cents;
  }

  const category = form.category.trim() === "" ? null : form.category.trim();
  if (category !== null && !categories.includes(category))
    fields.category = "Choose the whole order or one of the shop's categories.";

  const usableOn = COUPON_USABLE_ON.find((place) => place === form.usableOn);
  if (!usableOn) fields.usableOn = "Choose where the code can be used: the shop, session invoices, or both.";
  // An invoice is in no shop category: a category coupon would take nothing off it.
  else if (usableOn !== "shop" && category !== null)
    fields.usableOn =
      "A coupon on one shop category works in the shop only: choose the whole order to use it on invoices.";

  let minOrderCents: number | null = null;
  if (form.minOrder.trim() !== "") {
    const cents = money(form.minOrder.trim(), "100.00");
    if (typeof cents === "string") fields.minOrder = `${cents.slice(0, -1)}, or leave it empty.`;
    else minOrderCents = cents;
  }

  const startsOn = form.startsOn.trim() || null;
  const endsOn = form.endsOn.trim() || null;
  if (startsOn !== null && !isDate(startsOn)) fields.startsOn = "Enter a date like 2026-12-01, or leave it empty.";
  if (endsOn !== null && !isDate(endsOn)) fields.endsOn = "Enter a date like 2026-12-31, or leave it empty.";
  else if (startsOn !== null && endsOn !== null && !fields.startsOn && endsOn < startsOn)
    fields.endsOn = "The last day cannot be before the first day.";

  let maxUses: number | null = null;
  const usesTyped = form.maxUses.trim();
  if (usesTyped !== "") {
    if (!/^\d{1,7}$/.test(usesTyped) || Number(usesTyped) < 1)
      fields.maxUses = "Enter a whole number of uses of at least 1, or leave it empty for no limit.";
    else maxUses = Number(usesTyped);
  }

  if (Object.keys(fields).length > 0 || kind === null || !usableOn) return { ok: false, fields };
  return {
    ok: true,
    values: {
      code,
      kind,
      percentOff,
      amountOffCents,
      category,
      usableOn,
      minOrderCents,
      startsOn,
      endsOn,
      maxUses,
      active: form.active === "on",
    },
  };
}

/** The stored values as the form shows them. */
export function couponForm(values: CouponValues): CouponForm {
  const dollars = (cents: number | null) => (cents === null ? "" : formatPrice(cents).slice(1));
  return {
    code: values.code,
    kind: values.kind,
    percentOff: values.percentOff === null ? "" : String(values.percentOff),
    amountOff: dollars(values.amountOffCents),
    category: values.category ?? "",
    usableOn: values.usableOn,
    minOrder: dollars(values.minOrderCents),
    startsOn: values.startsOn ?? "",
    endsOn: values.endsOn ?? "",
    maxUses: values.maxUses === null ? "" : String(values.maxUses),
    active: values.active ? "on" : "",
  };
}
