/**
 * True for `{}`-style objects (not Date, FormData, Blob, class instances). Accepts any
 * realm's Object.prototype: response.json() may build its objects in another realm.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
}
