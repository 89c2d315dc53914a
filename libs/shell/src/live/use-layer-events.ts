import { quietErrors } from '@nuri/api-client';
import { useEffect, useRef } from 'react';
import { useApi } from '../api/api-context';
import { followLayer, type LayerEventHandlers, type OpenLayerStream } from './layer-events';

/**
 * Follows the live events of the given layers while mounted (one stream each): saves and restores
 * by others, and who is editing. Handlers may change between renders; the streams follow the ids.
 */
export function useLayerEvents(lyrIds: readonly string[], handlers: LayerEventHandlers, mode: 'view' | 'edit' = 'view'): void {
  const api = useApi();
  const latest = useRef(handlers);
  latest.current = handlers;
  const key = [...new Set(lyrIds)].sort().join(',');
  useEffect(() => {
    if (!key) return undefined;
    const open: OpenLayerStream = async (lyrId, signal) => {
      const res = await api.GET('/api/layers/{lyrId}/events', {
        params: { path: { lyrId }, query: { mode } },
        parseAs: 'stream',
        signal,
        ...quietErrors(401, 403, 404),
      });
      return res.response.ok ? (res.data as ReadableStream<Uint8Array> | null) ?? res.response.body : null;
    };
    const relay: LayerEventHandlers = {
      onChanged: (e) => latest.current.onChanged?.(e),
      onPresence: (id, p) => latest.current.onPresence?.(id, p),
      onConnection: (id, o) => latest.current.onConnection?.(id, o),
    };
    const stops = key.split(',').map((lyrId) => followLayer(lyrId, open, relay));
    return () => stops.forEach((stop) => stop());
  }, [api, key, mode]);
}
