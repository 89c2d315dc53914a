import { CLUSTER_DISTANCE, DEFAULT_HEATMAP, LYR_TY_SE_CODES, type LayerStyle } from '@nuri/domain';
import HeatmapLayer from 'ol/layer/Heatmap';
import type BaseLayer from 'ol/layer/Base';
import ImageLayer from 'ol/layer/Image';
import VectorLayer from 'ol/layer/Vector';
import VectorTileLayer from 'ol/layer/VectorTile';
import WebGLTileLayer from 'ol/layer/WebGLTile';
import MVT from 'ol/format/MVT';
import type { ProjectionLike } from 'ol/proj';
import Cluster from 'ol/source/Cluster';
import GeoTIFF from 'ol/source/GeoTIFF';
import ImageStatic from 'ol/source/ImageStatic';
import VectorTileSource from 'ol/source/VectorTile';
import TileState from 'ol/TileState';
import type VectorTile from 'ol/VectorTile';
import type RenderFeature from 'ol/render/Feature';
import type { Extent } from 'ol/extent';
import type Projection from 'ol/proj/Projection';
import type Tile from 'ol/Tile';
import { createClusterStyleFunction, createStyleFunction, type StyleFunctionOptions } from './style-renderer';
import { createRemoteLayer, type FactoryContext } from './source-registry';
import { createHeatmapLayer, pointsSource, restyleHeatmap } from './point-layers';
import { drawRaster, restyleRaster } from './raster-style';

/** One of our layers as the web map's TOC carries it (WebMapDetailDto toc[].layer + settings). */
export interface OwnLayerSpec {
  lyrId: string;
  lyrTySeCode: string;
  uploadTy: string;
  lyrStleCode?: string | null;
  mapUrl?: string | null;
  mapUrlParamtr?: Record<string, unknown> | null;
  /** Bumped by every data change: part of the tile URL so caches never show old data. */
  dataVersion?: number;
  style: LayerStyle;
  /** Point layers: draw clustered (distance 50). */
  cluster?: boolean;
  /** A plain image placed by its extent (in `imageProjection`); uploads become COGs instead. */
  imageUrl?: string | null;
  imageExtent?: [number, number, number, number] | null;
  imageProjection?: ProjectionLike;
  /**
   * The web map this layer is seen through (a themed app's or a shared map's viewer): tile,
   * raster and feature requests carry `userMapId=` so the access policy may allow the layer
   * "through that map" (CONTRACT8.md). Absent: the layer's own access alone.
   */
  userMapId?: string | null;
  /**
   * The time slider's window (issue 24): vector tiles keep only the features whose `column` lies
   * in [from, to) (ISO instants). A new window reloads the tiles in place.
   */
  time?: TileTimeWindow | null;
}

/** A time window on a date/time column of the layer. */
export interface TileTimeWindow {
  column: string;
  from: string;
  to: string;
}

export type OwnLayerKind = 'vectorTile' | 'clusteredPoints' | 'heatmap' | 'cog' | 'image' | 'remote';

export interface OwnLayerContext extends FactoryContext {
  /** Prefix of our API ('' on the same origin). */
  apiBase?: string;
  /** All features of a layer as GeoJSON (EPSG:4326), for clustered point layers (through `userMapId` when given). */
  loadFeatures?: (lyrId: string, userMapId?: string | null) => Promise<unknown>;
}

/**
 * How one of our layers is drawn. Web layers go through the lyrStleCode registry; rasters
 * (GeoTIFF and georeferenced image uploads, which the import turns into COGs) through the
 * GeoTIFF source; vector layers as vector tiles — except clustered point layers, which need
 * real features (a Cluster source cannot sit on vector tiles) and load them from the
 * attribute route as GeoJSON.
 */
