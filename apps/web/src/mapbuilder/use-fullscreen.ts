import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Full screen for one element (the builder): whether the browser offers it, whether it is on, and a toggle. */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  const supported = typeof document !== 'undefined' && Boolean(document.fullscreenEnabled);
  useEffect(() => {
    const onChange = () =>
      setActive(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);
  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await target.current?.requestFullscreen();
    } catch {
      // Refused by the browser (no user gesture, or a frame without permission): nothing changes.
    }
  }, [target]);
  return { supported, active, toggle };
}
