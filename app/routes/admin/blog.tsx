import { data, Form } from "react-router";
import { adminMeta, CsrfField, Notice, PageTitle, Section } from "~/components/admin/admin-ui";
import { EditorField } from "~/components/admin/editor/editor-field";
import {
  draftErrors,
  ListControls,
  ListItemFieldset,
  useFocusAfterListChange,
} from "~/components/admin/editor/list-controls";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { ArticleBody } from "~/components/blog/article-body";
import { formVersion, missingVersion } from "~/server/admin/content-actions.server";
import { field, requireAdminAction, requireAdminPage } from "~/server/admin/guard.server";
import {
  blankPhoto,
  blankVenue,
  checkBlogDraft,
  draftFromForm,
  readBlogArticle,
  saveBlogArticle,
  toDraft,
} from "~/server/content/blog-article.server";
import { blogArticleView } from "~/server/content/blog-page.server";
import { MARKDOWN_HELP, MAX_VENUE_PHOTOS, MAX_VENUES, type BlogDraft } from "~/shared/blog-article";
import { applyListIntent, parseListIntent } from "~/server/admin/editor/form-draft.server";
import { db } from "~/server/db/db.server";
import { listPhotos } from "~/server/media/library.server";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => adminMeta("Blog article");

/** The library's photos for the photo fields' suggestion list: number, file name, a small image. */
async function libraryChoices() {
  const { photos } = await listPhotos(db(), { limit: 500 });
  return photos
    .filter((p) => p.state === "ready")
    .map((p) => ({
      id: p.id,
      filename: p.filename,
      thumb: p.variants.filter((v) => v.format === "jpeg").sort((a, b) => a.width - b.width)[0]?.url ?? "",
    }));
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  const [{ values, version }, photos] = await Promise.all([readBlogArticle(), libraryChoices()]);
  return data({ draft: toDraft(values), version, photos, csrfToken: session.csrfToken }, { headers: session.headers });
}

// The article is long (ten venues of text): allow a larger form than the default 64 KB.
const MAX_FORM_BYTES = 512 * 1024;

export async function action({ request }: Route.ActionArgs) {
  const { session, form } = await requireAdminAction(request, { maxBytes: MAX_FORM_BYTES });
  const draft = draftFromForm(form);
  const intent = field(form, "intent");
  const stamp = Date.now();
  const listIntent = parseListIntent(intent);
  if (listIntent) {
    const blank = (list: string) => (list === "venues" ? blankVenue() : blankPhoto());
    const max = listIntent.list === "venues" ? MAX_VENUES : MAX_VENUE_PHOTOS;
    const focus = applyListIntent(draft, listIntent, blank, max);
    return { draft, focus, stamp, changed: "Changed below, not saved yet: press Save article to keep it." };
  }
  if (intent === "preview") {
    // Checked like a save, rendered by the public page's own code, stored nowhere.
    const checked = await checkBlogDraft(draft);
    if (!checked.ok) return refused(checked.fields, draft, stamp);
    return { draft, stamp, preview: await blogArticleView(checked.values, db()) };
  }
  const version = formVersion(form);
  if (version === undefined) return missingVersion();
  const result = await saveBlogArticle(draft, version, session.user.email);
  if (result.ok) return { saved: true as const, notice: "Saved: the blog shows the new article now.", stamp };
  if (result.status === 400) return refused(result.fields, draft, stamp);
  return data(
    { error: "Not saved: this was changed in another tab or window after you opened it.", stale: true, draft, stamp },
    { status: 409 },
  );
}

const refused = (fields: Record<string, string>, draft: BlogDraft, stamp: number) =>
  data(
    { error: "Not saved: some fields need a look (see the messages under them).", fields, draft, stamp },
    { status: 400 },
  );

