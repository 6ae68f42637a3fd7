import { LineIcon } from "./line-icon";

/** The "×" drawn in every close button (toast, lightbox, welcome video); decorative, the button carries the name. */
export function CloseIcon({ className = "h-4 w-4", strokeWidth = 2 }: { className?: string; strokeWidth?: number }) {
  return (
    <LineIcon className={className} strokeWidth={strokeWidth}>
      <path d="M6 6l12 12M18 6L6 18" />
    </LineIcon>
  );
}
