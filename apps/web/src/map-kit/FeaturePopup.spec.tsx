import { popupRows } from './FeaturePopup';

describe('popup rows', () => {
  const properties = { gu_nm: '양천구', pop: 456789.123, opened: '20240315', note: null };

  it('show display names (never the raw column name when one is set) and formatted values, in Korean', () => {
    const rows = popupRows(
      properties,
      {
        columns: ['gu_nm', 'pop', 'opened', 'note'],
        aliases: { gu_nm: '구 이름', pop: '인구' },
        formats: { pop: { type: 'number', decimals: 0, suffix: '명' }, opened: { type: 'date', style: 'date' } },
      },
      'ko',
    );
    expect(rows).toEqual([
      ['구 이름', '양천구'],
      ['인구', '456,789명'],
      ['opened', '2024. 03. 15.'],
      ['note', ''],
    ]);
  });

  it('in English: grouped with the locale, a space before the unit, dates in English', () => {
    const rows = popupRows(
      properties,
      { columns: ['pop', 'opened'], formats: { pop: { type: 'number', decimals: 2, suffix: 'people' }, opened: { type: 'date', style: 'month' } } },
      'en',
    );
    expect(rows).toEqual([
      ['pop', '456,789.12 people'],
      ['opened', 'March 2024'],
    ]);
  });

  it('values that do not fit their format are shown as they are', () => {
    expect(popupRows({ pop: 'n/a', d: 'someday' }, { columns: ['pop', 'd'], formats: { pop: { type: 'number', decimals: 0, suffix: null }, d: { type: 'date', style: 'date' } } }, 'ko')).toEqual([
      ['pop', 'n/a'],
      ['d', 'someday'],
    ]);
  });
});
