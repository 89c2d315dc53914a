// Query and body serializers that apply the request cleanup of spec 000 §5.
import { cleanParams } from '@nuri/domain';
import { createQuerySerializer } from 'openapi-fetch';
import { isPlainObject } from './plain-object';

/** Cleans the query and appends crtfckey when an API key is configured. */
export function createCleanQuerySerializer(apiKey?: string): (query: Record<string, unknown>) => string {
  const serialize = createQuerySerializer<Record<string, unknown>>();
  return (query) => {
    const cleaned = cleanParams(query ?? {});
    return serialize(apiKey ? { ...cleaned, crtfckey: apiKey } : cleaned);
  };
}

function contentType(headers: Headers | undefined): string {
  return headers?.get('Content-Type') ?? '';
}

/**
 * JSON (or form-encoded, when that Content-Type is given) for plain objects and arrays,
 * cleaned; FormData, Blob, URLSearchParams and ArrayBuffer go to fetch untouched.
 */
export function cleanBodySerializer(body: unknown, headers?: Headers): BodyInit {
  if (!isPlainObject(body) && !Array.isArray(body)) {
    return body instanceof FormData ||
      body instanceof Blob ||
      body instanceof URLSearchParams ||
      body instanceof ArrayBuffer
      ? body
      : JSON.stringify(body);
  }
  const cleaned = cleanParams(body);
  if (contentType(headers).startsWith('application/x-www-form-urlencoded') && isPlainObject(cleaned)) {
    return new URLSearchParams(Object.entries(cleaned).map(([k, v]) => [k, String(v)])).toString();
  }
  return JSON.stringify(cleaned);
}
