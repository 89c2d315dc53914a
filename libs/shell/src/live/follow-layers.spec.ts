import { followLayers, type LayerChangedEvent } from './layer-events';

const encoder = new TextEncoder();

/** A stream the test writes server-sent events into; aborting the request errors it, as fetch does. */
function feed(): { stream: ReadableStream<Uint8Array>; send: (event: string, data: unknown) => void; end: () => void; fail: () => void } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    stream,
    send: (event, data) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => controller.close(),
    fail: () => controller.error(new Error('aborted')),
  };
}

const flush = () => new Promise((r) => setTimeout(r, 20));

// One stream for a map's layers (GET /api/live/events): the hello lists each layer.
describe('followLayers', () => {
  it('opens one stream for all layers, routes events by layer and resyncs each layer that moved on', async () => {
    const first = feed();
    const second = feed();
    const streams = [first, second];
    const opened: string[][] = [];
    const changed: Array<LayerChangedEvent | { lyrId: string; kind: 'RESYNC'; dataVersion: number }> = [];
    const presence: Record<string, string[]> = {};
    const stop = followLayers(
      ['L1', 'L2', 'L3'],
      async (ids, signal) => {
        opened.push([...ids]);
        const next = streams.shift()!;
        signal.addEventListener('abort', () => next.fail());
        return next.stream;
      },
      {
        onChanged: (e) => changed.push(e as LayerChangedEvent),
        onPresence: (id, p) => void (presence[id] = p.editors.map((e) => e.userNm)),
      },
    );
    await flush();
    first.send('hello', {
      layers: [
        { lyrId: 'L1', dataVersion: 3, editors: [], viewers: 1 },
        { lyrId: 'L2', dataVersion: 7, editors: [{ userId: 'u1', userNm: '김편집' }], viewers: 2 },
      ],
      skipped: ['L3'],
    });
    first.send('changed', { lyrId: 'L2', dataVersion: 8, kind: 'EDIT', by: { userId: 'u1', userNm: '김편집' } });
    first.send('presence', { lyrId: 'L1', editors: [{ userId: 'u2', userNm: '이편집' }], viewers: 1 });
    await flush();
    expect(presence).toEqual({ L1: ['이편집'], L2: ['김편집'] });
    expect(changed).toEqual([{ lyrId: 'L2', dataVersion: 8, kind: 'EDIT', by: { userId: 'u1', userNm: '김편집' } }]);

    // A resync asks for a new hello: only the layer whose version moved on is reported.
    first.send('resync', { reason: 'reconnected' });
    await new Promise((r) => setTimeout(r, 1_100));
    second.send('hello', { layers: [{ lyrId: 'L1', dataVersion: 3 }, { lyrId: 'L2', dataVersion: 9 }], skipped: ['L3'] });
    await flush();
    expect(opened).toEqual([
      ['L1', 'L2', 'L3'],
      ['L1', 'L2', 'L3'],
    ]);
    expect(changed.slice(1)).toEqual([{ lyrId: 'L2', dataVersion: 9, kind: 'RESYNC' }]);
    stop();
  });
});
