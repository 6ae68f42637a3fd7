import { db } from "~/server/db/db.server";
import { openGallery } from "~/server/galleries/client-gallery.server";
import { privateJson as answer, refusalStatus, refusedJson } from "~/server/galleries/client-request.server";
import { personSchema, readPersonLists } from "~/server/galleries/favourites.server";
import type { Route } from "./+types/favourite-lists";

// GET /g/<slug>/favourites/lists?person=<name>: a person's favourite lists in this gallery, so their
// hearts show when they come back. Needs the gallery's cookie like every gallery request.
export async function loader({ request, params }: Route.LoaderArgs) {
  const opened = await openGallery(request, params.slug);
  const refused = refusalStatus(opened);
  if (refused || opened.state !== "open") return refusedJson(refused ?? 404);
  const person = personSchema.safeParse(new URL(request.url).searchParams.get("person") ?? "");
  if (!person.success) return answer({ error: "Tell us your name first.", lists: [] }, 400);
  return answer({ lists: await readPersonLists(db(), opened.gallery.id, person.data) });
}
