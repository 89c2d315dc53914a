import { parseAddress } from './address-normalizer';

describe('parseAddress (Korean address normalisation)', () => {
  it.each([
    ['서울 종로구 세종대로 209', '서울특별시 종로구 세종대로 209'],
    ['서울시종로구세종대로209, 3층 301호', '서울특별시 종로구 세종대로 209'],
    ['서울특별시  종로구 세종대로209 (세종로)', '서울특별시 종로구 세종대로 209'],
    ['세종대로23길 47-2 B동 1층', '세종대로23길 47-2'],
    ['경기 성남시 분당구 판교역로 235', '경기도 성남시 분당구 판교역로 235'],
    ['부산 중구 중앙대로 120', '부산광역시 중구 중앙대로 120'],
    ['서울숲길 10', '서울숲길 10'],
    ['세종대로 23길 47', '세종대로23길 47'],
    ['중앙로 지하 10', '중앙로 지하 10'],
  ])('road address %s → %s', (input, normalized) => {
    const p = parseAddress(input);
    expect(p.kind).toBe('road');
    expect(p.normalized).toBe(normalized);
  });

  it('keeps the trailing detail apart and reads sub-numbers and basements', () => {
    const p = parseAddress('서울시종로구세종대로209, 3층 301호');
    expect(p).toMatchObject({ sido: '서울특별시', region: ['종로구'], road: '세종대로', main: 209, sub: 0, detail: '3층 301호' });
    expect(parseAddress('세종대로23길 47-2 B동 1층')).toMatchObject({ road: '세종대로23길', main: 47, sub: 2, detail: 'B동 1층' });
    expect(parseAddress('중앙로 지하 10')).toMatchObject({ underground: true, main: 10 });
  });

  it.each([
    ['종로구 세종로 1-68번지', { dong: '세종로', main: 1, sub: 68, san: false }],
    ['종로구 세종로 1번지 68호', { dong: '세종로', main: 1, sub: 68, san: false }],
    ['서울 종로구 청운동 산11-1', { sido: '서울특별시', dong: '청운동', main: 11, sub: 1, san: true }],
    ['서울 종로구 청운동 산 11 번지', { dong: '청운동', main: 11, sub: 0, san: true }],
    ['서울특별시종로구청운동11-1 2층', { dong: '청운동', main: 11, sub: 1, detail: '2층' }],
  ])('lot-number address %s', (input, expected) => {
    const p = parseAddress(input);
    expect(p.kind).toBe('jibun');
    expect(p).toMatchObject(expected);
  });

  it('reads text without a number as a place or name search', () => {
    expect(parseAddress('  정부서울청사 ')).toMatchObject({ kind: 'text', normalized: '정부서울청사' });
    expect(parseAddress('서울 종로구')).toMatchObject({ kind: 'text', sido: '서울특별시', normalized: '서울특별시 종로구' });
  });
});
