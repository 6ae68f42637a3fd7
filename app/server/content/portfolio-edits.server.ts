import type { Kysely, Transaction } from "kysely";
import { describeMove, reorder, type ReorderMove } from "~/shared/admin/list-moves";
import {
  PHOTO_TEXT_REFUSED,
  photoTextSchema,
  portfolioDetailsSchema,
  portfolioWordsRowOf,
} from "~/shared/content/portfolio.schema";
import type { PortfolioSlug } from "~/shared/portfolio-slugs";
import { notFound, refuse, refused, type EditResult } from "../admin/editor/edit-result.server";
import { parseValues } from "../admin/editor/form-values.server";
import { orderedIds, writeOrder } from "../admin/editor/ordered-rows.server";
import { saveVersioned, versionedChange, type ChangeOutcome } from "../admin/editor/versioned-save.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { readPortfolioRow, type PortfolioRow } from "./portfolios.server";

// Every change the portfolio editor makes, through the kit's versioned save and change: each one
// bumps the portfolio's version and writes the activity log in the same transaction. All but "add"
// only apply at the version the editor was loaded at (a second tab is refused with 409 and offered
// a reload); adding photos appends and so cannot overwrite anything, which lets several uploads
// finishing at once all land (docs/decisions/022).

type Trx = Transaction<Database>;

const GONE = "That photo is no longer in this portfolio. Reload the page.";

/** Who changes which portfolio, from the version her form was loaded at. */
export interface PortfolioEdit {
  slug: PortfolioSlug;
  expectedVersion: number;
  actorEmail: string;
  db?: Kysely<Database>;
}

export async function savePortfolioDetails(edit: PortfolioEdit, input: Record<string, string>): Promise<EditResult> {
  const { slug, expectedVersion, actorEmail, db = sharedDb() } = edit;
  const parsed = parseValues(portfolioDetailsSchema, input);
  if (!parsed.ok) return parsed.refusal;
  const row = await readPortfolioRow(slug, db);
  return saveVersioned({
    db,
    table: "portfolios",
    id: row.id,
    expectedVersion,
    values: portfolioWordsRowOf(parsed.value),
    activity: { actorEmail, area: parsed.value.title, summary: "Changed the title, subtitle and descriptions" },
    notice: "Saved: the portfolio shows the new words now.",
  });
}

/** One change of a portfolio's photos, logged under its title (expectedVersion null: an append). */
async function change(
  edit: Omit<PortfolioEdit, "expectedVersion"> & { expectedVersion: number | null },
  apply: (trx: Trx, row: PortfolioRow) => Promise<ChangeOutcome>,
): Promise<EditResult> {
  const { slug, expectedVersion, actorEmail, db = sharedDb() } = edit;
  const row = await readPortfolioRow(slug, db);
  return versionedChange({
    db,
    table: "portfolios",
    id: row.id,
    expectedVersion,
    actorEmail,
    area: row.title,
    apply: (trx) => apply(trx, row),
  });
}

/** A photo of this portfolio: its place, the portfolio's order and its library photo; refused if it is not here. */
async function photoInPortfolio(trx: Trx, portfolioId: number, itemId: number) {
  const ids = await orderedIds(trx, "portfolio_photos", portfolioId);
  const at = ids.indexOf(itemId);
  if (at < 0) return refuse(notFound(GONE));
  const item = await trx
    .selectFrom("portfolio_photos")
    .select("photo_id")
    .where("id", "=", itemId)
    .executeTakeFirstOrThrow();
  return { at, ids, photoId: Number(item.photo_id) };
}

/** The library photos that may join the portfolio: not a client's gallery photo, not failed. */
async function usablePhotos(trx: Trx, wanted: readonly number[]) {
  const photos = await trx
    .selectFrom("media_photos")
    .select(["id", "alt_text", "state"])
    .where("id", "in", wanted)
    // A client's gallery photo is not in the library (and never on a public page).
    .where("source", "!=", "gallery")
    .execute();
  return new Map(photos.filter((p) => p.state !== "failed").map((p) => [Number(p.id), p]));
}

