import { RASTER_RAMPS } from '@nuri/domain';
import WebGLTileLayer from 'ol/layer/WebGLTile';
import { rasterStyle, restyleRaster, stretchOf } from './raster-style';

describe('raster stretch', () => {
  it('single-band data is grey between min and max, nodata transparent', () => {
    const style = rasterStyle({ bandCount: 2, nodataBandIndex: 2 }, { min: 20, max: 160 }) as { variables: object; color: unknown[] };
    expect(style.variables).toEqual({ min: 20, max: 160 });
    const [, r, g, b, alpha] = style.color as unknown[];
    expect(r).toEqual(g);
    expect(g).toEqual(b);
    expect(JSON.stringify(r)).toContain('["band",1]');
    expect(alpha).toEqual(['case', ['==', ['band', 2], 0], 0, 1]);
  });

  it('three bands are drawn as RGB', () => {
    const style = rasterStyle({ bandCount: 3 }) as { color: unknown[] };
    expect(JSON.stringify(style.color[1])).toContain('["band",1]');
    expect(JSON.stringify(style.color[2])).toContain('["band",2]');
    expect(JSON.stringify(style.color[3])).toContain('["band",3]');
    expect(style.color[4]).toBe(1);
  });

  it('stretches to the sampled values, leaving nodata out', () => {
    const bands = { bandCount: 2, nodataBandIndex: 2 };
    expect(stretchOf([new Float32Array([20, 255]), new Float32Array([158.7, 255]), new Float32Array([-9999, 0])], bands)).toEqual({ min: 20, max: expect.closeTo(158.7, 3) });
    expect(stretchOf([new Float32Array([-9999, 0])], bands)).toBeNull();
    expect(stretchOf([], bands)).toBeNull();
    // one value: a band around it, never a zero range
    expect(stretchOf([new Uint8Array([7])], { bandCount: 1 })).toEqual({ min: 6, max: 8 });
    // RGB: over the three colour bands
    expect(stretchOf([new Uint8Array([10, 200, 30]), new Uint8Array([5, 20, 250])], { bandCount: 3 })).toEqual({ min: 5, max: 250 });
  });
});

describe('raster style expressions', () => {
  it('use only operators OpenLayers knows (an unknown one stops the whole map from drawing)', () => {
    const known = new Set(['band', 'var', 'clamp', '/', '-', '+', '*', 'array', 'case', '==', 'interpolate', 'linear', 'resolution', 'atan', 'sqrt', 'sin', 'cos']);
    const operators = (e: unknown): string[] => (Array.isArray(e) ? [String(e[0]), ...e.slice(1).flatMap(operators)] : []);
    const looks = [{}, { ramp: RASTER_RAMPS.terrain }, { ramp: RASTER_RAMPS.viridis, hillshade: true }, { hillshade: true }];
    for (const [bands, look] of [{ bandCount: 1 }, { bandCount: 2, nodataBandIndex: 2 }, { bandCount: 4, nodataBandIndex: 4 }].flatMap((b) => looks.map((l) => [b, l] as const))) {
      const style = rasterStyle(bands, undefined, look) as { color: unknown[] };
      const used = operators(style.color).filter((op) => Number.isNaN(Number(op)));
      expect(used.filter((op) => !known.has(op))).toEqual([]);
    }
  });
});

describe('colour ramps and hillshade (single band)', () => {
  const color = (style: unknown) => (style as { color: unknown[] }).color;

  it('a ramp colours each channel along its stops over the stretched value', () => {
    const style = rasterStyle({ bandCount: 2, nodataBandIndex: 2 }, { min: 20, max: 160 }, { ramp: ['#000000', '#ff8000'] });
    const [, r, g, b, alpha] = color(style);
    // red: 0 → 1, green: 0 → 128/255, blue stays 0
    expect(r).toEqual(['interpolate', ['linear'], expect.anything(), 0, 0, 1, 1]);
    expect((g as unknown[])[6]).toBeCloseTo(128 / 255);
    expect(b).toEqual(['interpolate', ['linear'], expect.anything(), 0, 0, 1, 0]);
    expect(alpha).toEqual(['case', ['==', ['band', 2], 0], 0, 1]);
    expect((style as { variables: object }).variables).toEqual({ min: 20, max: 160 });
  });

  it('hillshade multiplies the colour by the light from the neighbouring pixels', () => {
    const text = JSON.stringify(color(rasterStyle({ bandCount: 1 }, undefined, { hillshade: true })));
    expect(text).toContain('["band",1,1,0]');
    expect(text).toContain('["band",1,-1,0]');
    expect(text).toContain('["band",1,0,1]');
    expect(text).toContain('["resolution"]');
    expect(color(rasterStyle({ bandCount: 1 }, undefined, {}))[1]).not.toEqual(expect.arrayContaining(['*']));
  });

  it('RGB rasters ignore the ramp', () => {
    expect(JSON.stringify(color(rasterStyle({ bandCount: 3 }, undefined, { ramp: RASTER_RAMPS.terrain, hillshade: true })))).not.toContain('interpolate');
  });

  it('restyling a raster layer uses the style bounds and ramp once its bands are known', () => {
    const layer = new WebGLTileLayer({});
    restyleRaster(layer, { ramp: 'terrain', min: 10, max: 150, hillshade: false });
    expect(layer.get('nuriStretch')).toBeUndefined();
    layer.set('nuriBands', { bandCount: 2, nodataBandIndex: 2 });
    restyleRaster(layer, { ramp: 'terrain', min: 10, max: 150, hillshade: true });
    expect(layer.get('nuriStretch')).toEqual({ min: 10, max: 150 });
    expect(layer.get('nuriRamp')).toBe('terrain');
    expect(layer.get('nuriHillshade')).toBe(true);
    // Without bounds: the stretch measured from the drawn values.
    layer.set('nuriAutoStretch', { min: 1, max: 2 });
    restyleRaster(layer, { ramp: null, min: null, max: null, hillshade: false });
    expect(layer.get('nuriStretch')).toEqual({ min: 1, max: 2 });
    expect(layer.get('nuriRamp')).toBeNull();
  });
});
