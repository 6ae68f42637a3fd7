import { data } from "react-router";
import {
  PRICE_SOURCE_LABELS,
  PRODUCT_INTENTS,
  PRODUCT_LIST_INTENTS,
  NEW_PRODUCT_INTENTS,
  namedSheetChoice,
  toProductDraft,
  type ProductDraft,
} from "~/shared/shop/product.schema";
import { priceSources } from "~/catalogue/product-rows";
import { printSizesFrom } from "~/catalogue/sizes";
import { deleteRecordAction } from "../admin/editor/delete-action.server";
import { editorAction } from "../admin/editor/editor-action.server";
import { createAction, createFrom, saveRecordFrom } from "../admin/editor/editor-handlers.server";
import { listMoveHandlers } from "../admin/editor/list-rows.server";
import { photoChoices } from "../content/library-choices.server";
import { db as sharedDb } from "../db/db.server";
import {
  createProduct,
  deleteProduct,
  moveProduct,
  NO_SUCH_PRODUCT,
  productDraftFromForm,
  saveProduct,
  whyNotDeletable,
} from "./product-editor.server";
import { sizesLine } from "./named-price-sheet-pages.server";
import { readNamedSheets } from "./named-price-sheets.server";
import { readPriceSheets } from "./shop-catalogue.server";
import { readProduct, readProducts, type StoredProduct } from "./shop-products.server";

// The /admin/products screens' data and form posts (decision 050); the kit's editorAction checks
// the session and the CSRF token before any of these run.

/** The form's choices: her categories, her library photos, and each sheet with its sizes and prices. */
async function formChoices() {
  const [products, photos, { sheets }, named] = await Promise.all([
    readProducts(),
    photoChoices(),
    readPriceSheets(),
    readNamedSheets(),
  ]);
  const prints = printSizesFrom(sheets.prints);
  const sheetSizes: Record<string, string> = {
    prints: sizesLine(prints.portrait),
    "prints-landscape": sizesLine(prints.landscape),
    "photo-album": sizesLine(sheets.photoAlbum),
    "wedding-album": sizesLine(sheets.weddingAlbum),
    own: "The sizes and prices you enter below.",
  };
  return {
    categories: [...new Set(products.map((p) => p.category))],
    photos,
    // The shop's sheets, then hers by name, then "its own sizes" last.
    priceSources: [
      ...priceSources
        .filter((value) => value !== "sheet")
        .map((value) => ({ value, label: PRICE_SOURCE_LABELS[value], sizes: sheetSizes[value]! })),
      ...named.map((sheet) => ({
        value: namedSheetChoice(sheet.id),
        label: sheet.name,
        sizes: sizesLine(sheet.sizes),
      })),
    ].sort((a, b) => Number(a.value === "own") - Number(b.value === "own")),
  };
}

/** A product's draft as the form's flat field values ("ownSizes.0.size"). */
export function formValues(draft: ProductDraft): Record<string, string> {
  const { ownSizes, ...rest } = draft;
  return {
    ...rest,
    ...Object.fromEntries(
      ownSizes.flatMap((row, i) => [
        [`ownSizes.${i}.size`, row.size],
        [`ownSizes.${i}.price`, row.price],
      ]),
    ),
  };
}

async function productFromUrl(id: string | undefined): Promise<StoredProduct> {
  const product = id ? await readProduct(sharedDb(), id) : undefined;
  if (!product) throw data({ error: NO_SUCH_PRODUCT }, { status: 404 });
  return product;
}

export async function productsPage() {
  const [products, named] = await Promise.all([readProducts(), readNamedSheets()]);
  const sheetNames = new Map(named.map((sheet) => [sheet.id, sheet.name]));
  return {
    products: products.map((p) => ({
      id: p.id,
      title: p.title,
      category: p.category,
      status: p.status,
      price: (p.priceSheetId !== null && sheetNames.get(p.priceSheetId)) || PRICE_SOURCE_LABELS[p.priceSource],
    })),
  };
}

export const newProductPage = async () => ({ choices: await formChoices() });

export async function productPage(id: string | undefined) {
  const [product, choices] = await Promise.all([productFromUrl(id), formChoices()]);
  return {
    product: {
      id: product.id,
      title: product.title,
      version: product.version,
      status: product.status,
      values: formValues(toProductDraft(product)),
      builtIn: product.imageKey !== null,
    },
    choices,
  };
}

export async function productDeletePage(id: string | undefined) {
  const product = await productFromUrl(id);
  return {
    product: { id: product.id, title: product.title, version: product.version },
    why: await whyNotDeletable(sharedDb(), product.id),
  };
}

const echo = (draft: ProductDraft) => ({ values: formValues(draft) });

export function newProductAction(request: Request) {
  const create = createFrom(productDraftFromForm, createProduct, { open: (id) => `/admin/products/${id}`, echo });
  return createAction(request, NEW_PRODUCT_INTENTS, create);
}

export function productEditorAction(request: Request, id: string | undefined) {
  return editorAction(
    request,
    PRODUCT_INTENTS,
    {
      save: saveRecordFrom(productDraftFromForm, () => productFromUrl(id), saveProduct, echo),
    },
    { fallback: PRODUCT_INTENTS.save },
  );
}

export function deleteProductAction(request: Request, id: string | undefined) {
  return deleteRecordAction(request, () => productFromUrl(id), deleteProduct, { done: "/admin/products?deleted=1" });
}

/** The list's Move up / Move down and drops: her order is the order of All Products. */
export function productsListAction(request: Request) {
  const handlers = listMoveHandlers((id) => id || undefined, NO_SUCH_PRODUCT, moveProduct);
  return editorAction(request, PRODUCT_LIST_INTENTS, handlers);
}
