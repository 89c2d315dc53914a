import { page } from './support/browser';
import { allCheckStatuses, CHECK_LABELS, open, shown } from './support/screens';

describe('admin app home', () => {
  it('shows the admin landing with the service status panel', async () => {
    const p = page();
    await open(p, '/admin/');

    await shown(p.getByRole('link', { name: '누리지도 관리자' }));
    await shown(p.getByRole('heading', { level: 1, name: '관리자 홈' }));
    await shown(p.getByRole('heading', { level: 2, name: '서비스 상태' }));
    await shown(p.getByText(/^버전 \S+/));
    expect(Object.values(await allCheckStatuses(p, CHECK_LABELS.ko))).toEqual(['정상', '정상', '정상', '정상']);
    expect(await p.title()).toBe('누리지도 관리자');
  });

  it('switches the admin landing to English', async () => {
    const p = page();
    await open(p, '/admin/');
    await p.getByRole('button', { name: 'English' }).click();
    await shown(p.getByRole('heading', { level: 1, name: 'Admin home' }));
    await shown(p.getByRole('link', { name: 'Nuri Map Admin' }));
  });
});
