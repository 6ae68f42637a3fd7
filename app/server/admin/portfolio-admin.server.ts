import { data } from "react-router";
import { thumbnailUrl } from "~/components/admin/photos/photo-format";
import { formValues, formVersion, missingVersion, staleVersion } from "~/server/admin/content-actions.server";
import { field } from "~/server/admin/guard.server";
import { db as sharedDb } from "~/server/db/db.server";
import type { ReorderMove } from "~/shared/admin/list-moves";
import { portfolioSlugs, type PortfolioSlug } from "~/shared/portfolio-slugs";
import {
  addPortfolioPhotos,
  DETAIL_FIELDS,
  movePortfolioPhoto,
  removePortfolioPhoto,
  savePortfolioDetails,
  setPortfolioCover,
  updatePortfolioPhoto,
  type EditResult,
} from "../content/portfolio-edits.server";
import { isPortfolioSlug, readPortfolio, readPortfolioRow } from "../content/portfolios.server";

// The portfolio editor's server side: what its screens load and how a form post becomes one of the
// edits of app/server/content/portfolio-edits.server.ts.

export function slugParam(slug: string | undefined): PortfolioSlug {
  if (!slug || !isPortfolioSlug(slug)) throw data({ error: "There is no such portfolio." }, { status: 404 });
  return slug;
}

/** The list screen: each portfolio's title, photo count and cover thumbnail. */
export async function portfolioList() {
  return Promise.all(
    portfolioSlugs.map(async (slug) => {
      const { row, items } = await readPortfolio(slug);
      const cover = items.find((i) => i.photoId === Number(row.cover_photo_id)) ?? items[0];
      return {
        slug,
        title: row.title,
        count: items.length,
        processing: items.filter((i) => i.photo.state !== "ready").length,
        cover: cover ? (thumbnailUrl(cover.photo.variants) ?? null) : null,
        updatedAt: new Date(row.updated_at).toISOString(),
      };
    }),
  );
}

/** The editor screen's data: the words, and every photo with a thumbnail and its state. */
export async function portfolioEditorData(slug: PortfolioSlug) {
  const { row, items } = await readPortfolio(slug);
  return {
    slug,
    version: row.version,
    details: {
      title: row.title,
      heading: row.heading,
      subtitle: row.subtitle,
      cardText: row.card_text,
      description: row.description,
    } as Record<string, string>,
    coverPhotoId: row.cover_photo_id === null ? (items[0]?.photoId ?? null) : Number(row.cover_photo_id),
    items: items.map((item) => ({
      itemId: item.itemId,
      photoId: item.photoId,
      altText: item.altText,
      caption: item.caption,
      filename: item.photo.filename,
      state: item.photo.state,
      thumb: thumbnailUrl(item.photo.variants, 200) ?? null,
      placeholder: item.photo.placeholder,
    })),
  };
}

/** The photo ids already in a portfolio (the picker leaves them out). */
export async function photoIdsIn(slug: PortfolioSlug): Promise<Set<number>> {
  const row = await readPortfolioRow(slug);
  const rows = await sharedDb()
    .selectFrom("portfolio_photos")
    .select("photo_id")
    .where("portfolio_id", "=", row.id)
    .execute();
  return new Set(rows.map((r) => Number(r.photo_id)));
}

const MOVES = { "move-up": "up", "move-down": "down", "move-top": "top", "move-to": "to" } as const;

function positiveInt(value: string): number | undefined {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** One form post of the editor → its edit; the answer is what the screen shows. */
export async function portfolioAction(slug: PortfolioSlug, form: FormData, actorEmail: string) {
  const intent = field(form, "intent");
  if (intent === "add") {
    const ids = form.getAll("photoId").map((v) => Number(v));
    return answer(await addPortfolioPhotos(slug, ids, actorEmail), {});
  }
  const version = formVersion(form);
  if (version === undefined) return missingVersion();
  if (intent === "details") {
    const values = formValues(form, DETAIL_FIELDS);
    return answer(await savePortfolioDetails(slug, values, version, actorEmail), values);
  }
  const itemId = positiveInt(field(form, "itemId"));
  if (itemId === undefined) return data({ error: "Which photo? Reload the page and try again." }, { status: 400 });
  if (intent in MOVES) {
    const kind = MOVES[intent as keyof typeof MOVES];
    const move: ReorderMove =
      kind === "to" ? { kind, id: itemId, index: Number(field(form, "index")) } : { kind, id: itemId };
    if (kind === "to" && !Number.isSafeInteger((move as { index: number }).index)) {
      return data({ error: "Where to? The new place must be a number." }, { status: 400 });
    }
    return answer(await movePortfolioPhoto(slug, move, version, actorEmail), {}, itemId, intent);
  }
  if (intent === "photo-text") {
    const values = formValues(form, ["altText", "caption"]);
    const result = await updatePortfolioPhoto(
      slug,
      itemId,
      { altText: values.altText ?? "", caption: values.caption ?? "" },
      version,
      actorEmail,
    );
    return answer(result, values, itemId);
  }
  if (intent === "remove") return answer(await removePortfolioPhoto(slug, itemId, version, actorEmail), {});
  if (intent === "cover") return answer(await setPortfolioCover(slug, itemId, version, actorEmail), {}, itemId, intent);
  return data({ error: "Unknown action." }, { status: 400 });
}

/** `itemId` and `intent` of a photo's change come back so the screen can keep the keyboard focus on it. */
function answer(result: EditResult, values: Record<string, string>, itemId?: number, intent?: string) {
  if (result.ok) return { saved: true as const, notice: result.notice, version: result.version, itemId, intent };
  if (result.status === 409) return staleVersion(values);
  return data(
    { error: result.error, fields: "fields" in result ? result.fields : undefined, values, itemId },
    { status: result.status },
  );
}
