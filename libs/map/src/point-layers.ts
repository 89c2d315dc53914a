import type { HeatmapStyle } from '@nuri/domain';
import GeoJSON from 'ol/format/GeoJSON';
import type Feature from 'ol/Feature';
import HeatmapLayer from 'ol/layer/Heatmap';
import VectorSource from 'ol/source/Vector';

// Point layers drawn from their features rather than vector tiles (issue 24): the points source
// shared by clusters and heatmaps, and the heatmap layer.

/** A source of every point of a layer, loaded once as GeoJSON (EPSG:4326) by `load`. */
export function pointsSource(load: (() => Promise<unknown>) | undefined): VectorSource {
  const points = new VectorSource<Feature>({ format: new GeoJSON() as never });
  if (load) {
    points.setLoader((_extent, _resolution, projection, success, failure) => {
      load()
        .then((geojson) => {
          const features = new GeoJSON().readFeatures(geojson, { dataProjection: 'EPSG:4326', featureProjection: projection }) as Feature[];
          points.addFeatures(features);
          success?.(features);
        })
        .catch(() => {
          points.removeLoadedExtent([-Infinity, -Infinity, Infinity, Infinity]);
          failure?.();
        });
    });
  }
  return points;
}

/**
 * Each point's weight from 0 to 1: its column value over the largest value of the layer (points
 * without a positive number weigh 0); 1 for every point without a weight column.
 */
export function heatmapWeight(source: VectorSource, column: string | null): (feature: Feature) => number {
  if (!column) return () => 1;
  let top: number | null = null;
  source.on('change', () => {
    top = null;
  });
  const valueOf = (f: Feature) => {
    const n = Number(f.get(column));
    return Number.isFinite(n) && n > 0 ? n : 0;
  };
  return (feature) => {
    if (top === null) top = Math.max(0, ...source.getFeatures().map(valueOf));
    return top > 0 ? valueOf(feature) / top : 0;
  };
}

/** A heatmap of a layer's points (radius and blur in pixels, weight from a column). */
export function createHeatmapLayer(source: VectorSource, style: HeatmapStyle): HeatmapLayer {
  return new HeatmapLayer({ source, radius: style.radius, blur: style.blur, weight: heatmapWeight(source, style.weightColumn) });
}

/** Applies new heatmap settings to a heatmap layer. */
export function restyleHeatmap(layer: HeatmapLayer, style: HeatmapStyle): void {
  layer.setRadius(style.radius);
  layer.setBlur(style.blur);
}
