import type { PhotographerContact } from "~/components/client-gallery/gallery-types";
import { siteSettings } from "../content/page-settings.server";
import { waitInWords } from "../galleries/client-limits.server";
import { openPrivateLink } from "./private-link.server";

// A client's page behind a private link (an invoice, a booked session): the link opened through
// the guess throttle, and the two answers every such page gives when it cannot be opened (404 for
// a link that does not exist, 429 with the wait after too many), with her contact for the page.

export type LinkPageRefusal =
  | {
      status: 429;
      retryAfterSeconds: number;
      data: { view: "limited"; contact: PhotographerContact; retryAfter: string };
    }
  | { status: 404; data: { view: "unknown"; contact: PhotographerContact } };

/** The link opened as `openPrivateLink` opens it, with her contact for the page. */
export async function openClientLinkPage<T>(
  ...link: Parameters<typeof openPrivateLink<T>>
): Promise<{ refusal: LinkPageRefusal } | { found: T; contact: PhotographerContact }> {
  const [opened, settings] = await Promise.all([openPrivateLink(...link), siteSettings()]);
  const contact = { email: settings.email, siteName: settings.siteName };
  if (opened.state === "limited") {
    const { retryAfterSeconds } = opened;
    const retryAfter = waitInWords(retryAfterSeconds);
    return { refusal: { status: 429, retryAfterSeconds, data: { view: "limited", contact, retryAfter } } };
  }
  if (opened.state === "unknown") return { refusal: { status: 404, data: { view: "unknown", contact } } };
  return { found: opened.found, contact };
}
