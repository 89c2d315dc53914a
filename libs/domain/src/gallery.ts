import type { MessageKey } from './i18n/messages';
import { CONTENT_KIND_CODES, CONTENT_KINDS, type ContentKind } from './content-kinds';
import { GALLERY_TYPES, type GalleryType } from './ui';

// galleryType (spec 000 §3: 'product' the provider's own gallery, managed by provider admins;
// 'instt' the gallery of the content's institution, the default, managed by its admins) is
// GALLERY_TYPES / DEFAULT_GALLERY_TYPE of ui.ts.

// Map gallery (spec 001 §3 "Map gallery application", §4; spec 000 §3 "Gallery content type")
// and the contents reactions (bookmarks, recommendations, views) shared with /contents and my page.

/** Kind of a gallery item (mapGaleKndSeCode): 01 web map, 02 themed map app. */
export const MAP_GALE_KND_SE_CODES = { WEBMAP: '01', WEBAPP: '02' } as const;
export type MapGaleKndSeCode = (typeof MAP_GALE_KND_SE_CODES)[keyof typeof MAP_GALE_KND_SE_CODES];
export const ALL_MAP_GALE_KND_SE_CODES: readonly MapGaleKndSeCode[] = ['01', '02'];

/**
 * Approval status of a gallery request (confmSttusCode; the spec does not show the values):
 * 01 requested (waiting), 02 approved (public in the gallery), 03 rejected (with confmRejectCn).
 * A request is "open" while 01 or 02: one open request per content and gallery.
 */
export const CONFM_STTUS_CODES = { REQUESTED: '01', APPROVED: '02', REJECTED: '03' } as const;
export type ConfmSttusCode = (typeof CONFM_STTUS_CODES)[keyof typeof CONFM_STTUS_CODES];
export const ALL_CONFM_STTUS_CODES: readonly ConfmSttusCode[] = ['01', '02', '03'];
/** Codes an admin may set (PUT …/request/confirmStatus). */
export const DECISION_CONFM_STTUS_CODES: readonly ConfmSttusCode[] = ['02', '03'];
export const OPEN_CONFM_STTUS_CODES: readonly ConfmSttusCode[] = ['01', '02'];

/** Public gallery and all-shared list orders: newest publication, most views, most recommendations. */
export const GALLERY_SORTS = ['recent', 'views', 'recommends'] as const;
export type GallerySort = (typeof GALLERY_SORTS)[number];

/** Field limits of a request. */
export const MAP_GALE_SJ_MAX_LENGTH = 100;
export const MAP_GALE_CN_MAX_LENGTH = 4000;
export const CONFM_REJECT_CN_MAX_LENGTH = 1000;
/** At most this many requests in one DELETE …/request. */
export const MAP_GALE_DELETE_MAX = 1000;

/** Content types of my page and the contents reactions: the content kinds (content-kinds.ts). */
export const CONTENTS_TYPES = CONTENT_KIND_CODES;
export type ContentsType = ContentKind;

/** Which content type a gallery kind publishes. */
export function contentsTypeOfKind(kind: MapGaleKndSeCode): typeof CONTENT_KINDS.WEB_MAP | typeof CONTENT_KINDS.THEMED_APP {
  return kind === MAP_GALE_KND_SE_CODES.WEBAPP ? CONTENT_KINDS.THEMED_APP : CONTENT_KINDS.WEB_MAP;
}

export function isGalleryType(value: unknown): value is GalleryType {
  return typeof value === 'string' && (GALLERY_TYPES as readonly string[]).includes(value);
}

/** The rejection reason is required when rejecting (after trimming). */
export function needsRejectReason(code: ConfmSttusCode): boolean {
  return code === CONFM_STTUS_CODES.REJECTED;
}

export const CONFM_STTUS_MESSAGE_KEYS: Readonly<Record<ConfmSttusCode, MessageKey>> = {
  '01': 'gallery.status.requested',
  '02': 'gallery.status.approved',
  '03': 'gallery.status.rejected',
};

export const MAP_GALE_KND_MESSAGE_KEYS: Readonly<Record<MapGaleKndSeCode, MessageKey>> = {
  '01': 'gallery.kind.webmap',
  '02': 'gallery.kind.webapp',
};

export const GALLERY_TYPE_MESSAGE_KEYS: Readonly<Record<GalleryType, MessageKey>> = {
  instt: 'gallery.type.instt',
  product: 'gallery.type.product',
};

export const GALLERY_SORT_MESSAGE_KEYS: Readonly<Record<GallerySort, MessageKey>> = {
  recent: 'gallery.sort.recent',
  views: 'gallery.sort.views',
  recommends: 'gallery.sort.recommends',
};
