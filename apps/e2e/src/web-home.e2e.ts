import { page } from './support/browser';
import { allCheckStatuses, CHECK_LABELS, open, shown } from './support/screens';

describe('web app home', () => {
  it('shows 누리지도 in Korean with every service check 정상', async () => {
    const p = page();
    await open(p, '/');

    await shown(p.getByRole('heading', { level: 1, name: '누리지도', exact: true }));
    await shown(p.getByText(/누리지도는 기관이 요금제를 구독하고/));
    await shown(p.getByRole('heading', { level: 2, name: '서비스 상태' }));
    await shown(p.getByText(/^버전 \S+/));
    expect(await allCheckStatuses(p, CHECK_LABELS.ko)).toEqual({
      데이터베이스: '정상',
      '캐시(Redis)': '정상',
      '작업 큐': '정상',
      '공간정보 변환(GDAL)': '정상',
    });
    await shown(p.getByText('모든 서비스가 정상입니다.'));
    expect(await p.locator('html').getAttribute('lang')).toBe('ko');
  });

  it('switches to English and keeps the choice after a reload', async () => {
    const p = page();
    await open(p, '/');
    await shown(p.getByRole('heading', { level: 1, name: '누리지도', exact: true }));

    await p.getByRole('button', { name: 'English' }).click();

    await shown(p.getByRole('heading', { level: 1, name: 'Nuri Map', exact: true }));
    await shown(p.getByRole('heading', { level: 2, name: 'Service status' }));
    expect(await allCheckStatuses(p, CHECK_LABELS.en)).toEqual({
      Database: 'Up',
      'Cache (Redis)': 'Up',
      'Job queue': 'Up',
      'Spatial conversion (GDAL)': 'Up',
    });
    expect(await p.locator('html').getAttribute('lang')).toBe('en');
    expect(await p.title()).toBe('Nuri Map');

    await p.reload();
    await shown(p.getByRole('heading', { level: 1, name: 'Nuri Map', exact: true }));
  });

  it('opens in English with ?lang=en', async () => {
    const p = page();
    await open(p, '/?lang=en');
    await shown(p.getByRole('heading', { level: 1, name: 'Nuri Map', exact: true }));
    expect(await p.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
  });
});
