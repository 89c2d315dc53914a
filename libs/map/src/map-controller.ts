import type { LayerStyle } from '@nuri/domain';
import OlMap from 'ol/Map';
import View from 'ol/View';
import type BaseLayer from 'ol/layer/Base';
import type Layer from 'ol/layer/Layer';
import { defaults as defaultControls, ScaleLine } from 'ol/control';
import type { Pixel } from 'ol/pixel';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import { toLonLat, transform, transformExtent } from 'ol/proj';
import VectorTileLayer from 'ol/layer/VectorTile';
import { createHighlightLayer } from './style-renderer';
import { createOwnLayer, applyLayerStyle, ownLayerKind, retargetVectorTiles, vectorTileUrl, type OwnLayerContext } from './own-layers';
import { createRemoteLayer, layerFactoryFor, type RemoteLayerSpec } from './source-registry';
import { createView, gridOf, sameGrid, switchViewGrid, type ViewGrid } from './view';
import { MapTools } from './tools';
import { composeMapCanvas } from './export';
import { baseMapGrid, type DrawnLayerSpec, type FeatureHit, type MapClick, type MapControllerOptions, type MapDescription } from './map-types';
import { describeDrawn, drawnLayerExtent, featureAtPixel } from './map-inspect';

export * from './map-types';

interface Drawn {
  layer: BaseLayer;
  identity: string;
  style: LayerStyle;
}

const BASE_Z = -1000;

/** Failed tile or image loads, with none loaded, that make a base map count as failed. */
export const BASE_MAP_FAILED_LOADS = 4;

/**
 * One OpenLayers map with a base map (and hybrid overlay), our layers in TOC order, and the
 * widget-bar tools. Screens drive it declaratively: setBaseMap() and syncLayers() with the
 * current state; it creates, updates and removes OpenLayers layers as needed.
 */
export class MapController {
  readonly map: OlMap;
  readonly tools: MapTools;
  private base: BaseLayer[] = [];
  private baseId: string | null = null;
  private baseSpecs: { base: RemoteLayerSpec; under: RemoteLayerSpec | null } | null = null;
  private drawn = new Map<string, Drawn>();
  private lastLayers: DrawnLayerSpec[] = [];
  private highlight: { key: string; id: number; layer: BaseLayer | null } | null = null;
  private editingKey: string | null = null;

  constructor(private readonly options: MapControllerOptions = {}) {
    this.map = new OlMap({
      target: options.target,
      view: options.view ?? createView(),
      pixelRatio: options.pixelRatio,
      controls: defaultControls({ attribution: true, rotate: false }).extend([new ScaleLine()]),
    });
    this.tools = new MapTools(this.map, options);
  }

  get baseMapId(): string | null {
    return this.baseId;
  }

  private context(): OwnLayerContext {
    return {
      projection: this.map.getView().getProjection(),
      getAccessToken: this.options.getAccessToken,
      loadFeatures: this.options.loadFeatures,
      apiBase: this.options.apiBase,
    };
  }

  /**
   * Shows a base map (null: none). A hybrid overlay ('H') is drawn over `under`. When the base
   * map's grid differs from the view's, the view switches to it, keeping the centre and scale.
   */
  setBaseMap(base: RemoteLayerSpec | null, under: RemoteLayerSpec | null = null): void {
    const id = base ? `${base.id}|${under?.id ?? ''}` : null;
    if (id === this.baseId) return;
    this.base.forEach((l) => this.map.removeLayer(l));
    this.base = [];
    this.baseId = id;
    this.baseSpecs = base ? { base, under } : null;
    if (!base) return;
    const isOverlay = layerFactoryFor(base.lyrStleCode).kind === 'hybrid';
    const bottom = isOverlay ? under : base;
    const grid = bottom ? baseMapGrid(bottom) : baseMapGrid(base);
    if (grid) this.useGrid(grid);
    const ctx = this.context();
    const layers: BaseLayer[] = [];
    if (bottom) layers.push(createRemoteLayer(bottom, ctx));
    if (isOverlay) layers.push(createRemoteLayer(base, ctx));
    layers.forEach((l, i) => {
      l.setZIndex(BASE_Z + i);
      l.set('nuriBase', true);
      this.map.addLayer(l);
    });
    this.base = layers;
    this.watchBaseMap(id as string, layers);
  }

