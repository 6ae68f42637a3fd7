import type { ReactNode } from "react";
import { Link } from "react-router";
import { adminMeta, Badge, Notice, PageTitle, Section } from "~/components/admin/admin-ui";
import { useKeepFocus, usePollWhile, type MovedAnswer } from "~/components/admin/editor/keep-focus";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { DownloadLog, FavouriteLists } from "~/components/admin/galleries/client-activity";
import { formatDay, STATUS_TONES } from "~/components/admin/galleries/gallery-format";
import { GalleryPhotos } from "~/components/admin/galleries/gallery-photos";
import { GallerySets } from "~/components/admin/galleries/gallery-sets";
import { GallerySettings } from "~/components/admin/galleries/gallery-settings";
import { GallerySharing } from "~/components/admin/galleries/gallery-sharing";
import { GalleryUploader } from "~/components/admin/galleries/gallery-uploader";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { env } from "~/server/env.server";
import { suggestAccessCode } from "~/server/galleries/access-code.server";
import { DOWNLOAD_LOG_LIMIT } from "~/server/galleries/gallery-admin-activity.server";
import { galleryEditorAction } from "~/server/galleries/gallery-admin-actions.server";
import { galleryEditorData, galleryFromUrl } from "~/server/galleries/gallery-admin.server";
import type { Route } from "./+types/gallery";

// One client gallery: how to share it (link, publish, expiry), its settings, sets, upload, its
// photos a page at a time, and what the client did (favourites, downloads). Every change is a
// plain form post checked against the version the page was loaded at.

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.gallery.title ?? "Gallery");

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, async () => {
    const url = new URL(request.url);
    const editor = await galleryEditorData(await galleryFromUrl(params.id), url.searchParams.get("page"));
    return {
      ...editor,
      siteUrl: env().SITE_URL.replace(/\/+$/, ""),
      downloadLimit: DOWNLOAD_LOG_LIMIT,
      created: url.searchParams.has("created"),
      suggestedCode: suggestAccessCode(),
    };
  });
}

export function action({ request, params }: Route.ActionArgs) {
  return galleryEditorAction(request, params.id);
}

const POLL_MS = 3000;

type Result = MovedAnswer & {
  notice?: string;
  error?: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
};

/** The row a move answered for: a photo's, or a set's. */
const movedRow = (answer: MovedAnswer) =>
  answer.itemId ? `[data-item="${answer.itemId}"]` : answer.setId ? `[data-set="${answer.setId}"]` : undefined;

export default function GalleryEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { gallery, sets, items, siteUrl } = loaderData;
  const result = (actionData ?? undefined) as Result | undefined;
  const editorUrl = `/admin/galleries/${gallery.id}`;
  // A refused settings form echoes its fields (clientEmail among them); other forms echo their own.
  const settingsRefused = result?.values && "clientEmail" in result.values ? result : undefined;
  const setError =
    result?.fields?.setTitle !== undefined
      ? { setId: result.values?.setId ? Number(result.values.setId) : undefined, message: result.fields.setTitle }
      : {};
  usePollWhile(loaderData.processing > 0, POLL_MS);
  useKeepFocus(result, gallery.version, movedRow);
  return (
    <>
      <Link to="/admin/galleries" className="back-link mb-4">
        ← All galleries
      </Link>
      <PageTitle
        lead={
          <>
            For {gallery.clientName}
            {gallery.sessionDate ? `, session of ${formatDay(gallery.sessionDate)}` : ""} ·{" "}
            <Badge tone={STATUS_TONES[gallery.status]}>{gallery.status}</Badge>
          </>
        }
      >
        {gallery.title}
      </PageTitle>
      {loaderData.created && !result && (
        <Notice>
          Gallery created as a draft. Upload the photos, then publish it and send the client the link and code.
        </Notice>
      )}
      <SaveOutcome result={result} reloadTo={editorUrl} />
      <nav aria-label="Parts of this page" className="text-sm">
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {[
            ["#sharing", "Sharing"],
            ["#settings", "Settings"],
            ["#sets", `Sets (${sets.length})`],
            ["#upload", "Upload"],
            ["#photos", `Photos (${loaderData.total})`],
            ["#favourites", `Favourites (${loaderData.favourites.length})`],
            ["#downloads", "Downloads"],
          ].map(([href, label]) => (
            <li key={href}>
              <a href={href} className="text-clay underline">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <Part id="sharing" title="Sharing">
        <GallerySharing
          gallery={gallery}
          link={`${siteUrl}${gallery.path}`}
          editorUrl={editorUrl}
          typedExpiry={result?.values?.newExpiry}
          errors={result?.fields ?? {}}
        />
      </Part>

      <Part id="settings" title="Settings">
        <GallerySettings
          key={gallery.version}
          saved={gallery}
          typed={settingsRefused?.values ?? {}}
          errors={settingsRefused?.fields ?? {}}
          version={gallery.version}
          suggestedCode={loaderData.suggestedCode}
        />
      </Part>

      <Part id="sets" title="Sets">
        <GallerySets
          key={gallery.version}
          sets={sets}
          version={gallery.version}
          galleryDownloads={gallery.downloads}
          errors={setError}
        />
      </Part>

      <Part id="upload" title="Upload photos">
        <GalleryUploader galleryId={gallery.id} sets={sets} />
        <p className="mt-4">
          Already in your Photos library?{" "}
          <Link to={`${editorUrl}/add`} className="text-clay underline">
            Add photos from your Photos library
          </Link>
        </p>
      </Part>

      <section id="photos" className="mt-8 scroll-mt-28 rounded-lg border border-ink/10 bg-white p-4 sm:p-6">
        <h2 className="mb-1 text-2xl">Photos ({loaderData.total})</h2>
        <p className="mb-4 text-sm text-ink-soft">
          {loaderData.processing > 0 ? `${loaderData.processing} still being prepared. ` : ""}
          The client sees the photos in no set first, then each set in order. Up, Down and Top move a photo within its
          set.
        </p>
        {/* Keyed by the version: after a change the ticked boxes are cleared. */}
        <GalleryPhotos
          key={gallery.version}
          galleryId={gallery.id}
          items={items}
          sets={sets}
          version={gallery.version}
          page={loaderData.page}
          pages={loaderData.pages}
          total={loaderData.total}
        />
      </section>

      <Part id="favourites" title="Favourites">
        <FavouriteLists lists={loaderData.favourites} />
      </Part>

      <Part id="downloads" title="Downloads">
        <DownloadLog entries={loaderData.downloads} limit={loaderData.downloadLimit} />
      </Part>

      <Section title="Delete">
        <p className="mb-3">Deletes the gallery, its photos, favourites and download log. The link stops working.</p>
        <Link to={`${editorUrl}/delete`} className="btn-outline">
          Delete this gallery…
        </Link>
      </Section>
    </>
  );
}

/** A part of the page that the links above jump to (clear of the fixed header). */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div id={id} className="scroll-mt-28">
      <Section title={title}>{children}</Section>
    </div>
  );
}
