import { handlePhotoUpload } from "~/server/media/upload-endpoint.server";
import type { Route } from "./+types/photos-upload";

// POST /admin/photos/upload: the media library's uploads (multipart field "files"), answered in
// JSON per file. The session is checked before the body is read; the CSRF token comes in the
// X-CSRF-Token header so the body never has to be parsed to refuse a forged request.
export async function action({ request }: Route.ActionArgs) {
  return handlePhotoUpload(request);
}

export function loader() {
  return Response.json({ error: "Upload photos with POST." }, { status: 405, headers: { Allow: "POST" } });
}
