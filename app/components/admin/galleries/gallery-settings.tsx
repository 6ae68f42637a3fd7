import { DOWNLOAD_LEVEL_LABELS, DOWNLOAD_LEVELS, type DownloadLevel } from "~/shared/galleries/gallery-rules";
import { GALLERY_INTENTS } from "~/shared/galleries/gallery-admin.schema";
import { EditorForm } from "../editor/editor-form";
import { RadioGroup } from "../editor/radio-group";
import { GalleryDetailsFields } from "./gallery-details-fields";

// The gallery's settings. Keyed by the version by its parent, so a save (or another tab's, after
// a reload) shows the stored values; a refused save shows what was typed with the messages.

interface GallerySettingsValues {
  title: string;
  clientName: string;
  clientEmail: string;
  sessionDate: string | null;
  expiresOn: string | null;
  downloads: DownloadLevel;
  printsAllowed: boolean;
  watermark: boolean;
}

export function GallerySettings({
  saved,
  typed,
  errors,
  version,
  suggestedCode,
}: {
  saved: GallerySettingsValues;
  /** The values of a refused save, to show again. */
  typed: Record<string, string>;
  errors: Record<string, string>;
  version: number;
  /** A random 6-digit code to offer (suggestAccessCode). */
  suggestedCode: string;
}) {
  const refused = Object.keys(typed).length > 0;
  const value = (name: keyof GallerySettingsValues) => typed[name] ?? String(saved[name] ?? "");
  const checked = (name: "printsAllowed" | "watermark") => (refused ? typed[name] === "on" : saved[name]);
  return (
    <EditorForm version={version} className="max-w-xl space-y-5">
      <GalleryDetailsFields
        value={(name) => value(name as keyof GallerySettingsValues)}
        errors={errors}
        titleHelp="At the top of the client's gallery."
        code={{
          label: "New access code (optional)",
          help: "Leave it blank to keep the current code. A new code is 6 to 8 digits, and signs everyone out of this gallery: they will need the new one.",
        }}
        suggestedCode={suggestedCode}
      />
      <RadioGroup
        name="downloads"
        legend="Downloads"
        choices={DOWNLOAD_LEVELS.map((level) => ({ value: level, label: DOWNLOAD_LEVEL_LABELS[level] }))}
        value={value("downloads")}
        error={errors.downloads}
        stacked
      >
        <p className="mt-1 text-sm text-ink-soft">A set can allow less or more (see Sets).</p>
        <p className="mt-1 text-sm text-ink-soft">
          Full-resolution downloads keep the camera details (date, camera, lens, exposure) but not the location where
          the photo was taken or the camera&apos;s serial number. Your own original, for the print lab, is unchanged.
        </p>
      </RadioGroup>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          name="printsAllowed"
          defaultChecked={checked("printsAllowed")}
          className="h-4 w-4 accent-clay"
        />
        The client may order prints of these photos
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="watermark" defaultChecked={checked("watermark")} className="h-4 w-4 accent-clay" />
        Watermark the previews the client sees (your originals are never changed)
      </label>
      <button type="submit" name="intent" value={GALLERY_INTENTS.settings} className="btn-primary">
        Save settings
      </button>
    </EditorForm>
  );
}
