import { robotsTxt } from "~/seo/robots";
import { siteSettings } from "~/site/settings.server";

export function loader() {
  return new Response(robotsTxt(siteSettings().siteUrl), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
