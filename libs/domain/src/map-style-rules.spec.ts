import {
  compileStyleRules,
  DEFAULT_SYMBOL,
  defaultLayerStyle,
  normalizeLayerStyle,
  proportionalRadius,
  proportionalSamples,
  ruleFilterProblem,
  validateLayerStyle,
  type LayerStyle,
  type ProportionalSize,
} from './index';

const rule = (filter: string, label = '') => ({ filter, label, symbol: { ...DEFAULT_SYMBOL } });

describe('rule-based styles', () => {
  it('pick the first rule whose filter matches, -1 for the else rule', () => {
    const match = compileStyleRules([rule('pop >= 1000'), rule('pop >= 10'), rule('pop >')]);
    const props = (p: Record<string, unknown>) => (name: string) => p[name];
    expect(match(props({ pop: 5000 }))).toBe(0);
    expect(match(props({ pop: 50 }))).toBe(1);
    expect(match(props({ pop: 1 }))).toBe(-1);
    expect(match(props({}))).toBe(-1);
  });

  it('validate each rule filter with the filter language messages', () => {
    const style: LayerStyle = { ...defaultLayerStyle(), kind: 'rules', classes: [rule('pop >= 1000', '큰 구'), rule('pop >'), rule('')] };
    expect(validateLayerStyle(style)).toEqual([
      'style.classes[1].filter is not a usable attribute filter: The attribute filter ends at character 6; complete the condition.',
      "style.classes[2].filter is not a usable attribute filter: Enter the rule's condition.",
    ]);
    expect(ruleFilterProblem('pop >')).toBe('속성 조건이 6번째 글자에서 끝났습니다. 조건을 마저 입력해 주세요.');
    expect(ruleFilterProblem("name = '종로구'")).toBeNull();
    expect(validateLayerStyle({ ...style, classes: [rule('pop >= 1000')] })).toEqual([]);
  });
});

describe('proportional symbols', () => {
  const size: ProportionalSize = { column: 'pop', minValue: 0, maxValue: 100, minRadius: 4, maxRadius: 24 };

  it('scale the radius by the square root of the value within the range', () => {
    expect(proportionalRadius(size, 0)).toBe(4);
    expect(proportionalRadius(size, 100)).toBe(24);
    expect(proportionalRadius(size, 25)).toBe(14); // √0.25 = 0.5
    expect(proportionalRadius(size, 400)).toBe(24);
    expect(proportionalRadius(size, -5)).toBe(4);
    expect(proportionalRadius(size, '64')).toBeCloseTo(20);
    expect(proportionalRadius(size, null)).toBeNull();
    expect(proportionalRadius({ ...size, minValue: 5, maxValue: 5 }, 5)).toBe(24);
  });

  it('give the legend a few samples, largest first', () => {
    expect(proportionalSamples(size)).toEqual([100, 50, 0]);
    expect(proportionalSamples({ ...size, minValue: 7, maxValue: 7 })).toEqual([7]);
  });

  it('are validated and kept through normalisation', () => {
    const style: LayerStyle = { ...defaultLayerStyle(), size };
    expect(validateLayerStyle(style)).toEqual([]);
    expect(normalizeLayerStyle(style).size).toEqual(size);
    expect(validateLayerStyle({ ...style, size: { ...size, column: '', minRadius: 30, maxRadius: 70 } })).toEqual([
      'style.size.column must be a column name',
      'style.size.maxRadius must be a number from 1 to 60',
    ]);
    expect(validateLayerStyle({ ...style, size: { ...size, minRadius: 30, maxRadius: 10 } })).toEqual(['style.size.minRadius must not be greater than style.size.maxRadius']);
    expect(validateLayerStyle({ ...style, size: { ...size, minValue: 9, maxValue: 1 } })).toEqual(['style.size needs numbers minValue ≤ maxValue']);
  });
});

describe('label options', () => {
  it('accept a priority from 0 to 10 and a placement', () => {
    const style = defaultLayerStyle();
    expect(validateLayerStyle({ ...style, label: { ...style.label, priority: 9, placement: 'line' } })).toEqual([]);
    expect(validateLayerStyle({ ...style, label: { ...style.label, priority: 11, placement: 'curve' } })).toEqual([
      'style.label.priority must be a number from 0 to 10',
      'style.label.placement must be one of point, line',
    ]);
    const kept = normalizeLayerStyle({ ...style, label: { ...style.label, priority: 0, placement: 'line' } });
    expect(kept.label).toMatchObject({ priority: 0, placement: 'line' });
  });
});
