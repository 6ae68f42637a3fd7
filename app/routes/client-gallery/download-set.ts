import { zipDownload } from "~/server/galleries/download.server";
import type { Route } from "./+types/download-set";

// GET /g/:slug/download/set/:setId.zip?size=web|full: one set of a client gallery as a ZIP.
export function loader({ request, params }: Route.LoaderArgs) {
  return zipDownload(request, params, "set");
}
