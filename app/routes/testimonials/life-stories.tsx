import { StoriesPage } from "~/components/testimonials/stories-page";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import { loadStoryEntries } from "~/server/testimonials/story-entries.server";
import type { Route } from "./+types/life-stories";

// Rendered by the server from the database and kept by the render cache until the testimonials
// change (decision 020): approved life stories, in page order.
export async function loader({ context }: Route.LoaderArgs) {
  return { entries: await loadStoryEntries("life_stories", context.degraded) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    ...siteFromMatches(matches),
    title: "Life Stories",
    description:
      "Kind words from the families and clients I've photographed: maternity, newborn, seniors and branding.",
    path: "/testimonials/life-stories",
  });

export default function LifeStoriesPage({ loaderData }: Route.ComponentProps) {
  return (
    <StoriesPage
      title="Life Stories"
      subtitle="Families, maternity, newborn, seniors, branding"
      entries={loaderData.entries}
      emptyText="We're collecting life story testimonials from our amazing clients. Check back soon!"
      shareLabel="Share Your Life Story"
    />
  );
}
