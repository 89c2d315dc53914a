import { GOOGLE_RESOLUTIONS, KAKAO_RESOLUTIONS, NAVER_RESOLUTIONS } from './resolutions';

describe('base-map resolution tables (spec 001 §9)', () => {
  it('has 20 Google levels from the Web Mercator zoom-0 resolution, halving each level', () => {
    expect(GOOGLE_RESOLUTIONS).toHaveLength(20);
    expect(GOOGLE_RESOLUTIONS[0]).toBeCloseTo(156543.034, 3);
    for (let i = 1; i < GOOGLE_RESOLUTIONS.length; i++) expect(GOOGLE_RESOLUTIONS[i - 1] / GOOGLE_RESOLUTIONS[i]).toBeCloseTo(2, 10);
  });

  it('has 14 Kakao levels from 2048 to 0.25 m/px', () => {
    expect(KAKAO_RESOLUTIONS).toHaveLength(14);
    expect(KAKAO_RESOLUTIONS[0]).toBe(2048);
    expect(KAKAO_RESOLUTIONS[13]).toBe(0.25);
  });

  it('has 13 Naver levels, Web Mercator zoom 6 to 18', () => {
    expect(NAVER_RESOLUTIONS).toHaveLength(13);
    expect(NAVER_RESOLUTIONS[0]).toBeCloseTo(GOOGLE_RESOLUTIONS[6], 10);
    expect(NAVER_RESOLUTIONS[12]).toBeCloseTo(GOOGLE_RESOLUTIONS[18], 10);
  });
});
