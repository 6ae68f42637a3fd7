import { Form } from "react-router";
import { CsrfField, Notice, Section } from "~/components/admin/admin-ui";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { FeaturedBy } from "~/components/home/featured-by";
import { ChosenImage, EnterSaves, RowButtons, SaveButtons, SelectField, TextField, type Choice } from "./fields";
import type { ListState } from "./list-state";

// The "Featured by" strip: each entry a publication's name, an optional https:// link and a logo,
// either one of the built-in logos the site came with or a photo from the library (decision 023).

export function FeaturedListForm({
  state,
  choices,
  logoChoices,
  csrfToken,
}: {
  state: ListState;
  choices: readonly Choice[];
  logoChoices: readonly Choice[];
  csrfToken: string;
}) {
  const { rows, errors, images } = state;
  const libraryLogos = choices.map((c) => ({ value: `library:${c.value}`, label: c.label }));
  const labels = new Map([...logoChoices, ...libraryLogos].map((c) => [c.value, c.label]));
  return (
    <Section title="Featured by">
      <div id="featured-editor" className="scroll-mt-4">
        <p className="mb-4 text-sm text-ink-soft">
          The publications that featured your work, shown as logos above the slideshow. Remove them all to hide the
          strip. A logo can be one of the built-in ones or an image from your photo library (upload it under Photos
          first).
        </p>
        <SaveOutcome result={state.outcome} viewOnSite="/#featured-heading" reloadTo="/admin/home-photos" />
        {state.draft && !state.outcome && (
          <Notice>Not saved yet: the page below shows your change. Press Save to put it on the site.</Notice>
        )}
        {errors.list && <p className="mb-4 text-sm text-danger">{errors.list}</p>}
        <Form
          method="post"
          noValidate
          preventScrollReset
          key={`${state.version}:${JSON.stringify(rows)}`}
          aria-label="Featured by"
          data-list="featured"
        >
          <CsrfField token={csrfToken} />
          <input type="hidden" name="list" value="featured" />
          <input type="hidden" name="version" value={state.version} />
          <input type="hidden" name="count" value={rows.length} />
          <EnterSaves />
          <SelectField
            id="featured-pick"
            name="pick"
            label="Choose a logo"
            value=""
            placeholder="Choose a logo…"
            groups={[
              { label: "Built-in logos", choices: logoChoices },
              { label: "From your photo library", choices: libraryLogos },
            ]}
            help="Then press “Use this logo” on an entry, or “Add an entry” below."
          />
          {rows.length === 0 && <p className="mt-4 text-sm text-ink-soft">No entries: the strip is hidden.</p>}
          <ol className="mt-6 space-y-4">
            {rows.map((row, i) => (
              <li key={i} data-testid="featured-row">
                <fieldset className="grid gap-4 rounded-md border border-ink/10 p-3 sm:grid-cols-[auto_1fr]">
                  <legend className="px-1 text-sm font-medium">{`Entry ${i + 1}`}</legend>
                  <ChosenImage
                    id={`featured-logo-${i}`}
                    name={`logo-${i}`}
                    value={row.logo ?? ""}
                    image={images[row.logo ?? ""]}
                    label={labels.get(row.logo ?? "")}
                    error={errors[`logo-${i}`]}
                    className="aspect-[3/2] w-40 rounded bg-sand-50"
                  />
                  <div className="space-y-4">
                    <TextField
                      id={`featured-name-${i}`}
                      name={`name-${i}`}
                      label="Publication name"
                      value={row.name ?? ""}
                      error={errors[`name-${i}`]}
                      help="Also the logo's description: read aloud as “… logo”."
                    />
                    <TextField
                      id={`featured-link-${i}`}
                      name={`link-${i}`}
                      label="Link (optional)"
                      type="url"
                      value={row.link ?? ""}
                      error={errors[`link-${i}`]}
                      help="The article's address, starting with https://. Leave it empty for a logo without a link."
                    />
                    <RowButtons list="featured" index={i} count={rows.length} noun="entry" useLabel="Use this logo" />
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
          <div className="mt-6">
            <button type="submit" name="intent" value="add" className="btn-outline">
              Add an entry
            </button>
          </div>
          {state.preview && (
            <section
              aria-labelledby="featured-preview-heading"
              data-testid="featured-preview"
              className="mt-6 rounded-md border border-gold/40 bg-sand-50 p-4"
            >
              <h3 id="featured-preview-heading" className="text-sm font-medium tracking-widest text-ink-soft uppercase">
                Preview of Featured by (not saved yet)
              </h3>
              <FeaturedBy
                headingId="featured-preview-strip"
                logos={rows.flatMap((row) => {
                  const image = images[row.logo ?? ""];
                  return image && row.name
                    ? [{ image, alt: `${row.name.trim()} logo`, name: row.name.trim(), link: row.link?.trim() ?? "" }]
                    : [];
                })}
              />
            </section>
          )}
          <SaveButtons saveLabel="Save Featured by" previewLabel="Preview Featured by" />
        </Form>
      </div>
    </Section>
  );
}
