import { useRouteLoaderData } from "react-router";
import type { SiteSettings } from "~/shared/content/page-settings";

/** Site settings (e-mail, external links) from the root loader, for any component. */
export function useSiteSettings(): SiteSettings {
  const data = useRouteLoaderData<{ settings: SiteSettings }>("root");
  if (!data) throw new Error("useSiteSettings: root loader data is missing");
  return data.settings;
}
