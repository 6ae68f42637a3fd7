import type { ReactNode, SVGProps } from "react";

/**
 * The frame of every line-drawn icon (menu, home, bin, mail, tick, close…): 24-unit view box,
 * stroked in the text colour, decorative (the button or link beside it carries the name). An icon
 * that fills when on (the heart, the star) passes `fill={undefined}` and sets the fill by class.
 */
export function LineIcon({
  className = "h-4 w-4",
  strokeWidth = 2,
  children,
  ...svg
}: {
  className?: string;
  strokeWidth?: number;
  children: ReactNode;
} & Pick<SVGProps<SVGSVGElement>, "fill" | "strokeLinejoin" | "strokeLinecap">) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      {...svg}
    >
      {children}
    </svg>
  );
}
