import type { DragEvent } from "react";
import { Form } from "react-router";
import { CsrfField, smallButton } from "../admin-ui";

// One photo of the portfolio editor. Everything is a plain form post, so it works without
// JavaScript and by keyboard: Save description comes first (Enter in a field presses it), then the
// moves, the cover and Remove. Drag and drop (with JavaScript) is handled by the list around it.

export interface EditorItem {
  itemId: number;
  photoId: number;
  altText: string;
  caption: string;
  filename: string;
  state: string;
  thumb: string | null;
  placeholder: string | null;
}

export interface RowErrors {
  itemId?: number;
  fields?: Record<string, string>;
  values?: Record<string, string>;
}

const STATE_WORDS: Record<string, string> = {
  queued: "Waiting to be processed: shown on the site once ready",
  processing: "Processing: shown on the site once ready",
  failed: "Processing failed: not shown on the site (retry it in Photos)",
};

export function PhotoRow({
  item,
  index,
  count,
  isCover,
  version,
  csrfToken,
  refused,
  dragHandlers,
  dragging,
}: {
  item: EditorItem;
  index: number;
  count: number;
  isCover: boolean;
  version: number;
  csrfToken: string;
  refused: RowErrors | undefined;
  dragHandlers: {
    onDragStart: (e: DragEvent) => void;
    onDragOver: (e: DragEvent) => void;
    onDrop: (e: DragEvent) => void;
    onDragEnd: () => void;
  };
  dragging: boolean;
}) {
  const mine = refused?.itemId === item.itemId ? refused : undefined;
  const errors = mine?.fields ?? {};
  const id = (name: string) => `${name}-${item.itemId}`;
  const label = `photo ${index + 1}`;
  const field = (name: "altText" | "caption") => mine?.values?.[name] ?? item[name];
  return (
    <li
      data-item={item.itemId}
      data-photo={item.photoId}
      draggable
      {...dragHandlers}
      className={`flex flex-col gap-3 rounded-lg border bg-white p-3 sm:flex-row ${
        dragging ? "border-clay opacity-60" : "border-ink/10"
      }`}
    >
      <div className="flex shrink-0 items-start gap-3">
        <span aria-hidden="true" className="cursor-grab pt-1 text-ink-soft select-none" title="Drag to move">
          ⠿
        </span>
        <div
          className="h-28 w-28 overflow-hidden rounded bg-sand-100 bg-cover bg-center"
          style={item.placeholder ? { backgroundImage: `url("${item.placeholder}")` } : undefined}
        >
          {item.thumb && (
            <img
              src={item.thumb}
              alt=""
              width={112}
              height={112}
              loading="lazy"
              draggable={false}
              className="h-28 w-28 object-cover"
            />
          )}
        </div>
      </div>
      <Form method="post" preventScrollReset className="min-w-0 flex-1 space-y-2">
        <CsrfField token={csrfToken} />
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="itemId" value={item.itemId} />
        <p className="text-sm">
          <span className="font-medium">Photo {index + 1}</span>
          <span className="text-ink-soft"> · {item.filename}</span>
          {isCover && (
            <span className="ml-2 rounded-full bg-gold/20 px-2 py-0.5 text-xs font-medium">
              Cover on Portfolio page
            </span>
          )}
        </p>
        {item.state !== "ready" && (
          <p className={`text-sm ${item.state === "failed" ? "text-danger" : "text-ink-soft"}`} data-state={item.state}>
            {STATE_WORDS[item.state] ?? item.state}
          </p>
        )}
        <div className="grid gap-2 sm:grid-cols-2">
          <TextField
            id={id("alt")}
            name="altText"
            label="Description (alt text)"
            value={field("altText")}
            error={errors.altText}
          />
          <TextField
            id={id("caption")}
            name="caption"
            label="Caption (optional)"
            value={field("caption")}
            error={errors.caption}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value="photo-text" className={smallButton}>
            Save description<span className="sr-only"> of {label}</span>
          </button>
          <button type="submit" name="intent" value="move-up" className={smallButton} disabled={index === 0}>
            Move up<span className="sr-only"> {label}</span>
          </button>
          <button type="submit" name="intent" value="move-down" className={smallButton} disabled={index === count - 1}>
            Move down<span className="sr-only"> {label}</span>
          </button>
          <button type="submit" name="intent" value="move-top" className={smallButton} disabled={index === 0}>
            Move to top<span className="sr-only"> {label}</span>
          </button>
          {!isCover && (
            <button type="submit" name="intent" value="cover" className={smallButton}>
              Make cover<span className="sr-only"> ({label})</span>
            </button>
          )}
          <button type="submit" name="intent" value="remove" className={`${smallButton} text-danger`}>
            Remove from portfolio<span className="sr-only"> ({label})</span>
          </button>
        </div>
      </Form>
    </li>
  );
}

function TextField({
  id,
  name,
  label,
  value,
  error,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  error: string | undefined;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        defaultValue={value}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="field-input"
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
