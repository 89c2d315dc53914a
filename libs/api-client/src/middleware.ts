// openapi-fetch middleware: headers, the global API status and the error rules
// of spec 000 §4, §6, §8 (spec 001 §8).
import { addDateStrings } from '@nuri/domain';
import type { Middleware } from 'openapi-fetch';
import { STATUS_OK, type MutableApiStatus } from './api-status';
import { describeError, toApiError, toErrorBody } from './envelope';
import { ApiError, RequestCanceledError } from './errors';
import { API_MESSAGES } from './messages';
import { isPlainObject } from './plain-object';
import type { AlertOptions, ApiClientOptions } from './types';

/**
 * Requests whose 403 keeps the stored return address in the map-picking entry point:
 * my info, and the institution looked up by id (one segment under /api/instt/:
 * GET /api/instt/{insttCode}, /api/instt/exists). Matched against the schema path.
 */
export const MAP_PICKING_403_EXEMPT: readonly RegExp[] = [/^\/api\/users\/me$/, /^\/api\/instt\/[^/]+$/];

/**
 * Request header naming the catalogue key of the error alert's title for one call (spec 001 §8:
 * alerts are "titled by the content", e.g. 'base map list lookup'). Read and removed before the
 * request leaves; see `errorTitle()`.
 */
export const ERROR_TITLE_HEADER = 'X-Nuri-Error-Title';

/** Per-call options: `client.GET(path, { ...errorTitle('basemap.listLookup') })`. */
export function errorTitle(titleKey: string): { headers: Record<string, string> } {
  return { headers: { [ERROR_TITLE_HEADER]: titleKey } };
}

/**
 * Request header marking a call whose failures (other than 401 and 403, which end or redirect the
 * session as always) the screen handles alone, without the error alert: decorative fetches such
 * as thumbnails, where the screen shows a placeholder instead. Removed before the request leaves.
 */
export const QUIET_ERRORS_HEADER = 'X-Nuri-Quiet-Errors';

/**
 * Per-call options: `client.GET(path, { ...quietErrors() })` for every failure, or
 * `quietErrors(404)` for the listed statuses only (a screen that shows its own not-found page).
 */
export function quietErrors(...statuses: number[]): { headers: Record<string, string> } {
  return { headers: { [QUIET_ERRORS_HEADER]: statuses.length ? statuses.join(',') : '*' } };
}

/** Whether the quiet header's value covers this status ('*' or the legacy '1': all). */
function quietFor(value: string, status: number): boolean {
  if (value === '*' || value === '1') return true;
  return value.split(',').some((part) => Number(part.trim()) === status);
}

const isJsonType = (response: Response): boolean =>
  /[/+]json\b/i.test(response.headers.get('Content-Type') ?? '');

/** The parsed body; success bodies only when JSON, so downloads are not read twice. */
async function readJson(response: Response): Promise<{ body: unknown } | undefined> {
  if (response.status === 204 || (response.ok && !isJsonType(response))) return undefined;
  try {
    return { body: JSON.parse(await response.clone().text()) };
  } catch {
    return undefined;
  }
}

function jsonResponse(from: Response, body: unknown): Response {
  const headers = new Headers(from.headers);
  // The body is re-encoded: the old length and encoding no longer apply.
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  headers.set('Content-Type', 'application/json');
  return new Response(JSON.stringify(body), { status: from.status, statusText: from.statusText, headers });
}

// DOMException is not an Error subclass in every runtime, so check the name only.
const isAbort = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

export function createApiMiddleware(opts: ApiClientOptions, status: MutableApiStatus): Middleware {
  /** Shows the alert; once it is closed the error counts as handled. */
  const afterAlert = (alert: AlertOptions, then?: () => void): void => {
    let shown: Promise<void>;
    try {
      shown = Promise.resolve(opts.presenter?.alert(alert));
    } catch (error) {
      shown = Promise.reject(error);
    }
    void shown
      .catch(() => undefined) // a failing alert must not leave the status stuck
      .then(() => {
        status.reset();
        then?.();
      });
  };
  const redirect = (path: string): void => opts.presenter?.redirect(path);

  const forbiddenTarget = (schemaPath: string): string => {
    const exempt = MAP_PICKING_403_EXEMPT.some((re) => re.test(schemaPath));
    return opts.mapPickingEntry && !exempt ? '/main' : opts.returnAddress?.() || '/';
  };

  // Titles by request: the header is stripped before sending and looked up on the answer.
  const titles = new WeakMap<Request, string>();
  // Quiet calls, likewise (the statuses they keep quiet).
  const quiet = new WeakMap<Request, string>();

  return {
    onRequest({ request }) {
      const titleKey = request.headers.get(ERROR_TITLE_HEADER);
      if (titleKey !== null) {
        request.headers.delete(ERROR_TITLE_HEADER);
        titles.set(request, titleKey);
      }
      const quietValue = request.headers.get(QUIET_ERRORS_HEADER);
      if (quietValue !== null) {
        request.headers.delete(QUIET_ERRORS_HEADER);
        quiet.set(request, quietValue);
      }
      if (status.get() !== STATUS_OK) {
        opts.progress?.stop();
        throw new RequestCanceledError();
      }
      const token = opts.getAccessToken?.();
      if (token && !request.headers.has('Authorization'))
        request.headers.set('Authorization', `Bearer ${token}`);
      if (opts.apiKey) request.headers.set('X-API-Key', opts.apiKey);
      const hash = opts.locationHash?.();
      if (hash) request.headers.set('X-Location-Hash', hash);
      return request;
    },

    async onResponse({ request, response, schemaPath }) {
      const json = await readJson(response);
      if (response.ok) return json && jsonResponse(response, addDateStrings(json.body));

      opts.progress?.stop();
      const body = toErrorBody(json?.body);
      const titleKey = titles.get(request);
      const text = { ...describeError(response.status, body), ...(titleKey ? { titleKey } : {}) };
      switch (response.status) {
        case 401: {
          const prefix = (opts.adminContextPath?.() ?? '').replace(/\/+$/, '');
          afterAlert({ type: 'failure', ...text, loginButton: true }, () => redirect(`${prefix}/logout`));
          // The screen never sees this answer: the app is leaving for the logout page.
          return new Promise<never>(() => undefined);
        }
        case 403:
          status.set(response.status);
          afterAlert({ type: 'failure', ...text }, () => redirect(forbiddenTarget(schemaPath)));
          throw toApiError(response.status, body);
        case 429: {
          // No alert: the screen shows the text itself, found in `result`.
          const envelope = isPlainObject(json?.body) ? json.body : { code: response.status };
          return jsonResponse(response, { ...envelope, result: body.message ?? body.result });
        }
        default:
          if (!quietFor(quiet.get(request) ?? '', response.status)) afterAlert({ type: 'failure', ...text });
          return json && jsonResponse(response, addDateStrings(json.body));
      }
    },

    onError({ error }) {
      if (isAbort(error)) return; // cancelled by the caller: rethrown as is, no alert
      opts.progress?.stop();
      const { text, key } = API_MESSAGES.noResponse;
      afterAlert({ type: 'failure', message: text, messageKey: key });
      return new ApiError({ status: 0, message: text, messageKey: key, cause: error });
    },
  };
}
