import { handleGalleryUpload } from "~/server/galleries/gallery-admin-upload.server";
import type { Route } from "./+types/gallery-upload";

// POST /admin/galleries/:id/upload[?set=<id>]: the media library's batch upload into one client
// gallery (multipart field "files", CSRF token in the X-CSRF-Token header), answered in JSON per file.
export async function action({ request, params }: Route.ActionArgs) {
  return handleGalleryUpload(request, params.id);
}

export function loader() {
  return Response.json({ error: "Upload photos with POST." }, { status: 405, headers: { Allow: "POST" } });
}
