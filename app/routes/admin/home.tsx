import { adminMeta, FieldsSection, PageTitle, Section } from "~/components/admin/admin-ui";
import { NoticeFields } from "~/components/admin/content/home-texts/notice-fields";
import { fieldsOf } from "~/components/admin/editor/editor-field";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { PreviewPanel } from "~/components/admin/editor/preview-panel";
import { SaveButtons } from "~/components/admin/editor/save-buttons";
import { refusedInput, SaveOutcome } from "~/components/admin/editor/save-outcome";
import { editorAction } from "~/server/admin/editor/editor-action.server";
import { editorLoader, saveValues } from "~/server/admin/editor/editor-handlers.server";
import { answer, invalid } from "~/server/admin/editor/edit-result.server";
import { textValues } from "~/server/admin/editor/form-values.server";
import { readHomeTexts, saveHomeTexts } from "~/server/content/home-texts.server";
import { renderAboutMarkdown } from "~/server/content/markdown.server";
import { defineIntents } from "~/shared/admin/intents";
import { HOME_TEXTS_FIELDS, homeTextsFormValues, parseHomeTextsForm } from "~/shared/content/home-texts.schema";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => adminMeta("Home page");

const INTENTS = defineIntents(["save", "preview"]);

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, async () => {
    const { values, version } = await readHomeTexts();
    return { values: homeTextsFormValues(values), version };
  });
}

export function action({ request }: Route.ActionArgs) {
  return editorAction(
    request,
    INTENTS,
    {
      save: saveValues(HOME_TEXTS_FIELDS, saveHomeTexts),
      preview({ form }) {
        // Checked like a save, rendered like the public page, stored nowhere.
        const values = textValues(form, HOME_TEXTS_FIELDS);
        const parsed = parseHomeTextsForm(values);
        if (!parsed.ok) return answer(invalid(parsed.fields), { echo: { values } });
        return { preview: renderAboutMarkdown(parsed.values.aboutText), values };
      },
    },
    { fallback: INTENTS.save },
  );
}

export default function HomeTextsEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { values: stored, version } = loaderData;
  const { errors, values: typed } = refusedInput(actionData);
  const { preview } = (actionData ?? {}) as { preview?: string };
  const shown = { ...stored, ...typed };
  const field = fieldsOf(shown, errors);
  return (
    <>
      <PageTitle lead="The words on your home page. Changes show on the site as soon as you save.">Home page</PageTitle>
      <SaveOutcome result={actionData} viewOnSite="/#about" reloadTo="/admin/home" />
      <EditorForm version={version} key={version} className="space-y-2">
        <Section title="Availability notices">
          <NoticeFields values={shown} errors={errors} />
        </Section>
        <Section title="About you">
          {field(
            "aboutText",
            "About text",
            "Shown under THE ONE BEHIND THE CAMERA. Leave an empty line between paragraphs. Put *stars* around words to slant them, and write a link as [the words](https://the-address). Preview (at the bottom) shows it before you save.",
            12,
          )}
        </Section>
        <FieldsSection title="Where you work">
          {field("basedIn", "Based in", "The large line above your e-mail address at the bottom of the home page.")}
          {field(
            "serviceArea",
            "Service area",
            "The line under it, e.g. Serving Phoenix, Scottsdale, Sedona and worldwide.",
          )}
        </FieldsSection>
        {preview !== undefined && (
          <PreviewPanel heading="Preview of the about text (not saved yet)">
            <div
              data-testid="about-preview"
              className="about-text space-y-4 text-lg leading-relaxed text-ink-soft"
              // Rendered on the server by the same code as the public page, raw HTML refused.
              dangerouslySetInnerHTML={{ __html: preview }}
            />
          </PreviewPanel>
        )}
        <SaveButtons
          save={{ intent: INTENTS.save, label: "Save home page" }}
          preview={{ intent: INTENTS.preview, label: "Preview the about text" }}
        />
      </EditorForm>
    </>
  );
}
