import { data, Link } from "react-router";
import { adminMeta, PageTitle, Section } from "~/components/admin/admin-ui";
import { refusedInput, SaveOutcome } from "~/components/admin/editor/save-outcome";
import { useDragReorder } from "~/components/admin/editor/use-drag-reorder";
import { useKeepFocus, usePollWhile } from "~/components/admin/editor/keep-focus";
import { PhotoRow, type RowErrors } from "~/components/admin/portfolios/photo-row";
import { PortfolioUploader } from "~/components/admin/portfolios/portfolio-uploader";
import { PortfolioWords } from "~/components/admin/portfolios/portfolio-words";
import { editorAction, type VersionedRequest } from "~/server/admin/editor/editor-action.server";
import { answer, refusedAnswer } from "~/server/admin/editor/edit-result.server";
import { field, formIds, textValues } from "~/server/admin/editor/form-values.server";
import { requireAdminPage } from "~/server/admin/guard.server";
import { portfolioEditorData, slugParam } from "~/server/admin/portfolio-admin.server";
import {
  addPortfolioPhotos,
  movePortfolioPhoto,
  removePortfolioPhoto,
  savePortfolioDetails,
  setPortfolioCover,
  updatePortfolioPhoto,
  type PortfolioEdit,
} from "~/server/content/portfolio-edits.server";
import { whichMessage } from "~/shared/admin/edit-messages";
import { positiveInt } from "~/shared/admin/form-fields";
import { ROW_MOVES, type RowMoveIntent } from "~/shared/admin/list-moves";
import {
  PHOTO_TEXT_FIELDS,
  PLACE_NOT_A_NUMBER,
  PORTFOLIO_DETAIL_FIELDS,
  PORTFOLIO_INTENTS as I,
} from "~/shared/content/portfolio.schema";
import { portfolioPath } from "~/shared/portfolio-slugs";
import type { Route } from "./+types/portfolio";

// One portfolio's editor: its words, its photos in order (move by drag and drop or by the buttons
// on each photo), their descriptions and captions, the cover, adding from the library or by upload.

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.details.title ?? "Portfolio");

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  return data(await portfolioEditorData(slugParam(params.slug)), { headers: session.headers });
}

export function action({ request, params }: Route.ActionArgs) {
  // Read after the session and CSRF checks: a stranger learns nothing, not even a 404.
  const slug = () => slugParam(params.slug);
  const edit = ({ version, actor }: VersionedRequest): PortfolioEdit => ({
    slug: slug(),
    expectedVersion: version,
    actorEmail: actor,
  });
  /** A photo row's change: the row's photo (a hidden id) is named, or the form is refused. */
  const onPhoto = (work: (request: VersionedRequest, itemId: number) => Promise<unknown>) => ({
    versioned(request: VersionedRequest) {
      const itemId = positiveInt(field(request.form, "itemId"));
      return itemId === undefined ? refusedAnswer(whichMessage("photo")) : work(request, itemId);
    },
  });
  // `itemId` and `intent` come back so the screen keeps the keyboard focus on the moved photo.
  const move = (intent: RowMoveIntent) =>
    onPhoto(async (request, itemId) => {
      const kind = ROW_MOVES[intent];
      const index = Number(field(request.form, "index"));
      if (kind === "to" && !Number.isSafeInteger(index)) return refusedAnswer(PLACE_NOT_A_NUMBER);
      const to = kind === "to" ? { kind, id: itemId, index } : { kind, id: itemId };
      return answer(await movePortfolioPhoto(edit(request), to), { context: { itemId, intent } });
    });
  return editorAction(request, I, {
    async add({ form, actor }) {
      const ids = formIds(form, "photoId") ?? [];
      return answer(await addPortfolioPhotos({ slug: slug(), actorEmail: actor }, ids));
    },
    details: {
      async versioned(request) {
        const values = textValues(request.form, PORTFOLIO_DETAIL_FIELDS);
        return answer(await savePortfolioDetails(edit(request), values), { echo: { values } });
      },
    },
    "move-up": move(I["move-up"]),
    "move-down": move(I["move-down"]),
    "move-top": move(I["move-top"]),
    "move-to": move(I["move-to"]),
    "photo-text": onPhoto(async (request, itemId) => {
      const values = textValues(request.form, PHOTO_TEXT_FIELDS);
      const result = await updatePortfolioPhoto(edit(request), itemId, values);
      return answer(result, { echo: { values }, context: { itemId } });
    }),
    cover: onPhoto(async (request, itemId) =>
      answer(await setPortfolioCover(edit(request), itemId), { context: { itemId, intent: I.cover } }),
    ),
    remove: onPhoto(async (request, itemId) => answer(await removePortfolioPhoto(edit(request), itemId))),
  });
}

export default function PortfolioEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { slug, version, details, items, coverPhotoId } = loaderData;
  const refused = refusedInput(actionData);
  const rowRefusal = actionData && "itemId" in actionData ? (actionData as RowErrors) : undefined;
  const editorUrl = `/admin/portfolios/${slug}`;
  // While an uploaded photo is processing, the list reloads every 2 s so its state and thumbnail appear.
  usePollWhile(
    items.some((i) => i.state === "queued" || i.state === "processing"),
    2000,
  );
  const drag = useDragReorder<number>({ idField: "itemId", version });
  useKeepFocus(actionData, version);

  return (
    <>
      <Link to="/admin/portfolios" className="back-link mb-4">
        ← All portfolios
      </Link>
      <PageTitle lead="Changes show on your site as soon as you save.">{details.title}</PageTitle>
      <SaveOutcome result={actionData} viewOnSite={portfolioPath(slug)} reloadTo={editorUrl} />

      <Section title="Words">
        <PortfolioWords
          version={version}
          value={(name) => (rowRefusal?.itemId ? undefined : refused.values[name]) ?? details[name]}
          errors={rowRefusal?.itemId ? {} : refused.errors}
        />
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
        <PortfolioUploader />
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
                refused={rowRefusal}
                dragging={drag.dragged === item.itemId}
                dragHandlers={drag.handlers({ id: item.itemId, index: i })}
              />
            ))}
          </ol>
        )}
      </Section>
    </>
  );
}
