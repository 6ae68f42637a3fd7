import { privateVariantResponse } from "~/server/galleries/gallery-admin-upload.server";
import type { Route } from "./+types/galleries-media";

// GET /admin/galleries/media/<name>: a client gallery's private variant, for the signed-in admin only.
export async function loader({ request, params }: Route.LoaderArgs) {
  return privateVariantResponse(request, params.name);
}