  /**
   * A second map on `target` showing what this one shows — base map, our layers with their
   * styles, visibility and order — drawn at `pixelRatio` (printing at a paper's resolution).
   * Its view has this view's projection and grid but does not snap to the grid's levels, so the
   * caller can fit any extent into it. The caller disposes it.
   */
  copyTo(target: HTMLElement, pixelRatio: number): MapController {
    const current = this.map.getView();
    const grid = gridOf(current);
    const view = new View({
      projection: current.getProjection(),
      resolutions: grid ? [...grid.resolutions] : undefined,
      extent: grid?.extent ? [...grid.extent] : undefined,
      constrainOnlyCenter: Boolean(grid?.extent),
      constrainResolution: false,
      smoothResolutionConstraint: false,
      center: current.getCenter(),
      resolution: current.getResolution(),
    });
    if (grid) view.set('nuriGrid', grid);
    const copy = new MapController({ ...this.options, target, view, pixelRatio, onViewChange: undefined, onBaseMapError: undefined });
    if (this.baseSpecs) copy.setBaseMap(this.baseSpecs.base, this.baseSpecs.under);
    copy.syncLayers(this.lastLayers);
    return copy;
  }

  /** Reports a base map whose tiles all fail (a dead server, a refused key) through onBaseMapError. */
  private watchBaseMap(id: string, layers: BaseLayer[]): void {
    let loaded = 0;
    let failed = 0;
    let reported = false;
    const onLoad = () => {
      loaded += 1;
    };
    const onError = () => {
      failed += 1;
      if (reported || loaded > 0 || failed < BASE_MAP_FAILED_LOADS || this.baseId !== id) return;
      reported = true;
      this.options.onBaseMapError?.(id.split('|')[0]);
    };
    for (const l of layers) {
      const source = (l as Layer).getSource?.() as { on?: (type: string, fn: () => void) => unknown } | null;
      if (!source?.on) continue;
      source.on('tileloadend', onLoad);
      source.on('imageloadend', onLoad);
      source.on('tileloaderror', onError);
      source.on('imageloaderror', onError);
    }
  }

  /** Replaces the view when the grid differs; our layers are rebuilt in the new projection. */
  useGrid(grid: ViewGrid): void {
    const current = this.map.getView();
    if (sameGrid(gridOf(current), grid)) return;
    const next = switchViewGrid(current, grid);
    this.setView(next);
  }

  setView(view: View): void {
    this.map.setView(view);
    // Sources made for the old projection (WMS, WFS) are rebuilt.
    for (const [key, d] of this.drawn) {
      this.map.removeLayer(d.layer);
      this.drawn.delete(key);
    }
    this.syncLayers(this.lastLayers);
    this.options.onViewChange?.(view);
  }

  /** Brings our layers in line with the TOC: adds, restyles, reorders, hides and removes. */
  syncLayers(list: readonly DrawnLayerSpec[]): void {
    this.lastLayers = [...list];
    const keep = new Set(list.map((l) => l.key));
    for (const [key, d] of this.drawn) {
      if (!keep.has(key)) {
        this.map.removeLayer(d.layer);
        this.drawn.delete(key);
      }
    }
    for (const item of list) {
      const identity = `${ownLayerKind(item.spec)}|${item.spec.dataVersion ?? ''}|${item.spec.mapUrl ?? ''}|${item.spec.userMapId ?? ''}`;
      let d = this.drawn.get(item.key);
      if (d && d.identity !== identity) {
        this.map.removeLayer(d.layer);
        d = undefined;
      }
      if (!d) {
        const layer = createOwnLayer(item.spec, this.context());
        layer.set('nuriTocKey', item.key);
        this.map.addLayer(layer);
        d = { layer, identity, style: item.spec.style };
        this.drawn.set(item.key, d);
      } else if (ownLayerKind(item.spec) === 'vectorTile') {
        // Another time window: the same layer asks for its tiles at the new address.
        retargetVectorTiles(d.layer, vectorTileUrl(item.spec, this.context().apiBase ?? ''));
      }
      d.layer.set('nuriTime', item.spec.time ? `${item.spec.time.from}/${item.spec.time.to}` : null);
      if (d.style !== item.spec.style) {
        applyLayerStyle(d.layer, item.spec.style);
        d.style = item.spec.style;
      }
      d.layer.setVisible(item.visible && item.key !== this.editingKey);
      d.layer.setOpacity(item.opacity);
      d.layer.setZIndex(item.zIndex);
    }
    this.drawHighlight();
  }

  /**
   * The TOC key of the layer being edited (its tiles are hidden: the editing layer draws its
   * features), or null when none is.
   */
  setEditing(key: string | null): void {
    this.editingKey = key;
    this.syncLayers(this.lastLayers);
  }

  /**
   * Marks one feature of a drawn layer (its TOC key and feature id) on top of every layer, or
   * none (null): the attribute table's selected row. Vector-tile layers only (they carry ids).
   */
  setHighlight(key: string | null, id: number | null): void {
    const same = this.highlight && key === this.highlight.key && id === this.highlight.id;
    if (same) return;
    if (this.highlight?.layer) this.map.removeLayer(this.highlight.layer);
    this.highlight = key !== null && id !== null ? { key, id, layer: null } : null;
    this.drawHighlight();
  }

