import type { ConfigValues } from '../../config/config.schema';

/**
 * API keys a base map address may name as `{key:NAME}`; the API fills them from the
 * configuration so the browser gets a ready address. A missing key leaves the placeholder and
 * marks the entry unavailable.
 */
export const BASE_MAP_KEYS = {
  VWORLD: { setting: 'VWORLD_API_KEY', service: 'VWorld' },
} as const satisfies Record<string, { setting: keyof ConfigValues; service: string }>;
export type BaseMapKeyName = keyof typeof BASE_MAP_KEYS;

const PLACEHOLDER = /\{key:([A-Z0-9_]+)\}/g;

export interface ResolvedAddress {
  mapUrl: string;
  mapUrlparamtr: Record<string, unknown> | null;
  /** The first key that is named but not configured (or unknown), or null. */
  missing: { service: string; setting: string } | null;
}

/** Fills `{key:NAME}` in the address and in every string of the parameters. */
export function resolveKeys(
  mapUrl: string,
  mapUrlparamtr: Record<string, unknown> | null,
  config: Pick<ConfigValues, 'VWORLD_API_KEY'>,
): ResolvedAddress {
  let missing: ResolvedAddress['missing'] = null;
  const fill = (text: string) =>
    text.replace(PLACEHOLDER, (whole, name: string) => {
      const known = Object.prototype.hasOwnProperty.call(BASE_MAP_KEYS, name)
        ? BASE_MAP_KEYS[name as BaseMapKeyName]
        : null;
      const value = known ? config[known.setting] : undefined;
      if (value) return encodeURIComponent(value);
      missing ??= known
        ? { service: known.service, setting: known.setting }
        : { service: name, setting: name };
      return whole;
    });
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return fill(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return {
    mapUrl: fill(mapUrl),
    mapUrlparamtr: mapUrlparamtr === null ? null : (walk(mapUrlparamtr) as Record<string, unknown>),
    missing,
  };
}
