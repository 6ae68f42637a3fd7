import { useRef } from "react";
import { swipeDelta } from "./carousel-index";

/**
 * Pointer handlers that report a horizontal swipe as -1 (previous) or +1 (next).
 * Pair them with `touch-action: pan-y` on the element so vertical scrolling still works.
 */
export function useSwipe(onSwipe: (delta: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (e: React.PointerEvent) => {
      if (e.pointerType === "mouse" && e.button !== 0) return;
      start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
    },
    onPointerUp: (e: React.PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== e.pointerId) return;
      const delta = swipeDelta(e.clientX - from.x, e.clientY - from.y);
      if (delta !== 0) onSwipe(delta);
    },
    onPointerCancel: () => {
      start.current = null;
    },
    // A mouse drag on an image would otherwise start the browser's drag-and-drop and cancel the pointer.
    onDragStart: (e: React.DragEvent) => e.preventDefault(),
  };
}
