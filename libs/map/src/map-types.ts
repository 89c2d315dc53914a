import type View from 'ol/View';
import type { BaseMapProvider } from '@nuri/domain';
import type { OwnLayerContext, OwnLayerSpec } from './own-layers';
import { layerFactoryFor, sourceProjection, type RemoteLayerSpec } from './source-registry';
import type { MapToolsOptions } from './tools';
import { defaultGrid, providerGrid, sridOf, type ViewGrid } from './view';

/** One of our layers to draw: its spec plus the TOC's visibility, opacity and order (0 = bottom). */
export interface DrawnLayerSpec {
  key: string;
  spec: OwnLayerSpec;
  visible: boolean;
  opacity: number;
  zIndex: number;
}

const PROVIDERS: readonly BaseMapProvider[] = ['kakao', 'google', 'naver'];

/**
 * The view grid a base map needs: a provider's table (params.provider), an explicit projection
 * (params.projection), Web Mercator (google table) for tiled kinds; null for WMS, which is
 * requested in whatever projection the view has.
 */
export function baseMapGrid(base: RemoteLayerSpec): ViewGrid | null {
  const params = base.params ?? {};
  const provider = String(params.provider ?? '') as BaseMapProvider;
  if (PROVIDERS.includes(provider)) return providerGrid(provider);
  const kind = layerFactoryFor(base.lyrStleCode).kind;
  if (kind === 'wms' || kind === 'wfs') {
    const srid = sridOf(typeof params.projection === 'string' ? params.projection : null);
    return srid ? defaultGrid(srid) : null;
  }
  const srid = sridOf(sourceProjection(base));
  if (!srid) return null;
  return srid === 3857 ? providerGrid('google') : defaultGrid(srid);
}

/** A map click: screen pixel, view coordinate and longitude/latitude. */
export interface MapClick {
  pixel: [number, number];
  coordinate: [number, number];
  lonLat: [number, number];
  /** The same point in Web Mercator (for services that take EPSG:3857). */
  webMercator: [number, number];
}

export interface MapDescription {
  /** The feature marked by setHighlight, and whether its layer draws the mark. */
  highlight: { key: string; id: number; drawn: boolean } | null;
  baseMapId: string | null;
  baseLayers: string[];
  projection: string;
  center: number[];
  zoom: number | null;
  /** What the view shows, [west, south, east, north] in longitude/latitude. */
  extentLonLat: number[];
  layers: {
    key: string;
    lyrId: string;
    /** Features drawn in the view (vector layers; null for rasters and remote layers). */
    drawnFeatures: number | null;
    /** The time window the layer's tiles are asked for (`<from>/<to>`), or null. */
    time: string | null;
    kind: string;
    visible: boolean;
    opacity: number;
    zIndex: number;
    styleKind: string;
    styleColumn: string | null;
    classCount: number;
    /** The base symbol's colours. */
    fillColor: string;
    strokeColor: string;
    /** Rasters: the value range the colours are stretched over, once known. */
    stretch: { min: number; max: number } | null;
    /** Rasters: the colour ramp drawn (single band), and whether it is shaded. */
    ramp: string | null;
    hillshade: boolean;
  }[];
}

/** A feature under the pointer: attributes, or for a cluster of points its size and extent. */
export interface FeatureHit {
  key: string;
  /** The feature's id (our tiles carry the key column), when it has one. */
  id?: number | string;
  properties: Record<string, unknown>;
  clusterSize?: number;
  clusterExtent?: number[];
}

export interface MapControllerOptions extends MapToolsOptions {
  target?: HTMLElement;
  view?: View;
  /** Device pixels per CSS pixel to draw at (the screen's by default; a print asks for more). */
  pixelRatio?: number;
  getAccessToken?: () => string | null | undefined;
  loadFeatures?: OwnLayerContext['loadFeatures'];
  apiBase?: string;
  /** Called after the view was replaced (projection switch). */
  onViewChange?: (view: View) => void;
  /** Called once when the shown base map's tiles fail to load and none loaded (its id). */
  onBaseMapError?: (baseMapId: string) => void;
}

