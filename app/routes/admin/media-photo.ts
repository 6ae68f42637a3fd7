import { findTestimonialPhoto } from "~/server/admin/photos.server";
import type { Route } from "./+types/media-photo";

// Testimonial photos uploaded in the admin, served from the database. The name is the content
// hash, so a URL never changes meaning and may be cached for a year.
export async function loader({ params }: Route.LoaderArgs) {
  const photo = await findTestimonialPhoto(params.file);
  if (!photo) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "Content-Type": photo.contentType,
      "Content-Length": String(photo.bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
