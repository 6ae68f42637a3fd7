import { data } from "react-router";
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import { arizonaWallClock, epochMinuteOf } from "~/shared/scheduling/arizona-clock";
import { checkCouponForm, couponForm, type CouponForm, type CouponValues } from "~/shared/shop/coupon.schema";
import { readProducts } from "./shop-products.server";
import {
  dateRefusal,
  minimumRefusal,
  normalizeCode,
  type CouponTerms,
  type CategorisedLine,
} from "~/shared/shop/coupon-rules";
import { sumCents } from "~/shared/money";
import { invalid, type EditResult, type Refusal } from "../admin/editor/edit-result.server";
import { idParam } from "../admin/editor/route-params.server";
import { createRecord, saveVersioned } from "../admin/editor/versioned-save.server";
import { db as sharedDb, toBool } from "../db/db.server";
import type { CouponsTable, Database } from "../db/schema";

// Her shop coupons (issue 31 §5, docs/decisions/045-shop-coupons.md): the admin's list and editor,
// the cart's check of a code, and the checkout's claim of a use. A use is claimed by one
// conditional UPDATE inside the transaction that creates the order, so the last use goes to one
// checkout only, on either database; an order that ends unpaid ("failed") gives its use back.

type Executor = Kysely<Database> | Transaction<Database>;

const AREA = "Coupons";
const NO_SUCH_COUPON = "No such coupon: it may have been deleted.";
export const NO_SUCH_CODE = "No such code.";
export const USED_UP = "This code has been used up.";

export interface CouponRecord extends CouponValues {
  id: number;
  version: number;
  uses: number;
  form: CouponForm;
}

function toRecord(row: Selectable<CouponsTable>): CouponRecord {
  const values: CouponValues = {
    code: row.code,
    kind: row.kind === "amount" ? "amount" : "percent",
    percentOff: row.percent_off === null ? null : Number(row.percent_off),
    amountOffCents: row.amount_off_cents === null ? null : Number(row.amount_off_cents),
    category: row.category,
    usableOn: row.usable_on,
    minOrderCents: row.min_order_cents === null ? null : Number(row.min_order_cents),
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    maxUses: row.max_uses === null ? null : Number(row.max_uses),
    active: toBool(row.active),
  };
  return {
    ...values,
    id: Number(row.id),
    version: Number(row.version),
    uses: Number(row.uses),
    form: couponForm(values),
  };
}

export function couponTerms(coupon: CouponValues): CouponTerms {
  const { code, kind, percentOff, amountOffCents, category, minOrderCents } = coupon;
  return { code, kind, percentOff, amountOffCents, category, minOrderCents };
}

/** Today as the studio reads it (Arizona). */
export const arizonaToday = (now: Date = new Date()): string => arizonaWallClock(epochMinuteOf(now)).date;

export async function listCoupons(db: Kysely<Database> = sharedDb()): Promise<CouponRecord[]> {
  const rows = await db.selectFrom("coupons").selectAll().orderBy("code").execute();
  return rows.map(toRecord);
}

/** The coupon an admin page is about (/admin/coupons/:id), or that page's 404. */
export async function couponFromUrl(param: string | undefined, db: Kysely<Database> = sharedDb()) {
  const id = idParam(param, NO_SUCH_COUPON);
  const row = await db.selectFrom("coupons").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw data({ error: NO_SUCH_COUPON }, { status: 404 });
  return toRecord(row);
}

function columns(v: CouponValues) {
  return {
    code: v.code,
    kind: v.kind,
    percent_off: v.kind === "percent" ? v.percentOff : null,
    amount_off_cents: v.kind === "amount" ? v.amountOffCents : null,
    category: v.category,
    usable_on: v.usableOn,
    min_order_cents: v.minOrderCents,
    starts_on: v.startsOn,
    ends_on: v.endsOn,
    max_uses: v.maxUses,
    active: v.active,
  };
}

/** The categories a coupon may be limited to: those of her products, whatever their status. */
export async function productCategoriesOf(db: Kysely<Database>): Promise<string[]> {
  return [...new Set((await readProducts(db)).map((p) => p.category))];
}

async function checked(
  db: Kysely<Database>,
  input: CouponForm,
  exceptId: number | null,
): Promise<{ ok: true; values: CouponValues } | { ok: false; refusal: Refusal }> {
  const result = checkCouponForm(input, await productCategoriesOf(db));
  if (!result.ok) return { ok: false, refusal: invalid(result.fields) };
  let taken = db.selectFrom("coupons").select("id").where("code", "=", result.values.code);
  if (exceptId !== null) taken = taken.where("id", "<>", exceptId);
  if (await taken.executeTakeFirst())
    return {
      ok: false,
      refusal: invalid({ code: `There is already a coupon with the code ${result.values.code}.` }),
    };
  return result;
}

