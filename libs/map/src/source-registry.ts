import { layerStyleKind, type LayerStyleKind } from '@nuri/domain';
import type BaseLayer from 'ol/layer/Base';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import VectorTileLayer from 'ol/layer/VectorTile';
import GeoJSON from 'ol/format/GeoJSON';
import MVT from 'ol/format/MVT';
import WMTSCapabilities from 'ol/format/WMTSCapabilities';
import { bbox as bboxStrategy } from 'ol/loadingstrategy';
import { get as getProjection, type ProjectionLike } from 'ol/proj';
import TileImage from 'ol/source/TileImage';
import TileWMS from 'ol/source/TileWMS';
import VectorSource from 'ol/source/Vector';
import VectorTileSource from 'ol/source/VectorTile';
import WMTS, { optionsFromCapabilities } from 'ol/source/WMTS';
import XYZ from 'ol/source/XYZ';
import { createXYZ } from 'ol/tilegrid';
import TileGrid from 'ol/tilegrid/TileGrid';
import WMTSTileGrid from 'ol/tilegrid/WMTS';
import { getTopLeft, getWidth } from 'ol/extent';
import { createStyleFunction } from './style-renderer';
import { offlineBaseMapStyle, OFFLINE_SEA_COLOR } from './offline-style';
import { registerProjections } from './projections';
import { providerGrid } from './view';
import { defaultLayerStyle } from '@nuri/domain';

/** A base map or a remote web layer: its lyrStleCode, ready-to-use URL and parameters. */
export interface RemoteLayerSpec {
  /** bcrnMapId or lyrId. */
  id: string;
  lyrStleCode: string | null | undefined;
  mapUrl: string;
  /** mapUrlparamtr / mapUrlParamtr: e.g. { layers, format, projection, provider, matrixSet, typeName }. */
  params?: Record<string, unknown> | null;
}

export interface FactoryContext {
  /** The view's projection (WMS/WFS requests are made in it). */
  projection: ProjectionLike;
  /** The session's access token for our own API's tiles and features. */
  getAccessToken?: () => string | null | undefined;
  /** fetch to use (tests, workers); defaults to the global one. */
  fetch?: typeof fetch;
}

export type LayerFactory = (spec: RemoteLayerSpec, ctx: FactoryContext) => BaseLayer;

const factories = new Map<LayerStyleKind, LayerFactory>();

/** Registers (or replaces) the factory of one layer kind. */
export function registerLayerFactory(kind: LayerStyleKind, factory: LayerFactory): void {
  factories.set(kind, factory);
}

/** The kind and factory a lyrStleCode is drawn with; unknown codes are WMS (spec 001 §3). */
export function layerFactoryFor(code: string | null | undefined): { kind: LayerStyleKind; factory: LayerFactory } {
  const kind = layerStyleKind(code);
  const factory = factories.get(kind) ?? factories.get('wms');
  if (!factory) throw new Error('no WMS factory registered');
  return { kind, factory };
}

/** A base map or remote layer as an OpenLayers layer, tagged with its kind and id. */
export function createRemoteLayer(spec: RemoteLayerSpec, ctx: FactoryContext): BaseLayer {
  registerProjections();
  const { kind, factory } = layerFactoryFor(spec.lyrStleCode);
  const layer = factory(spec, ctx);
  layer.set('nuriKind', kind);
  layer.set('nuriId', spec.id);
  return layer;
}

// ---- parameter helpers ------------------------------------------------------------------

function param(spec: RemoteLayerSpec, ...names: string[]): string | undefined {
  const p = spec.params ?? {};
  for (const name of names) {
    for (const key of Object.keys(p)) {
      if (key.toLowerCase() === name.toLowerCase()) {
        const v = p[key];
        if (v !== null && v !== undefined && v !== '') return String(v);
      }
    }
  }
  return undefined;
}

/** The projection a tiled source's grid is in: params.projection, the provider's, else Web Mercator. */
export function sourceProjection(spec: RemoteLayerSpec): string {
  const explicit = param(spec, 'projection', 'srs', 'crs');
  if (explicit && getProjection(explicit)) return explicit;
  const provider = param(spec, 'provider');
  if (provider === 'kakao') return 'EPSG:5181';
  return 'EPSG:3857';
}