export default function BlogEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { version, csrfToken, photos } = loaderData;
  const answer = (actionData ?? {}) as {
    draft?: BlogDraft;
    focus?: string;
    stamp?: number;
    changed?: string;
    preview?: Parameters<typeof ArticleBody>[0]["article"];
  };
  // After a save the stored article is shown again (the loader re-ran); otherwise the draft as sent.
  const draft = answer.draft ?? loaderData.draft;
  const errors = draftErrors(actionData);
  useFocusAfterListChange(answer.focus, answer.stamp);
  const thumbOf = (id: string) => photos.find((p) => String(p.id) === id.trim());
  return (
    <>
      <PageTitle lead="The Insider Tips article at /blog. Changes show on the site as soon as you save.">
        Blog article
      </PageTitle>
      <SaveOutcome result={actionData} viewOnSite="/blog" reloadTo="/admin/blog" />
      {answer.changed && <Notice>{answer.changed}</Notice>}
      <Form method="post" noValidate key={`${version}-${answer.stamp ?? 0}`} className="space-y-2">
        <CsrfField token={csrfToken} />
        <input type="hidden" name="version" value={version} />
        <datalist id="library-photos">
          {photos.map((p) => (
            <option key={p.id} value={p.id}>
              {p.filename}
            </option>
          ))}
        </datalist>
        <Section title="Title and search">
          <div className="space-y-5">
            <EditorField
              name="title"
              label="Title"
              help="The large heading, also the browser tab's title."
              value={draft.title}
              errors={errors}
            />
            <EditorField
              name="description"
              label="Description"
              help="One or two sentences search engines and link previews show. Not shown on the page."
              value={draft.description}
              errors={errors}
              rows={3}
            />
            <PhotoField
              name="heroPhotoId"
              label="Share photo (number from the Photos library)"
              help="The photo link previews and search results show for the article. Leave empty for none."
              value={draft.heroPhotoId}
              errors={errors}
              thumb={thumbOf(draft.heroPhotoId)}
            />
          </div>
        </Section>
        <Section title="Introduction">
          <div className="space-y-5">
            <EditorField
              name="intro"
              label="Introduction"
              help={MARKDOWN_HELP}
              value={draft.intro}
              errors={errors}
              rows={8}
            />
            <EditorField
              name="tocHeading"
              label="Heading of the list of venues"
              help="Shown above the numbered links to each venue."
              value={draft.tocHeading}
              errors={errors}
            />
          </div>
        </Section>
        <Section title="Venues">
          {errors.venues && (
            <p id="venues-error" className="mb-3 text-sm text-danger">
              {errors.venues}
            </p>
          )}
          <ol className="space-y-6">
            {draft.venues.map((venue, i) => (
              <li key={i}>
                <ListItemFieldset path={`venues.${i}`} label={`Venue ${i + 1}`} title={venue.name}>
                  <input type="hidden" name={`venues.${i}.slug`} value={venue.slug} />
                  <EditorField
                    name={`venues.${i}.name`}
                    label="Name"
                    help="The venue's heading and its entry in the list."
                    value={venue.name}
                    errors={errors}
                  />
                  <div className="grid gap-4 sm:grid-cols-2">
                    <EditorField
                      name={`venues.${i}.location`}
                      label="Place"
                      help="e.g. Scottsdale."
                      value={venue.location}
                      errors={errors}
                    />
                    <EditorField
                      name={`venues.${i}.setting`}
                      label="Kind of venue"
                      help="e.g. Historic resort."
                      value={venue.setting}
                      errors={errors}
                    />
                  </div>
                  <EditorField
                    name={`venues.${i}.text`}
                    label="Text"
                    help={MARKDOWN_HELP}
                    value={venue.text}
                    errors={errors}
                    rows={10}
                  />
                  <div>
                    <p className="field-label">Photos</p>
                    <ol className="space-y-3">
                      {venue.photos.map((photo, j) => {
                        const base = `venues.${i}.photos.${j}`;
                        return (
                          <li
                            key={j}
                            id={`item-${base}`}
                            tabIndex={-1}
                            className="space-y-3 rounded border border-ink/10 p-3"
                          >
                            <PhotoField
                              name={`${base}.photoId`}
                              label={`Photo ${j + 1} (number from the Photos library)`}
                              help="Type a number or pick from the list. Clear both boxes to leave this photo out."
                              value={photo.photoId}
                              errors={errors}
                              thumb={thumbOf(photo.photoId)}
                            />
                            <EditorField
                              name={`${base}.alt`}
                              label="Description for people who cannot see it"
                              help="What the photo shows, in a sentence."
                              value={photo.alt}
                              errors={errors}
                            />
                            <div className="flex items-center gap-2">
                              <input
                                type="checkbox"
                                id={`${base}.wide`}
                                name={`${base}.wide`}
                                defaultChecked={photo.wide === "on"}
                                className="h-5 w-5"
                              />
                              <label htmlFor={`${base}.wide`}>Full width (otherwise half, two side by side)</label>
                            </div>
                            <ListControls
                              path={base}
                              index={j}
                              count={venue.photos.length}
                              noun={`photo ${j + 1} of venue ${i + 1}`}
                            />
                          </li>
                        );
                      })}
                    </ol>
                    {venue.photos.length < MAX_VENUE_PHOTOS && (
                      <button type="submit" name="intent" value={`add:venues.${i}.photos`} className="btn-outline mt-3">
                        Add a photo<span className="sr-only"> to venue {i + 1}</span>
                      </button>
                    )}
                  </div>
                  <ListControls path={`venues.${i}`} index={i} count={draft.venues.length} noun={`venue ${i + 1}`} />
                </ListItemFieldset>
              </li>
            ))}
          </ol>
          {draft.venues.length < MAX_VENUES && (
            <button type="submit" name="intent" value="add:venues" id="item-venues" className="btn-outline mt-4">
              Add a venue
            </button>
          )}
        </Section>
        <Section title="Closing">
          <div className="space-y-5">
            <EditorField
              name="closingHeading"
              label="Closing heading"
              help="The heading after the last venue."
              value={draft.closingHeading}
              errors={errors}
            />
            <EditorField
              name="closing"
              label="Closing text"
              help={MARKDOWN_HELP}
              value={draft.closing}
              errors={errors}
              rows={6}
            />
          </div>
        </Section>
        {answer.preview && (
          <section aria-labelledby="preview-heading" className="mt-8 rounded-md border border-gold/40 bg-sand-50 p-4">
            <h2 id="preview-heading" className="mb-3 text-sm font-medium tracking-widest text-ink-soft uppercase">
              Preview of the article (not saved yet)
            </h2>
            <div data-testid="blog-preview" className="mx-auto max-w-3xl">
              <h3 className="text-center text-4xl leading-tight">{answer.preview.title}</h3>
              <ArticleBody article={answer.preview} />
            </div>
          </section>
        )}
        {/* Save comes first: it is the button Enter presses in a field. */}
        <div className="flex flex-col gap-3 pt-6 sm:flex-row">
          <button type="submit" name="intent" value="save" className="btn-primary">
            Save article
          </button>
          <button type="submit" name="intent" value="preview" className="btn-outline">
            Preview the article
          </button>
        </div>
      </Form>
    </>
  );
}

function PhotoField({
  name,
  label,
  help,
  value,
  errors,
  thumb,
}: {
  name: string;
  label: string;
  help: string;
  value: string;
  errors: Record<string, string>;
  thumb?: { filename: string; thumb: string };
}) {
  const error = errors[name];
  return (
    <div className="flex items-start gap-3">
      <div className="h-16 w-16 shrink-0 overflow-hidden rounded bg-sand-100">
        {thumb?.thumb && <img src={thumb.thumb} alt="" className="h-full w-full object-cover" loading="lazy" />}
      </div>
      <div className="grow">
        <label htmlFor={name} className="field-label">
          {label}
        </label>
        <input
          id={name}
          name={name}
          defaultValue={value}
          inputMode="numeric"
          list="library-photos"
          autoComplete="off"
          className="field-input"
          aria-describedby={[`${name}-help`, error ? `${name}-error` : ""].filter(Boolean).join(" ")}
          aria-invalid={error ? true : undefined}
        />
        <p id={`${name}-help`} className="mt-1 text-sm text-ink-soft">
          {help}
          {thumb ? ` Now: ${thumb.filename}.` : ""}
        </p>
        {error && (
          <p id={`${name}-error`} className="mt-1 text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
