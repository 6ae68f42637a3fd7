import { EditorField } from "~/components/admin/editor/editor-field";
import type { FieldErrors } from "~/shared/field-errors";

// A photo of the article, by its number in the Photos library: typed, or picked from the list of
// library photos (LibraryPhotoList), shown beside it as a small image once it names one.

export interface LibraryPhoto {
  id: number;
  filename: string;
  /** A small JPEG of it, or "". */
  thumb: string;
}

const LIST_ID = "library-photos";

/** The suggestions every photo field offers; once per form. */
export function LibraryPhotoList({ photos }: { photos: readonly LibraryPhoto[] }) {
  return (
    <datalist id={LIST_ID}>
      {photos.map((p) => (
        <option key={p.id} value={p.id}>
          {p.filename}
        </option>
      ))}
    </datalist>
  );
}

export function PhotoField({
  name,
  label,
  help,
  value,
  errors,
  photos,
}: {
  name: string;
  label: string;
  help: string;
  value: string;
  errors: FieldErrors;
  photos: readonly LibraryPhoto[];
}) {
  const photo = photos.find((p) => String(p.id) === value.trim());
  return (
    <div className="flex items-start gap-3">
      <div className="h-16 w-16 shrink-0 overflow-hidden rounded bg-sand-100">
        {photo?.thumb && <img src={photo.thumb} alt="" className="h-full w-full object-cover" loading="lazy" />}
      </div>
      <div className="grow">
        <EditorField
          name={name}
          label={label}
          help={photo ? `${help} Now: ${photo.filename}.` : help}
          value={value}
          errors={errors}
          inputProps={{ inputMode: "numeric", list: LIST_ID }}
        />
      </div>
    </div>
  );
}