export function ownLayerKind(spec: Pick<OwnLayerSpec, 'uploadTy' | 'lyrTySeCode' | 'cluster' | 'imageUrl' | 'imageExtent'> & { style?: LayerStyle }): OwnLayerKind {
  if (spec.uploadTy === 'web') return 'remote';
  if (spec.lyrTySeCode === LYR_TY_SE_CODES.TIFF) return spec.imageUrl && spec.imageExtent ? 'image' : 'cog';
  if (spec.lyrTySeCode === LYR_TY_SE_CODES.POINT && spec.style?.heatmap?.enabled) return 'heatmap';
  if (spec.lyrTySeCode === LYR_TY_SE_CODES.POINT && spec.cluster) return 'clusteredPoints';
  return 'vectorTile';
}

/** The query of a layer's tile URLs: the data version (cache busting), the map it is seen through and the time window. */
function tileQuery(spec: Pick<OwnLayerSpec, 'dataVersion' | 'userMapId' | 'time'>): string {
  const parts: string[] = [];
  if (spec.dataVersion !== undefined) parts.push(`v=${spec.dataVersion}`);
  if (spec.userMapId) parts.push(`userMapId=${encodeURIComponent(spec.userMapId)}`);
  if (spec.time) parts.push(`time=${encodeURIComponent(`${spec.time.from}/${spec.time.to}`)}`, `timeColumn=${encodeURIComponent(spec.time.column)}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

export function vectorTileUrl(spec: Pick<OwnLayerSpec, 'lyrId' | 'dataVersion' | 'userMapId' | 'time'>, apiBase = ''): string {
  return `${apiBase}/api/tiles/${encodeURIComponent(spec.lyrId)}/{z}/{x}/{y}.mvt${tileQuery(spec)}`;
}

/** Points a vector-tile layer made by createOwnLayer at a new address (a new time window): its tiles reload in place. */
export function retargetVectorTiles(layer: BaseLayer, url: string): boolean {
  if (!(layer instanceof VectorTileLayer)) return false;
  const source = layer.getSource();
  if (!source || source.getUrls()?.[0] === url) return false;
  source.setUrl(url);
  return true;
}

export function rasterUrl(spec: Pick<OwnLayerSpec, 'lyrId' | 'dataVersion' | 'userMapId'>, apiBase = ''): string {
  return `${apiBase}/api/tiles/${encodeURIComponent(spec.lyrId)}/raster.tif${tileQuery({ dataVersion: spec.dataVersion, userMapId: spec.userMapId })}`;
}

function authHeaders(ctx: FactoryContext): Record<string, string> {
  const token = ctx.getAccessToken?.();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * Loads MVT tiles with fetch so the session's bearer token goes along (a plain <img>/XHR URL
 * could not carry it). 204 is an empty tile.
 */
export function authorizedTileLoader(ctx: FactoryContext, format: MVT) {
  return (tile: Tile, url: string) => {
    const vt = tile as VectorTile<RenderFeature>;
    vt.setLoader((extent: Extent, _resolution: number, projection: Projection) => {
      const doFetch = ctx.fetch ?? globalThis.fetch;
      doFetch(url, { headers: authHeaders(ctx) })
        .then(async (response) => {
          if (response.status === 204) {
            vt.setFeatures([]);
            return;
          }
          if (!response.ok) {
            vt.setState(TileState.ERROR);
            return;
          }
          const data = await response.arrayBuffer();
          vt.setFeatures(format.readFeatures(data, { extent, featureProjection: projection }));
        })
        .catch(() => vt.setState(TileState.ERROR));
    });
  };
}

/** The geometry a layer type draws (for label placement along lines). */
function geometryOf(lyrTySeCode: string): StyleFunctionOptions['geometry'] {
  if (lyrTySeCode === LYR_TY_SE_CODES.POINT) return 'point';
  if (lyrTySeCode === LYR_TY_SE_CODES.LINE) return 'line';
  if (lyrTySeCode === LYR_TY_SE_CODES.POLYGON) return 'polygon';
  return undefined;
}

/** One of our layers as an OpenLayers layer, tagged with nuriLyrId, nuriOwnKind and nuriGeometry. */
export function createOwnLayer(spec: OwnLayerSpec, ctx: OwnLayerContext): BaseLayer {
  const kind = ownLayerKind(spec);
  const apiBase = ctx.apiBase ?? '';
  let layer: BaseLayer;
  switch (kind) {
    case 'remote':
      layer = createRemoteLayer({ id: spec.lyrId, lyrStleCode: spec.lyrStleCode, mapUrl: spec.mapUrl ?? '', params: spec.mapUrlParamtr }, ctx);
      break;
    case 'cog': {
      const source = new GeoTIFF({
        sources: [{ url: rasterUrl(spec, apiBase) }],
        sourceOptions: { headers: authHeaders(ctx) },
        // The stored values: raster-style.ts stretches them (GeoTIFFs without statistics would
        // otherwise be scaled by their data type's range).
        normalize: false,
      });
      const cog = new WebGLTileLayer({ source });
      drawRaster(cog, source, spec.style.raster);
      layer = cog;
      break;
    }
    case 'image':
      layer = new ImageLayer({
        source: new ImageStatic({
          url: spec.imageUrl as string,
          imageExtent: spec.imageExtent as [number, number, number, number],
          projection: spec.imageProjection,
          crossOrigin: 'anonymous',
        }),
      });
      break;
    case 'clusteredPoints': {
      const load = ctx.loadFeatures;
      layer = new VectorLayer({
        source: new Cluster({ distance: CLUSTER_DISTANCE, source: pointsSource(load && (() => load(spec.lyrId, spec.userMapId))) }),
        style: createClusterStyleFunction(spec.style),
      });
      break;
    }
    case 'heatmap': {
      const load = ctx.loadFeatures;
      layer = createHeatmapLayer(pointsSource(load && (() => load(spec.lyrId, spec.userMapId))), { ...DEFAULT_HEATMAP, ...spec.style.heatmap });
      break;
    }
    case 'vectorTile':
    default: {
      const format = new MVT();
      layer = new VectorTileLayer({
        // Labels declutter; point markers opt out (declutterMode 'none') so none is hidden.
        declutter: true,
        source: new VectorTileSource({
          format,
          url: vectorTileUrl(spec, apiBase),
          tileLoadFunction: authorizedTileLoader(ctx, format),
          maxZoom: 16,
        }),
        style: createStyleFunction(spec.style, { labelPoints: true, geometry: geometryOf(spec.lyrTySeCode) }),
      });
      break;
    }
  }
  layer.set('nuriLyrId', spec.lyrId);
  layer.set('nuriOwnKind', kind);
  layer.set('nuriGeometry', geometryOf(spec.lyrTySeCode));
  applyVisibleZooms(layer, spec.style);
  return layer;
}

/** Applies a new style to a layer made by createOwnLayer (no reload of tiles). */
export function applyLayerStyle(layer: BaseLayer, style: LayerStyle): void {
  const kind = layer.get('nuriOwnKind') as OwnLayerKind | undefined;
  applyVisibleZooms(layer, style);
  if (kind === 'heatmap' && layer instanceof HeatmapLayer) restyleHeatmap(layer, { ...DEFAULT_HEATMAP, ...style.heatmap });
  else if (kind === 'clusteredPoints' && layer instanceof VectorLayer) layer.setStyle(createClusterStyleFunction(style));
  else if (layer instanceof VectorTileLayer) layer.setStyle(createStyleFunction(style, { labelPoints: true, geometry: layer.get('nuriGeometry') }));
  else if (layer instanceof VectorLayer) layer.setStyle(createStyleFunction(style, { geometry: layer.get('nuriGeometry') }));
  else if (kind === 'cog' && layer instanceof WebGLTileLayer) restyleRaster(layer, style.raster);
}

/** The zooms a layer shows at (OpenLayers: visible when minZoom < zoom ≤ maxZoom); no limit when unset. */
export function applyVisibleZooms(layer: BaseLayer, style: LayerStyle | undefined): void {
  layer.setMinZoom(typeof style?.minZoom === 'number' ? style.minZoom : -Infinity);
  layer.setMaxZoom(typeof style?.maxZoom === 'number' ? style.maxZoom : Infinity);
}
