import { data } from "react-router";
import { StoriesPage } from "~/components/testimonials/stories-page";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import { loadStoryEntries } from "~/server/testimonials/story-entries.server";
import type { Route } from "./+types/stories";

// One module for the two story pages (registered as testimonials-love-stories and
// testimonials-life-stories in app/routes.ts), chosen by the path. Rendered by the server from the
// database and kept by the render cache until the testimonials change (decision 020): the approved
// stories of the page's category, in page order.
const PAGES = {
  "/testimonials/love-stories": {
    category: "love_stories",
    title: "Love Stories",
    subtitle: "Weddings, elopements and engagements",
    description: "Kind words from the couples I've photographed: weddings, elopements and engagements in Arizona.",
    emptyText: "We're collecting love story testimonials from our amazing couples. Check back soon!",
    shareLabel: "Share Your Love Story",
  },
  "/testimonials/life-stories": {
    category: "life_stories",
    title: "Life Stories",
    subtitle: "Families, maternity, newborn, seniors, branding",
    description:
      "Kind words from the families and clients I've photographed: maternity, newborn, seniors and branding.",
    emptyText: "We're collecting life story testimonials from our amazing clients. Check back soon!",
    shareLabel: "Share Your Life Story",
  },
} as const;

type StoriesPath = keyof typeof PAGES;
const isStoriesPath = (path: string): path is StoriesPath => path in PAGES;

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  if (!isStoriesPath(path)) throw data("Not found", { status: 404 });
  return { path, entries: await loadStoryEntries(PAGES[path].category, context.degraded) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta({
        ...siteFromMatches(matches),
        title: PAGES[loaderData.path].title,
        description: PAGES[loaderData.path].description,
        path: loaderData.path,
      })
    : [];

export default function StoriesRoute({ loaderData }: Route.ComponentProps) {
  const page = PAGES[loaderData.path];
  return (
    <StoriesPage
      title={page.title}
      subtitle={page.subtitle}
      entries={loaderData.entries}
      emptyText={page.emptyText}
      shareLabel={page.shareLabel}
    />
  );
}
