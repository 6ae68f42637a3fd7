import { sql, type Kysely, type Transaction } from "kysely";
import { z } from "zod";
import { fieldErrors, type FieldErrors } from "~/shared/field-errors";
import { changedPositions, describeMove, reorder, type ReorderMove } from "~/shared/admin/list-moves";
import type { PortfolioSlug } from "~/shared/portfolio-slugs";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { MAX_ALT_TEXT } from "../media/library.server";
import { recordActivity } from "./activity-log.server";
import { readPortfolioRow, type PortfolioRow } from "./portfolios.server";
import { saveVersioned } from "./versioned-save.server";

// Every change the portfolio editor makes. Each one bumps the portfolio's version and writes the
// activity log in the same transaction. All but "add" only apply at the version the editor was
// loaded at (a second tab is refused with 409 and offered a reload); adding photos appends and so
// cannot overwrite anything, which lets several uploads finishing at once all land
// (docs/decisions/022).

export type EditResult =
  | { ok: true; notice: string; version: number }
  | { ok: false; status: 400; error: string; fields?: FieldErrors }
  | { ok: false; status: 404; error: string }
  | { ok: false; status: 409 };

const text = (label: string, max: number, missing: string) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .max(max, `Keep the ${label} to ${max} characters or fewer.`)
    .refine((t) => !/[<>]/.test(t), `The ${label} cannot contain < or >.`);

/** The words of a portfolio; the messages are the ones shown under each field. */
export const portfolioDetailsSchema = z.object({
  title: text("title", 60, "Give the portfolio a title, for example Wedding Portfolio."),
  heading: text("page heading", 80, "Give the page a heading, for example WEDDING PORTFOLIO."),
  subtitle: text("subtitle", 200, "Write a line under the heading."),
  cardText: text("card text", 160, "Write a short line for the card on the Portfolio page."),
  description: text("description", 200, "Write a description for search engines (one or two sentences)."),
});

export type PortfolioDetails = z.infer<typeof portfolioDetailsSchema>;
export const DETAIL_FIELDS = Object.keys(portfolioDetailsSchema.shape) as Array<keyof PortfolioDetails>;

export const photoTextSchema = z.object({
  altText: z
    .string()
    .transform((t) => t.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, "Describe the photo in a few words: it is read aloud to people who cannot see it.")
        .max(MAX_ALT_TEXT, `Keep the description to ${MAX_ALT_TEXT} characters or fewer.`),
    ),
  caption: z
    .string()
    .trim()
    .max(300, "Keep the caption to 300 characters or fewer.")
    .refine((t) => !/[<>]/.test(t), "The caption cannot contain < or >."),
});

const area = (row: PortfolioRow) => row.title;
const stale = { ok: false, status: 409 } as const;
const gone = { ok: false, status: 404, error: "That photo is no longer in this portfolio. Reload the page." } as const;

export async function savePortfolioDetails(
  slug: PortfolioSlug,
  input: Record<string, string>,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  const parsed = portfolioDetailsSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      status: 400,
      error: "Not saved: some fields need a look (see the messages under them).",
      fields: fieldErrors(parsed.error.issues),
    };
  }
  const v = parsed.data;
  const row = await readPortfolioRow(slug, db);
  const outcome = await saveVersioned({
    db,
    table: "portfolios",
    id: row.id,
    expectedVersion,
    values: {
      title: v.title,
      heading: v.heading,
      subtitle: v.subtitle,
      card_text: v.cardText,
      description: v.description,
    },
    activity: { actorEmail, area: v.title, summary: "Changed the title, subtitle and descriptions" },
  });
  if (!outcome.saved) return stale;
  return { ok: true, notice: "Saved: the portfolio shows the new words now.", version: outcome.version };
}

/**
 * Runs one change in a transaction that first bumps the version (only from `expectedVersion`,
 * when given); the change returns its activity summary, or a refusal that rolls everything back.
 */
