import { EditorField } from "~/components/admin/editor/editor-field";
import { PreviewPanel } from "~/components/admin/editor/preview-panel";
import { Picture } from "~/components/ui/picture";
import { LIST_NAMES } from "~/shared/content/home-media-form";
import type { Choice } from "~/components/admin/editor/editor-field";
import { ChosenImage, RowButtons, SelectField } from "./fields";
import { ListEditor, RowFieldset } from "./list-editor";
import type { ListState } from "./list-state";

// The hero slides or the about photos: each a library photo with its description, in order.

const LISTS = {
  hero: {
    title: "Hero slides",
    viewOnSite: "/",
    help: "The slideshow at the top of the home page, in this order. The first slide is what visitors see while the page loads: choose a strong landscape photo.",
  },
  about: {
    title: "About photos",
    viewOnSite: "/#about",
    help: "The portraits beside your about text, one at a time, in this order. Upright (portrait) photos fit best.",
  },
};

export function PhotoListForm({ state, choices }: { state: ListState; choices: readonly Choice[] }) {
  const { list, rows, errors, images } = state;
  const { title, viewOnSite, help } = LISTS[list as keyof typeof LISTS];
  const noun = LIST_NAMES[list].one;
  const labels = new Map(choices.map((c) => [c.value, c.label]));
  const shape = list === "hero" ? "aspect-[3/2] w-40" : "aspect-[4/5] w-28";
  return (
    <ListEditor
      state={state}
      title={title}
      help={help}
      viewOnSite={viewOnSite}
      picker={
        <SelectField
          id={`${list}-pick`}
          name="pick"
          label="Choose from your photo library"
          value=""
          placeholder="Choose a photo…"
          groups={[{ choices }]}
          help={`Newest first. Then press “Use this photo” on a ${noun} to replace its photo, or “Add ${noun}” below. Upload new photos under Photos.`}
        />
      }
      addLabel={
        <>
          {`Add ${noun}`}
          <span className="sr-only"> with the chosen photo</span>
        </>
      }
      preview={() => <PhotoPreview state={state} shape={shape} title={title} />}
      saveLabel={`Save ${title.toLowerCase()}`}
      previewLabel={`Preview ${title.toLowerCase()}`}
    >
      <ol className="mt-6 space-y-4">
        {rows.map((row, i) => (
          <li key={i} data-testid={`${list}-row`}>
            <RowFieldset
              legend={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${i + 1}${list === "hero" && i === 0 ? " (shown first, while the page loads)" : ""}`}
              image={
                <ChosenImage
                  id={`${list}-photo-${i}`}
                  name={`photo-${i}`}
                  value={row.photo ?? ""}
                  image={images[row.photo ?? ""]}
                  label={labels.get(row.photo ?? "")}
                  error={errors[`photo-${i}`]}
                  className={`${shape} rounded`}
                />
              }
            >
              <EditorField
                id={`${list}-alt-${i}`}
                name={`alt-${i}`}
                label="Description (alt text)"
                value={row.alt ?? ""}
                errors={errors}
                help="What the photo shows, in a few words: read aloud to people who cannot see it."
              />
              <RowButtons list={list} index={i} count={rows.length} noun={noun} useLabel="Use this photo" />
            </RowFieldset>
          </li>
        ))}
      </ol>
    </ListEditor>
  );
}

/** The list as the home page will show it, in order, before it is saved. */
function PhotoPreview({ state, shape, title }: { state: ListState; shape: string; title: string }) {
  const shown = state.rows.flatMap((row) => {
    const image = state.images[row.photo ?? ""];
    return image ? [{ image, alt: row.alt ?? "" }] : [];
  });
  return (
    <PreviewPanel
      id={`${state.list}-preview`}
      heading={`Preview of the ${title.toLowerCase()} (not saved yet)`}
      level={3}
      testId={`${state.list}-preview`}
      className="mt-6"
    >
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
    </PreviewPanel>
  );
}
