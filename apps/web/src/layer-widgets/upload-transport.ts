// fetch over XMLHttpRequest, for the one call whose sent bytes the screen shows (a layer's files):
// fetch() reports no upload progress. Given to the API client per call, so its middleware
// (headers, errors, status) applies as to any other request.

/** Bytes sent so far of the request body. */
export type UploadProgressListener = (loaded: number, total: number) => void;

// Statuses whose responses carry no body (the Response constructor refuses one).
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * A fetch function sending the request with XMLHttpRequest and reporting the bytes sent. The
 * body is the given one (the multipart form as built, so the browser sets its boundary), not
 * read again from the request. The request's signal aborts it (rejecting with an AbortError, as
 * fetch does).
 */
export function fetchWithUploadProgress(
  body: FormData,
  onProgress: UploadProgressListener,
): (request: Request) => Promise<Response> {
  return (request) =>
    new Promise<Response>((resolve, reject) => {
      const aborted = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
      if (request.signal.aborted) {
        aborted();
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => {
        // The browser writes the multipart type with its own boundary.
        if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
      });
      xhr.responseType = 'blob';
      xhr.upload.addEventListener('progress', (e) => {
        if (e.lengthComputable) onProgress(e.loaded, e.total);
      });
      xhr.addEventListener('load', () => {
        const status = xhr.status;
        resolve(
          new Response(NULL_BODY_STATUSES.has(status) ? null : (xhr.response as Blob), {
            status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      });
      xhr.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
      xhr.addEventListener('abort', aborted);
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
}
