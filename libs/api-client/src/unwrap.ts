// unwrap(): from openapi-fetch's { data, error, response } to the envelope's result.
import { toApiError, toErrorBody } from './envelope';
import { isPlainObject } from './plain-object';

interface AnyFetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The success member's data type of an openapi-fetch result union. */
export type DataOf<R> = R extends { data: infer D } ? D : never;

/** `result` of an envelope type; other types (Blob, text) unchanged. */
export type ResultOf<D> = D extends unknown ? ('result' extends keyof D ? D['result'] : D) : never;

const isEnvelope = (data: unknown): data is { code: unknown; result?: unknown } =>
  isPlainObject(data) && typeof data.code === 'number';

/** Resolves the envelope's result of a 2xx answer; otherwise rejects with ApiError. */
export async function unwrap<R extends AnyFetchResult>(request: Promise<R>): Promise<ResultOf<DataOf<R>>> {
  const { data, error, response } = await request;
  if (!response.ok) throw toApiError(response.status, toErrorBody(error));
  if (!isEnvelope(data)) return data as ResultOf<DataOf<R>>;
  // code mirrors the HTTP status (API.md §1); a disagreeing envelope is still a failure.
  const code = data.code as number;
  if (code < 200 || code > 299) throw toApiError(code, toErrorBody(data));
  return data.result as ResultOf<DataOf<R>>;
}
