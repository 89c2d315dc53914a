import { checkFilterColumns, compileAttributeFilter, FilterSyntaxError, likePattern, parseAttributeFilter } from './index';

const test = (filter: string, props: Record<string, unknown>) => compileAttributeFilter(parseAttributeFilter(filter))((name) => props[name]);

describe('attribute filter in the browser (rule-based styles)', () => {
  it('compares numbers as numbers and text as text, numbers in text columns included', () => {
    expect(test('pop >= 1000', { pop: 1500 })).toBe(true);
    expect(test('pop >= 1000', { pop: '999' })).toBe(false);
    expect(test("name = '종로구'", { name: '종로구' })).toBe(true);
    expect(test('code = 11', { code: '11' })).toBe(true);
    expect(test('pop <> 5 AND pop != 6', { pop: 7 })).toBe(true);
  });

  it('follows SQL: a missing value is unknown, so neither a comparison nor its NOT match', () => {
    expect(test('pop > 1', {})).toBe(false);
    expect(test('NOT pop > 1', {})).toBe(false);
    expect(test('pop > 1 OR name IS NULL', {})).toBe(true);
    expect(test('pop IS NOT NULL', { pop: 0 })).toBe(true);
  });

  it('reads IN, BETWEEN, LIKE and ILIKE, AND before OR, parentheses', () => {
    expect(test('code IN (1, 2, 3)', { code: 2 })).toBe(true);
    expect(test('code NOT IN (1, 2)', { code: 2 })).toBe(false);
    expect(test('pop BETWEEN 10 AND 20', { pop: 20 })).toBe(true);
    expect(test('pop NOT BETWEEN 10 AND 20', { pop: 21 })).toBe(true);
    expect(test("name LIKE '%구'", { name: '종로구' })).toBe(true);
    expect(test("name ILIKE 'JONG%'", { name: 'jongno' })).toBe(true);
    expect(test("name LIKE 'a\\_b'", { name: 'a_b' })).toBe(true);
    expect(test("name LIKE 'a\\_b'", { name: 'axb' })).toBe(false);
    expect(test('a = 1 OR a = 2 AND b = 3', { a: 1, b: 0 })).toBe(true);
    expect(test('(a = 1 OR a = 2) AND b = 3', { a: 1, b: 0 })).toBe(false);
    expect(test('open = TRUE', { open: true })).toBe(true);
  });

  it('LIKE patterns escape regular expression characters', () => {
    expect(likePattern('a.b%', false).test('a.bcd')).toBe(true);
    expect(likePattern('a.b%', false).test('axbcd')).toBe(false);
  });

  it('refuses bad syntax with the catalog key and position', () => {
    expect(() => parseAttributeFilter('pop >')).toThrow(FilterSyntaxError);
    try {
      parseAttributeFilter("name = 'x");
    } catch (e) {
      expect(e).toBeInstanceOf(FilterSyntaxError);
      expect((e as FilterSyntaxError).key).toBe('layer.filter.unterminatedString');
      expect((e as FilterSyntaxError).params).toEqual({ position: 8 });
    }
  });

  it('checks columns and value types as the server does', () => {
    const columns = [
      { name: 'pop', kind: 'numeric', type: 'integer' },
      { name: 'Name', kind: 'text' },
      { name: 'geom', kind: 'geometry' },
    ];
    expect(checkFilterColumns(parseAttributeFilter("pop > 1 AND name = 'a'"), columns)).toBeNull();
    expect(checkFilterColumns(parseAttributeFilter('nope = 1'), columns)).toEqual({ key: 'layer.filter.unknownColumn', params: { position: 1, column: 'nope' } });
    expect(checkFilterColumns(parseAttributeFilter("pop = 'x'"), columns)).toEqual({
      key: 'layer.filter.valueType',
      params: { position: 7, column: 'pop', type: 'integer' },
    });
    expect(checkFilterColumns(parseAttributeFilter('geom IS NULL'), columns)?.key).toBe('layer.filter.geometryColumn');
  });
});