export async function createCoupon(
  input: CouponForm,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<{ id: number } | Refusal> {
  const result = await checked(db, input, null);
  if (!result.ok) return result.refusal;
  return createRecord({
    db,
    table: "coupons",
    values: () => columns(result.values),
    activity: { actorEmail, area: AREA, summary: `Created the coupon ${result.values.code}` },
  });
}

export async function saveCoupon(
  coupon: CouponRecord,
  input: CouponForm,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  const result = await checked(db, input, coupon.id);
  if (!result.ok) return result.refusal;
  return saveVersioned({
    db,
    table: "coupons",
    id: coupon.id,
    expectedVersion,
    values: columns(result.values),
    activity: { actorEmail, area: AREA, summary: `Saved the coupon ${result.values.code}` },
    notice: result.values.active
      ? `Saved: buyers can enter ${result.values.code} in the cart.`
      : "Saved. It is inactive: the cart refuses it.",
  });
}

export type CouponCheck = { ok: true; id: number; terms: CouponTerms } | { ok: false; error: string };

/**
 * Whether `code` takes something off these lines today: it exists and is active, today is inside
 * its dates, the lines reach its minimum, and a use is left. The checkout claims the use later.
 */
export async function checkCoupon(
  code: string,
  lines: readonly CategorisedLine[],
  today: string = arizonaToday(),
  db: Executor = sharedDb(),
  place: "shop" | "invoices" = "shop",
): Promise<CouponCheck> {
  const normalized = normalizeCode(code);
  if (!/^[A-Z0-9]{1,30}$/.test(normalized)) return { ok: false, error: NO_SUCH_CODE };
  const row = await db.selectFrom("coupons").selectAll().where("code", "=", normalized).executeTakeFirst();
  if (!row || !toBool(row.active)) return { ok: false, error: NO_SUCH_CODE };
  const coupon = toRecord(row);
  const refusal =
    placeRefusal(coupon.usableOn, place) ??
    dateRefusal(coupon, today) ??
    (coupon.maxUses !== null && coupon.uses >= coupon.maxUses ? USED_UP : null) ??
    minimumRefusal(coupon, sumCents(lines), place);
  return refusal ? { ok: false, error: refusal } : { ok: true, id: coupon.id, terms: couponTerms(coupon) };
}

export const SHOP_ONLY = "This code is for the shop only: it cannot be used on an invoice.";
export const INVOICES_ONLY = "This code is for session invoices only: it cannot be used in the shop.";

/** Why a coupon is refused where it is entered (decision 052), or null. */
function placeRefusal(usableOn: CouponValues["usableOn"], place: "shop" | "invoices"): string | null {
  if (usableOn === "both" || usableOn === place) return null;
  return place === "shop" ? INVOICES_ONLY : SHOP_ONLY;
}

/**
 * Claims one use of the coupon for this order, in the order's transaction: one conditional UPDATE,
 * so concurrent checkouts cannot together pass the maximum. False when none is left.
 */
export async function claimCouponUse(trx: Executor, couponId: number, orderId: number): Promise<boolean> {
  if (!(await takeCouponUse(trx, couponId))) return false;
  await trx.insertInto("coupon_uses").values({ coupon_id: couponId, order_id: orderId }).execute();
  return true;
}

/**
 * The one conditional write that counts a use (the shop's and the invoices' together, decision
 * 052): false when none is left. The caller records who holds the use in the same transaction.
 */
export async function takeCouponUse(trx: Executor, couponId: number): Promise<boolean> {
  const result = await trx
    .updateTable("coupons")
    .set({ uses: sql<number>`uses + 1` })
    .where("id", "=", couponId)
    .where((eb) => eb.or([eb("max_uses", "is", null), eb("uses", "<", eb.ref("max_uses"))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives back the use an order held (it ended unpaid); nothing when it held none. */
export async function releaseCouponUse(executor: Executor, orderId: number): Promise<void> {
  const held = await executor
    .deleteFrom("coupon_uses")
    .where("order_id", "=", orderId)
    .returning("coupon_id")
    .executeTakeFirst();
  if (held) await giveCouponUseBack(executor, Number(held.coupon_id));
}

/** Counts one use less (its holder ended unpaid), never below zero. */
export async function giveCouponUseBack(executor: Executor, couponId: number): Promise<void> {
  await executor
    .updateTable("coupons")
    .set({ uses: sql<number>`uses - 1` })
    .where("id", "=", couponId)
    .where("uses", ">", 0)
    .execute();
}
