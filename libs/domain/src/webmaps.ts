import { LYR_GROUP_SE_CODES } from './layers';

// Web maps (spec 001 §3 "Web map", §7 "Web maps"): the saved view, the TOC and the codes of a map.

/** Projections a web map's view may use (spec 001 §9); EPSG:5186 is the default. */
export const WEBMAP_PROJECTIONS = ['EPSG:5186', 'EPSG:5179', 'EPSG:5181', 'EPSG:5174', 'EPSG:4326', 'EPSG:3857'] as const;
export type WebMapProjection = (typeof WEBMAP_PROJECTIONS)[number];

export function isWebMapProjection(value: unknown): value is WebMapProjection {
  return typeof value === 'string' && (WEBMAP_PROJECTIONS as readonly string[]).includes(value);
}

/** The saved view of a map (column user_map_scope_value): projection, centre in its units, zoom level. */
export interface WebMapView {
  projection: WebMapProjection;
  center: [number, number];
  zoom: number;
}

/** Zoom levels a view may carry (the finest resolution tables have about 20 levels). */
export const WEBMAP_MIN_ZOOM = 0;
export const WEBMAP_MAX_ZOOM = 28;

/**
 * TOC entry kinds (lyrGroupSeCode): 01 a group (holds layers, one level deep), 02 a layer.
 * '02' is the layer code the spec names (see LYR_GROUP_SE_CODES).
 */
export const TOC_ENTRY_SE_CODES = { GROUP: '01', LAYER: LYR_GROUP_SE_CODES.LAYER } as const;
export type TocEntrySeCode = (typeof TOC_ENTRY_SE_CODES)[keyof typeof TOC_ENTRY_SE_CODES];
export const ALL_TOC_ENTRY_SE_CODES: readonly TocEntrySeCode[] = ['01', '02'];

/** Limits of one map's TOC. */
export const WEBMAP_MAX_LAYERS = 200;
export const WEBMAP_MAX_GROUPS = 50;
export const WEBMAP_SJ_MAX_LENGTH = 100;
export const WEBMAP_CN_MAX_LENGTH = 4000;
export const WEBMAP_NCM_MAX_LENGTH = 50;
export const TOC_NM_MAX_LENGTH = 200;

/**
 * The legend of a saved map (issue 24, column user_map.legend_json): the order of its layers in
 * the legend, by layer id, top first (layers left out follow in TOC order), and whether it opens
 * folded. No legend saved: the TOC's order, unfolded.
 */
export interface WebMapLegend {
  order: string[];
  hidden: boolean;
}
/** A legend order names at most one entry per layer of the map; ids are layer ids (≤ 40 characters). */
export const WEBMAP_LEGEND_ID_MAX_LENGTH = 40;

/** The saved legend as a map shows it: ids of layers no longer in the TOC (deleted since) left out. */
export function legendOfToc(legend: Partial<WebMapLegend> | null | undefined, lyrIds: Iterable<string>): WebMapLegend {
  const present = new Set(lyrIds);
  const saved: unknown = legend?.order;
  const order = Array.isArray(saved) ? saved.filter((id): id is string => typeof id === 'string' && present.has(id)) : [];
  return { order: [...new Set(order)], hidden: legend?.hidden === true };
}

/**
 * Publicity of a map or themed app (usePblonsipSeCode; the spec names the field, not its
 * values). A summary of the widest share the content has, for lists and badges: 01 private
 * (no share), 02 shared with chosen users or groups, 03 shared with the institution, 04 shared
 * with everyone. New content is 01; the sharing routes keep it current. The access policy never
 * reads it: the share entries (pblonsip) decide who may view.
 */
export const USE_PBLONSIP_SE_CODES = { PRIVATE: '01', TARGETS: '02', INSTT: '03', ALL: '04' } as const;
export type UsePblonsipSeCode = (typeof USE_PBLONSIP_SE_CODES)[keyof typeof USE_PBLONSIP_SE_CODES];
export const ALL_USE_PBLONSIP_SE_CODES: readonly UsePblonsipSeCode[] = ['01', '02', '03', '04'];

/**
 * Use status of a map or themed app (useSttusSeCode; values not given by the spec): 01 in use,
 * 02 not in use (kept, but offered nowhere new: themed-app tabs and gallery requests should
 * refuse it; the owner and viewers still open it). New content is 01; the owner sets it on save.
 */
export const USE_STTUS_SE_CODES = { IN_USE: '01', NOT_IN_USE: '02' } as const;
export type UseSttusSeCode = (typeof USE_STTUS_SE_CODES)[keyof typeof USE_STTUS_SE_CODES];
export const ALL_USE_STTUS_SE_CODES: readonly UseSttusSeCode[] = ['01', '02'];

/**
 * Web map lists: mine, others' maps I may view (shares, or as an admin), or my institution's maps
 * I may view, mine included (instt: e.g. the institution admin's share management).
 */
export const WEBMAP_LIST_SCOPES = ['mine', 'shared', 'instt'] as const;
export type WebMapListScope = (typeof WEBMAP_LIST_SCOPES)[number];
