import { Form } from "react-router";
import { PORTFOLIO_INTENTS as I } from "~/shared/content/portfolio.schema";
import { smallButton } from "../admin-ui";
import { CsrfField } from "../editor/csrf-field";
import { DragGrip } from "../editor/drag-grip";
import { EditorField } from "../editor/editor-field";
import { RowMoveButtons } from "../editor/row-move-buttons";
import type { DragHandlers } from "../editor/use-drag-reorder";

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

const MOVES = [I["move-up"], I["move-down"], I["move-top"]] as const;

export function PhotoRow({
  item,
  index,
  count,
  isCover,
  version,
  refused,
  dragHandlers,
  dragging,
}: {
  item: EditorItem;
  index: number;
  count: number;
  isCover: boolean;
  version: number;
  refused: RowErrors | undefined;
  dragHandlers: DragHandlers;
  dragging: boolean;
}) {
  const mine = refused?.itemId === item.itemId ? refused : undefined;
  const label = `photo ${index + 1}`;
  const field = (name: "altText" | "caption", id: string, text: string) => (
    <EditorField
      name={name}
      id={`${id}-${item.itemId}`}
      label={text}
      value={mine?.values?.[name] ?? item[name]}
      errors={mine?.fields ?? {}}
    />
  );
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
        <DragGrip className="pt-1" />
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
        <CsrfField />
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
          {field("altText", "alt", "Description (alt text)")}
          {field("caption", "caption", "Caption (optional)")}
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value={I["photo-text"]} className={smallButton}>
            Save description<span className="sr-only"> of {label}</span>
          </button>
          <RowMoveButtons moves={MOVES} index={index} count={count} label={label} className={smallButton} />
          {!isCover && (
            <button type="submit" name="intent" value={I.cover} className={smallButton}>
              Make cover<span className="sr-only"> ({label})</span>
            </button>
          )}
          <button type="submit" name="intent" value={I.remove} className={`${smallButton} text-danger`}>
            Remove from portfolio<span className="sr-only"> ({label})</span>
          </button>
        </div>
      </Form>
    </li>
  );
}
