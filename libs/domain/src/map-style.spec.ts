import {
  CATEGORY_PALETTE,
  categorizedClasses,
  classFor,
  COLOR_RAMPS,
  colorOpacity,
  colorRgb,
  DEFAULT_SYMBOL,
  defaultLayerStyle,
  normalizeLayerStyle,
  normalizePopupSetting,
  equalIntervalClasses,
  isStyleColor,
  MAX_STYLE_CLASSES,
  rampColors,
  validateLayerStyle,
  validatePopupSetting,
  withOpacity,
  type LayerStyle,
} from './map-style';

describe('layer style', () => {
  it('accepts the default style', () => {
    expect(validateLayerStyle(defaultLayerStyle())).toEqual([]);
  });

  it('names each bad field', () => {
    const bad = { ...defaultLayerStyle(), kind: 'categorized', column: null, base: { ...defaultLayerStyle().base, fillColor: 'red', strokeWidth: 99 } };
    const errors = validateLayerStyle(bad);
    expect(errors).toEqual(
      expect.arrayContaining([
        'style.column is required for a categorized style',
        'style.base.fillColor must be a colour like #1f5fbf',
        'style.base.strokeWidth must be a number from 0 to 20',
      ]),
    );
    expect(validateLayerStyle('x')).toEqual(['style must be an object']);
  });

  it('requires a label column when labels are on', () => {
    const s = defaultLayerStyle();
    s.label.enabled = true;
    expect(validateLayerStyle(s)).toEqual(['style.label.column is required when labels are on']);
  });

  it('picks categorised and graduated classes', () => {
    const base = defaultLayerStyle().base;
    const cat: LayerStyle = { ...defaultLayerStyle(), kind: 'categorized', column: 'kind', classes: [{ value: '학교', label: '학교', symbol: base }] };
    expect(classFor(cat, '학교')?.label).toBe('학교');
    expect(classFor(cat, '병원')).toBeNull();
    const grad: LayerStyle = {
      ...defaultLayerStyle(),
      kind: 'graduated',
      column: 'n',
      classes: [
        { min: 0, max: 10, label: 'low', symbol: base },
        { min: 10, max: 20, label: 'high', symbol: base },
      ],
    };
    expect(classFor(grad, 5)?.label).toBe('low');
    expect(classFor(grad, '10')?.label).toBe('high');
    expect(classFor(grad, 20)?.label).toBe('high');
    expect(classFor(grad, 21)).toBeNull();
    expect(classFor(grad, 'abc')).toBeNull();
  });

  it('accepts a style whose false/null fields the request cleanup dropped, and restores them', () => {
    const cleaned = { kind: 'single', base: defaultLayerStyle().base, label: { fontSize: 12, color: '#222222', haloColor: '#ffffff', haloWidth: 2 } };
    expect(validateLayerStyle(cleaned)).toEqual([]);
    expect(normalizeLayerStyle(cleaned)).toEqual(defaultLayerStyle());
    expect(validatePopupSetting({})).toEqual([]);
    expect(normalizePopupSetting({})).toEqual({ enabled: false, columns: [] });
  });

  it('validates popup settings', () => {
    expect(validatePopupSetting({ enabled: true, columns: ['name'] })).toEqual([]);
    expect(validatePopupSetting({ enabled: 'y', columns: [1] })).toHaveLength(2);
  });
});

