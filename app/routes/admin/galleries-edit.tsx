import { useEffect, useRef } from "react";
import { data, Form, Link, useRevalidator } from "react-router";
import { adminMeta, Badge, CsrfField, Notice, PageTitle, Section, smallButton } from "~/components/admin/admin-ui";
import { DownloadLog, FavouriteLists } from "~/components/admin/galleries/client-activity";
import { CopyButton } from "~/components/admin/galleries/copy-button";
import { formatDay, STATUS_TONES } from "~/components/admin/galleries/gallery-format";
import { GalleryPhotos } from "~/components/admin/galleries/gallery-photos";
import { GallerySets } from "~/components/admin/galleries/gallery-sets";
import { GallerySettings } from "~/components/admin/galleries/gallery-settings";
import { GalleryUploader } from "~/components/admin/galleries/gallery-uploader";
import { requireAdminAction, requireAdminPage } from "~/server/admin/guard.server";
import { env } from "~/server/env.server";
import { suggestAccessCode } from "~/server/galleries/access-code.server";
import {
  DOWNLOAD_LOG_LIMIT,
  galleryAction,
  galleryEditorData,
  galleryIdParam,
  requireGallery,
} from "~/server/galleries/gallery-admin.server";
import type { Route } from "./+types/galleries-edit";

// One client gallery: how to share it (link, publish, expiry), its settings, sets, upload, its
// photos a page at a time, and what the client did (favourites, downloads). Every change is a
// plain form post checked against the version the page was loaded at.

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.gallery.title ?? "Gallery");

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  const gallery = await requireGallery(galleryIdParam(params.id));
  const url = new URL(request.url);
  const editor = await galleryEditorData(gallery, url.searchParams.get("page"));
  return data(
    {
      ...editor,
      siteUrl: env().SITE_URL.replace(/\/+$/, ""),
      downloadLimit: DOWNLOAD_LOG_LIMIT,
      created: url.searchParams.has("created"),
      suggestedCode: suggestAccessCode(),
      csrfToken: session.csrfToken,
    },
    { headers: session.headers },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const { session, form } = await requireAdminAction(request);
  const gallery = await requireGallery(galleryIdParam(params.id));
  return galleryAction(gallery, form, session.user.email);
}

const POLL_MS = 3000;

type Result = {
  saved?: boolean;
  notice?: string;
  error?: string;
  stale?: boolean;
  intent?: string;
  setId?: number;
  itemId?: number;
  fields?: Record<string, string>;
  values?: Record<string, string>;
};

