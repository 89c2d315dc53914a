import type { MessageKey } from './i18n/messages';

// Constants of the shared interface pieces (spec 000 §9).
export const MODAL_MAX_WIDTH = 974;
export const DEFAULT_LOADING_MESSAGE_KEY: MessageKey = 'common.loading';
export const TOAST_TIMEOUT_MS = 2000;

/** The shared pieces switch to their narrow layout at 767 px and below. */
export const PIECES_MOBILE_BREAKPOINT = 767;
/** The systems run in mobile mode at a window width of 768 px or less. */
export const SYSTEM_MOBILE_MAX_WIDTH = 768;

export function isMobileWidth(width: number): boolean {
  return width <= SYSTEM_MOBILE_MAX_WIDTH;
}

export function isPiecesMobileWidth(width: number): boolean {
  return width <= PIECES_MOBILE_BREAKPOINT;
}

/** Unpaid accounts are warned that data may be deleted within this many months. */
export const UNPAID_RETENTION_MONTHS = 3;

// Alert kinds and their titles (spec 000 §8).
export const ALERT_TYPES = ['failure', 'success', 'userFunction', 'delete', 'info', 'confirm'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
export const ALERT_TITLE_KEYS: Readonly<Record<AlertType, MessageKey>> = {
  failure: 'alert.title.failure',
  success: 'alert.title.success',
  userFunction: 'alert.title.userFunction',
  delete: 'alert.title.delete',
  info: 'alert.title.info',
  confirm: 'alert.title.confirm',
};

// Menu item link types (spec 000 §2).
export const MENU_LINK_TYPES = ['router', 'builder', 'newWindow', 'iframe', 'alert', 'download'] as const;
export type MenuLinkType = (typeof MENU_LINK_TYPES)[number];

/** The terms page takes ?termsType=userTerms|privacyPolicy. */
export const TERMS_TYPES = ['userTerms', 'privacyPolicy'] as const;
export type TermsType = (typeof TERMS_TYPES)[number];
export const TERMS_EFFECTIVE_DATE = '2024-07-11';

/** Map gallery content type: the provider's own ('product') or institutions' ('instt', default). */
export const GALLERY_TYPES = ['product', 'instt'] as const;
export type GalleryType = (typeof GALLERY_TYPES)[number];
export const DEFAULT_GALLERY_TYPE: GalleryType = 'instt';

/** 'Y'/'N' flags (…At fields). */
export type YesNo = 'Y' | 'N';
