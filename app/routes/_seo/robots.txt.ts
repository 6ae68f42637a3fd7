import { robotsTxt } from "~/seo/robots";
import { siteUrl } from "~/server/content/page-settings.server";

export function loader() {
  return new Response(robotsTxt(siteUrl()), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
