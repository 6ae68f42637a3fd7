import { EditorCheckbox, fieldsOf } from "~/components/admin/editor/editor-field";
import { ItemList, ListItemFieldset } from "~/components/admin/editor/list-controls";
import { MARKDOWN_HELP, MAX_VENUE_PHOTOS, type BlogPhotoDraft, type BlogVenueDraft } from "~/shared/blog-article";
import type { FieldErrors } from "~/shared/field-errors";
import { PhotoField, type LibraryPhoto } from "./photo-field";

// One venue of the article: its heading, place and kind, its Markdown text and its photos, each
// photo a library number, a description and a width. Field names are paths ("venues.2.photos.0.alt").

interface VenueProps {
  path: string;
  index: number;
  venue: BlogVenueDraft;
  errors: FieldErrors;
  photos: readonly LibraryPhoto[];
  /** The venue's Move / Remove buttons. */
  controls: React.ReactNode;
}

export function VenueFields({ path, index, venue, errors, photos, controls }: VenueProps) {
  const field = fieldsOf(venue, errors, path);
  return (
    <ListItemFieldset path={path} label={`Venue ${index + 1}`} title={venue.name}>
      <input type="hidden" name={`${path}.slug`} value={venue.slug} />
      {field("name", "Name", "The venue's heading and its entry in the list.")}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("location", "Place", "e.g. Scottsdale.")}
        {field("setting", "Kind of venue", "e.g. Historic resort.")}
      </div>
      {field("text", "Text", MARKDOWN_HELP, 10)}
      <div>
        <p className="field-label">Photos</p>
        <ItemList
          list={`${path}.photos`}
          items={venue.photos}
          max={MAX_VENUE_PHOTOS}
          noun={(j) => `photo ${j + 1} of venue ${index + 1}`}
          addLabel={
            <>
              Add a photo<span className="sr-only"> to venue {index + 1}</span>
            </>
          }
          className="space-y-3"
          addClassName="btn-outline mt-3"
          item={(photo, at) => <VenuePhoto {...at} photo={photo} errors={errors} photos={photos} />}
        />
      </div>
      {controls}
    </ListItemFieldset>
  );
}

function VenuePhoto({
  path,
  index,
  photo,
  errors,
  photos,
  controls,
}: Omit<VenueProps, "venue"> & { photo: BlogPhotoDraft }) {
  return (
    <div id={`item-${path}`} tabIndex={-1} className="space-y-3 rounded border border-ink/10 p-3">
      <PhotoField
        name={`${path}.photoId`}
        label={`Photo ${index + 1} (number from the Photos library)`}
        help="Type a number or pick from the list. Clear both boxes to leave this photo out."
        value={photo.photoId}
        errors={errors}
        photos={photos}
      />
      {fieldsOf(photo, errors, path)(
        "alt",
        "Description for people who cannot see it",
        "What the photo shows, in a sentence.",
      )}
      <EditorCheckbox
        name={`${path}.wide`}
        checked={photo.wide === "on"}
        label="Full width (otherwise half, two side by side)"
      />
      {controls}
    </div>
  );
}
