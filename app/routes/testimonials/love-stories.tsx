import { StoriesPage } from "~/components/testimonials/stories-page";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import { loadStoryEntries } from "~/server/testimonials/story-entries.server";
import type { Route } from "./+types/love-stories";

// Rendered by the server from the database and kept by the render cache until the testimonials
// change (decision 020): approved love stories, in page order.
export async function loader({ context }: Route.LoaderArgs) {
  return { entries: await loadStoryEntries("love_stories", context.degraded) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    ...siteFromMatches(matches),
    title: "Love Stories",
    description: "Kind words from the couples I've photographed: weddings, elopements and engagements in Arizona.",
    path: "/testimonials/love-stories",
  });

export default function LoveStoriesPage({ loaderData }: Route.ComponentProps) {
  return (
    <StoriesPage
      title="Love Stories"
      subtitle="Weddings, elopements and engagements"
      entries={loaderData.entries}
      emptyText="We're collecting love story testimonials from our amazing couples. Check back soon!"
      shareLabel="Share Your Love Story"
    />
  );
}
