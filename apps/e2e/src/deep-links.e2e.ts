import { page } from './support/browser';
import { open, shown } from './support/screens';

// The server answers unknown app paths with the app's index.html; the app's router then
// shows its own not-found screen inside the app shell.
describe('deep links', () => {
  it('loads the web app at /some/route', async () => {
    const p = page();
    await open(p, '/some/route');
    // '/some' is read as an institution code (ARCHITECTURE §1): the API knows no such
    // institution, and the page is not found, shown alone (no error dialog on top).
    await shown(p.getByRole('link', { name: '누리지도' }));
    await shown(p.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }));
    expect(await p.getByRole('alertdialog').count()).toBe(0);

    await p.getByRole('link', { name: '처음으로' }).click();
    await shown(p.getByRole('heading', { level: 1, name: '누리지도', exact: true }));
    expect(new URL(p.url()).pathname).toBe('/');
  });

  it('loads the admin app at /admin/some/route', async () => {
    const p = page();
    await open(p, '/admin/some/route');
    await shown(p.getByRole('link', { name: '누리지도 관리자' }));
    await shown(p.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }));

    await p.getByRole('link', { name: '처음으로' }).click();
    await shown(p.getByRole('heading', { level: 1, name: '관리자 홈' }));
    expect(new URL(p.url()).pathname).toMatch(/^\/admin\/?$/);
  });
});
