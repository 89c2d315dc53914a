import { quietErrors } from '@nuri/api-client';
import { useEffect, useRef } from 'react';
import { useApi } from '../api/api-context';
import { followLayers, type LayerEventHandlers, type OpenLayersStream } from './layer-events';

/**
 * Follows the live events of the given layers while mounted, over one stream for all of them
 * (GET /api/live/events: a map's layers would otherwise exhaust the browser's six connections per
 * host): saves and restores by others, and who is editing. Layers the caller may not view are
 * skipped by the server. Handlers may change between renders; the stream follows the ids.
 */
export function useLayerEvents(lyrIds: readonly string[], handlers: LayerEventHandlers, mode: 'view' | 'edit' = 'view'): void {
  const api = useApi();
  const latest = useRef(handlers);
  latest.current = handlers;
  const key = [...new Set(lyrIds)].sort().join(',');
  useEffect(() => {
    if (!key) return undefined;
    const open: OpenLayersStream = async (ids, signal) => {
      const res = await api.GET('/api/live/events', {
        params: { query: { lyrIds: ids.join(','), mode } },
        parseAs: 'stream',
        signal,
        ...quietErrors(400, 401, 403, 404),
      });
      return res.response.ok ? (res.data as ReadableStream<Uint8Array> | null) ?? res.response.body : null;
    };
    const relay: LayerEventHandlers = {
      onChanged: (e) => latest.current.onChanged?.(e),
      onPresence: (id, p) => latest.current.onPresence?.(id, p),
      onConnection: (id, o) => latest.current.onConnection?.(id, o),
    };
    return followLayers(key.split(','), open, relay);
  }, [api, key, mode]);
}
