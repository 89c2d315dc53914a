import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the end marker is visible inside `root` (the grid's scroll box), through an
 * IntersectionObserver; false when the browser has none.
 *
 * The observer starts again whenever `generation` changes (new rows landed), and an answer
 * from an earlier generation does not count: the marker's old "visible" must not trigger a
 * load before the browser has measured where the new rows pushed it. A new observer reports
 * the marker's state at once, so a marker still in view keeps the pages coming.
 */
export function useEndMarkerVisible(
  marker: RefObject<Element | null>,
  root: RefObject<Element | null>,
  enabled: boolean,
  generation: number,
): boolean {
  const [seen, setSeen] = useState({ generation, visible: false });
  useEffect(() => {
    const target = marker.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setSeen({ generation, visible: entry.isIntersecting });
      },
      { root: root.current, rootMargin: '0px 0px 80px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [marker, root, enabled, generation]);
  return enabled && seen.generation === generation && seen.visible;
}
