import { photoDownload } from "~/server/galleries/download.server";
import type { Route } from "./+types/download-photo";

// GET /g/:slug/download/:itemId?size=web|full: one photo of a client gallery, resumable.
export function loader({ request, params }: Route.LoaderArgs) {
  return photoDownload(request, params);
}
