import { classFor, defaultLayerStyle, validateLayerStyle, validatePopupSetting, type LayerStyle } from './map-style';

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

  it('validates popup settings', () => {
    expect(validatePopupSetting({ enabled: true, columns: ['name'] })).toEqual([]);
    expect(validatePopupSetting({ enabled: 'y', columns: [1] })).toHaveLength(2);
  });
});