export default function GalleryEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { gallery, sets, items, csrfToken, siteUrl } = loaderData;
  const result = (actionData ?? undefined) as Result | undefined;
  const editorUrl = `/admin/galleries/${gallery.id}`;
  const link = `${siteUrl}${gallery.path}`;
  // A refused settings form echoes its fields (clientEmail among them); other forms echo their own.
  const settingsRefused = result?.values && "clientEmail" in result.values ? result : undefined;
  const setError =
    result?.fields?.setTitle !== undefined
      ? { setId: result.values?.setId ? Number(result.values.setId) : undefined, message: result.fields.setTitle }
      : {};
  usePollWhile(loaderData.processing > 0);
  useKeepFocus(result, gallery.version);
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
      <Outcome result={result} reloadTo={editorUrl} />
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

      <div id="sharing" className="scroll-mt-28">
        <Section title="Sharing">
          <p className="field-label">The client&apos;s link</p>
          <p className="rounded-md bg-sand-100 px-3 py-2 font-mono text-sm break-all" data-testid="client-link">
            {link}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <CopyButton text={link} label="Copy link" done="Link copied." />
            {/* A plain post in a new tab: the answer sets the gallery's cookie and opens its page there. */}
            <form method="post" action={editorUrl} target="_blank">
              <CsrfField token={csrfToken} />
              <button type="submit" name="intent" value="view-as-client" className={smallButton}>
                View as your client<span className="sr-only"> (opens in a new tab)</span>
              </button>
            </form>
          </div>
          <p className="mt-2 text-sm text-ink-soft">
            {gallery.published
              ? "Opens the gallery in a new tab as your client sees it, without typing the code."
              : "Opens a preview in a new tab, as your client will see it. Only you can see a draft, while you are signed in."}
          </p>
          <p className="mt-2 text-sm text-ink-soft">
            Send it with the access code. The link cannot be guessed; it is never shown to search engines. The code is
            stored scrambled, so it cannot be shown here again: if it is lost, set a new one under Settings.
          </p>

          <div className="mt-6 flex flex-wrap items-center gap-3">
            <Form method="post" preventScrollReset>
              <CsrfField token={csrfToken} />
              <input type="hidden" name="version" value={gallery.version} />
              {gallery.published ? (
                <button type="submit" name="intent" value="unpublish" className={smallButton}>
                  Unpublish
                </button>
              ) : (
                <button type="submit" name="intent" value="publish" className="btn-primary">
                  Publish
                </button>
              )}
            </Form>
            <p className="text-sm text-ink-soft">
              {gallery.published
                ? "Published: the client can open it with the link and code."
                : "A draft: the link says the gallery is not ready yet."}
            </p>
          </div>

          <h3 className="mt-6 text-xl">Expiry</h3>
          <p className="text-sm">
            {gallery.expiresOn
              ? `${gallery.status === "Expired" ? "Closed" : "Closes"} at the end of ${formatDay(gallery.expiresOn)} (Phoenix time).`
              : "Never expires."}
          </p>
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <Form method="post" preventScrollReset>
              <CsrfField token={csrfToken} />
              <input type="hidden" name="version" value={gallery.version} />
              <button type="submit" name="intent" value="extend-30" className={smallButton}>
                Extend by 30 days (to {formatDay(gallery.plus30)})
              </button>
            </Form>
            <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
              <CsrfField token={csrfToken} />
              <input type="hidden" name="version" value={gallery.version} />
              <div>
                <label htmlFor="newExpiry" className="field-label">
                  Or choose the new expiry date
                </label>
                <input
                  id="newExpiry"
                  name="newExpiry"
                  type="date"
                  defaultValue={result?.values?.newExpiry ?? gallery.expiresOn ?? ""}
                  className="field-input"
                  aria-invalid={result?.fields?.newExpiry ? true : undefined}
                  aria-describedby={result?.fields?.newExpiry ? "newExpiry-error" : undefined}
                />
                {result?.fields?.newExpiry && (
                  <p id="newExpiry-error" className="mt-1 text-sm text-danger">
                    {result.fields.newExpiry}
                  </p>
                )}
              </div>
              <button type="submit" name="intent" value="extend" className={smallButton}>
                Set expiry
              </button>
            </Form>
          </div>
        </Section>
      </div>

      <div id="settings" className="scroll-mt-28">
        <Section title="Settings">
          <GallerySettings
            key={gallery.version}
            saved={gallery}
            typed={settingsRefused?.values ?? {}}
            errors={settingsRefused?.fields ?? {}}
            version={gallery.version}
            csrfToken={csrfToken}
            suggestedCode={loaderData.suggestedCode}
          />
        </Section>
      </div>

      <div id="sets" className="scroll-mt-28">
        <Section title="Sets">
          <GallerySets
            key={gallery.version}
            sets={sets}
            version={gallery.version}
            csrfToken={csrfToken}
            galleryDownloads={gallery.downloads}
            errors={setError}
          />
        </Section>
      </div>

      <div id="upload" className="scroll-mt-28">
        <Section title="Upload photos">
          <GalleryUploader galleryId={gallery.id} csrfToken={csrfToken} sets={sets} />
          <p className="mt-4">
            Already in your Photos library?{" "}
            <Link to={`${editorUrl}/add`} className="text-clay underline">
              Add photos from your Photos library
            </Link>
          </p>
        </Section>
      </div>

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
          csrfToken={csrfToken}
          page={loaderData.page}
          pages={loaderData.pages}
          total={loaderData.total}
        />
      </section>

      <div id="favourites" className="scroll-mt-28">
        <Section title="Favourites">
          <FavouriteLists lists={loaderData.favourites} />
        </Section>
      </div>

      <div id="downloads" className="scroll-mt-28">
        <Section title="Downloads">
          <DownloadLog entries={loaderData.downloads} limit={loaderData.downloadLimit} />
        </Section>
      </div>

      <Section title="Delete">
        <p className="mb-3">Deletes the gallery, its photos, favourites and download log. The link stops working.</p>
        <Link to={`${editorUrl}/delete`} className="btn-outline">
          Delete this gallery…
        </Link>
      </Section>
    </>
  );
}

function Outcome({ result, reloadTo }: { result: Result | undefined; reloadTo: string }) {
  if (!result) return null;
  if (result.saved && result.notice) return <Notice>{result.notice}</Notice>;
  if (result.stale) {
    return (
      <Notice tone="bad">
        Not saved: this gallery was changed in another tab or window after you opened it, and saving now would overwrite
        that change. Copy anything you want to keep, then{" "}
        <a href={reloadTo} className="font-medium underline underline-offset-4">
          reload to see the latest version
        </a>
        .
      </Notice>
    );
  }
  if (result.error) return <Notice tone="bad">{result.error}</Notice>;
  return null;
}

/**
 * After a move the photo's (or set's) row is somewhere else: focus follows it (the same button,
 * or its first enabled one at the edges), so a keyboard user can press Up again without searching.
 * The answer can arrive before the reloaded list, so this runs again when the version changes,
 * then only if the focus was lost (a button that became disabled drops it).
 */
function useKeepFocus(result: Result | undefined, version: number) {
  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    if (!result?.saved || (!result.itemId && !result.setId)) return;
    const fresh = handled.current !== result;
    handled.current = result;
    const active = document.activeElement as HTMLButtonElement | null;
    const lost = !active || active === document.body || active.disabled === true;
    if (!fresh && !lost) return;
    const row = document.querySelector(
      result.itemId ? `[data-item="${result.itemId}"]` : `[data-set="${result.setId}"]`,
    );
    const button =
      row?.querySelector<HTMLButtonElement>(`button[value="${result.intent}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>("button:not(:disabled)");
    button?.focus();
  }, [result, version]);
}

/** While photos are being prepared, reload every few seconds so their state and thumbnail appear. */
function usePollWhile(active: boolean) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => void revalidate(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [active, revalidate]);
}
