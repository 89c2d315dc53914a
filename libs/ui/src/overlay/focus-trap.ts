import { useCallback, useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The elements Tab reaches inside `root`, in document order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden], [inert]'),
  );
}

/**
 * Keeps keyboard focus inside `ref` while it is mounted: focus moves in on mount (to
 * `initialFocusRef`, else the first focusable element, else the root itself), Tab and
 * Shift+Tab wrap around, and focus returns to the element that had it on unmount.
 * Returns the keydown handler to put on the root.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  initialFocusRef?: RefObject<HTMLElement | null>,
): (event: KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const opener = document.activeElement;
    (initialFocusRef?.current ?? focusableIn(root)[0] ?? root).focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [ref, initialFocusRef]);

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const root = ref.current;
      if (event.key !== 'Tab' || !root) return;
      const items = focusableIn(root);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const index = items.indexOf(document.activeElement as HTMLElement);
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && index <= 0) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (index === -1 || index === items.length - 1)) {
        event.preventDefault();
        first.focus();
      }
    },
    [ref],
  );
}
