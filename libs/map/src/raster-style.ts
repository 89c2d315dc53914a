import { DEFAULT_RASTER_STYLE, RASTER_RAMPS, type RasterStyle } from '@nuri/domain';
import type WebGLTileLayer from 'ol/layer/WebGLTile';
import type { Style } from 'ol/layer/WebGLTile';
import type GeoTIFF from 'ol/source/GeoTIFF';

// COG rasters are read unnormalised (the stored values) and stretched in the WebGL style between
// `min` and `max`: single-band data (e.g. a DEM in Float32) in grey or along a colour ramp, three
// or more bands as RGB. The bounds are the style's (style.raster.min/max, which the builder fills
// from the band statistics) or, without them, the values actually drawn (GeoTIFFs without
// statistics would otherwise be scaled by their data type's range: a Float32 DEM draws black).
// A single-band raster may be shaded (hillshade): the colour is darkened by the light a slope
// facing the sun would get, from the neighbouring pixels (OpenLayers' band offsets).

type Expression = unknown[] | number;

export interface RasterBands {
  /** Bands OpenLayers reads, including its alpha band for nodata. */
  bandCount: number;
  /** 1-based index of the alpha band made from nodata, if any. */
  nodataBandIndex?: number;
}

export interface RasterLook {
  /** '#rrggbb' stops from low to high (single band only); null: grey / RGB. */
  ramp?: readonly string[] | null;
  hillshade?: boolean;
}

/** Sun 45° above the horizon from the north-west; shade never darker than SHADE_FLOOR. */
const SUN_ELEVATION = Math.PI / 4;
const SUN_AZIMUTH = (315 * Math.PI) / 180;
const SHADE_FLOOR = 0.35;

function channelsOf(stops: readonly string[]): number[][] {
  return stops.map((s) => [1, 3, 5].map((i) => parseInt(s.slice(i, i + 2), 16) / 255));
}

/** One colour channel along the ramp: interpolated between its stops over t in [0, 1]. */
function rampChannel(t: Expression, stops: number[][], channel: number): Expression {
  if (stops.length === 1) return stops[0][channel];
  return ['interpolate', ['linear'], t, ...stops.flatMap((c, i) => [i / (stops.length - 1), c[channel]])];
}

/** The light (0–1) a pixel gets from the sun, from the slope and aspect of band 1 around it. */
function hillshade(): Expression {
  const z = (dx: number, dy: number) => ['band', 1, dx, dy];
  const run = ['*', 2, ['resolution']];
  const dzdx = ['/', ['-', z(1, 0), z(-1, 0)], run];
  const dzdy = ['/', ['-', z(0, 1), z(0, -1)], run];
  const slope = ['atan', ['sqrt', ['+', ['*', dzdx, dzdx], ['*', dzdy, dzdy]]]];
  const aspect = ['atan', ['-', 0, dzdx], dzdy];
  const light = [
    '+',
    ['*', Math.sin(SUN_ELEVATION), ['cos', slope]],
    ['*', Math.cos(SUN_ELEVATION), ['sin', slope], ['cos', ['-', SUN_AZIMUTH, aspect]]],
  ];
  return ['+', SHADE_FLOOR, ['*', 1 - SHADE_FLOOR, ['clamp', light, 0, 1]]];
}

/** The WebGL style of a raster with these bands, stretched between the variables min and max. */
export function rasterStyle(bands: RasterBands, stretch: { min: number; max: number } = { min: 0, max: 255 }, look: RasterLook = {}): Style {
  const dataBands = bands.nodataBandIndex ? bands.bandCount - 1 : bands.bandCount;
  // stretchOf and rasterStretch never give max = min, so the division is safe.
  const t = (b: number): Expression => ['clamp', ['/', ['-', ['band', b], ['var', 'min']], ['-', ['var', 'max'], ['var', 'min']]], 0, 1];
  const alpha: Expression = bands.nodataBandIndex ? ['case', ['==', ['band', bands.nodataBandIndex], 0], 0, 1] : 1;
  if (dataBands >= 3) return { variables: { ...stretch }, color: ['array', t(1), t(2), t(3), alpha] } as Style;
  const stops = channelsOf(look.ramp?.length ? look.ramp : ['#000000', '#ffffff']);
  const shade = look.hillshade ? hillshade() : null;
  const channel = (c: number): Expression => (shade ? ['*', rampChannel(t(1), stops, c), shade] : rampChannel(t(1), stops, c));
  return { variables: { ...stretch }, color: ['array', channel(0), channel(1), channel(2), alpha] } as Style;
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

/** The style's own bounds when both are set (the builder fills them from the band statistics). */
function styleStretch(style: RasterStyle): { min: number; max: number } | null {
  return style.min !== null && style.max !== null && style.min < style.max ? { min: style.min, max: style.max } : null;
}

/** Sets the layer's WebGL style from its bands, raster style and stretch (once the bands are known). */
function redraw(layer: WebGLTileLayer): void {
  const bands = layer.get('nuriBands') as RasterBands | undefined;
  if (!bands) return;
  const style = (layer.get('nuriRasterStyle') as RasterStyle | undefined) ?? DEFAULT_RASTER_STYLE;
  const stretch = styleStretch(style) ?? (layer.get('nuriAutoStretch') as { min: number; max: number } | undefined) ?? null;
  const single = (bands.nodataBandIndex ? bands.bandCount - 1 : bands.bandCount) < 3;
  const ramp = single && style.ramp ? style.ramp : null;
  const shaded = single && style.hillshade;
  layer.set('nuriStretch', stretch);
  layer.set('nuriRamp', ramp);
  layer.set('nuriHillshade', shaded);
  // Only the bounds changed: new values for the same shader (no recompiling).
  const look = `${bands.bandCount}|${bands.nodataBandIndex ?? ''}|${ramp ?? ''}|${shaded}`;
  if (layer.get('nuriLook') === look && stretch) {
    layer.updateStyleVariables(stretch);
    return;
  }
  layer.set('nuriLook', look);
  layer.setStyle(rasterStyle(bands, stretch ?? undefined, { ramp: ramp ? RASTER_RAMPS[ramp] : null, hillshade: shaded }));
}

/** Applies a (new) raster style to a COG layer made by drawRaster. */
export function restyleRaster(layer: WebGLTileLayer, style: RasterStyle | undefined): void {
  layer.set('nuriRasterStyle', style ?? DEFAULT_RASTER_STYLE);
  redraw(layer);
}

/**
 * Styles a COG layer once its source knows its bands. Without bounds in the raster style it is
 * stretched to the values of the first frame that shows any data (sampled on a grid of the
 * map's pixels).
 */
export function drawRaster(layer: WebGLTileLayer, source: GeoTIFF, style?: RasterStyle): void {
  layer.set('nuriRasterStyle', style ?? DEFAULT_RASTER_STYLE);
  const onReady = () => {
    if (source.getState() !== 'ready' || layer.get('nuriBands')) return;
    const s = source as unknown as RasterBands;
    layer.set('nuriBands', { bandCount: s.bandCount, nodataBandIndex: s.nodataBandIndex });
    redraw(layer);
  };
  source.on('change', onReady);
  onReady();
  layer.on('postrender', (event) => {
    const bands = layer.get('nuriBands') as RasterBands | undefined;
    if (layer.get('nuriAutoStretch') || !bands) return;
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
    layer.set('nuriAutoStretch', stretch);
    const style = layer.get('nuriRasterStyle') as RasterStyle;
    if (styleStretch(style)) return;
    layer.set('nuriStretch', stretch);
    layer.updateStyleVariables(stretch);
  });
}
