export type FetchHandler = (request: Request) => Response | Promise<Response>;

/** A fetch that answers from `handler` and records the requests it saw. */
export function fakeFetch(handler: FetchHandler): typeof fetch & { requests: Request[] } {
  const requests: Request[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    requests.push(request);
    return handler(request);
  };
  return Object.assign(fn, { requests });
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The API's envelope around `result` (API.md §1). */
export function envelope(status: number, result: unknown, message = status < 300 ? 'OK' : 'error'): Response {
  return jsonResponse(status, { code: status, message, result });
}
