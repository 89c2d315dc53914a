import type { LayerStyle, PopupSetting, TimeSetting } from '@nuri/domain';

// Shapes of the base-map and web-map API (CONTRACT.md of issue 7), as the builder reads them.
// They mirror BaseMapDto / WebMapDetailDto / WebMapSaveDto of the generated client.

export type YesNo = 'Y' | 'N';

/** GET /api/basemap item. */
export interface BaseMapItem {
  bcrnMapId: string;
  bcrnMapNm: string;
  bcrnMapClCode: string;
  lyrStleCode: string;
  mapUrl: string;
  mapUrlparamtr: Record<string, unknown> | null;
  thumbnailUrl: string | null;
  /** A rendered preview of the base map (used when no thumbnail was uploaded). */
  previewUrl?: string;
  availableAt: YesNo;
  unavailableReason: string | null;
}

export interface ServiceAvailability {
  available: boolean;
  reason: string | null;
}

/** GET /api/map/services. */
export interface MapServices {
  parcelInfo: ServiceAvailability;
  roadView: ServiceAvailability;
}

export const WEB_MAP_PROJECTIONS = ['EPSG:5186', 'EPSG:5179', 'EPSG:5181', 'EPSG:5174', 'EPSG:4326', 'EPSG:3857'] as const;
export type WebMapProjection = (typeof WEB_MAP_PROJECTIONS)[number];

export interface WebMapView {
  projection: WebMapProjection;
  /** [x, y] in the projection's units. */
  center: number[];
  zoom: number;
}

/** The layer of a TOC entry (WebMapTocLayerDto, or a layer picked in the search/upload widget). */
export interface TocLayerInfo {
  lyrId: string;
  lyrNm: string;
  lyrTySeCode: string;
  uploadTy: string;
  lyrStleCode: string | null;
  mapUrl: string | null;
  mapUrlParamtr: Record<string, unknown> | null;
  dataVersion: number;
  /** False when the saved map names a layer the user may no longer see (or that was deleted). */
  viewable: boolean;
}

/** TocEntryDto of POST/PUT /api/webmap. */
export interface TocEntrySave {
  lyrGroupSeCode: '01' | '02';
  tocNm: string;
  visibleAt: YesNo;
  opacity: number;
  children?: TocEntrySave[];
  lyrId?: string;
  style?: LayerStyle;
  popup?: PopupSetting;
  clusterAt: YesNo;
  time?: TimeSetting | null;
}

/** WebMapLegendDto (issue 24): layer ids in legend order, top first, and whether the legend opens folded. */
export interface WebMapLegendSave {
  order: string[];
  hidden: boolean;
}

/** WebMapSaveDto. */
export interface WebMapSave {
  userMapSj: string;
  userMapCn?: string | null;
  bcrnMapId: string | null;
  view: WebMapView;
  toc: TocEntrySave[];
  legend?: WebMapLegendSave | null;
}

/** WebMapTocEntryDto of GET /api/webmap/{userMapId}. */
export interface TocEntryDetail {
  tocSn: number;
  lyrGroupSeCode: string;
  tocNm: string;
  visibleAt: YesNo;
  opacity: number;
  clusterAt: YesNo;
  style: LayerStyle | null;
  popup: PopupSetting | null;
  /** The time slider (absent in answers older than issue 24). */
  time?: TimeSetting | null;
  children: TocEntryDetail[];
  lyrId: string | null;
  layer: (Omit<TocLayerInfo, 'viewable'> & { viewable: boolean }) | null;
}

/** WebMapDetailDto. */
export interface WebMapDetail {
  userMapId: string;
  userMapSj: string;
  userMapCn: string | null;
  insttCode: string | null;
  bcrnMapId: string | null;
  view: WebMapView | null;
  thumbnailUrl: string | null;
  canEdit: boolean;
  toc: TocEntryDetail[];
  /** The saved legend (absent in answers older than issue 24's legend). */
  legend?: WebMapLegendSave;
}
