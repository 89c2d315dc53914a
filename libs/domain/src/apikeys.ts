// Integrator API keys (issue 12): the scopes a key may hold and how it is presented.

/**
 * What a key may do. Each route that accepts keys declares exactly one scope; a key holding it
 * passes, any other key is refused (403), and a route declaring none refuses every key.
 * - contents:read   read web maps, themed apps, layers (list, detail, attributes, features,
 *                   tiles, OGC) and the gallery, as the institution's service identity sees them
 * - layers:write    upload layers and edit their features
 * - members:manage  the institution's constituents and groups
 */
export const API_KEY_SCOPES = ['contents:read', 'layers:write', 'members:manage'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export function isApiKeyScope(value: unknown): value is ApiKeyScope {
  return typeof value === 'string' && (API_KEY_SCOPES as readonly string[]).includes(value);
}

/** Message catalog keys naming each scope (screens and documents). */
export const API_KEY_SCOPE_MESSAGE_KEYS: Record<ApiKeyScope, string> = {
  'contents:read': 'apikey.scope.contentsRead',
  'layers:write': 'apikey.scope.layersWrite',
  'members:manage': 'apikey.scope.membersManage',
};

/** Request header carrying a key (the `crtfckey` query parameter works the same). */
export const API_KEY_HEADER = 'X-API-Key';
export const API_KEY_QUERY_PARAM = 'crtfckey';

/** Secrets start with this marker, then the random part; the first API_KEY_PREFIX_LENGTH characters are shown. */
export const API_KEY_SECRET_MARKER = 'nuri_';
export const API_KEY_PREFIX_LENGTH = 10;
export const API_KEY_NAME_MAX_LENGTH = 100;
/** Entries of a key's own IP allow-list. */
export const API_KEY_IP_ALLOW_LIST_MAX = 20;

/** Route group of a request path: the first segment after /api (usage is counted per group and day). */
export function apiRouteGroup(path: string): string {
  const rest = path.replace(/^\/?api\/?/, '').split(/[/?#]/)[0];
  return rest || 'root';
}

/** Synthetic user id of a key acting as its institution's service identity. */
export function apiKeyUserId(keyId: string): string {
  return `apikey:${keyId}`;
}
