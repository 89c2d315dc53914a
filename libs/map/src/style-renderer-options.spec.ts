import { DEFAULT_SYMBOL, defaultLayerStyle, type LayerStyle } from '@nuri/domain';
import Feature from 'ol/Feature';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import type CircleStyle from 'ol/style/Circle';
import type Style from 'ol/style/Style';
import { createClusterStyleFunction, createStyleFunction, labelStyle } from './style-renderer';

const point = (props: Record<string, unknown>) => new Feature({ geometry: new Point([0, 0]), ...props });
const styles = (v: unknown): Style[] => (Array.isArray(v) ? v : [v]) as Style[];

function rules(): LayerStyle {
  const base = defaultLayerStyle();
  return {
    ...base,
    kind: 'rules',
    classes: [
      { filter: "pop >= 1000 AND name LIKE '%구'", label: '큰 구', symbol: { ...DEFAULT_SYMBOL, fillColor: '#ff0000' } },
      { filter: 'pop >= 10', label: '작은 곳', symbol: { ...DEFAULT_SYMBOL, fillColor: '#00ff00' } },
      { filter: 'pop >', label: '잘못된 규칙', symbol: { ...DEFAULT_SYMBOL, fillColor: '#0000ff' } },
    ],
  };
}

describe('rule-based styles in OpenLayers', () => {
  it('draw a feature with the first rule it matches, else the base symbol; a broken rule matches nothing', () => {
    const fn = createStyleFunction(rules());
    const fill = (props: Record<string, unknown>) => (fn(point(props), 1) as Style).getFill()!.getColor();
    expect(fill({ pop: 5000, name: '종로구' })).toBe('#ff0000');
    expect(fill({ pop: 5000, name: '종로동' })).toBe('#00ff00');
    expect(fill({ pop: 1 })).toBe('#3388ff66');
    expect(fill({})).toBe('#3388ff66');
    expect([...fn.cache.keys()].sort()).toEqual(['0', '1', 'base']);
  });

  it('match column names case-insensitively when one property fits (as the server)', () => {
    const fn = createStyleFunction(rules());
    expect((fn(point({ POP: 50 }), 1) as Style).getFill()!.getColor()).toBe('#00ff00');
  });
});

describe('proportional symbols in OpenLayers', () => {
  const style: LayerStyle = { ...defaultLayerStyle(), size: { column: 'pop', minValue: 0, maxValue: 100, minRadius: 4, maxRadius: 24 } };

  it('size point markers by the square root of the column, half pixels shared', () => {
    const fn = createStyleFunction(style);
    const radius = (props: Record<string, unknown>) => ((fn(point(props), 1) as Style).getImage() as CircleStyle).getRadius();
    expect(radius({ pop: 100 })).toBe(24);
    expect(radius({ pop: 25 })).toBe(14);
    expect(radius({ pop: 0 })).toBe(4);
    expect(radius({})).toBe(4);
    expect(fn(point({ pop: 25 }), 1)).toBe(fn(point({ pop: 25.01 }), 1));
    expect([...fn.cache.keys()].sort()).toEqual(['base@14', 'base@24', 'base@4']);
  });

  it('keep the class colour and apply to single points of a cluster', () => {
    const fn = createClusterStyleFunction({ ...style, kind: 'rules', classes: [{ filter: 'pop > 50', label: '', symbol: { ...DEFAULT_SYMBOL, fillColor: '#ff0000' } }] });
    const one = new Feature({ geometry: new Point([0, 0]), features: [point({ pop: 100 })] });
    const s = fn(one, 1) as Style;
    expect((s.getImage() as CircleStyle).getRadius()).toBe(24);
    expect(s.getFill()!.getColor()).toBe('#ff0000');
  });
});

describe('label options in OpenLayers', () => {
  const labelled = (label: Partial<LayerStyle['label']>): LayerStyle => {
    const base = defaultLayerStyle();
    return { ...base, label: { ...base.label, enabled: true, column: 'name', ...label } };
  };

  it('order the declutter by priority and draw the halo', () => {
    const low = labelStyle(labelled({ priority: 1 }).label, 'a');
    const high = labelStyle(labelled({ priority: 9, haloColor: '#000000', haloWidth: 3 }).label, 'b');
    expect(high.getZIndex()).toBeGreaterThan(low.getZIndex()!);
    expect(labelStyle(labelled({}).label, 'c').getZIndex()).toBe(1005);
    expect(high.getText()!.getStroke()!.getColor()).toBe('#000000');
    expect(high.getText()!.getStroke()!.getWidth()).toBe(3);
  });

  it('write line labels along the line and skip the tile label points for them', () => {
    const fn = createStyleFunction(labelled({ placement: 'line' }), { labelPoints: true, geometry: 'line' });
    const line = new Feature({ geometry: new LineString([[0, 0], [100, 0]]), name: '한강대로' });
    const [, label] = styles(fn(line, 1));
    expect(label.getText()!.getText()).toBe('한강대로');
    expect(label.getText()!.getPlacement()).toBe('line');
    const labelPoint = new Feature({ geometry: new Point([50, 0]), name: '한강대로', layer: 'L1:labels' });
    expect(fn(labelPoint, 1)).toBeUndefined();
  });

  it('keep point placement for lines by default and for polygon layers', () => {
    const fn = createStyleFunction(labelled({}), { labelPoints: true, geometry: 'line' });
    const line = new Feature({ geometry: new LineString([[0, 0], [100, 0]]), name: '한강대로' });
    expect(styles(fn(line, 1))).toHaveLength(1);
    const labelPoint = new Feature({ geometry: new Point([50, 0]), name: '한강대로', layer: 'L1:labels' });
    expect((fn(labelPoint, 1) as Style).getText()!.getPlacement()).toBe('point');
    const polygonLayer = createStyleFunction(labelled({ placement: 'line' }), { labelPoints: true, geometry: 'polygon' });
    expect((polygonLayer(labelPoint, 1) as Style).getText()!.getText()).toBe('한강대로');
  });
});