function tileGridFor(spec: RemoteLayerSpec): TileGrid | undefined {
  const provider = param(spec, 'provider');
  if (provider === 'kakao' || provider === 'naver' || provider === 'google') {
    const grid = providerGrid(provider);
    const extent = grid.extent ? [...grid.extent] : getProjection(`EPSG:${grid.srid}`)?.getExtent();
    return new TileGrid({ extent: extent ?? undefined, resolutions: [...grid.resolutions], origin: provider === 'kakao' ? [-30000, -60000] : undefined, tileSize: 256 });
  }
  return undefined;
}

const CROSS_ORIGIN = 'anonymous'; // keeps the canvas exportable (thumbnails)

function opacityOf(spec: RemoteLayerSpec): number {
  const o = Number(param(spec, 'opacity'));
  return Number.isFinite(o) && o >= 0 && o <= 1 ? o : 1;
}

// ---- factories by lyrStleCode ------------------------------------------------------------

function xyzLayer(url: string, spec: RemoteLayerSpec): TileLayer {
  const projection = sourceProjection(spec);
  const tileGrid = tileGridFor(spec);
  return new TileLayer({
    opacity: opacityOf(spec),
    source: new XYZ({ url, projection, tileGrid, crossOrigin: CROSS_ORIGIN, maxZoom: tileGrid ? undefined : Number(param(spec, 'maxZoom') ?? 19) }),
  });
}

/** Z: XYZ template ({z}/{x}/{y}). */
const xyz: LayerFactory = (spec) => xyzLayer(spec.mapUrl, spec);

/** U: TMS, rows counted from the bottom ({-y}). */
const tms: LayerFactory = (spec) => xyzLayer(spec.mapUrl.includes('{-y}') ? spec.mapUrl : spec.mapUrl.replace('{y}', '{-y}'), spec);

/** A: ArcGIS cached map service tiles (…/MapServer/tile/{z}/{y}/{x}). */
const arcTile: LayerFactory = (spec) => {
  const url = spec.mapUrl.includes('{z}') ? spec.mapUrl : `${spec.mapUrl.replace(/\/+$/, '')}/tile/{z}/{y}/{x}`;
  return xyzLayer(url, spec);
};

/** I: tile images on a provider or custom grid ({z} {x} {y} {-y} in the template). */
const tileImage: LayerFactory = (spec) => {
  const projection = sourceProjection(spec);
  const tileGrid = tileGridFor(spec) ?? createXYZ({ extent: getProjection(projection)?.getExtent() ?? undefined });
  const template = spec.mapUrl;
  return new TileLayer({
    opacity: opacityOf(spec),
    source: new TileImage({
      projection,
      tileGrid,
      crossOrigin: CROSS_ORIGIN,
      tileUrlFunction: ([z, x, y]) => {
        // {-y}: rows counted from the bottom. A bottom-left origin (kakao) numbers rows -1, -2, … upwards.
        const originAtBottom = tileGrid.getOrigin(z)[1] === tileGrid.getExtent()?.[1];
        const range = tileGrid.getFullTileRange(z);
        const flipped = originAtBottom || !range ? -y - 1 : range.maxY - y;
        return template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y)).replace('{-y}', String(flipped));
      },
    }),
  });
};

/** H: a transparent overlay (labels, roads) drawn over another base map. */
const hybrid: LayerFactory = (spec, ctx) => {
  const layer = xyz(spec, ctx);
  layer.set('nuriOverlay', true);
  return layer;
};

function wmtsTemplateLayer(spec: RemoteLayerSpec): TileLayer {
  const projection = getProjection(sourceProjection(spec));
  const extent = projection?.getExtent() ?? [-20037508.342789244, -20037508.342789244, 20037508.342789244, 20037508.342789244];
  const levels = Number(param(spec, 'levels') ?? 20);
  const size = getWidth(extent) / 256;
  const resolutions = Array.from({ length: levels }, (_, z) => size / 2 ** z);
  const matrixIds = Array.from({ length: levels }, (_, z) => String(z));
  return new TileLayer({
    opacity: opacityOf(spec),
    source: new WMTS({
      url: spec.mapUrl,
      layer: param(spec, 'layer') ?? 'Base',
      matrixSet: param(spec, 'matrixSet', 'tileMatrixSet') ?? 'GoogleMapsCompatible',
      format: param(spec, 'format') ?? 'image/png',
      style: param(spec, 'style') ?? 'default',
      requestEncoding: 'REST',
      projection: projection ?? 'EPSG:3857',
      crossOrigin: CROSS_ORIGIN,
      tileGrid: new WMTSTileGrid({ origin: getTopLeft(extent), resolutions, matrixIds }),
    }),
  });
}

