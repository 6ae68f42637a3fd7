import type { Kysely } from "kysely";
import { productKeyOf } from "~/catalogue/seed-products";
import { parseProductDraft, type ParsedProduct, type ProductDraft } from "~/shared/shop/product.schema";
import { deleteUnused } from "../admin/editor/delete-unused.server";
import { invalid, type EditResult, type Refusal } from "../admin/editor/edit-result.server";
import { moveInList, nextListPosition, type ListRowMove } from "../admin/editor/list-rows.server";
import { saveVersioned } from "../admin/editor/versioned-save.server";
import { recordActivity } from "../content/activity-log.server";
import { readyImages } from "../content/home-media.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { readNamedSheet } from "./named-price-sheets.server";
import { productColumns, type StoredProduct } from "./shop-products.server";
import { sizeRowsFromForm } from "./size-rows-form.server";

// The product editor's changes (decision 050): create, save at the loaded version, move, delete —
// each checked first (nothing half-written), with its activity entry in the same transaction.

const AREA = "Products";
export const NO_SUCH_PRODUCT = "No such product: it may have been deleted.";
const SAVED_NOTICE = "Saved: All Products and the product's page show it now.";

/** The form's fields as a draft (the own-size rows "ownSizes.0.size", "ownSizes.0.price"…). */
export function productDraftFromForm(form: FormData): ProductDraft {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    title: text("title"),
    slug: text("slug"),
    category: text("category"),
    newCategory: text("newCategory"),
    description: text("description"),
    information: text("information"),
    photo: text("photo"),
    priceSource: text("priceSource"),
    ownSizes: [...sizeRowsFromForm(form, "ownSizes")],
    status: text("status"),
  };
}

/** The draft checked, and its library photo ready to show (a client's gallery photo never is). */
async function checked(
  db: Kysely<Database>,
  draft: ProductDraft,
  existing?: StoredProduct,
): Promise<{ ok: true; value: ParsedProduct } | { ok: false; refusal: Refusal }> {
  const parsed = parseProductDraft(draft, existing);
  if (!parsed.ok) return { ok: false, refusal: invalid(parsed.fields) };
  const { photoId, priceSheetId } = parsed.value;
  if (priceSheetId !== null && !(await readNamedSheet(db, priceSheetId)))
    return {
      ok: false,
      refusal: invalid({ priceSource: "That price sheet no longer exists (it was deleted): choose another." }),
    };
  if (photoId !== null && !(await readyImages(db, [photoId])).has(photoId))
    return {
      ok: false,
      refusal: invalid({
        photo: "That photo is not in your Photos library (or is still being prepared): choose another.",
      }),
    };
  return parsed;
}

/** A new product, last in her order. */
export async function createProduct(
  draft: ProductDraft,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<{ id: string } | Refusal> {
  const result = await checked(db, draft);
  if (!result.ok) return result.refusal;
  const { id, title } = result.value;
  return db.transaction().execute(async (trx) => {
    if (await trx.selectFrom("shop_products").select("id").where("id", "=", id).executeTakeFirst())
      return invalid({ slug: `The URL name ${id} is already used by another product: choose another.` });
    await trx
      .insertInto("shop_products")
      .values({ id, position: await nextListPosition(trx, "shop_products"), ...productColumns(result.value) })
      .execute();
    await recordActivity(trx, { actorEmail, area: AREA, summary: `Added the product ${title}` });
    return { id };
  });
}

/** Saves the form at the version it was loaded at (409 when another tab saved first). */
export async function saveProduct(
  product: StoredProduct,
  draft: ProductDraft,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  const result = await checked(db, draft, product);
  if (!result.ok) return result.refusal;
  return saveVersioned({
    db,
    table: "shop_products",
    id: product.id,
    expectedVersion,
    values: productColumns(result.value),
    activity: { actorEmail, area: AREA, summary: `Saved the product ${result.value.title}` },
    notice: SAVED_NOTICE,
  });
}

/** Moves a product one place up or down, or to the place it was dropped on, in her order (All Products'). */
export function moveProduct(
  id: string,
  move: ListRowMove,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  return moveInList(db, "shop_products", id, move, actorEmail, {
    area: AREA,
    noun: "product",
    shownOn: "All Products",
    missing: NO_SUCH_PRODUCT,
  });
}

/**
 * Why the product cannot be deleted, if it cannot: it was ordered (an order line's cart id is one of
 * its pages' ids), or it is one of the shop's original products (also sold by its print flow's
 * pages, under other cart ids). Retiring keeps it on past orders instead.
 */
export async function whyNotDeletable(db: Kysely<Database>, id: string): Promise<string | undefined> {
  if (productKeyOf(id) !== `product/${id}`)
    return "This is one of your shop's original products: retire it instead, and it leaves the shop.";
  const line = await db
    .selectFrom("order_lines")
    .select("id")
    .where("cart_id", "like", `${id}-%`) // ids are [a-z0-9-]: no LIKE wildcard in one
    .executeTakeFirst();
  return line ? "This product has been ordered: retire it instead, so past orders keep it." : undefined;
}

/** Deletes a product never ordered, at the version its confirmation page was loaded at. */
export function deleteProduct(
  product: Pick<StoredProduct, "id" | "title">,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  const { id } = product;
  return deleteUnused({
    db,
    table: "shop_products",
    id,
    expectedVersion,
    actorEmail,
    area: AREA,
    what: `the product ${product.title}`,
    inUse: (trx) => whyNotDeletable(trx, id),
    missing: NO_SUCH_PRODUCT,
  });
}
