import { EditorField } from "~/components/admin/editor/editor-field";
import { PreviewPanel } from "~/components/admin/editor/preview-panel";
import { FeaturedBy } from "~/components/home/featured-by";
import type { Choice } from "~/components/admin/editor/editor-field";
import { ChosenImage, RowButtons, SelectField } from "./fields";
import { ListEditor, RowFieldset } from "./list-editor";
import type { ListState } from "./list-state";

// The "Featured by" strip: each entry a publication's name, an optional https:// link and a logo,
// either one of the built-in logos the site came with or a photo from the library (decision 023).

export function FeaturedListForm({
  state,
  choices,
  logoChoices,
}: {
  state: ListState;
  choices: readonly Choice[];
  logoChoices: readonly Choice[];
}) {
  const { rows, errors, images } = state;
  const libraryLogos = choices.map((c) => ({ value: `library:${c.value}`, label: c.label }));
  const labels = new Map([...logoChoices, ...libraryLogos].map((c) => [c.value, c.label]));
  return (
    <ListEditor
      state={state}
      title="Featured by"
      help="The publications that featured your work, shown as logos above the slideshow. Remove them all to hide the strip. A logo can be one of the built-in ones or an image from your photo library (upload it under Photos first)."
      viewOnSite="/#featured-heading"
      picker={
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
      }
      addLabel="Add an entry"
      preview={() => (
        <PreviewPanel
          id="featured-preview"
          heading="Preview of Featured by (not saved yet)"
          level={3}
          testId="featured-preview"
          className="mt-6"
        >
          <FeaturedBy
            headingId="featured-preview-strip"
            logos={rows.flatMap((row) => {
              const image = images[row.logo ?? ""];
              return image && row.name
                ? [{ image, alt: `${row.name.trim()} logo`, name: row.name.trim(), link: row.link?.trim() ?? "" }]
                : [];
            })}
          />
        </PreviewPanel>
      )}
      saveLabel="Save Featured by"
      previewLabel="Preview Featured by"
    >
      {rows.length === 0 && <p className="mt-4 text-sm text-ink-soft">No entries: the strip is hidden.</p>}
      <ol className="mt-6 space-y-4">
        {rows.map((row, i) => (
          <li key={i} data-testid="featured-row">
            <RowFieldset
              legend={`Entry ${i + 1}`}
              image={
                <ChosenImage
                  id={`featured-logo-${i}`}
                  name={`logo-${i}`}
                  value={row.logo ?? ""}
                  image={images[row.logo ?? ""]}
                  label={labels.get(row.logo ?? "")}
                  error={errors[`logo-${i}`]}
                  className="aspect-[3/2] w-40 rounded bg-sand-50"
                />
              }
            >
              <EditorField
                id={`featured-name-${i}`}
                name={`name-${i}`}
                label="Publication name"
                value={row.name ?? ""}
                errors={errors}
                help="Also the logo's description: read aloud as “… logo”."
              />
              <EditorField
                id={`featured-link-${i}`}
                name={`link-${i}`}
                label="Link (optional)"
                type="url"
                value={row.link ?? ""}
                errors={errors}
                help="The article's address, starting with https://. Leave it empty for a logo without a link."
              />
              <RowButtons list="featured" index={i} count={rows.length} noun="entry" useLabel="Use this logo" />
            </RowFieldset>
          </li>
        ))}
      </ol>
    </ListEditor>
  );
}
