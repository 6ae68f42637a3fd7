import { useEffect, useRef, useState, type DragEvent } from "react";
import { data, Form, Link, useRevalidator, useSubmit } from "react-router";
import { adminMeta, CsrfField, PageTitle, Section } from "~/components/admin/admin-ui";
import { EditorField } from "~/components/admin/editor/editor-field";
import { refusedInput, SaveOutcome } from "~/components/admin/editor/save-outcome";
import { PhotoRow, type RowErrors } from "~/components/admin/portfolios/photo-row";
import { PortfolioUploader } from "~/components/admin/portfolios/portfolio-uploader";
import { portfolioAction, portfolioEditorData, slugParam } from "~/server/admin/portfolio-admin.server";
import { requireAdminAction, requireAdminPage } from "~/server/admin/guard.server";
import { portfolioPath } from "~/shared/portfolio-slugs";
import type { Route } from "./+types/portfolio";

// One portfolio's editor: its words, its photos in order (move by drag and drop or by the buttons
// on each photo), their descriptions and captions, the cover, adding from the library or by upload.

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.details.title ?? "Portfolio");

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  const slug = slugParam(params.slug);
  return data({ ...(await portfolioEditorData(slug)), csrfToken: session.csrfToken }, { headers: session.headers });
}

export async function action({ request, params }: Route.ActionArgs) {
  const { session, form } = await requireAdminAction(request);
  return portfolioAction(slugParam(params.slug), form, session.user.email);
}

const POLL_MS = 2000;

export default function PortfolioEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { slug, version, details, items, coverPhotoId, csrfToken } = loaderData;
  const refused = refusedInput(actionData);
  const rowRefusal = actionData && "itemId" in actionData ? (actionData as RowErrors) : undefined;
  const detailErrors = rowRefusal?.itemId ? {} : refused.errors;
  const detailValue = (name: string) => (rowRefusal?.itemId ? undefined : refused.values[name]) ?? details[name] ?? "";
  const editorUrl = `/admin/portfolios/${slug}`;
  usePollWhileProcessing(items.some((i) => i.state === "queued" || i.state === "processing"));
  const drag = useDragReorder(version, csrfToken);
  useKeepFocus(actionData, version);

  return (
    <>
      <Link to="/admin/portfolios" className="back-link mb-4">
        ← All portfolios
      </Link>
      <PageTitle lead="Changes show on your site as soon as you save.">{details.title}</PageTitle>
      <SaveOutcome result={actionData} viewOnSite={portfolioPath(slug)} reloadTo={editorUrl} />

      <Section title="Words">
        <Form method="post" noValidate key={version} className="space-y-5">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="version" value={version} />
          <EditorField
            name="title"
            label="Title"
            help="On the card on the Portfolio page, and the browser tab's title."
            value={detailValue("title")}
            errors={detailErrors}
          />
          <EditorField
            name="cardText"
            label="Card text"
            help="The short line under the title on the Portfolio page's card."
            value={detailValue("cardText")}
            errors={detailErrors}
          />
          <EditorField
            name="heading"
            label="Page heading"
            help="The large heading at the top of this portfolio's page."
            value={detailValue("heading")}
            errors={detailErrors}
          />
          <EditorField
            name="subtitle"
            label="Subtitle"
            help="The line under the heading."
            value={detailValue("subtitle")}
            errors={detailErrors}
            rows={2}
          />
          <EditorField
            name="description"
            label="Description for search engines"
            help="One or two sentences Google may show under the page's title in its results."
            value={detailValue("description")}
            errors={detailErrors}
            rows={2}
          />
          <button type="submit" name="intent" value="details" className="btn-primary">
            Save words
          </button>
        </Form>
      </Section>

      <Section title="Add photos">
        <p className="mb-4">
          <Link to={`${editorUrl}/add`} className="btn-outline">
            Choose from the photo library
          </Link>
        </p>
        <p className="mb-3 text-sm text-ink-soft">
          Or upload new photos here: each one is added to the end of this portfolio as soon as it is sent, and appears
          on your site once it has been prepared for the web (a few seconds). Give it a description below.
        </p>
        <PortfolioUploader csrfToken={csrfToken} />
      </Section>

      <Section title={`Photos (${items.length})`}>
        <p id="order-help" className="mb-4 text-sm text-ink-soft">
          They show on the page in this order. Drag a photo to move it, or use its Move buttons. The cover is the photo
          on this portfolio&apos;s card on the Portfolio page.
        </p>
        {items.length === 0 ? (
          <p>No photos yet: add some above.</p>
        ) : (
          <ol className="space-y-3" aria-describedby="order-help" data-testid="portfolio-photos">
            {items.map((item, i) => (
              <PhotoRow
                key={item.itemId}
                item={item}
                index={i}
                count={items.length}
                isCover={item.photoId === coverPhotoId}
                version={version}
                csrfToken={csrfToken}
                refused={rowRefusal}
                dragging={drag.dragged === item.itemId}
                dragHandlers={drag.handlers(item.itemId, i)}
              />
            ))}
          </ol>
        )}
      </Section>
    </>
  );
}

/**
 * After a move the photo's row is somewhere else: focus follows it (the same button, or its first
 * enabled one at the edges), so a keyboard user can press Move up again without searching. The
 * action's answer can arrive before the reloaded list, so this runs again when the version
 * changes, then only if the focus was lost (a button that became disabled drops it).
 */
function useKeepFocus(result: unknown, version: number) {
  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    const r = result as { saved?: boolean; itemId?: number; intent?: string } | undefined;
    if (!r?.saved || !r.itemId) return;
    const fresh = handled.current !== result;
    handled.current = result;
    // A focused button that became disabled still reads as active until the browser drops it.
    const active = document.activeElement as HTMLButtonElement | null;
    const lost = !active || active === document.body || active.disabled === true;
    if (!fresh && !lost) return;
    const row = document.querySelector(`[data-item="${r.itemId}"]`);
    const button =
      row?.querySelector<HTMLButtonElement>(`button[value="${r.intent}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>("button:not(:disabled)");
    button?.focus();
  }, [result, version]);
}

/** While an uploaded photo is processing, reload the list every 2 s so its state and thumbnail appear. */
function usePollWhileProcessing(active: boolean) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => void revalidate(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [active, revalidate]);
}

/**
 * Drag and drop (HTML drag events, with JavaScript): a drop posts "move-to" the way the buttons
 * post their moves (a navigation submission, so its answer shows in the same place as theirs).
 */
function useDragReorder(version: number, csrfToken: string) {
  const submit = useSubmit();
  const [dragged, setDragged] = useState<number | null>(null);
  const handlers = (itemId: number, index: number) => ({
    onDragStart: (e: DragEvent) => {
      setDragged(itemId);
      e.dataTransfer.effectAllowed = "move";
      e.dataTransfer.setData("text/plain", String(itemId));
    },
    onDragOver: (e: DragEvent) => {
      if (dragged !== null) e.preventDefault();
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      const moving = dragged ?? Number(e.dataTransfer.getData("text/plain"));
      setDragged(null);
      if (!moving || moving === itemId) return;
      void submit(
        { csrf: csrfToken, version: String(version), intent: "move-to", itemId: String(moving), index: String(index) },
        { method: "post", preventScrollReset: true },
      );
    },
    onDragEnd: () => setDragged(null),
  });
  return { dragged, handlers };
}
