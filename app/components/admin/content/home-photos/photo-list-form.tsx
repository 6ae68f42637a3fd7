import { Form } from "react-router";
import { CsrfField, Notice, Section } from "~/components/admin/admin-ui";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { Picture } from "~/components/ui/picture";
import { ChosenImage, EnterSaves, RowButtons, SaveButtons, SelectField, TextField, type Choice } from "./fields";
import type { ListState } from "./list-state";

// The hero slides or the about photos: each a library photo with its description, in order.

const NOUNS = { hero: "slide", about: "photo", featured: "entry" } as const;

export function PhotoListForm({
  title,
  help,
  state,
  choices,
  csrfToken,
  viewOnSite,
}: {
  title: string;
  help: string;
  state: ListState;
  choices: readonly Choice[];
  csrfToken: string;
  viewOnSite: string;
}) {
  const { list, rows, errors, images } = state;
  const noun = NOUNS[list];
  const labels = new Map(choices.map((c) => [c.value, c.label]));
  const shape = list === "hero" ? "aspect-[3/2] w-40" : "aspect-[4/5] w-28";
  return (
    <Section title={title}>
      <div id={`${list}-editor`} className="scroll-mt-4">
        <p className="mb-4 text-sm text-ink-soft">{help}</p>
        <SaveOutcome result={state.outcome} viewOnSite={viewOnSite} reloadTo="/admin/home-photos" />
        {state.draft && !state.outcome && (
          <Notice>Not saved yet: the page below shows your change. Press Save to put it on the site.</Notice>
        )}
        {errors.list && (
          <p id={`${list}-list-error`} className="mb-4 text-sm text-danger">
            {errors.list}
          </p>
        )}
        <Form
          method="post"
          noValidate
          preventScrollReset
          key={`${state.version}:${JSON.stringify(rows)}`}
          aria-label={title}
          data-list={list}
        >
          <CsrfField token={csrfToken} />
          <input type="hidden" name="list" value={list} />
          <input type="hidden" name="version" value={state.version} />
          <input type="hidden" name="count" value={rows.length} />
          <EnterSaves />
          <SelectField
            id={`${list}-pick`}
            name="pick"
            label="Choose from your photo library"
            value=""
            placeholder="Choose a photo…"
            groups={[{ choices }]}
            help={`Newest first. Then press “Use this photo” on a ${noun} to replace its photo, or “Add ${noun}” below. Upload new photos under Photos.`}
          />
          <ol className="mt-6 space-y-4">
            {rows.map((row, i) => (
              <li key={i} data-testid={`${list}-row`}>
                <fieldset className="grid gap-4 rounded-md border border-ink/10 p-3 sm:grid-cols-[auto_1fr]">
                  <legend className="px-1 text-sm font-medium">
                    {`${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${i + 1}`}
                    {list === "hero" && i === 0 ? " (shown first, while the page loads)" : ""}
                  </legend>
                  <ChosenImage
                    id={`${list}-photo-${i}`}
                    name={`photo-${i}`}
                    value={row.photo ?? ""}
                    image={images[row.photo ?? ""]}
                    label={labels.get(row.photo ?? "")}
                    error={errors[`photo-${i}`]}
                    className={`${shape} rounded`}
                  />
                  <div className="space-y-4">
                    <TextField
                      id={`${list}-alt-${i}`}
                      name={`alt-${i}`}
                      label="Description (alt text)"
                      value={row.alt ?? ""}
                      error={errors[`alt-${i}`]}
                      help="What the photo shows, in a few words: read aloud to people who cannot see it."
                    />
                    <RowButtons list={list} index={i} count={rows.length} noun={noun} useLabel="Use this photo" />
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
          <div className="mt-6">
            <button type="submit" name="intent" value="add" className="btn-outline">
              {`Add ${noun}`}
              <span className="sr-only"> with the chosen photo</span>
            </button>
          </div>
          {state.preview && <PhotoPreview state={state} shape={shape} title={title} />}
          <SaveButtons saveLabel={`Save ${title.toLowerCase()}`} previewLabel={`Preview ${title.toLowerCase()}`} />
        </Form>
      </div>
    </Section>
  );
}

/** The list as the home page will show it, in order, before it is saved. */
function PhotoPreview({ state, shape, title }: { state: ListState; shape: string; title: string }) {
  const shown = state.rows.flatMap((row) => {
    const image = state.images[row.photo ?? ""];
    return image ? [{ image, alt: row.alt ?? "" }] : [];
  });
  return (
    <section
      aria-labelledby={`${state.list}-preview-heading`}
      data-testid={`${state.list}-preview`}
      className="mt-6 rounded-md border border-gold/40 bg-sand-50 p-4"
    >
      <h3
        id={`${state.list}-preview-heading`}
        className="mb-3 text-sm font-medium tracking-widest text-ink-soft uppercase"
      >
        {`Preview of the ${title.toLowerCase()} (not saved yet)`}
      </h3>
      <ol className="flex flex-wrap gap-3">
        {shown.map((slide, i) => (
          <li key={i}>
            <figure>
              <Picture image={slide.image} alt={slide.alt} sizes="160px" className={`block ${shape} rounded`} fill />
              <figcaption className="mt-1 max-w-40 text-xs text-ink-soft">{`${i + 1}. ${slide.alt}`}</figcaption>
            </figure>
          </li>
        ))}
      </ol>
    </section>
  );
}
