import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { Form } from "react-router";
import { defaultCrop, MIN_CROP, type Crop } from "~/shared/shop/print-crop";
import { smallButton } from "../admin-ui";
import { CsrfField } from "../editor/csrf-field";

// The crop of one gallery print (decision 047): a frame with the print size's proportions over the
// photo, moved and resized with the pointer (drag it, or its corner), the arrow keys (Shift: further;
// + and − resize) or the buttons under it. No library, no animation. The form posts the four
// fractions; without JavaScript it saves the crop shown (the centred largest one by default).

interface Props {
  position: number;
  /** The photo's thumbnail; null while it has none (the frame is shown over a blank of its shape). */
  imageUrl: string | null;
  photo: { width: number; height: number };
  /** The print's width ÷ height in pixels. */
  ratio: number;
  crop: Crop | undefined;
  label: string;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);
const pct = (v: number) => `${(v * 100).toFixed(3)}%`;

export function CropTool({ position, imageUrl, photo, ratio, crop, label }: Props) {
  const initial = crop ?? defaultCrop(ratio, photo);
  const [frame, setFrame] = useState<Crop>(initial);
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<{ mode: "move" | "resize"; startX: number; startY: number; from: Crop } | null>(null);
  // The frame's width ÷ height in fractions of the photo.
  const fr = ratio / (photo.width / photo.height);
  const maxW = Math.min(1, fr);
  const minW = Math.min(Math.max(MIN_CROP, MIN_CROP * fr), maxW);

  const place = (next: { x: number; y: number; w: number }) => {
    const w = clamp(next.w, minW, maxW);
    const h = w / fr;
    setFrame({ x: clamp(next.x, 0, 1 - w), y: clamp(next.y, 0, 1 - h), w, h });
  };
  const move = (dx: number, dy: number) => place({ x: frame.x + dx, y: frame.y + dy, w: frame.w });
  const resize = (factor: number) => {
    const w = clamp(frame.w * factor, minW, maxW);
    const h = w / fr;
    place({ x: frame.x + (frame.w - w) / 2, y: frame.y + (frame.h - h) / 2, w });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? 0.1 : 0.01;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const delta = moves[event.key];
    if (delta) move(delta[0], delta[1]);
    else if (event.key === "+" || event.key === "=") resize(1.05);
    else if (event.key === "-" || event.key === "_") resize(1 / 1.05);
    else return;
    event.preventDefault();
  };

  const start = (mode: "move" | "resize", event: PointerEvent<HTMLElement>) => {
    event.preventDefault();
    event.stopPropagation();
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
    drag.current = { mode, startX: event.clientX, startY: event.clientY, from: frame };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    const rect = box.current?.getBoundingClientRect();
    if (!d || !rect || rect.width === 0) return;
    const dx = (event.clientX - d.startX) / rect.width;
    const dy = (event.clientY - d.startY) / rect.height;
    if (d.mode === "move") place({ x: d.from.x + dx, y: d.from.y + dy, w: d.from.w });
    else place({ x: d.from.x, y: d.from.y, w: Math.max(d.from.w + dx, (d.from.h + dy) * fr) });
  };
  const stop = () => {
    drag.current = null;
  };

  const id = `crop-${position}`;
  const described = `${Math.round(frame.x * 100)}% from the left, ${Math.round(frame.y * 100)}% from the top, ${Math.round(frame.w * 100)}% of the width`;
  const button = `${smallButton} min-h-11 min-w-11`;
  return (
    <Form method="post" className="space-y-3" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="text-sm font-medium">
        Crop for {label}
      </p>
      <div
        ref={box}
        className="relative w-full max-w-sm touch-none overflow-hidden rounded bg-ink/10 select-none"
        style={{ aspectRatio: `${photo.width} / ${photo.height}` }}
      >
        {imageUrl && (
          <img src={imageUrl} alt="" className="absolute inset-0 h-full w-full object-fill" draggable={false} />
        )}
        <button
          type="button"
          aria-label={`Crop frame, ${described}. Arrow keys move it, Shift moves further, plus and minus resize it.`}
          data-testid={`crop-frame-${position}`}
          className="absolute cursor-move border-0 bg-transparent p-0 outline-2 outline-white focus-visible:outline-4 focus-visible:outline-clay"
          style={{
            left: pct(frame.x),
            top: pct(frame.y),
            width: pct(frame.w),
            height: pct(frame.h),
            boxShadow: "0 0 0 9999px rgb(0 0 0 / 0.55)",
            outlineStyle: "solid",
          }}
          onKeyDown={onKeyDown}
          onPointerDown={(event) => start("move", event)}
          onPointerMove={onPointerMove}
          onPointerUp={stop}
          onPointerCancel={stop}
        >
          <span
            aria-hidden="true"
            className="absolute -right-2 -bottom-2 h-6 w-6 cursor-nwse-resize rounded-full border-2 border-white bg-clay"
            onPointerDown={(event) => start("resize", event)}
            onPointerMove={onPointerMove}
            onPointerUp={stop}
            onPointerCancel={stop}
          />
        </button>
      </div>
      <p className="text-sm text-ink-soft" aria-live="polite" data-testid={`crop-state-${position}`}>
        Frame: {described}.
      </p>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Move or resize the frame">
        <button type="button" className={button} aria-label="Move left" onClick={() => move(-0.02, 0)}>
          ←
        </button>
        <button type="button" className={button} aria-label="Move up" onClick={() => move(0, -0.02)}>
          ↑
        </button>
        <button type="button" className={button} aria-label="Move down" onClick={() => move(0, 0.02)}>
          ↓
        </button>
        <button type="button" className={button} aria-label="Move right" onClick={() => move(0.02, 0)}>
          →
        </button>
        <button type="button" className={button} onClick={() => resize(1 / 1.1)}>
          Smaller
        </button>
        <button type="button" className={button} onClick={() => resize(1.1)}>
          Larger
        </button>
        <button type="button" className={button} onClick={() => setFrame(defaultCrop(ratio, photo))}>
          Reset
        </button>
      </div>
      <CsrfField />
      <input type="hidden" name="position" value={position} />
      <input type="hidden" name="x" value={frame.x} />
      <input type="hidden" name="y" value={frame.y} />
      <input type="hidden" name="w" value={frame.w} />
      <input type="hidden" name="h" value={frame.h} />
      <button type="submit" name="intent" value="crop" className="btn-primary">
        Save crop
      </button>
    </Form>
  );
}
