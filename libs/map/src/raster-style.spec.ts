import { rasterStyle, stretchOf } from './raster-style';

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
    const known = new Set(['band', 'var', 'clamp', '/', '-', 'array', 'case', '==']);
    const operators = (e: unknown): string[] => (Array.isArray(e) ? [String(e[0]), ...e.slice(1).flatMap(operators)] : []);
    for (const bands of [{ bandCount: 1 }, { bandCount: 2, nodataBandIndex: 2 }, { bandCount: 4, nodataBandIndex: 4 }]) {
      const style = rasterStyle(bands) as { color: unknown[] };
      const used = operators(style.color).filter((op) => Number.isNaN(Number(op)));
      expect(used.filter((op) => !known.has(op))).toEqual([]);
    }
  });
});
