import { PIECES_MOBILE_BREAKPOINT, SYSTEM_MOBILE_MAX_WIDTH } from '@nuri/domain';
import { useCallback, useSyncExternalStore } from 'react';

/** The shared pieces' narrow layout (≤ 767 px). The CSS files repeat this width. */
export const PIECES_MOBILE_QUERY = `(max-width: ${PIECES_MOBILE_BREAKPOINT}px)`;
/** The systems' mobile mode (≤ 768 px). */
export const SYSTEM_MOBILE_QUERY = `(max-width: ${SYSTEM_MOBILE_MAX_WIDTH}px)`;

function mediaList(query: string): MediaQueryList | null {
  // Without matchMedia (server render, old test DOMs) every query is false.
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

/** Whether the CSS media query matches; follows the window as it resizes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => mediaList(query)?.matches ?? false;
  return useSyncExternalStore(subscribe, read, () => false);
}

/** System mobile mode: a window 768 px wide or less. */
export function useIsMobile(): boolean {
  return useMediaQuery(SYSTEM_MOBILE_QUERY);
}

/** The shared pieces' narrow layout: a window 767 px wide or less. */
export function useIsPiecesMobile(): boolean {
  return useMediaQuery(PIECES_MOBILE_QUERY);
}
