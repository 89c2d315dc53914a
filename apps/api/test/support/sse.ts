/** One server-sent event as read by the test client. */
export interface SseEvent {
  event: string;
  data: unknown;
  id?: string;
}

/**
 * A server-sent events reader over fetch (headers allowed, unlike EventSource): keeps every event,
 * and `next` waits for the next one that matches.
 */
export class SseClient {
  readonly events: SseEvent[] = [];
  private readonly controller = new AbortController();
  private waiters: Array<{ match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void; from: number }> = [];
  status = 0;
  closed = false;

  static async open(url: string, headers: Record<string, string>): Promise<SseClient> {
    const client = new SseClient();
    await client.start(url, headers);
    return client;
  }

  private async start(url: string, headers: Record<string, string>): Promise<void> {
    const res = await fetch(url, { headers, signal: this.controller.signal });
    this.status = res.status;
    if (!res.ok || !res.body) {
      this.closed = true;
      return;
    }
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            this.push(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
          }
        }
      } catch {
        // aborted
      }
      this.closed = true;
    })();
  }

  private push(block: string): void {
    const e: SseEvent = { event: 'message', data: null };
    for (const line of block.split('\n')) {
      const [field, ...rest] = line.split(': ');
      const value = rest.join(': ');
      if (field === 'event') e.event = value;
      else if (field === 'data') e.data = JSON.parse(value);
      else if (field === 'id') e.id = value;
    }
    this.events.push(e);
    const index = this.events.length - 1;
    this.waiters = this.waiters.filter((w) => {
      if (index >= w.from && w.match(e)) {
        w.resolve(e);
        return false;
      }
      return true;
    });
  }

  /** The first matching event at index `from` or later (already received or coming within `timeoutMs`). */
  next(match: (e: SseEvent) => boolean, timeoutMs = 3000, from = 0): Promise<SseEvent> {
    const seen = this.events.slice(from).find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(this.events.slice(from))}`)), timeoutMs);
      this.waiters.push({ match, from, resolve: (e) => (clearTimeout(timer), resolve(e)) });
    });
  }

  close(): void {
    this.controller.abort();
  }
}
