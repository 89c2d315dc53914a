import type { LegendEntry } from '../legend';
import { fitText, formatDistance, layoutPage, niceLength, paperMm, paperPixels, swatchPaths, type PrintOptions, type PrintText, type PrintTexts } from './print-layout';

// A fixed-width font: every character 0.6 em.
const measure = (text: string, size: number) => [...text].length * size * 0.6;
const texts: PrintTexts = {
  legendTitle: '범례',
  other: '기타',
  more: (n) => `외 ${n}개 항목`,
  date: '출력일 2026년 11월 27일',
  attribution: '배경지도: 오프라인 세계지도 (Natural Earth) · 누리지도',
  scale: (m) => `축척 1:${Math.round(m * 1000)}`,
};
const options: PrintOptions = {
  paper: 'A4',
  orientation: 'landscape',
  dpi: 150,
  format: 'pdf',
  title: '서울 자치구',
  legend: true,
  scaleBar: true,
  northArrow: true,
  date: true,
  attribution: true,
};
const symbol = (fill: string) => ({ fillColor: fill, strokeColor: '#333333', strokeWidth: 1, pointShape: 'circle' as const, pointRadius: 5 });
const entries: LegendEntry[] = [
  {
    key: 'l1',
    title: '자치구',
    geometry: 'polygon',
    rows: [
      { symbol: symbol('#d7263d'), label: '종로구', other: false },
      { symbol: symbol('#1b6ac9'), label: '중구', other: false },
      { symbol: symbol('#9e9e9e'), label: null, other: true },
    ],
  },
  { key: 'l2', title: '도로', geometry: 'line', rows: [{ symbol: symbol('#000000'), label: null, other: false }] },
];
const textsOf = (items: ReturnType<typeof layoutPage>['items']) => items.filter((i): i is PrintText => i.kind === 'text').map((i) => i.text);

describe('print layout', () => {
  it('knows the paper sizes and their pixels at a dpi', () => {
    expect(paperMm('A4', 'portrait')).toEqual({ width: 210, height: 297 });
    expect(paperMm('A3', 'landscape')).toEqual({ width: 420, height: 297 });
    expect(paperPixels('A4', 'portrait', 150)).toEqual({ width: 1240, height: 1754 });
    expect(paperPixels('A3', 'landscape', 300)).toEqual({ width: 4961, height: 3508 });
  });

  it('puts the title, date, legend rows, scale and attribution on the page', () => {
    const page = layoutPage(options, entries, measure, 12.5, texts);
    expect(textsOf(page.items)).toEqual(
      expect.arrayContaining(['서울 자치구', texts.date, texts.attribution, '범례', '자치구', '종로구', '중구', '기타', '도로', '200 m', '축척 1:12500', 'N']),
    );
  });

  it('puts the legend beside the map in landscape and under it in portrait, inside the margins', () => {
    const landscape = layoutPage(options, entries, measure, 10, texts).map;
    expect(landscape.x).toBe(10);
    expect(landscape.x + landscape.width).toBeCloseTo(297 - 10 - 58 - 5);
    expect(landscape.height).toBeCloseTo(210 - 20 - 13 - 7);
    const portrait = layoutPage({ ...options, orientation: 'portrait' }, entries, measure, 10, texts).map;
    expect(portrait.width).toBeCloseTo(190);
    expect(portrait.y + portrait.height).toBeLessThan(297 - 10 - 7 - 5);
    // Without a legend the map takes the whole width.
    expect(layoutPage({ ...options, legend: false }, entries, measure, 10, texts).map.width).toBeCloseTo(277);
  });

  it('scales A4 up to A3 and leaves out what is switched off', () => {
    const a3 = layoutPage({ ...options, paper: 'A3' }, entries, measure, 10, texts);
    expect(a3.map.x).toBeCloseTo(10 * Math.SQRT2, 1);
    const bare = layoutPage({ ...options, legend: false, scaleBar: false, northArrow: false, date: false, attribution: false }, entries, measure, 10, texts);
    expect(textsOf(bare.items)).toEqual(['서울 자치구']);
  });

  it('says how many legend rows did not fit', () => {
    const many: LegendEntry[] = [{ ...entries[0], rows: Array.from({ length: 80 }, (_, i) => ({ symbol: symbol('#d7263d'), label: `분류 ${i}`, other: false })) }];
    const page = layoutPage({ ...options, orientation: 'portrait' }, many, measure, 10, texts);
    expect(textsOf(page.items).some((t) => /^외 \d+개 항목$/.test(t))).toBe(true);
  });

  it('shortens text to fit and picks nice scale-bar lengths', () => {
    expect(fitText('가나다라마바사', 3, 1, false, measure)).toBe('가나다라…');
    expect(fitText('가나', 3, 1, false, measure)).toBe('가나');
    expect(niceLength(380)).toBe(200);
    expect(niceLength(7400)).toBe(5000);
    expect(niceLength(1000)).toBe(1000);
    expect(formatDistance(500)).toBe('500 m');
    expect(formatDistance(2000)).toBe('2 km');
  });

  it('draws swatches like the screen legend', () => {
    expect(swatchPaths(symbol('#d7263d80'), 'polygon')).toEqual([expect.objectContaining({ d: 'M3 4 H21 V18 H3 Z', fill: '#d7263d', fillOpacity: expect.closeTo(0.5, 1), stroke: '#333333' })]);
    expect(swatchPaths(symbol('#d7263d'), 'line')[0]).toMatchObject({ fill: null, stroke: '#333333' });
    expect(swatchPaths({ ...symbol('#d7263d'), pointShape: 'star' }, 'point')[0].d).toMatch(/^M.* Z$/);
  });
});
