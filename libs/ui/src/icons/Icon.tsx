import type { ReactElement, SVGProps } from 'react';
import { BUILDER_SHAPES } from './builder-shapes';
import { EDIT_SHAPES } from './edit-shapes';

/**
 * The one icon set of both apps: outline drawings in currentColor on a 20×20 grid. An icon beside
 * its text is decorative (aria-hidden); an icon alone needs a name: give its button an aria-label,
 * or pass `label` here (role="img").
 */
const SHAPES = {
  ...BUILDER_SHAPES,
  ...EDIT_SHAPES,
  bold: <path d="M6 4h5a3 3 0 0 1 0 6H6zM6 10h6a3 3 0 0 1 0 6H6z" />,
  italic: <path d="M9 4h6M5 16h6M12 4l-4 12" />,
  underline: <path d="M6 3v6a4 4 0 0 0 8 0V3M4 17h12" />,
  strike: <path d="M3 10h14M13 6a3 2.5 0 0 0-6 0c0 3 6 2.5 6 5.5a3 2.5 0 0 1-6 .5" />,
  heading: <path d="M5 4v12M15 4v12M5 10h10" />,
  bulletList: <path d="M8 5h9M8 10h9M8 15h9M3.5 5h.01M3.5 10h.01M3.5 15h.01" />,
  orderedList: <path d="M8 5h9M8 10h9M8 15h9M3 4l1.5-1v4M2.5 12.5a1.3 1.3 0 1 1 2.2 1L2.5 16H5" />,
  quote: <path d="M4 9h4v5H4zM4 9a4 4 0 0 1 4-4M12 9h4v5h-4zM12 9a4 4 0 0 1 4-4" />,
  undo: <path d="M7 12L3 8l4-4M3 8h9a5 5 0 0 1 0 10h-2" />,
  redo: <path d="M13 12l4-4-4-4M17 8H8a5 5 0 0 0 0 10h2" />,
  close: <path d="M5 5l10 10M15 5L5 15" />,
  check: <path d="M4 10.5l4 4 8-9" />,
  dot: <circle cx="10" cy="10" r="1.5" />,
  chevronLeft: <path d="M12 4l-6 6 6 6" />,
  chevronRight: <path d="M8 4l6 6-6 6" />,
  chevronsLeft: <path d="M10 4l-6 6 6 6M16 4l-6 6 6 6" />,
  chevronsRight: <path d="M4 4l6 6-6 6M10 4l6 6-6 6" />,
  calendar: <path d="M3 5h14v12H3zM3 9h14M7 2.5v4M13 2.5v4" />,
  star: <path d="M10 2.5l2.3 4.8 5.2.7-3.8 3.6.9 5.2L10 14.3l-4.6 2.5.9-5.2L2.5 8l5.2-.7z" />,
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof SHAPES;
export const ICON_NAMES = Object.keys(SHAPES) as IconName[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** The icon's own name when nothing else names it (an icon alone, not in a named button). */
  label?: string;
  size?: number;
  /** Filled instead of outlined (a chosen star). */
  filled?: boolean;
}

export function Icon({ name, label, size = 20, filled, className, ...svg }: IconProps) {
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      {...svg}
      {...named}
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 20 20"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
    >
      {SHAPES[name]}
    </svg>
  );
}