describe('building style classes', () => {
  const base = { ...DEFAULT_SYMBOL, fillColor: '#3388ff66' };

  it('reads and writes colour opacity', () => {
    expect(isStyleColor('#1f5fbf')).toBe(true);
    expect(isStyleColor('#1f5fbf80')).toBe(true);
    expect(isStyleColor('#1f5fb')).toBe(false);
    expect(isStyleColor('red')).toBe(false);
    expect(colorRgb('#3388FF66')).toBe('#3388ff');
    expect(colorOpacity('#3388ff66')).toBe(0.4);
    expect(colorOpacity('#3388ff')).toBe(1);
    expect(withOpacity('#3388ff66', 1)).toBe('#3388ff');
    expect(withOpacity('#3388ff', 0.5)).toBe('#3388ff80');
    expect(withOpacity('#3388ff', 0)).toBe('#3388ff00');
  });

  it('spreads ramp colours evenly over the stops', () => {
    expect(rampColors(['#000000', '#ffffff'], 3)).toEqual(['#000000', '#808080', '#ffffff']);
    expect(rampColors(COLOR_RAMPS.blues, 2)).toEqual(['#deebf7', '#08306b']);
    expect(rampColors(COLOR_RAMPS.reds, 5)).toHaveLength(5);
    expect(rampColors(['#102030'], 2)).toEqual(['#102030', '#102030']);
  });

  it('builds equal intervals from min and max with the last class closed', () => {
    const classes = equalIntervalClasses(0, 100, 4, rampColors(['#000000', '#ffffff'], 4), base);
    expect(classes.map((c) => [c.min, c.max])).toEqual([
      [0, 25],
      [25, 50],
      [50, 75],
      [75, 100],
    ]);
    expect(classes.map((c) => c.label)).toEqual(['0 – 25', '25 – 50', '50 – 75', '75 – 100']);
    expect(classes[0].symbol).toEqual({ ...base, fillColor: '#00000066' });
    expect(classes[3].symbol.fillColor).toBe('#ffffff66');
    const style: LayerStyle = { ...defaultLayerStyle(), kind: 'graduated', column: 'n', classes };
    expect(validateLayerStyle(style)).toEqual([]);
    expect(classFor(style, 100)?.label).toBe('75 – 100');
    expect(classFor(style, 25)?.label).toBe('25 – 50');
  });

  it('rounds interval noise, clamps the class count and handles one value', () => {
    const thirds = equalIntervalClasses(0.1, 0.4, 3, ['#ff0000'], base);
    expect(thirds.map((c) => [c.min, c.max])).toEqual([
      [0.1, 0.2],
      [0.2, 0.3],
      [0.3, 0.4],
    ]);
    expect(equalIntervalClasses(1200, 1_500_000, 2, [], base)[0].label).toBe('1,200 – 750,600');
    expect(equalIntervalClasses(0, 1, 1, [], base)).toHaveLength(2);
    expect(equalIntervalClasses(0, 1, 99, [], base)).toHaveLength(10);
    expect(equalIntervalClasses(7, 7, 5, ['#ff0000'], base)).toEqual([{ min: 7, max: 7, label: '7 – 7', symbol: { ...base, fillColor: '#ff000066' } }]);
    expect(() => equalIntervalClasses(5, 1, 3, [], base)).toThrow(RangeError);
    expect(() => equalIntervalClasses(Number.NaN, 1, 3, [], base)).toThrow(RangeError);
  });

  it('colours the stroke of line classes', () => {
    const [first] = equalIntervalClasses(0, 10, 2, ['#ff0000', '#00ff00'], base, 'stroke');
    expect(first.symbol).toEqual({ ...base, strokeColor: '#ff0000' });
    const [cat] = categorizedClasses(['a'], base, ['#00ff00'], 'stroke');
    expect(cat.symbol).toEqual({ ...base, strokeColor: '#00ff00' });
  });

  it('builds one categorised class per distinct value from the palette', () => {
    const classes = categorizedClasses(['공원', null, '도서관', '공원', ''], base);
    expect(classes.map((c) => c.value)).toEqual(['공원', '도서관', '']);
    expect(classes.map((c) => c.symbol.fillColor)).toEqual([`${CATEGORY_PALETTE[0]}66`, `${CATEGORY_PALETTE[1]}66`, `${CATEGORY_PALETTE[2]}66`]);
    const style: LayerStyle = { ...defaultLayerStyle(), kind: 'categorized', column: 'kind', classes };
    expect(validateLayerStyle(style)).toEqual([]);
    expect(classFor(style, '도서관')).toBe(classes[1]);
    const many = categorizedClasses(Array.from({ length: 60 }, (_, i) => `v${i}`), base, ['#111111', '#222222']);
    expect(many).toHaveLength(MAX_STYLE_CLASSES);
    expect(many[2].symbol.fillColor).toBe('#11111166');
  });
});
