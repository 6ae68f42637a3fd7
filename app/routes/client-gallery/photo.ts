import { galleryPhotoResponse } from "~/server/galleries/gallery-photo.server";
import type { Route } from "./+types/photo";

// /g/<slug>/photo/<name>: one private variant of a gallery photo (app/server/galleries/gallery-photo.server.ts).
export function loader({ request, params }: Route.LoaderArgs) {
  return galleryPhotoResponse(request, params.slug, params.name);
}
