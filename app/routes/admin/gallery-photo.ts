import { data } from "react-router";
import { requireAdminPage } from "~/server/admin/guard.server";
import { adminGalleryPhoto } from "~/server/galleries/download-admin.server";
import type { Route } from "./+types/gallery-photo";

// GET /admin/gallery-photos/:photoId/original|thumbnail: a printed gallery photo (its library id) for the print lab
// (the original, with its file name) or the order screen (a thumbnail). Signed-in only.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminPage(request);
  const response = await adminGalleryPhoto(request, params.photoId, params.kind);
  if (!response) throw data({ error: "No such photo." }, { status: 404 });
  return response;
}
