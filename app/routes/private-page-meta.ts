import type { MetaDescriptor } from "react-router";
import { NOINDEX_NOFOLLOW } from "~/shared/robots";

/**
 * The head tags of a page behind a private link (a client's gallery, booking page, session, invoice,
 * waitlist place, an order's checkout): its title, and never indexed nor followed.
 */
export function privatePageMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: "robots", content: NOINDEX_NOFOLLOW }];
}
