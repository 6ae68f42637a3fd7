import { photoStatusResponse } from "~/server/media/upload-endpoint.server";
import type { Route } from "./+types/photos-status";

// GET /admin/photos/status?ids=1,2,3: processing state of the photos the admin is watching.
export async function loader({ request }: Route.LoaderArgs) {
  return photoStatusResponse(request);
}
