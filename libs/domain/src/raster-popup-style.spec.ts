import { normalizeLayerStyle, normalizePopupSetting, validateLayerStyle, validatePopupSetting, defaultLayerStyle } from './map-style';
import { columnLabel, formatColumnValue } from './popup-format';
import { rasterStretch } from './raster-style';

describe('raster style rules', () => {
  const style = (raster: unknown) => ({ ...defaultLayerStyle(), raster });

  it('accepts a ramp with bounds and hillshade, and fills dropped fields back in', () => {
    expect(validateLayerStyle(style({ ramp: 'terrain', min: 20, max: 158.7, hillshade: true }))).toEqual([]);
    expect(validateLayerStyle(style({ ramp: 'viridis' }))).toEqual([]);
    expect(normalizeLayerStyle(style({ ramp: 'viridis' })).raster).toEqual({ ramp: 'viridis', min: null, max: null, hillshade: false });
    expect(normalizeLayerStyle(defaultLayerStyle()).raster).toBeUndefined();
  });

  it('names each bad field', () => {
    expect(validateLayerStyle(style({ ramp: 'rainbow' }))).toEqual(['style.raster.ramp must be one of terrain, viridis, spectral, blues, reds, grey or null']);
    expect(validateLayerStyle(style({ min: 5, max: 5 }))).toEqual(['style.raster.min must be less than style.raster.max']);
    expect(validateLayerStyle(style({ min: Infinity }))[0]).toMatch(/^style\.raster\.min must be a number/);
    expect(validateLayerStyle(style({ hillshade: 1 }))).toEqual(['style.raster.hillshade must be true or false']);
    expect(validateLayerStyle(style('terrain'))).toEqual(['style.raster must be an object']);
  });

  it('stretches over the style bounds, else the band statistics', () => {
    expect(rasterStretch({ ramp: 'terrain', min: 30, max: null, hillshade: false }, { min: 20, max: 158.7 })).toEqual({ min: 30, max: 158.7 });
    expect(rasterStretch({ ramp: null, min: null, max: null, hillshade: false }, null)).toBeNull();
    expect(rasterStretch({ ramp: null, min: null, max: null, hillshade: false }, { min: 7, max: 7 })).toEqual({ min: 6, max: 8 });
  });
});

describe('popup display names and formats', () => {
  it('accepts aliases and formats, normalising dropped fields', () => {
    const popup = { enabled: true, columns: ['gu_nm', 'pop'], aliases: { gu_nm: ' 구 이름 ' }, formats: { pop: { type: 'number' }, d: { type: 'date', style: 'month' } } };
    expect(validatePopupSetting(popup)).toEqual([]);
    expect(normalizePopupSetting(popup)).toEqual({
      enabled: true,
      columns: ['gu_nm', 'pop'],
      aliases: { gu_nm: '구 이름' },
      formats: { pop: { type: 'number', decimals: 0, suffix: null }, d: { type: 'date', style: 'month' } },
    });
    // Without them the setting reads as before.
    expect(normalizePopupSetting({ enabled: true, columns: ['a'] })).toEqual({ enabled: true, columns: ['a'] });
  });

  it('names each bad field', () => {
    expect(validatePopupSetting({ columns: [], aliases: { gu_nm: '' } })).toEqual(['popup.aliases.gu_nm must be text of 1 to 50 characters']);
    expect(validatePopupSetting({ columns: [], formats: { pop: { type: 'number', decimals: 7 } } })).toEqual(['popup.formats.pop.decimals must be a number from 0 to 6']);
    expect(validatePopupSetting({ columns: [], formats: { pop: { type: 'number', suffix: 'x'.repeat(21) } } })).toEqual(['popup.formats.pop.suffix must be text of at most 20 characters']);
    expect(validatePopupSetting({ columns: [], formats: { d: { type: 'date' } } })).toEqual(['popup.formats.d.style must be one of date, datetime, month']);
    expect(validatePopupSetting({ columns: [], formats: { d: 'number' } })).toEqual(['popup.formats.d.type must be one of number, date']);
  });

  it('labels a column by its alias, else its name; formats numbers and dates by language', () => {
    expect(columnLabel('gu_nm', { gu_nm: '구 이름' })).toBe('구 이름');
    expect(columnLabel('pop', { gu_nm: '구 이름' })).toBe('pop');
    expect(formatColumnValue(1234567.891, { type: 'number', decimals: 1, suffix: '명' }, 'ko')).toBe('1,234,567.9명');
    expect(formatColumnValue('1234', { type: 'number', decimals: 0, suffix: 'people' }, 'en')).toBe('1,234 people');
    expect(formatColumnValue('2024-03-15', { type: 'date', style: 'date' }, 'en')).toBe('03/15/2024');
    expect(formatColumnValue('20240315', { type: 'date', style: 'month' }, 'ko')).toBe('2024년 3월');
    expect(formatColumnValue(null, { type: 'number', decimals: 0, suffix: null }, 'ko')).toBe('');
    expect(formatColumnValue(12, undefined, 'ko')).toBe('12');
  });
});
