import type { ReactElement } from 'react';

// The map builder's tool icons (20 px line drawings), part of the one icon set (Icon.tsx).
export const BUILDER_SHAPES = {
  locate: (
    <>
      <circle cx="10" cy="10" r="5" />
      <path d="M10 1v4M10 15v4M1 10h4M15 10h4" />
    </>
  ),
  parcel: <path d="M3 3h14v14H3zM3 10h14M10 3v14" />,
  roadView: (
    <>
      <circle cx="10" cy="5" r="2.5" />
      <path d="M6 18l2-7h4l2 7M7 11l-2 3M13 11l2 3" />
    </>
  ),
  selectArea: <path d="M3 3h3M9 3h2M14 3h3v3M17 9v2M17 14v3h-3M11 17H9M6 17H3v-3M3 11V9M3 6V3" />,
  drawPoint: (
    <>
      <path d="M10 18s-5-5.5-5-9a5 5 0 0110 0c0 3.5-5 9-5 9z" />
      <circle cx="10" cy="9" r="1.6" />
    </>
  ),
  drawLine: (
    <>
      <path d="M3 16l5-7 4 4 5-8" />
      <circle cx="3" cy="16" r="1.3" />
      <circle cx="17" cy="5" r="1.3" />
    </>
  ),
  drawPolygon: <path d="M4 7l6-4 7 5-2 9H6z" />,
  measureLength: <path d="M2 13l11-11 5 5-11 11zM6 9l2 2M9 6l2 2M12 3l2 2" />,
  measureArea: (
    <>
      <path d="M3 3h14v14H3z" strokeDasharray="2 2" />
      <path d="M7 13V8l3 3 3-3v5" />
    </>
  ),
  clear: <path d="M4 6h12M8 6V4h4v2M6 6l1 11h6l1-11M9 9v5M11 9v5" />,
  fullscreen: <path d="M3 8V3h5M12 3h5v5M17 12v5h-5M8 17H3v-5" />,
  exitFullscreen: <path d="M8 3v5H3M17 8h-5V3M12 17v-5h5M3 12h5v5" />,
  panel: <path d="M3 4h14v12H3zM8 4v12" />,
  tools: <path d="M4 5h12M4 10h12M4 15h12M7 3v4M13 8v4M9 13v4" />,
  table: <path d="M3 4h14v12H3zM3 8h14M3 12h14M8 4v12" />,
  zoomTo: <path d="M3 8V3h5M12 3h5v5M17 12v5h-5M8 17H3v-5M8 8h4v4H8z" />,
} satisfies Record<string, ReactElement>;
