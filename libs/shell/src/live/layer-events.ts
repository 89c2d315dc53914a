// Live events of layers (GET /api/live/events for many, GET /api/layers/{lyrId}/events for one;
// server-sent events read over fetch so the Authorization header goes along): parsing, and a
// stream that reconnects by itself.

export interface LivePerson {
  userId: string;
  userNm: string;
}

/** Someone saved or restored the layer's data: reload what shows it (dataVersion is the new one). */
export interface LayerChangedEvent {
  lyrId: string;
  dataVersion: number;
  kind: 'EDIT' | 'RESTORE' | 'REIMPORT' | 'COLUMNS' | 'BULK';
  by: LivePerson;
  changes?: Array<{ id: number | string; op: 'I' | 'U' | 'D'; version: string | null }>;
}

export interface LayerPresence {
  editors: LivePerson[];
  viewers: number;
}

export interface LayerEventHandlers {
  /** A save or restore; also after a reconnection when the data moved on meanwhile (kind RESYNC). */
  onChanged?: (event: LayerChangedEvent | { lyrId: string; dataVersion: number; kind: 'RESYNC' }) => void;
  onPresence?: (lyrId: string, presence: LayerPresence) => void;
  /** The stream is open (true) or being reopened (false). */
  onConnection?: (lyrId: string, open: boolean) => void;
}

export interface SseMessage {
  event: string;
  data: unknown;
}

/** Splits a growing text into complete server-sent events; returns them and the unfinished rest. */
export function parseSse(buffer: string): { messages: SseMessage[]; rest: string } {
  const messages: SseMessage[] = [];
  let rest = buffer.replace(/\r\n/g, '\n');
  let end: number;
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (!data.length) continue;
    try {
      messages.push({ event, data: JSON.parse(data.join('\n')) });
    } catch {
      // not ours: skip
    }
  }
  return { messages, rest };
}

/** Opens the stream of one layer: resolves to its body, or null when refused. */
export type OpenLayerStream = (lyrId: string, signal: AbortSignal) => Promise<ReadableStream<Uint8Array> | null>;

/** Opens one stream of many layers (GET /api/live/events): its body, or null when refused. */
export type OpenLayersStream = (lyrIds: readonly string[], signal: AbortSignal) => Promise<ReadableStream<Uint8Array> | null>;

/** The server pings every 15 s: silence for this long means the stream is dead. */
export const SILENCE_MS = 40_000;
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 15_000];

interface LayerHello {
  lyrId: string;
  dataVersion: number;
  editors?: LivePerson[];
  viewers?: number;
}

/**
 * Follows one layer's events until `stop()` over its own stream (GET /api/layers/{id}/events).
 * See followLayers; a map's layers share one stream instead.
 */
export function followLayer(lyrId: string, open: OpenLayerStream, handlers: LayerEventHandlers, knownVersion?: number): () => void {
  return followLayers([lyrId], (_ids, signal) => open(lyrId, signal), handlers, knownVersion === undefined ? undefined : { [lyrId]: knownVersion });
}

/**
 * Follows the events of many layers over one stream until `stop()`: reconnects after an end, an
 * error or silence, and after a reconnection reports each layer whose data version moved on while
 * it was away (kind RESYNC). Layers the server skipped (not viewable) simply send nothing.
 */
export function followLayers(
  lyrIds: readonly string[],
  open: OpenLayersStream,
  handlers: LayerEventHandlers,
  knownVersions: Record<string, number> = {},
): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  const known = new Map(Object.entries(knownVersions));
  let attempt = 0;
  const connection = (up: boolean) => lyrIds.forEach((id) => handlers.onConnection?.(id, up));
  const run = async (): Promise<void> => {
    while (!stopped) {
      controller = new AbortController();
      const current = controller;
      let silence: ReturnType<typeof setTimeout> | undefined;
      const arm = () => {
        clearTimeout(silence);
        silence = setTimeout(() => current.abort(), SILENCE_MS);
      };
      try {
        arm();
        const body = await open(lyrIds, current.signal);
        if (!body) return; // refused: nothing to follow
        connection(true);
        attempt = 0;
        const reader = body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          arm();
          const parsed = parseSse(buffer + decoder.decode(value, { stream: true }));
          buffer = parsed.rest;
          for (const m of parsed.messages) dispatch(m);
        }
      } catch {
        // aborted or dropped: reconnect below
      } finally {
        clearTimeout(silence);
      }
      if (stopped) return;
      connection(false);
      await new Promise((r) => setTimeout(r, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]));
    }
  };
  const hello = (h: LayerHello): void => {
    const version = Number(h.dataVersion);
    const before = known.get(h.lyrId);
    if (before !== undefined && version !== before) handlers.onChanged?.({ lyrId: h.lyrId, dataVersion: version, kind: 'RESYNC' });
    known.set(h.lyrId, version);
    handlers.onPresence?.(h.lyrId, { editors: h.editors ?? [], viewers: Number(h.viewers ?? 0) });
  };
  const dispatch = (m: SseMessage): void => {
    const data = m.data as Record<string, unknown>;
    if (m.event === 'hello') {
      // One layer's stream says hello for it; a stream of many lists each layer.
      const layers = Array.isArray(data.layers) ? (data.layers as LayerHello[]) : [data as unknown as LayerHello];
      layers.forEach(hello);
    } else if (m.event === 'changed') {
      const event = data as unknown as LayerChangedEvent;
      known.set(event.lyrId, event.dataVersion);
      handlers.onChanged?.(event);
    } else if (m.event === 'presence') {
      handlers.onPresence?.(String(data.lyrId), { editors: (data.editors as LivePerson[]) ?? [], viewers: Number(data.viewers ?? 0) });
    } else if (m.event === 'resync') {
      // Events may have been missed: reconnecting brings a hello with the data versions now.
      controller?.abort();
    }
  };
  void run();
  return () => {
    stopped = true;
    controller?.abort();
  };
}
