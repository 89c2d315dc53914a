import type { SVGProps } from 'react';

/**
 * The one icon set of both apps: 24×24 stroked outlines drawn in currentColor. An icon beside
 * its text is decorative (aria-hidden); an icon alone needs a name: give the button an
 * aria-label, or pass `label` here (role="img").
 */
const PATHS = {
  bold: 'M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z',
  italic: 'M10 5h8M6 19h8M14 5l-4 14',
  underline: 'M7 4v7a5 5 0 0 0 10 0V4M5 20h14',
  strike: 'M4 12h16M16 7a4 3 0 0 0-8 0c0 4 8 3 8 7a4 3 0 0 1-8 1',
  heading: 'M6 5v14M18 5v14M6 12h12',
  bulletList: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  orderedList: 'M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 15.5a1.5 1.5 0 1 1 2.5 1.2L3.5 19H6',
  quote: 'M7 17a3 3 0 0 1-3-3v-1a5 5 0 0 1 5-5M17 17a3 3 0 0 1-3-3v-1a5 5 0 0 1 5-5M4 14h4v3H4zM14 14h4v3h-4z',
  undo: 'M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  redo: 'M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3',
  close: 'M6 6l12 12M18 6L6 18',
  check: 'M5 12l5 5 9-10',
  dot: 'M12 12h.01',
} as const;

export type IconName = keyof typeof PATHS;
export const ICON_NAMES = Object.keys(PATHS) as IconName[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** The icon's own name when nothing else names it (an icon alone, not in a named button). */
  label?: string;
  size?: number;
}

export function Icon({ name, label, size = 18, className, ...svg }: IconProps) {
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      {...svg}
      {...named}
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
