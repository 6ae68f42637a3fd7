import { useState, type ReactNode } from "react";

// A drop zone that is a real, labelled file input (so a tap on a phone, Enter on a keyboard and a
// drop from the desktop all work): the input covers the whole zone, invisible, so the browser's
// own drop and tap handling does the work. Used by the library's uploader and a gallery's.

const PHOTO_TYPES = "image/jpeg,image/png,image/webp,image/avif,image/tiff,image/heic,image/heif,.heic,.heif";

export function DropZone({
  id,
  hint,
  padding = "p-8",
  onFiles,
}: {
  id: string;
  /** What may be sent, under the zone's title (the input's description). */
  hint: ReactNode;
  padding?: string;
  onFiles: (files: File[]) => void;
}) {
  const [dragging, setDragging] = useState(false);
  return (
    <div
      className={`relative rounded-lg border-2 border-dashed ${padding} text-center focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-clay ${
        dragging ? "border-clay bg-sand-100" : "border-ink/30 bg-white"
      }`}
      onDragEnter={() => setDragging(true)}
      onDragLeave={() => setDragging(false)}
      onDrop={() => setDragging(false)}
    >
      <label htmlFor={id} className="block cursor-pointer">
        <span className="block font-serif text-2xl text-ink">Choose photos or drop them here</span>
        <span id={`${id}-hint`} className="mt-2 block text-sm text-ink-soft">
          {hint}
        </span>
      </label>
      <input
        id={id}
        name="files"
        type="file"
        multiple
        accept={PHOTO_TYPES}
        aria-describedby={`${id}-hint`}
        className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
        onChange={(event) => {
          const files = event.currentTarget.files;
          if (files && files.length > 0) onFiles(Array.from(files));
          // Cleared so choosing the same files again is a new batch.
          event.currentTarget.value = "";
          setDragging(false);
        }}
      />
    </div>
  );
}
