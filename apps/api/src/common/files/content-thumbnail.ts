import { CONTENT_KIND_ROUTES, type ContentKind } from '@nuri/domain';
import type { UrlSigner } from '../crypto/url-signer';

// Thumbnails of the three content kinds (layers, web maps, themed apps) are served the same way:
// GET /api/<kind's route>/<id>/thumbnail, reached through a signed address so an <img> loads it
// for the caller the answer was made for.

/** The path a content's thumbnail is served from (what signatures cover). */
export function contentThumbnailPath(kind: ContentKind, id: string): string {
  return `/api/${CONTENT_KIND_ROUTES[kind]}/${encodeURIComponent(id)}/thumbnail`;
}

/**
 * The thumbnail's signed address. `updated` (web maps and themed apps) adds a version that changes
 * with every upload; layers leave it out.
 */
export function signedThumbnailUrl(kind: ContentKind, id: string, signer: UrlSigner, updated?: Date | string | null): string {
  const version = updated ? `?v=${new Date(updated).getTime()}` : '';
  return signer.sign(`${contentThumbnailPath(kind, id)}${version}`);
}