async function change(
  slug: PortfolioSlug,
  expectedVersion: number | null,
  actorEmail: string,
  db: Kysely<Database>,
  apply: (trx: Transaction<Database>, row: PortfolioRow) => Promise<{ summary: string } | Refusal>,
): Promise<EditResult> {
  const before = await readPortfolioRow(slug, db);
  try {
    return await db.transaction().execute(async (trx) => {
      let bump = trx
        .updateTable("portfolios")
        .set({ version: sql<number>`version + 1`, updated_at: new Date().toISOString() })
        .where("id", "=", before.id);
      if (expectedVersion !== null) bump = bump.where("version", "=", expectedVersion);
      const bumped = await bump.returning("version").executeTakeFirst();
      if (!bumped) throw new Refused(stale);
      const outcome = await apply(trx, before);
      if ("refused" in outcome) throw new Refused(outcome.refused);
      await recordActivity(trx, { actorEmail, area: area(before), summary: outcome.summary });
      return { ok: true as const, notice: `${outcome.summary}.`, version: Number(bumped.version) };
    });
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}

interface Refusal {
  refused: Exclude<EditResult, { ok: true }>;
}

class Refused extends Error {
  constructor(readonly result: Exclude<EditResult, { ok: true }>) {
    super("refused");
  }
}

async function orderedItemIds(trx: Transaction<Database>, portfolioId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom("portfolio_photos")
    .select("id")
    .where("portfolio_id", "=", portfolioId)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((r) => Number(r.id));
}

/** A photo of this portfolio: its place, the portfolio's order and its library photo; undefined if it is not here. */
async function photoInPortfolio(trx: Transaction<Database>, portfolioId: number, itemId: number) {
  const ids = await orderedItemIds(trx, portfolioId);
  const at = ids.indexOf(itemId);
  if (at < 0) return undefined;
  const item = await trx
    .selectFrom("portfolio_photos")
    .select("photo_id")
    .where("id", "=", itemId)
    .executeTakeFirstOrThrow();
  return { at, ids, photoId: Number(item.photo_id) };
}

async function writeOrder(trx: Transaction<Database>, before: readonly number[], after: readonly number[]) {
  for (const { id, position } of changedPositions(before, after)) {
    await trx.updateTable("portfolio_photos").set({ position }).where("id", "=", id).execute();
  }
}

/** Appends library photos (skipping ones already here); no version check, see above. */
export async function addPortfolioPhotos(
  slug: PortfolioSlug,
  photoIds: readonly number[],
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  const wanted = [...new Set(photoIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (wanted.length === 0) {
    return { ok: false, status: 400, error: "Choose at least one photo to add." };
  }
  return change(slug, null, actorEmail, db, async (trx, row) => {
    const photos = await trx
      .selectFrom("media_photos")
      .select(["id", "alt_text", "state"])
      .where("id", "in", wanted)
      // A client's gallery photo is not in the library (and never on a public page).
      .where("source", "!=", "gallery")
      .execute();
    const usable = new Map(photos.filter((p) => p.state !== "failed").map((p) => [Number(p.id), p]));
    if (usable.size === 0) {
      return {
        refused: { ok: false, status: 400, error: "Those photos are not in the library (or failed to process)." },
      };
    }
    const present = new Set(
      (
        await trx
          .selectFrom("portfolio_photos")
          .select("photo_id")
          .where("portfolio_id", "=", row.id)
          .where("photo_id", "in", [...usable.keys()])
          .execute()
      ).map((r) => Number(r.photo_id)),
    );
    const fresh = wanted.filter((id) => usable.has(id) && !present.has(id));
    if (fresh.length === 0) {
      return { refused: { ok: false, status: 400, error: "Those photos are already in this portfolio." } };
    }
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

export async function movePortfolioPhoto(
  slug: PortfolioSlug,
  move: ReorderMove,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  return change(slug, expectedVersion, actorEmail, db, async (trx, row) => {
    const before = await orderedItemIds(trx, row.id);
    const from = before.indexOf(move.id);
    if (from < 0) return { refused: gone };
    const after = reorder(before, move);
    await writeOrder(trx, before, after);
    return { summary: describeMove(move, from, after.indexOf(move.id)) };
  });
}

export async function updatePortfolioPhoto(
  slug: PortfolioSlug,
  itemId: number,
  input: { altText: string; caption: string },
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  const parsed = photoTextSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      status: 400,
      error: "Not saved: the photo's description needs a look.",
      fields: fieldErrors(parsed.error.issues),
    };
  }
  return change(slug, expectedVersion, actorEmail, db, async (trx, row) => {
    const ids = await orderedItemIds(trx, row.id);
    const at = ids.indexOf(itemId);
    if (at < 0) return { refused: gone };
    await trx
      .updateTable("portfolio_photos")
      .set({ alt_text: parsed.data.altText, caption: parsed.data.caption })
      .where("id", "=", itemId)
      .execute();
    return { summary: `Changed the description of photo ${at + 1}` };
  });
}

/** Takes a photo out of the portfolio (it stays in the library); the order closes up. */
export async function removePortfolioPhoto(
  slug: PortfolioSlug,
  itemId: number,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  return change(slug, expectedVersion, actorEmail, db, async (trx, row) => {
    const item = await photoInPortfolio(trx, row.id, itemId);
    if (!item) return { refused: gone };
    const { at, ids: before, photoId } = item;
    await trx.deleteFrom("portfolio_photos").where("id", "=", itemId).execute();
    // Positions stay dense (0..n-1): the rows after it move up one.
    await writeOrder(
      trx,
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

export async function setPortfolioCover(
  slug: PortfolioSlug,
  itemId: number,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  return change(slug, expectedVersion, actorEmail, db, async (trx, row) => {
    const item = await photoInPortfolio(trx, row.id, itemId);
    if (!item) return { refused: gone };
    const { at, photoId } = item;
    await trx.updateTable("portfolios").set({ cover_photo_id: photoId }).where("id", "=", row.id).execute();
    return { summary: `Made photo ${at + 1} the cover on the Portfolio page` };
  });
}