/** True when a WMTS URL points at its capabilities document rather than a tile template. */
export function isCapabilitiesUrl(url: string): boolean {
  return /request=getcapabilities|wmtscapabilities\.xml/i.test(url);
}

/**
 * T: WMTS, from a REST template ({TileMatrix}/{TileRow}/{TileCol}) or from the service's
 * capabilities (the layer gets its source once the document is read).
 */
const wmts: LayerFactory = (spec, ctx) => {
  if (!isCapabilitiesUrl(spec.mapUrl)) {
    if (/\{z\}/.test(spec.mapUrl)) return xyz(spec, ctx);
    return wmtsTemplateLayer(spec);
  }
  const layer = new TileLayer({ opacity: opacityOf(spec) });
  const doFetch = ctx.fetch ?? globalThis.fetch;
  void doFetch(spec.mapUrl)
    .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`capabilities ${r.status}`))))
    .then((text) => {
      const caps = new WMTSCapabilities().read(text);
      const options = optionsFromCapabilities(caps, {
        layer: param(spec, 'layer') ?? caps?.Contents?.Layer?.[0]?.Identifier,
        matrixSet: param(spec, 'matrixSet', 'tileMatrixSet') ?? 'EPSG:3857',
      });
      if (options) layer.setSource(new WMTS({ ...options, crossOrigin: CROSS_ORIGIN }));
    })
    .catch(() => layer.set('nuriError', 'capabilities'));
  return layer;
};

/** F: WFS GetFeature as GeoJSON, loaded by the view's extent. */
const wfs: LayerFactory = (spec, ctx) => {
  const projection = getProjection(ctx.projection)?.getCode() ?? 'EPSG:3857';
  const typeName = param(spec, 'typeName', 'typeNames', 'layers', 'layer') ?? '';
  const source = new VectorSource({
    format: new GeoJSON(),
    strategy: bboxStrategy,
    url: (extent) => {
      const u = new URL(spec.mapUrl, 'http://placeholder.invalid');
      const set = (k: string, v: string) => {
        if (!u.searchParams.has(k)) u.searchParams.set(k, v);
      };
      set('service', 'WFS');
      set('version', param(spec, 'version') ?? '1.1.0');
      set('request', 'GetFeature');
      set('typeName', typeName);
      set('outputFormat', param(spec, 'outputFormat') ?? 'application/json');
      set('srsName', projection);
      u.searchParams.set('bbox', `${extent.join(',')},${projection}`);
      return u.origin === 'http://placeholder.invalid' ? `${u.pathname}${u.search}` : u.toString();
    },
  });
  return new VectorLayer({ source, style: createStyleFunction(defaultLayerStyle()), opacity: opacityOf(spec) });
};

/** V: our own Mapbox vector tiles (the offline Natural Earth base map) with a clean style. */
const mvt: LayerFactory = (spec) =>
  new VectorTileLayer({
    declutter: true,
    background: OFFLINE_SEA_COLOR,
    opacity: opacityOf(spec),
    source: new VectorTileSource({ format: new MVT(), url: spec.mapUrl, maxZoom: Number(param(spec, 'maxZoom') ?? 14) }),
    style: offlineBaseMapStyle(),
  });

/** Anything else: WMS GetMap tiles in the view's projection. */
const wms: LayerFactory = (spec, ctx) => {
  const params: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(spec.params ?? {})) {
    if (['projection', 'provider', 'opacity', 'under', 'maxzoom'].includes(k.toLowerCase())) continue;
    params[k.toUpperCase()] = v;
  }
  if (!params.LAYERS) params.LAYERS = param(spec, 'layer', 'typeName') ?? '';
  params.TILED = true;
  return new TileLayer({
    opacity: opacityOf(spec),
    source: new TileWMS({ url: spec.mapUrl, params, projection: ctx.projection, crossOrigin: CROSS_ORIGIN }),
  });
};

registerLayerFactory('xyz', xyz);
registerLayerFactory('tms', tms);
registerLayerFactory('arcTile', arcTile);
registerLayerFactory('tileImage', tileImage);
registerLayerFactory('hybrid', hybrid);
registerLayerFactory('wmts', wmts);
registerLayerFactory('wfs', wfs);
registerLayerFactory('mvt', mvt);
registerLayerFactory('wms', wms);
