/**
 * Replaces XMLHttpRequest (used for the upload's progress) with one that sends through the given
 * fetch, the fake API of a test, so a test reads every request in one place. The body's bytes
 * are reported sent in two steps: half before the answer is asked for, the rest once it comes.
 * Returns the function restoring the real one.
 */
export function sendXhrThrough(fetch: (request: Request) => Promise<Response>): () => void {
  class XhrOverFetch extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    statusText = '';
    responseType = '';
    response: Blob | null = null;
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();
    private answerHeaders = new Headers();
    private readonly controller = new AbortController();

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    getAllResponseHeaders(): string {
      return [...this.answerHeaders].map(([name, value]) => `${name}: ${value}`).join('\r\n');
    }

    abort() {
      if (this.controller.signal.aborted) return;
      this.controller.abort();
      this.dispatchEvent(new Event('abort'));
    }

    send(body: FormData | null) {
      // The form's size as sent, near enough: its files and fields.
      let total = 0;
      body?.forEach((value) => {
        total += typeof value === 'string' ? value.length : value.size;
      });
      const progress = (loaded: number) =>
        this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
      void (async () => {
        if (total) progress(Math.floor(total / 2));
        try {
          const answer = await fetch(
            new Request(this.url, {
              method: this.method,
              headers: this.headers,
              body,
              signal: this.controller.signal,
            }),
          );
          if (this.controller.signal.aborted) return;
          if (total) progress(total);
          this.status = answer.status;
          this.statusText = answer.statusText;
          this.answerHeaders = answer.headers;
          this.response = await answer.blob();
          this.dispatchEvent(new Event('load'));
        } catch {
          if (!this.controller.signal.aborted) this.dispatchEvent(new Event('error'));
        }
      })();
    }
  }
  const real = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = XhrOverFetch as unknown as typeof XMLHttpRequest;
  return () => {
    globalThis.XMLHttpRequest = real;
  };
}
