import type WebGLTileLayer from 'ol/layer/WebGLTile';
import type { Style } from 'ol/layer/WebGLTile';
import type GeoTIFF from 'ol/source/GeoTIFF';

// COG rasters are read unnormalised (the stored values) and stretched in the WebGL style between
// `min` and `max`: single-band data (e.g. a DEM in Float32) in grey, three or more bands as RGB.
// GeoTIFFs without statistics would otherwise be scaled by their data type's range (a Float32
// DEM then draws black), so the stretch is taken from the values actually drawn.

type Expression = unknown[] | number;

export interface RasterBands {
  /** Bands OpenLayers reads, including its alpha band for nodata. */
  bandCount: number;
  /** 1-based index of the alpha band made from nodata, if any. */
  nodataBandIndex?: number;
}

/** The WebGL style of a raster with these bands, stretched between the variables min and max. */
export function rasterStyle(bands: RasterBands, stretch: { min: number; max: number } = { min: 0, max: 255 }): Style {
  const dataBands = bands.nodataBandIndex ? bands.bandCount - 1 : bands.bandCount;
  // stretchOf never gives max = min, so the division is safe.
  const t = (b: number): Expression => ['clamp', ['/', ['-', ['band', b], ['var', 'min']], ['-', ['var', 'max'], ['var', 'min']]], 0, 1];
  const alpha: Expression = bands.nodataBandIndex ? ['case', ['==', ['band', bands.nodataBandIndex], 0], 0, 1] : 1;
  const color = dataBands >= 3 ? ['array', t(1), t(2), t(3), alpha] : ['array', t(1), t(1), t(1), alpha];
  return { variables: { ...stretch }, color } as Style;
}

/** min/max of the data bands among sampled pixel values (nodata pixels left out); null when none. */
export function stretchOf(samples: readonly ArrayLike<number>[], bands: RasterBands): { min: number; max: number } | null {
  const dataBands = Math.min(3, bands.nodataBandIndex ? bands.bandCount - 1 : bands.bandCount);
  let min = Infinity;
  let max = -Infinity;
  for (const s of samples) {
    if (bands.nodataBandIndex && s[bands.nodataBandIndex - 1] === 0) continue;
    for (let b = 0; b < dataBands; b++) {
      const v = s[b];
      if (!Number.isFinite(v)) continue;
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  if (!(min <= max)) return null;
  return min === max ? { min: min - 1, max: max + 1 } : { min, max };
}

const GRID = 24;

/**
 * Styles a COG layer once its source knows its bands, then stretches it to the values of the
 * first frame that shows any data (sampled on a grid of the map's pixels).
 */
export function autoStretchRaster(layer: WebGLTileLayer, source: GeoTIFF): void {
  let bands: RasterBands | null = null;
  let stretched = false;
  const onReady = () => {
    if (source.getState() !== 'ready' || bands) return;
    const s = source as unknown as RasterBands;
    bands = { bandCount: s.bandCount, nodataBandIndex: s.nodataBandIndex };
    layer.setStyle(rasterStyle(bands));
  };
  source.on('change', onReady);
  onReady();
  layer.on('postrender', (event) => {
    if (stretched || !bands) return;
    const size = event.frameState?.size;
    if (!size) return;
    const samples: ArrayLike<number>[] = [];
    for (let i = 1; i < GRID; i++) {
      for (let j = 1; j < GRID; j++) {
        const data = layer.getData([(size[0] * i) / GRID, (size[1] * j) / GRID]);
        if (data && !(data instanceof DataView)) samples.push(data);
      }
    }
    const stretch = stretchOf(samples, bands);
    if (!stretch) return;
    stretched = true;
    layer.set('nuriStretch', stretch);
    layer.updateStyleVariables(stretch);
  });
}