/** Appends library photos (skipping ones already here); no version check, see above. */
export async function addPortfolioPhotos(
  edit: Omit<PortfolioEdit, "expectedVersion">,
  photoIds: readonly number[],
): Promise<EditResult> {
  const wanted = [...new Set(photoIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (wanted.length === 0) return refused("Choose at least one photo to add.");
  return change({ ...edit, expectedVersion: null }, async (trx, row) => {
    const usable = await usablePhotos(trx, wanted);
    if (usable.size === 0) refuse(refused("Those photos are not in the library (or failed to process)."));
    const present = await trx
      .selectFrom("portfolio_photos")
      .select("photo_id")
      .where("portfolio_id", "=", row.id)
      .where("photo_id", "in", [...usable.keys()])
      .execute();
    const here = new Set(present.map((r) => Number(r.photo_id)));
    const fresh = wanted.filter((id) => usable.has(id) && !here.has(id));
    if (fresh.length === 0) refuse(refused("Those photos are already in this portfolio."));
    const last = await trx
      .selectFrom("portfolio_photos")
      .select((eb) => eb.fn.max("position").as("max"))
      .where("portfolio_id", "=", row.id)
      .executeTakeFirst();
    const start = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
    await trx
      .insertInto("portfolio_photos")
      .values(
        fresh.map((id, i) => ({
          portfolio_id: row.id,
          photo_id: id,
          position: start + i,
          // The library's description to start with; the editor asks for one when it is empty.
          alt_text: usable.get(id)?.alt_text ?? "",
          caption: "",
        })),
      )
      .execute();
    return { summary: fresh.length === 1 ? "Added a photo" : `Added ${fresh.length} photos` };
  });
}

/** Up, down, to the top or to a dropped place, through the kit's one list editor. */
export async function movePortfolioPhoto(edit: PortfolioEdit, move: ReorderMove): Promise<EditResult> {
  return change(edit, async (trx, row) => {
    const { at: from, ids: before } = await photoInPortfolio(trx, row.id, move.id);
    const after = reorder(before, move);
    await writeOrder(trx, "portfolio_photos", before, after);
    return { summary: describeMove(move, from, after.indexOf(move.id)) };
  });
}

export async function updatePortfolioPhoto(
  edit: PortfolioEdit,
  itemId: number,
  input: { altText: string; caption: string },
): Promise<EditResult> {
  const parsed = parseValues(photoTextSchema, input, { error: PHOTO_TEXT_REFUSED });
  if (!parsed.ok) return parsed.refusal;
  return change(edit, async (trx, row) => {
    const { at } = await photoInPortfolio(trx, row.id, itemId);
    await trx
      .updateTable("portfolio_photos")
      .set({ alt_text: parsed.value.altText, caption: parsed.value.caption })
      .where("id", "=", itemId)
      .execute();
    return { summary: `Changed the description of photo ${at + 1}` };
  });
}

/** Takes a photo out of the portfolio (it stays in the library); the order closes up. */
export async function removePortfolioPhoto(edit: PortfolioEdit, itemId: number): Promise<EditResult> {
  return change(edit, async (trx, row) => {
    const { at, ids: before, photoId } = await photoInPortfolio(trx, row.id, itemId);
    await trx.deleteFrom("portfolio_photos").where("id", "=", itemId).execute();
    // Positions stay dense (0..n-1): the rows after it move up one.
    await writeOrder(
      trx,
      "portfolio_photos",
      before,
      before.filter((id) => id !== itemId),
    );
    if (Number(row.cover_photo_id) === photoId) {
      // Its cover left with it: /work shows the first photo until another is chosen.
      await trx.updateTable("portfolios").set({ cover_photo_id: null }).where("id", "=", row.id).execute();
    }
    return { summary: `Removed photo ${at + 1} from the portfolio` };
  });
}

export async function setPortfolioCover(edit: PortfolioEdit, itemId: number): Promise<EditResult> {
  return change(edit, async (trx, row) => {
    const { at, photoId } = await photoInPortfolio(trx, row.id, itemId);
    await trx.updateTable("portfolios").set({ cover_photo_id: photoId }).where("id", "=", row.id).execute();
    return { summary: `Made photo ${at + 1} the cover on the Portfolio page` };
  });
}
