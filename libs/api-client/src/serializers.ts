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
  return serializeCleaned(body, headers, []);
}

function serializeCleaned(body: unknown, headers: Headers | undefined, cleared: readonly string[]): BodyInit {
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
  if (isPlainObject(body) && isPlainObject(cleaned)) {
    for (const field of cleared) if (body[field] === '' || body[field] === null) cleaned[field] = null;
  }
  return JSON.stringify(cleaned);
}

/**
 * The options of an edit that lets the user clear optional fields (docs/api-guide.md "Clearing an
 * optional field"): the body is cleaned as always (spec 000 §5), except that each named top-level
 * field that is empty ('' or null) is sent as null, which the API reads as "clear it". A named
 * field that is absent stays absent (the API keeps the stored value).
 *
 *   api.PUT('/api/layers/{lyrId}', { params, body: { lyrNm, lyrDc }, ...clearable('lyrDc') })
 */
export function clearable(...fields: string[]): { bodySerializer: (body: unknown, headers?: Headers) => BodyInit } {
  return { bodySerializer: (body, headers) => serializeCleaned(body, headers, fields) };
}
