import { data, redirect } from "react-router";
import { z } from "zod";
import { db as sharedDb } from "../db/db.server";
import { deletePhoto, getPhoto, MAX_ALT_TEXT, retryPhoto, updateAltText } from "../media/library.server";
import { MAX_SEARCH_LENGTH } from "../../components/admin/photos/photo-format";
import { field } from "./guard.server";

// The library screen's actions (/admin/photos and /admin/photos/:id/delete), one per form "intent".
// The guard has already checked the session and the CSRF token; this checks what the form says.

export const PAGE_SIZE = 24;

const idSchema = z.coerce
  .number({ error: "That photo no longer exists. Reload the page." })
  .int("That photo no longer exists. Reload the page.")
  .positive("That photo no longer exists. Reload the page.");

const altSchema = z
  .string()
  .max(MAX_ALT_TEXT, `Keep the description under ${MAX_ALT_TEXT} characters: one or two sentences.`)
  .refine((text) => !/[<>]/.test(text), "The description cannot contain < or >.");

const failure = (status: number, error: string) => data({ error }, { status });
const missing = () => failure(404, "That photo no longer exists. Reload the page.");

/** The page and search of the library's query string, cleaned (never a 500 for a odd URL). */
export function libraryQuery(url: URL) {
  const search = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  return { search, page, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
}

export async function photoAction(form: FormData, db = sharedDb()) {
  const id = idSchema.safeParse(field(form, "id"));
  if (!id.success) return failure(400, id.error.issues[0]?.message ?? "Which photo?");
  switch (field(form, "intent")) {
    case "alt": {
      const alt = altSchema.safeParse(field(form, "alt").replace(/\s+/g, " ").trim());
      if (!alt.success) return failure(400, alt.error.issues[0]?.message ?? "Check the description.");
      if (!(await getPhoto(db, id.data))) return missing();
      await updateAltText(db, id.data, alt.data);
      return { notice: alt.data ? "Description saved." : "Description removed.", id: id.data };
    }
    case "retry": {
      const photo = await getPhoto(db, id.data);
      if (!photo) return missing();
      if (photo.state !== "failed" || !(await retryPhoto(db, id.data))) {
        return failure(400, "This photo has not failed, so there is nothing to retry.");
      }
      return { notice: "Queued again: it will be processed in a moment.", id: id.data };
    }
    case "delete": {
      const photo = await getPhoto(db, id.data);
      if (!photo) return missing();
      if (photo.source === "bundled") {
        return failure(400, "This photo is built into the site's design and cannot be deleted here.");
      }
      const result = await deletePhoto(db, id.data);
      if (!result.ok) {
        return data(
          { error: "This photo is still in use, so it was not deleted.", usages: result.usages },
          { status: 409 },
        );
      }
      return redirect("/admin/photos?deleted=1");
    }
    default:
      return failure(400, "Unknown action.");
  }
}
