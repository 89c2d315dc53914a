import { followLayer, parseSse, type LayerChangedEvent } from './layer-events';

const encoder = new TextEncoder();

/** A stream the test writes server-sent events into. */
function feed(): { stream: ReadableStream<Uint8Array>; send: (event: string, data: unknown) => void; end: () => void } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    stream,
    send: (event, data) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => controller.close(),
  };
}

const flush = () => new Promise((r) => setTimeout(r, 20));

describe('parseSse', () => {
  it('splits complete events and keeps the unfinished rest', () => {
    const { messages, rest } = parseSse('event: hello\ndata: {"a":1}\n\nevent: ping\ndata: {}\n\nevent: chan');
    expect(messages).toEqual([
      { event: 'hello', data: { a: 1 } },
      { event: 'ping', data: {} },
    ]);
    expect(rest).toBe('event: chan');
  });

  it('skips events without data or with data that is not JSON', () => {
    expect(parseSse(': comment\n\nevent: x\ndata: nope\n\n').messages).toEqual([]);
  });
});

describe('followLayer', () => {
  it('passes on changes and presence, and reports a data version that moved on across a reconnection', async () => {
    const first = feed();
    const second = feed();
    const streams = [first, second];
    const opened: string[] = [];
    const changed: Array<LayerChangedEvent | { kind: 'RESYNC'; dataVersion: number }> = [];
    const presence: string[][] = [];
    const connection: boolean[] = [];
    const stop = followLayer(
      'L1',
      async (lyrId) => {
        opened.push(lyrId);
        return streams.shift()!.stream;
      },
      {
        onChanged: (e) => changed.push(e as LayerChangedEvent),
        onPresence: (_id, p) => presence.push(p.editors.map((e) => e.userNm)),
        onConnection: (_id, open) => connection.push(open),
      },
    );
    await flush();
    first.send('hello', { lyrId: 'L1', dataVersion: 3, editors: [], viewers: 1 });
    first.send('presence', { lyrId: 'L1', editors: [{ userId: 'u1', userNm: '김편집' }], viewers: 1 });
    first.send('changed', { lyrId: 'L1', dataVersion: 4, kind: 'EDIT', by: { userId: 'u1', userNm: '김편집' }, changes: [{ id: 7, op: 'U', version: '9' }] });
    await flush();
    expect(presence).toEqual([[], ['김편집']]);
    expect(changed).toEqual([{ lyrId: 'L1', dataVersion: 4, kind: 'EDIT', by: { userId: 'u1', userNm: '김편집' }, changes: [{ id: 7, op: 'U', version: '9' }] }]);

    // The server goes away; the stream reopens after a second and its hello shows version 6.
    first.end();
    await new Promise((r) => setTimeout(r, 1_100));
    second.send('hello', { lyrId: 'L1', dataVersion: 6, editors: [], viewers: 1 });
    await flush();
    expect(opened).toEqual(['L1', 'L1']);
    expect(changed[1]).toEqual({ lyrId: 'L1', dataVersion: 6, kind: 'RESYNC' });
    expect(connection).toEqual([true, false, true]);
    stop();
  });

  it('stops following when the stream is refused', async () => {
    const open = jest.fn(async () => null);
    followLayer('L2', open, {});
    await new Promise((r) => setTimeout(r, 1_200));
    expect(open).toHaveBeenCalledTimes(1);
  });
});
