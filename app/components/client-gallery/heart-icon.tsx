import { LineIcon } from "~/components/ui/line-icon";

/** The heart of the site's icon set (SPEC.md §2.1), filled when on. Decorative: its button carries the name. */
export function HeartIcon({ filled, className = "h-5 w-5" }: { filled: boolean; className?: string }) {
  return (
    <LineIcon
      className={`${className} ${filled ? "fill-current" : "fill-none"}`}
      fill={undefined}
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
    </LineIcon>
  );
}
