import {
  BASE_MAP_CACHE_TTL_MS,
  BASE_MAP_PICKER_QUERY,
  DEFAULT_MAP_PROJECTION,
  isWithinNaverBounds,
} from './map';
import {
  ALERT_TITLE_KEYS,
  ALERT_TYPES,
  isMobileWidth,
  isPiecesMobileWidth,
  UNPAID_RETENTION_MONTHS,
} from './ui';
import { en } from './i18n/en';

describe('ui constants', () => {
  it('switches the systems to mobile mode at 768 px or less', () => {
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(true);
    expect(isMobileWidth(769)).toBe(false);
  });

  it('switches the shared pieces at 767 px or less', () => {
    expect(isPiecesMobileWidth(767)).toBe(true);
    expect(isPiecesMobileWidth(768)).toBe(false);
  });

  it('titles every alert type', () => {
    expect(ALERT_TYPES.map((type) => en[ALERT_TITLE_KEYS[type]])).toEqual([
      'Failure',
      'Success',
      'User function',
      'Delete',
      'Info',
      'Confirm',
    ]);
  });

  it('keeps the unpaid warning text in line with the retention months', () => {
    expect(en['unpaid.retentionWarning']).toContain(`${UNPAID_RETENTION_MONTHS} months`);
  });
});

describe('map constants', () => {
  it('fixes the defaults', () => {
    expect(DEFAULT_MAP_PROJECTION).toBe('EPSG:5186');
    expect(BASE_MAP_CACHE_TTL_MS).toBe(600000);
    expect(BASE_MAP_PICKER_QUERY).toEqual({ pageIndex: 1, pageSize: 999, imageAt: 'N', bcrnMapUseAt: 'Y' });
  });

  it.each([
    [37.5665, 126.978, true],
    [33, 124, true],
    [38.5, 132, true],
    [32.99, 127, false],
    [38.51, 127, false],
    [37, 123.99, false],
    [37, 132.01, false],
  ])('isWithinNaverBounds(%d, %d) = %s', (lat, lng, expected) => {
    expect(isWithinNaverBounds(lat, lng)).toBe(expected);
  });
});