  private drawHighlight(): void {
    const h = this.highlight;
    if (!h) return;
    const source = this.drawn.get(h.key)?.layer;
    const current = h.layer as VectorTileLayer | null;
    if (source instanceof VectorTileLayer) {
      if (current && current.getSource() === source.getSource()) return;
      if (current) this.map.removeLayer(current);
      const layer = createHighlightLayer(source, h.id);
      this.map.addLayer(layer);
      h.layer = layer;
    } else if (current) {
      this.map.removeLayer(current);
      h.layer = null;
    }
  }

  /** The OpenLayers layer of a TOC key. */
  layerOf(key: string): BaseLayer | undefined {
    return this.drawn.get(key)?.layer;
  }

  /**
   * The topmost feature of our layers under a pixel: its TOC key and attributes. A cluster of
   * several points gives their extent instead (see zoomToExtent).
   */
  featureAt(pixel: Pixel): FeatureHit | null {
    return featureAtPixel(this.map, pixel);
  }

  /**
   * The extent, in the view's projection, of a drawn layer whose data the map itself knows: a
   * raster's (from its GeoTIFF header) or loaded clustered points'. Null for vector tiles (ask
   * the API for their bbox), remote layers and unknown keys.
   */
  async layerExtent(key: string): Promise<number[] | null> {
    return drawnLayerExtent(this.drawn.get(key)?.layer as Layer | undefined, this.map.getView().getProjection());
  }

  /** Zooms to an extent in the view's projection (a cluster's points) in 500 ms. */
  zoomToExtent(extent: readonly number[]): void {
    this.map.getView().fit([...extent], { padding: [60, 60, 60, 60], duration: 500, maxZoom: 19 });
  }

  /**
   * What the map shows, for diagnostics and browser tests: base map, view and our layers
   * (top first) with their drawing state and style.
   */
  describe(): MapDescription {
    const view = this.map.getView();
    const viewExtent = view.calculateExtent(this.map.getSize());
    const layers = [...this.drawn.entries()]
      .map(([key, d]) => describeDrawn(key, d.layer, d.style, viewExtent))
      .sort((a, b) => b.zIndex - a.zIndex);
    return {
      highlight: this.highlight ? { key: this.highlight.key, id: this.highlight.id, drawn: this.highlight.layer !== null } : null,
      baseMapId: this.baseId,
      baseLayers: this.base.map((l) => String(l.get('nuriId'))),
      projection: view.getProjection().getCode(),
      center: (view.getCenter() ?? [0, 0]).slice(0, 2),
      zoom: view.getZoom() ?? null,
      extentLonLat: transformExtent(view.calculateExtent(this.map.getSize()), view.getProjection(), 'EPSG:4326'),
      layers,
    };
  }

  /** The colour [r, g, b, a] drawn at a pixel of the map (all layers composed). */
  renderedPixel(x: number, y: number): [number, number, number, number] {
    const canvas = composeMapCanvas(this.map);
    const data = canvas.getContext('2d')?.getImageData(Math.round(x), Math.round(y), 1, 1).data;
    return data ? [data[0], data[1], data[2], data[3]] : [0, 0, 0, 0];
  }

  /** Shows a longitude/latitude extent (a point gets a street-level view) in 500 ms. */
  fitLonLatExtent(extent: readonly number[]): void {
    const view = this.map.getView();
    const [w, s, e, n] = transformExtent([...extent], 'EPSG:4326', view.getProjection());
    const size = Math.max(e - w, n - s);
    view.fit([w, s, e, n], { padding: [40, 40, 40, 40], duration: 500, minResolution: size === 0 ? 0.6 : undefined, maxZoom: 19 });
  }

  /** An EPSG:5186 coordinate in the view's projection. */
  transformFrom5186(xy: readonly [number, number]): [number, number] {
    return transform([xy[0], xy[1]], 'EPSG:5186', this.map.getView().getProjection()) as [number, number];
  }

  /** Listens to single clicks on the map; returns the function that stops listening. */
  onClick(handler: (click: MapClick) => void): () => void {
    const listener = (event: MapBrowserEvent) => {
      const projection = this.map.getView().getProjection();
      const lonLat = toLonLat(event.coordinate, projection) as [number, number];
      const webMercator = transform(event.coordinate, projection, 'EPSG:3857') as [number, number];
      handler({ pixel: [event.pixel[0], event.pixel[1]], coordinate: [event.coordinate[0], event.coordinate[1]], lonLat, webMercator });
    };
    this.map.on('singleclick', listener);
    return () => this.map.un('singleclick', listener);
  }

  dispose(): void {
    this.tools.dispose();
    this.map.setTarget(undefined);
    this.map.dispose();
  }
}
