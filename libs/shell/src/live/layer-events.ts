// Live events of a layer (GET /api/layers/{lyrId}/events, server-sent events read over fetch so
// the Authorization header goes along): parsing, and a stream that reconnects by itself.

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

/** The server pings every 15 s: silence for this long means the stream is dead. */
export const SILENCE_MS = 40_000;
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 15_000];

/**
 * Follows one layer's events until `stop()`: reconnects after an end, an error or silence, and
 * after a reconnection reports a data version that moved on while it was away (kind RESYNC).
 */
export function followLayer(lyrId: string, open: OpenLayerStream, handlers: LayerEventHandlers, knownVersion?: number): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let known = knownVersion;
  let attempt = 0;
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
        const body = await open(lyrId, current.signal);
        if (!body) return; // refused: nothing to follow
        handlers.onConnection?.(lyrId, true);
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
      handlers.onConnection?.(lyrId, false);
      await new Promise((r) => setTimeout(r, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]));
    }
  };
  const dispatch = (m: SseMessage): void => {
    const data = m.data as Record<string, unknown>;
    if (m.event === 'hello') {
      const version = Number(data.dataVersion);
      if (known !== undefined && version !== known) handlers.onChanged?.({ lyrId, dataVersion: version, kind: 'RESYNC' });
      known = version;
      handlers.onPresence?.(lyrId, { editors: (data.editors as LivePerson[]) ?? [], viewers: Number(data.viewers ?? 0) });
    } else if (m.event === 'changed') {
      const event = data as unknown as LayerChangedEvent;
      known = event.dataVersion;
      handlers.onChanged?.(event);
    } else if (m.event === 'presence') {
      handlers.onPresence?.(lyrId, { editors: (data.editors as LivePerson[]) ?? [], viewers: Number(data.viewers ?? 0) });
    } else if (m.event === 'resync') {
      // Events may have been missed: reconnecting brings a hello with the data version now.
      controller?.abort();
    }
  };
  void run();
  return () => {
    stopped = true;
    controller?.abort();
  };
}
