import { MapController, type MapControllerOptions } from '@nuri/map';
import { useApi, useSessionStore } from '@nuri/shell';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchAllFeatures } from './map-api';

declare global {
  interface Window {
    /** Set by browser tests before the page loads (see exposeTestHook). */
    __NURI_TEST__?: boolean;
    /** The builder's map controller, only when __NURI_TEST__ is true. */
    __nuriMap?: MapController;
  }
}

/**
 * Browser tests (apps/e2e map-builder) set `window.__NURI_TEST__ = true` with an init script;
 * only then is the map controller reachable as `window.__nuriMap`, to read the view and layer
 * state that a canvas does not show. Ordinary visitors never get it.
 */
function exposeTestHook(controller: MapController | null): void {
  if (typeof window === 'undefined' || window.__NURI_TEST__ !== true) return;
  if (controller) window.__nuriMap = controller;
  else delete window.__nuriMap;
}

/** One MapController on the element of the returned ref, for the life of the screen. */
export function useMapController(options: Omit<MapControllerOptions, 'target' | 'getAccessToken' | 'loadFeatures'> = {}) {
  const api = useApi();
  const store = useSessionStore();
  const [controller, setController] = useState<MapController | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const storeRef = useRef(store);
  storeRef.current = store;
  const [element, setElement] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!element) return undefined;
    const c = new MapController({
      ...optionsRef.current,
      onSelectArea: (extent, projection) => optionsRef.current.onSelectArea?.(extent, projection),
      onMeasured: (text, mode) => optionsRef.current.onMeasured?.(text, mode),
      onViewChange: (view) => optionsRef.current.onViewChange?.(view),
      onBaseMapError: (id) => optionsRef.current.onBaseMapError?.(id),
      target: element,
      getAccessToken: () => storeRef.current?.getAccessToken() ?? null,
      loadFeatures: (lyrId, userMapId) => fetchAllFeatures(api, lyrId, undefined, userMapId),
    });
    setController(c);
    exposeTestHook(c);
    return () => {
      exposeTestHook(null);
      c.dispose();
      setController(null);
    };
  }, [element, api]);

  const ref = useCallback((el: HTMLDivElement | null) => setElement(el), []);
  return { ref, controller };
}
