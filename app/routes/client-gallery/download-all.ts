import { zipDownload } from "~/server/galleries/download.server";
import type { Route } from "./+types/download-all";

// GET /g/:slug/download/all.zip?size=web|full: the whole client gallery as a ZIP, a folder per set.
export function loader({ request, params }: Route.LoaderArgs) {
  return zipDownload(request, params, "gallery");
}
