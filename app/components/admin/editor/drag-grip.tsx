// The mark on a row that can be dragged (with a mouse): a hint for the eye only, since the row's
// Move buttons are the way for a keyboard or a screen reader.

export function DragGrip({ className = "" }: { className?: string }) {
  return (
    <span aria-hidden="true" className={`cursor-grab text-ink-soft select-none ${className}`} title="Drag to move">
      ⠿
    </span>
  );
}
