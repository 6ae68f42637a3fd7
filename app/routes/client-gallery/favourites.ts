import { db } from "~/server/db/db.server";
import { openGallery } from "~/server/galleries/client-gallery.server";
import {
  formFields,
  privateJson as answer,
  readClientForm,
  refusalStatus,
  refusedJson,
} from "~/server/galleries/client-request.server";
import { hitClientLimit, tooManySubmissions } from "~/server/galleries/client-limits.server";
import { applyFavouriteAction, FavouriteError, favouriteActionSchema } from "~/server/galleries/favourites.server";
import type { Route } from "./+types/favourites";

// POST /g/<slug>/favourites: the changes to a person's favourite lists (heart, note, rename,
// submit), answered with their lists as they now are (JSON for the gallery page's script; reading
// them is GET /g/<slug>/favourites/lists). Every request needs the gallery's cookie, and every
// photo id is checked against the gallery it opened.

export async function action({ request, params }: Route.ActionArgs) {
  const opened = await openGallery(request, params.slug);
  const refused = refusalStatus(opened);
  if (refused || opened.state !== "open") return refusedJson(refused ?? 404);
  const form = await readClientForm(request);
  if (!form) return answer({ error: "That could not be read. Please try again." }, 400);
  const parsed = favouriteActionSchema.safeParse(formFields(form));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const error =
      issue?.path[0] === "intent"
        ? "That action isn't available here."
        : (issue?.message ?? "That could not be saved.");
    return answer({ error }, 400);
  }
  // Sending a list is a mail to the photographer: limited per visitor and address (decision 028).
  if (parsed.data.intent === "submit") {
    const limit = await hitClientLimit(request, opened.gallery.id, "favourites");
    if (!limit.allowed) return tooManySubmissions(limit.retryAfterSeconds);
  }
  try {
    return answer({ lists: await applyFavouriteAction(db(), opened.gallery, parsed.data) });
  } catch (error) {
    if (error instanceof FavouriteError) return answer({ error: error.message }, error.status);
    throw error;
  }
}
