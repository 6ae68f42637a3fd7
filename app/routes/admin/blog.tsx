import { adminMeta, FieldsSection, Notice, PageTitle, Section } from "~/components/admin/admin-ui";
import { LibraryPhotoList, PhotoField } from "~/components/admin/content/blog/photo-field";
import { VenueFields } from "~/components/admin/content/blog/venue-fields";
import { fieldsOf } from "~/components/admin/editor/editor-field";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { ItemList, useDraftAnswer } from "~/components/admin/editor/list-controls";
import { PreviewPanel } from "~/components/admin/editor/preview-panel";
import { SaveButtons } from "~/components/admin/editor/save-buttons";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { ArticleBody } from "~/components/blog/article-body";
import { editorAction } from "~/server/admin/editor/editor-action.server";
import { answer } from "~/server/admin/editor/edit-result.server";
import { draftHandlers, editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { matchListIntent } from "~/server/admin/editor/form-draft.server";
import {
  blogDraftFromForm,
  checkBlogDraft,
  readBlogArticle,
  saveBlogArticle,
} from "~/server/content/blog-article.server";
import { blogArticleView } from "~/server/content/blog-page.server";
import { photoNumberChoices } from "~/server/content/library-choices.server";
import { db } from "~/server/db/db.server";
import { defineIntents } from "~/shared/admin/intents";
import { MARKDOWN_HELP, MAX_VENUES, type BlogArticleView } from "~/shared/blog-article";
import { blankBlogItem, blogListMax, toDraft } from "~/shared/content/blog-article.schema";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => adminMeta("Blog article");

/** Save, Preview, or one of the list buttons ("down:venues.0", "add:venues.0.photos"). */
const INTENTS = defineIntents(["save", "preview", "list"]);
const SAVE_LABEL = "Save article";

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, async () => {
    const [{ values, version }, photos] = await Promise.all([readBlogArticle(), photoNumberChoices()]);
    return { draft: toDraft(values), version, photos };
  });
}

export function action({ request }: Route.ActionArgs) {
  return editorAction(
    request,
    INTENTS,
    {
      ...draftHandlers(blogDraftFromForm, {
        save: saveBlogArticle,
        blank: blankBlogItem,
        max: blogListMax,
        saveLabel: SAVE_LABEL,
      }),
      async preview({ form }) {
        // Checked like a save, rendered by the public page's own code, stored nowhere.
        const draft = blogDraftFromForm(form);
        const stamp = Date.now();
        const checked = await checkBlogDraft(draft);
        if (!checked.ok) return answer(checked.refusal, { echo: { draft }, context: { stamp } });
        return { draft, stamp, preview: await blogArticleView(checked.value, db()) };
      },
    },
    // The article is long (ten venues of text): allow a larger form than the default 64 KB.
    { maxBytes: 512 * 1024, fallback: INTENTS.save, match: matchListIntent(INTENTS.list) },
  );
}

export default function BlogEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { version, photos } = loaderData;
  // After a save the stored article is shown again (the loader re-ran); otherwise the draft as sent.
  const { draft, errors, changed, stamp } = useDraftAnswer(actionData, loaderData.draft);
  const { preview } = (actionData ?? {}) as { preview?: BlogArticleView };
  const field = fieldsOf(draft, errors);
  return (
    <>
      <PageTitle lead="The Insider Tips article at /blog. Changes show on the site as soon as you save.">
        Blog article
      </PageTitle>
      <SaveOutcome result={actionData} viewOnSite="/blog" reloadTo="/admin/blog" />
      {changed && <Notice>{changed}</Notice>}
      <EditorForm version={version} key={`${version}-${stamp}`} className="space-y-2">
        <LibraryPhotoList photos={photos} />
        <FieldsSection title="Title and search">
          {field("title", "Title", "The large heading, also the browser tab's title.")}
          {field(
            "description",
            "Description",
            "One or two sentences search engines and link previews show. Not shown on the page.",
            3,
          )}
          <PhotoField
            name="heroPhotoId"
            label="Share photo (number from the Photos library)"
            help="The photo link previews and search results show for the article. Leave empty for none."
            value={draft.heroPhotoId}
            errors={errors}
            photos={photos}
          />
        </FieldsSection>
        <FieldsSection title="Introduction">
          {field("intro", "Introduction", MARKDOWN_HELP, 8)}
          {field("tocHeading", "Heading of the list of venues", "Shown above the numbered links to each venue.")}
        </FieldsSection>
        <Section title="Venues">
          {errors.venues && (
            <p id="venues-error" className="mb-3 text-sm text-danger">
              {errors.venues}
            </p>
          )}
          <ItemList
            list="venues"
            items={draft.venues}
            max={MAX_VENUES}
            noun={(i) => `venue ${i + 1}`}
            addLabel="Add a venue"
            item={(venue, at) => <VenueFields {...at} venue={venue} errors={errors} photos={photos} />}
          />
        </Section>
        <FieldsSection title="Closing">
          {field("closingHeading", "Closing heading", "The heading after the last venue.")}
          {field("closing", "Closing text", MARKDOWN_HELP, 6)}
        </FieldsSection>
        {preview && (
          <PreviewPanel heading="Preview of the article (not saved yet)">
            <div data-testid="blog-preview" className="mx-auto max-w-3xl">
              <h3 className="text-center text-4xl leading-tight">{preview.title}</h3>
              <ArticleBody article={preview} />
            </div>
          </PreviewPanel>
        )}
        <SaveButtons
          save={{ intent: INTENTS.save, label: SAVE_LABEL }}
          preview={{ intent: INTENTS.preview, label: "Preview the article" }}
        />
      </EditorForm>
    </>
  );
}
