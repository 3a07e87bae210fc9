import type { SVGProps } from "react";

/*
 * Small inline icons (no icon font or library: fewer bytes on slow networks).
 * Decorative by default; pass `aria-hidden={false}` and a <title> if one must
 * carry meaning.
 */
export type IconProps = SVGProps<SVGSVGElement>;

export function Svg({ children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
