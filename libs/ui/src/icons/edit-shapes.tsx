import type { ReactElement } from 'react';

// The feature editor's tool icons (20 px line drawings), part of the one icon set (Icon.tsx).
export const EDIT_SHAPES = {
  edit: <path d="M3 17l1-4 9-9 3 3-9 9zM11 6l3 3" />,
  pointer: <path d="M5 3l10 6-4.5 1.5L13 16l-2 1-2.5-5.5L5 14z" />,
  move: <path d="M10 2v16M2 10h16M10 2L8 4M10 2l2 2M10 18l-2-2M10 18l2-2M2 10l2-2M2 10l2 2M18 10l-2-2M18 10l-2 2" />,
  reshape: (
    <>
      <path d="M4 15L8 5l8 4-3 7z" />
      <rect x="2.5" y="13.5" width="3" height="3" />
      <rect x="6.5" y="3.5" width="3" height="3" />
      <rect x="14.5" y="7.5" width="3" height="3" />
    </>
  ),
  hole: (
    <>
      <path d="M3 3h14v14H3z" />
      <circle cx="10" cy="10" r="3" />
    </>
  ),
  part: <path d="M2 8h7v7H2zM11 3h7v7h-7zM14.5 12v6M11.5 15h6" />,
  trash: <path d="M3 5h14M8 5V3h4v2M5 5l1 12h8l1-12M8.5 8v6M11.5 8v6" />,
  save: <path d="M3 3h11l3 3v11H3zM6 3v5h7V3M6 17v-5h8v5" />,
  history: <path d="M3 10a7 7 0 1 0 2-5M3 3v3h3M10 6v4l3 2" />,
} satisfies Record<string, ReactElement>;
