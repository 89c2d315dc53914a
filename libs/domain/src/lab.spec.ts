import { LAB_APPS, labAppOfMenuId, turnoutRate } from './lab';

describe('service lab apps', () => {
  it('maps the add-on menu ids to their apps', () => {
    expect(labAppOfMenuId('SVC_LUCKY_MAP')?.addonCode).toBe('LUCKY_MAP');
    expect(labAppOfMenuId('SVC_LAND_BUNDLE')?.addonCode).toBe('LAND_BUNDLE');
    expect(labAppOfMenuId('SVC_THEMED_MAP')?.addonCode).toBeNull();
    expect(labAppOfMenuId('GALLERY')).toBeUndefined();
    expect(labAppOfMenuId(null)).toBeUndefined();
  });

  it('lists every add-on app under /serviceLab', () => {
    expect(LAB_APPS.filter((a) => a.addonCode).map((a) => a.path)).toEqual([
      '/serviceLab/luckyMap',
      '/serviceLab/landBundle',
      '/serviceLab/electionMap',
    ]);
  });

  it('computes turnout in percent with one decimal', () => {
    expect(turnoutRate(583, 1000)).toBe(58.3);
    expect(turnoutRate(2, 3)).toBe(66.7);
    expect(turnoutRate(5, 0)).toBe(0);
  });
});
