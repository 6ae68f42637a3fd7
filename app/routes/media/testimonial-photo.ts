import { findTestimonialPhoto } from "~/server/admin/photos.server";
import type { Route } from "./+types/testimonial-photo";

// /media/testimonials/<hash>.<ext>: a testimonial's photo. The photo lives in the media library
// now, so the stable old URL redirects to its processed file in that format (itself immutable);
// a blob not carried over yet is still served from the database.
export async function loader({ params }: Route.LoaderArgs) {
  const photo = await findTestimonialPhoto(params.file);
  const text = { "Content-Type": "text/plain; charset=utf-8" };
  switch (photo.kind) {
    case "redirect":
      // Not permanent: a re-processed photo may get other files. A day of caching is plenty.
      return new Response(null, {
        status: 302,
        headers: { Location: photo.location, "Cache-Control": "public, max-age=86400" },
      });
    case "bytes":
      return new Response(new Uint8Array(photo.bytes), {
        headers: {
          "Content-Type": photo.contentType,
          "Content-Length": String(photo.bytes.byteLength),
          "Cache-Control": "public, max-age=31536000, immutable",
        },
      });
    case "processing":
      return new Response("This photo is being prepared; try again in a few seconds.", {
        status: 503,
        headers: { ...text, "Retry-After": "5", "Cache-Control": "no-store" },
      });
    case "missing":
      return new Response("Not found", { status: 404, headers: text });
  }
}
