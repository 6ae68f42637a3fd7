import { data, Form } from "react-router";
import { adminMeta, CsrfField, PageTitle, Section } from "~/components/admin/admin-ui";
import { EditorField } from "~/components/admin/editor/editor-field";
import { refusedInput, SaveOutcome } from "~/components/admin/editor/save-outcome";
import {
  formValues,
  formVersion,
  invalidInput,
  missingVersion,
  staleVersion,
} from "~/server/admin/content-actions.server";
import { field, requireAdminAction, requireAdminPage } from "~/server/admin/guard.server";
import {
  parseHomeTextsForm,
  readHomeTexts,
  saveHomeTexts,
  type HomeTextsValues,
} from "~/server/content/home-texts.server";
import { renderAboutMarkdown } from "~/server/content/markdown.server";
import { NOTICE_SLOTS } from "~/shared/home-texts-form";
import type { Route } from "./+types/home-texts";

export const meta: Route.MetaFunction = () => adminMeta("Home page");

const NOTICE_FIELDS = Array.from({ length: NOTICE_SLOTS }, (_, i) => [`notice${i}Heading`, `notice${i}Detail`]).flat();
const FIELDS = [...NOTICE_FIELDS, "aboutText", "basedIn", "serviceArea"];

/** The stored record as the form's flat fields. */
function asFormValues(values: HomeTextsValues): Record<string, string> {
  const flat: Record<string, string> = {
    aboutText: values.aboutText,
    basedIn: values.basedIn,
    serviceArea: values.serviceArea,
  };
  for (let i = 0; i < NOTICE_SLOTS; i++) {
    flat[`notice${i}Heading`] = values.availability[i]?.heading ?? "";
    flat[`notice${i}Detail`] = values.availability[i]?.detail ?? "";
  }
  return flat;
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  const { values, version } = await readHomeTexts();
  return data({ values: asFormValues(values), version, csrfToken: session.csrfToken }, { headers: session.headers });
}

export async function action({ request }: Route.ActionArgs) {
  const { session, form } = await requireAdminAction(request);
  const values = formValues(form, FIELDS);
  if (field(form, "intent") === "preview") {
    // Checked like a save, rendered like the public page, stored nowhere.
    const parsed = parseHomeTextsForm(values);
    if (!parsed.ok) return invalidInput(parsed.fields, values);
    return { preview: renderAboutMarkdown(parsed.values.aboutText), values };
  }
  const version = formVersion(form);
  if (version === undefined) return missingVersion();
  const result = await saveHomeTexts(values, version, session.user.email);
  if (result.ok) return { saved: true as const, notice: "Saved: the home page shows the new texts now." };
  return result.status === 400 ? invalidInput(result.fields, values) : staleVersion(values);
}

export default function HomeTextsEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { values: stored, version, csrfToken } = loaderData;
  const { errors, values: typed } = refusedInput(actionData);
  const previewed =
    actionData && "preview" in actionData && typeof actionData.preview === "string"
      ? { preview: actionData.preview, values: actionData.values ?? {} }
      : undefined;
  const value = (name: string) => previewed?.values[name] ?? typed[name] ?? stored[name] ?? "";
  return (
    <>
      <PageTitle lead="The words on your home page. Changes show on the site as soon as you save.">Home page</PageTitle>
      <SaveOutcome result={actionData} viewOnSite="/#about" reloadTo="/admin/home" />
      <Form method="post" noValidate key={version} className="space-y-2">
        <CsrfField token={csrfToken} />
        <input type="hidden" name="version" value={version} />
        <Section title="Availability notices">
          <p className="mb-4 text-sm text-ink-soft">
            The small cards under your about text, e.g. when and where you are booking. Leave both boxes of a notice
            empty to hide it.
          </p>
          <div className="space-y-6">
            {Array.from({ length: NOTICE_SLOTS }, (_, i) => (
              <fieldset key={i} className="grid gap-4 rounded-md border border-ink/10 p-3 sm:grid-cols-2">
                <legend className="px-1 text-sm font-medium">Notice {i + 1}</legend>
                <EditorField
                  name={`notice${i}Heading`}
                  label="Heading"
                  help="A few words, e.g. Now Booking."
                  value={value(`notice${i}Heading`)}
                  errors={errors}
                />
                <EditorField
                  name={`notice${i}Detail`}
                  label="Detail"
                  help="One line under it, e.g. Arizona · Fall/Winter/Spring 2026."
                  value={value(`notice${i}Detail`)}
                  errors={errors}
                />
              </fieldset>
            ))}
          </div>
        </Section>
        <Section title="About you">
          <EditorField
            name="aboutText"
            label="About text"
            help="Shown under THE ONE BEHIND THE CAMERA. Leave an empty line between paragraphs. Put *stars* around words to slant them, and write a link as [the words](https://the-address). Preview (at the bottom) shows it before you save."
            value={value("aboutText")}
            errors={errors}
            rows={12}
          />
        </Section>
        <Section title="Where you work">
          <div className="space-y-5">
            <EditorField
              name="basedIn"
              label="Based in"
              help="The large line above your e-mail address at the bottom of the home page."
              value={value("basedIn")}
              errors={errors}
            />
            <EditorField
              name="serviceArea"
              label="Service area"
              help="The line under it, e.g. Serving Phoenix, Scottsdale, Sedona and worldwide."
              value={value("serviceArea")}
              errors={errors}
            />
          </div>
        </Section>
        {previewed && (
          <section aria-labelledby="preview-heading" className="mt-8 rounded-md border border-gold/40 bg-sand-50 p-4">
            <h2 id="preview-heading" className="mb-3 text-sm font-medium tracking-widest text-ink-soft uppercase">
              Preview of the about text (not saved yet)
            </h2>
            <div
              data-testid="about-preview"
              className="about-text space-y-4 text-lg leading-relaxed text-ink-soft"
              // Rendered on the server by the same code as the public page, raw HTML refused.
              dangerouslySetInnerHTML={{ __html: previewed.preview }}
            />
          </section>
        )}
        {/* Save comes first: it is the button Enter presses in a field. */}
        <div className="flex flex-col gap-3 pt-6 sm:flex-row">
          <button type="submit" name="intent" value="save" className="btn-primary">
            Save home page
          </button>
          <button type="submit" name="intent" value="preview" className="btn-outline">
            Preview the about text
          </button>
        </div>
      </Form>
    </>
  );
}
