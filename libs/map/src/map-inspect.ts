import type { LayerStyle } from '@nuri/domain';
import type OlMap from 'ol/Map';
import type BaseLayer from 'ol/layer/Base';
import type Layer from 'ol/layer/Layer';
import type { Pixel } from 'ol/pixel';
import { createEmpty, extend, intersects, type Extent } from 'ol/extent';
import type VectorRenderTile from 'ol/VectorRenderTile';
import TileState from 'ol/TileState';
import type Projection from 'ol/proj/Projection';
import VectorTileLayer from 'ol/layer/VectorTile';
import type { FeatureLike } from 'ol/Feature';
import type { ProjectionLike } from 'ol/proj';
import { get as getProjection, transformExtent } from 'ol/proj';
import GeoTIFF from 'ol/source/GeoTIFF';
import VectorSource from 'ol/source/Vector';
import Cluster from 'ol/source/Cluster';
import type { FeatureHit, MapDescription } from './map-types';

// What the map controller reads back from its layers: the feature under a pixel, a drawn
// layer's extent, and the per-layer part of describe().

/**
 * The topmost feature of our layers under a pixel: its TOC key and attributes. A cluster of
 * several points gives their extent instead (see zoomToExtent).
 */
export function featureAtPixel(map: OlMap, pixel: Pixel): FeatureHit | null {
  let found: FeatureHit | null = null;
  map.forEachFeatureAtPixel(
    pixel,
    (feature: FeatureLike, layer) => {
      const key = (layer as Layer | null)?.get('nuriTocKey') as string | undefined;
      if (!key) return false;
      const members = feature.get('features') as FeatureLike[] | undefined;
      if (members && members.length > 1) {
        const extent = createEmpty();
        members.forEach((m) => {
          const g = m.getGeometry();
          if (g) extend(extent, g.getExtent());
        });
        found = { key, properties: {}, clusterSize: members.length, clusterExtent: extent };
        return true;
      }
      const target = members && members.length === 1 ? members[0] : feature;
      const properties = { ...target.getProperties() };
      delete properties.geometry;
      delete properties.features;
      const id = target.getId();
      found = id === undefined ? { key, properties } : { key, id, properties };
      return true;
    },
    { hitTolerance: 4, layerFilter: (layer) => Boolean(layer.get('nuriTocKey')) },
  );
  return found;
}

/**
 * The extent, in the view's projection, of a drawn layer whose data the map itself knows: a
 * raster's (from its GeoTIFF header) or loaded clustered points'. Null otherwise.
 */
export async function drawnLayerExtent(layer: Layer | undefined, viewProjection: ProjectionLike): Promise<number[] | null> {
  const source = layer?.getSource?.();
  if (source instanceof GeoTIFF) {
    const options = await source.getView();
    const extent = options.extent;
    if (!extent) return null;
    return transformExtent(extent, options.projection ?? source.getProjection() ?? viewProjection, viewProjection);
  }
  const points = source instanceof Cluster ? source.getSource() : source instanceof VectorSource ? source : null;
  if (points && points.getFeatures().length > 0) return points.getExtent();
  return null;
}

/**
 * Features of a layer drawn in the view: a vector-tile layer's features of the rendered tiles
 * (its own MVT layer, not the label points; a feature cut by tile edges counted once by its id),
 * or a vector layer's features in the view.
 */
export function drawnFeatureCount(layer: BaseLayer, viewExtent: Extent): number | null {
  if (layer instanceof VectorTileLayer) return vectorTileFeatureCount(layer, viewExtent);
  const source = (layer as Layer).getSource?.();
  const points = source instanceof Cluster ? source.getSource() : source instanceof VectorSource ? source : null;
  return points ? points.getFeaturesInExtent(viewExtent).length : null;
}

/** What describe() reads of a vector-tile renderer: its tile cache, last resolution and frame. */
interface VectorTileRendererState {
  getTileCache(): { forEach(callback: (tile: VectorRenderTile) => void): void };
  renderedResolution?: number;
  frameState?: { viewState: { projection: ProjectionLike } } | null;
}

/**
 * Features of the loaded tiles of the rendered zoom at the source's current address: tiles of an
 * earlier address (another time window) stay in the renderer's cache as stand-ins while the new
 * ones load, and are not counted (OpenLayers' getFeaturesInExtent would count them).
 */
function vectorTileFeatureCount(layer: VectorTileLayer, viewExtent: Extent): number {
  const source = layer.getSource();
  const renderer = layer.getRenderer() as unknown as VectorTileRendererState | null;
  if (!source || !renderer?.frameState || renderer.renderedResolution === undefined) return 0;
  const grid = source.getTileGridForProjection(getProjection(renderer.frameState.viewState.projection) as Projection);
  const z = grid.getZForResolution(renderer.renderedResolution);
  const key = source.getKey();
  const ids = new Set<unknown>();
  const seen = new Set<string>();
  let anonymous = 0;
  renderer.getTileCache().forEach((tile) => {
    if (tile.key !== key || tile.tileCoord[0] !== z || tile.getState() !== TileState.LOADED) return;
    for (const sourceTile of tile.getSourceTiles()) {
      if (seen.has(sourceTile.getKey())) continue;
      seen.add(sourceTile.getKey());
      for (const f of sourceTile.getFeatures() ?? []) {
        const extent = f.getGeometry()?.getExtent();
        if (String(f.get('layer') ?? '').endsWith(':labels') || !extent || !intersects(extent, viewExtent)) continue;
        const id = f.getId();
        if (id === undefined) anonymous += 1;
        else ids.add(id);
      }
    }
  });
  return ids.size + anonymous;
}

/** One drawn layer as describe() reports it. */
export function describeDrawn(key: string, layer: BaseLayer, style: LayerStyle, viewExtent: Extent): MapDescription['layers'][number] {
  return {
    drawnFeatures: layer.getVisible() ? drawnFeatureCount(layer, viewExtent) : 0,
    time: (layer.get('nuriTime') as string | null | undefined) ?? null,
    key,
    lyrId: String(layer.get('nuriLyrId')),
    kind: String(layer.get('nuriOwnKind')),
    visible: layer.getVisible(),
    opacity: layer.getOpacity(),
    zIndex: layer.getZIndex() ?? 0,
    styleKind: style.kind,
    styleColumn: style.column,
    classCount: style.classes.length,
    fillColor: style.base.fillColor,
    strokeColor: style.base.strokeColor,
    stretch: (layer.get('nuriStretch') as { min: number; max: number } | undefined) ?? null,
    ramp: (layer.get('nuriRamp') as string | undefined) ?? null,
    hillshade: layer.get('nuriHillshade') === true,
  };
}
