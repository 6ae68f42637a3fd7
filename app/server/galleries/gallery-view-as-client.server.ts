import { redirect } from "react-router";
import { galleryPath } from "~/shared/galleries/gallery-rules";
import { database } from "../db/db.server";
import { grantAccessCookie } from "./access-cookie.server";
import type { GalleryRow } from "./galleries.server";

// "View as your client" (issue 26 §7): the editor's form post, after the admin guard has checked
// the session and the CSRF token, gives this browser the same cookie the right access code gives
// and opens the gallery's page. Nobody else gets anything: a stranger's post never reaches here.
// A draft still opens only while she is signed in (openGallery's preview); the cookie then lets
// her see the published gallery exactly as her client does.

export async function viewAsClient(gallery: GalleryRow): Promise<Response> {
  const cookie = await grantAccessCookie(database(), gallery);
  return redirect(galleryPath(gallery.slug), {
    status: 303,
    headers: { "Set-Cookie": cookie, "Cache-Control": "private, no-store" },
  });
}
