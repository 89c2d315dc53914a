import type { MessageKey } from './i18n';
import type { ShareContentType } from './shares';

/**
 * The three kinds of content (docs/glossary.md "Content kinds"), one code each from table to
 * screen: the code the share table (pblonsip.cntnts_ty_code), comments, reviews and the content
 * reactions store. Other names of the same kinds are listed below so each is translated in one
 * place: the API routes (CONTENT_KIND_ROUTES) and the share wizard (CONTENT_KIND_UI).
 */
export const CONTENT_KINDS = { WEB_MAP: 'MAP', THEMED_APP: 'APP', LAYER: 'LYR' } as const;
export type ContentKind = (typeof CONTENT_KINDS)[keyof typeof CONTENT_KINDS];

/** Every kind, in the order lists and filters show them (web maps, themed apps, layers). */
export const CONTENT_KIND_CODES = [CONTENT_KINDS.WEB_MAP, CONTENT_KINDS.THEMED_APP, CONTENT_KINDS.LAYER] as const;

/** Where each kind lives under /api (a themed app is a "web app template" in its routes). */
export const CONTENT_KIND_ROUTES: Readonly<Record<ContentKind, string>> = {
  MAP: 'webmap',
  APP: 'webapp/tmplat',
  LYR: 'layers',
};

/** The share wizard's name of each kind. */
export const CONTENT_KIND_UI: Readonly<Record<ContentKind, ShareContentType>> = {
  MAP: 'map',
  APP: 'theme',
  LYR: 'layer',
};

/** The label of each kind, in the message catalog. */
export const CONTENT_KIND_MESSAGE_KEYS: Readonly<Record<ContentKind, MessageKey>> = {
  MAP: 'contentKind.webMap',
  APP: 'contentKind.themedApp',
  LYR: 'contentKind.layer',
};

export function isContentKind(value: unknown): value is ContentKind {
  return typeof value === 'string' && (CONTENT_KIND_CODES as readonly string[]).includes(value);
}

/** The kind the share wizard calls `ui` ('map', 'theme', 'layer'). */
export function contentKindOfUi(ui: ShareContentType): ContentKind {
  const found = CONTENT_KIND_CODES.find((kind) => CONTENT_KIND_UI[kind] === ui);
  if (!found) throw new Error(`unknown content type: ${ui}`);
  return found;
}
