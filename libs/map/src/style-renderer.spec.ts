import { defaultLayerStyle, type LayerStyle } from '@nuri/domain';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import Polygon from 'ol/geom/Polygon';
import CircleStyle from 'ol/style/Circle';
import RegularShape from 'ol/style/RegularShape';
import type Style from 'ol/style/Style';
import { createClusterStyleFunction, createStyleFunction, pointImage, styleKeyFor } from './style-renderer';

function feature(props: Record<string, unknown>): Feature {
  return new Feature({ geometry: new Point([0, 0]), ...props });
}

function categorized(): LayerStyle {
  const base = defaultLayerStyle();
  return {
    ...base,
    kind: 'categorized',
    column: 'kind',
    classes: [
      { value: 'park', label: '공원', symbol: { ...base.base, fillColor: '#00ff00', strokeColor: '#008800' } },
      { value: 'school', label: '학교', symbol: { ...base.base, fillColor: '#0000ff', strokeColor: '#000088' } },
    ],
  };
}

describe('layer style → OpenLayers style function', () => {
  it('single: every feature gets the base symbol', () => {
    const fn = createStyleFunction(defaultLayerStyle());
    const s = fn(feature({ kind: 'x' }), 1) as Style;
    expect(s.getFill()!.getColor()).toBe('#3388ff66');
    expect(s.getStroke()!.getColor()).toBe('#1f5fbf');
    expect(s.getStroke()!.getWidth()).toBe(2);
  });

  it('categorised: features take the class of their column value, others the base symbol', () => {
    const fn = createStyleFunction(categorized());
    expect((fn(feature({ kind: 'park' }), 1) as Style).getFill()!.getColor()).toBe('#00ff00');
    expect((fn(feature({ kind: 'school' }), 1) as Style).getFill()!.getColor()).toBe('#0000ff');
    expect((fn(feature({ kind: 'river' }), 1) as Style).getFill()!.getColor()).toBe('#3388ff66');
    expect((fn(feature({}), 1) as Style).getFill()!.getColor()).toBe('#3388ff66');
  });

  it('builds each class once and reuses it', () => {
    const fn = createStyleFunction(categorized());
    const a = fn(feature({ kind: 'park' }), 1);
    const b = fn(feature({ kind: 'park' }), 1);
    expect(a).toBe(b);
    fn(feature({ kind: 'school' }), 1);
    fn(feature({ kind: 'other' }), 1);
    expect([...fn.cache.keys()].sort()).toEqual(['0', '1', 'base']);
  });

  it('graduated: min ≤ v < max, the last class includes its max, text numbers count', () => {
    const base = defaultLayerStyle();
    const style: LayerStyle = {
      ...base,
      kind: 'graduated',
      column: 'pop',
      classes: [
        { min: 0, max: 100, label: 'low', symbol: { ...base.base, fillColor: '#111111' } },
        { min: 100, max: 200, label: 'high', symbol: { ...base.base, fillColor: '#222222' } },
      ],
    };
    expect(styleKeyFor(style, 0)).toBe('0');
    expect(styleKeyFor(style, 99.9)).toBe('0');
    expect(styleKeyFor(style, 100)).toBe('1');
    expect(styleKeyFor(style, '200')).toBe('1');
    expect(styleKeyFor(style, 201)).toBe('base');
    expect(styleKeyFor(style, 'n/a')).toBe('base');
    const fn = createStyleFunction(style);
    expect((fn(feature({ pop: 150 }), 1) as Style).getFill()!.getColor()).toBe('#222222');
  });

  it('labels: the label column value as text with font, colour and halo', () => {
    const style = { ...defaultLayerStyle(), label: { enabled: true, column: 'name', fontSize: 14, color: '#123456', haloColor: '#ffffff', haloWidth: 3 } };
    const fn = createStyleFunction(style);
    const result = fn(feature({ name: '종로구' }), 1) as Style[];
    expect(result).toHaveLength(2);
    const text = result[1].getText()!;
    expect(text.getText()).toBe('종로구');
    expect(text.getFont()).toBe('14px "Pretendard GOV", sans-serif');
    expect(text.getFill()!.getColor()).toBe('#123456');
    expect(text.getStroke()!.getWidth()).toBe(3);
    // no value, no label
    expect(fn(feature({ name: null }), 1)).not.toBeInstanceOf(Array);
  });

  it('label points (vector tiles): polygons are labelled only from their label point, points themselves', () => {
    const style = { ...defaultLayerStyle(), label: { ...defaultLayerStyle().label, enabled: true, column: 'name' } };
    const fn = createStyleFunction(style, { labelPoints: true });
    const square = new Polygon([[[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]]]);
    // Every tile-clipped part of the polygon: the symbol, no text.
    const part = fn(new Feature({ geometry: square, name: '양천구', layer: 'L-1' }), 1) as Style;
    expect(part).not.toBeInstanceOf(Array);
    expect(part.getText()).toBeNull();
    // Its one label point: the text, no symbol.
    const anchor = fn(new Feature({ geometry: new Point([5, 5]), name: '양천구', layer: 'L-1:labels' }), 1) as Style;
    expect(anchor.getText()!.getText()).toBe('양천구');
    expect(anchor.getFill()).toBeNull();
    expect(anchor.getImage()).toBeNull();
    // Points of the layer itself keep their label.
    expect(fn(new Feature({ geometry: new Point([1, 1]), name: '시청', layer: 'L-1' }), 1)).toHaveLength(2);
    // Labels off: label points draw nothing.
    const off = createStyleFunction(defaultLayerStyle(), { labelPoints: true });
    expect(off(new Feature({ geometry: new Point([5, 5]), name: '양천구', layer: 'L-1:labels' }), 1)).toBeUndefined();
  });

  it('labels off: only the symbol', () => {
    const fn = createStyleFunction({ ...defaultLayerStyle(), label: { ...defaultLayerStyle().label, enabled: false, column: 'name' } });
    expect(fn(feature({ name: 'x' }), 1)).not.toBeInstanceOf(Array);
  });

  it('point shapes: circle, square, triangle, star', () => {
    const symbol = defaultLayerStyle().base;
    expect(pointImage({ ...symbol, pointShape: 'circle' })).toBeInstanceOf(CircleStyle);
    const square = pointImage({ ...symbol, pointShape: 'square' }) as RegularShape;
    expect(square.getPoints()).toBe(4);
    const triangle = pointImage({ ...symbol, pointShape: 'triangle' }) as RegularShape;
    expect(triangle.getPoints()).toBe(3);
    const star = pointImage({ ...symbol, pointShape: 'star', pointRadius: 10 }) as RegularShape;
    expect(star.getPoints()).toBe(5);
    expect(star.getRadius2()).toBeCloseTo(6);
  });

  it('clusters: one member keeps its class, several show their count', () => {
    const fn = createClusterStyleFunction(categorized());
    const one = new Feature({ geometry: new Point([0, 0]), features: [feature({ kind: 'park' })] });
    expect((fn(one, 1) as Style).getFill()!.getColor()).toBe('#00ff00');
    const many = new Feature({ geometry: new Point([0, 0]), features: [feature({}), feature({}), feature({})] });
    expect((fn(many, 1) as Style).getText()!.getText()).toBe('3');
  });
});
