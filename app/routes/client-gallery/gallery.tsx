import { data, redirect } from "react-router";
import { AccessCodeForm } from "~/components/client-gallery/access-code-form";
import { ClientGalleryView } from "~/components/client-gallery/client-gallery";
import { GalleryMessage } from "~/components/client-gallery/gallery-message";
import { database, db } from "~/server/db/db.server";
import { rescopeAccessCookie } from "~/server/galleries/access-cookie.server";
import { tryAccessCode } from "~/server/galleries/client-access.server";
import { openGallery, readClientPage } from "~/server/galleries/client-gallery.server";
import { PRIVATE_HEADERS, readClientForm, refusalStatus } from "~/server/galleries/client-request.server";
import { galleryPath } from "~/shared/galleries/gallery-rules";
import { siteSettings } from "~/server/content/page-settings.server";
import { shopCatalogue } from "~/server/shop/shop-catalogue.server";
import { privatePageHeaders } from "../private-page-headers.server";
import { privatePageMeta } from "../private-page-meta";
import type { Route } from "./+types/gallery";

// /g/<slug>: a client's private gallery (issue 19 §2; docs/decisions/025 "Client view"). Rendered
// per request and never cached: it is not in the render cache's fixed list, the sitemap or
// robots.txt, and every answer is private, no-store and noindex.

const dateWords = (isoDate: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));

export async function loader({ request, params }: Route.LoaderArgs) {
  // A draft opens here to the signed-in photographer only ("View as your client" in its editor).
  const opened = await openGallery(request, params.slug, new Date(), database(), { preview: true });
  const settings = await siteSettings();
  const contact = { email: settings.email, siteName: settings.siteName };
  const headers = PRIVATE_HEADERS;
  switch (opened.state) {
    case "unknown":
      return data({ view: "unknown" as const, contact }, { status: 404, headers });
    case "draft":
      return data({ view: "draft" as const, contact }, { status: 404, headers });
    case "expired":
      return data(
        { view: "expired" as const, contact, closedOn: dateWords(opened.gallery.expires_on ?? "") },
        { status: 410, headers },
      );
    case "locked":
      return data({ view: "locked" as const, contact }, { headers });
    case "open": {
      const { gallery } = opened;
      const page = await readClientPage(db(), gallery, new URL(request.url).searchParams.get("page"));
      // A cookie of before issue 26 (Path=/g) moves to Path=/, where checkout can see it.
      const withCookie = new Headers(headers);
      for (const cookie of await rescopeAccessCookie(database(), request, gallery))
        withCookie.append("Set-Cookie", cookie);
      return data(
        {
          view: "open" as const,
          preview: opened.preview === true,
          contact,
          gallery: {
            slug: gallery.slug,
            title: gallery.title,
            clientName: gallery.client_name,
            sessionDate: gallery.session_date ? dateWords(gallery.session_date) : null,
            downloads: gallery.downloads,
            printsAllowed: gallery.prints_allowed,
            printSizes: gallery.prints_allowed
              ? (await shopCatalogue()).galleryPrintSizes.map(({ size, cents }) => ({ size, cents }))
              : [],
            closesOn: gallery.expires_on ? dateWords(gallery.expires_on) : null,
          },
          page,
        },
        { headers: withCookie },
      );
    }
  }
}

/** The access-code form. Anything else posted here is refused. */
export async function action({ request, params }: Route.ActionArgs) {
  const opened = await openGallery(request, params.slug);
  if (opened.state === "open") return redirect(galleryPath(params.slug), { status: 303, headers: PRIVATE_HEADERS });
  if (opened.state !== "locked") {
    return data({ error: undefined }, { status: refusalStatus(opened) ?? 404, headers: PRIVATE_HEADERS });
  }
  const form = await readClientForm(request);
  const result = await tryAccessCode(request, opened.gallery, form?.get("code"));
  if (result.ok) {
    const headers = new Headers(PRIVATE_HEADERS);
    for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
    return redirect(galleryPath(params.slug), { status: 303, headers });
  }
  const headers: Record<string, string> = { ...PRIVATE_HEADERS };
  if (result.status === 429) headers["Retry-After"] = String(result.retryAfterSeconds);
  return data({ error: result.error }, { status: result.status, headers });
}

// A page route applies its loader's and action's headers only through this export.
export const headers: Route.HeadersFunction = privatePageHeaders;

const TITLES = {
  unknown: "Gallery not found",
  draft: "Gallery not ready yet",
  expired: "Gallery closed",
  locked: "Private gallery",
} as const;

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privatePageMeta(loaded?.view === "open" ? loaded.gallery.title : TITLES[loaded?.view ?? "unknown"]);

export default function GalleryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { contact } = loaderData;
  switch (loaderData.view) {
    case "unknown":
      return (
        <GalleryMessage heading="This gallery link isn't right" contact={contact}>
          <p>
            It may be missing a few characters, or the gallery may have been removed. Try copying the whole link from
            your e-mail again.
          </p>
        </GalleryMessage>
      );
    case "draft":
      return (
        <GalleryMessage heading="Your gallery is not ready yet" contact={contact}>
          <p>Your photographer is still putting it together. You will get an e-mail as soon as it is ready.</p>
        </GalleryMessage>
      );
    case "expired":
      return (
        <GalleryMessage heading={`This gallery closed on ${loaderData.closedOn}`} contact={contact}>
          <p>Its photos are no longer online. Your photographer can open it again for you: just ask.</p>
        </GalleryMessage>
      );
    case "locked":
      return <AccessCodeForm error={actionData?.error} contact={contact} />;
    case "open":
      return (
        <>
          {loaderData.preview && <DraftPreviewNote />}
          {/* A new ?page= starts a fresh list of photos. */}
          <ClientGalleryView
            key={loaderData.page.page}
            gallery={loaderData.gallery}
            page={loaderData.page}
            contact={contact}
          />
        </>
      );
  }
}

/** Above a draft the photographer opened from her editor: nobody else sees it yet, and why some buttons wait. */
function DraftPreviewNote() {
  return (
    <p
      role="status"
      className="bg-amber-50 px-4 pt-20 pb-3 text-center text-sm text-amber-950 sm:px-6"
      data-testid="draft-preview"
    >
      A preview of your draft: only you can see it, because you are signed in to the studio admin. Your client sees it
      once you publish it; hearts, downloads and prints work from then on.
    </p>
  );
}
