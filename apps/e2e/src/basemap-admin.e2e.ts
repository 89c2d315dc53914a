import { apiCall, apiLogin } from './support/api-session';
import { page } from './support/browser';
import { loginAsAdmin } from './support/login';
import { open, shown } from './support/screens';
import { screenshotsAtBothSizes as screenshots } from './support/screenshots';
import { baseUrl } from './support/server-config';

// Base map management (view 557, /admin/manageBaseMap) in the browser: the provider admin
// (seeded operator01, second factor by e-mail) registers a base map with a thumbnail chosen in
// the form's file field, which speaks Korean (파일 선택, 선택한 파일 없음, the chosen name) in
// place of the browser's "Choose File / No file chosen"; a refused file is explained and leaves
// nothing chosen. The base map is deleted afterwards.

const OPERATOR = { userId: 'operator01', password: 'Nuri!2026demo', emailaddr: 'operator01@example.com' };
const tag = Date.now().toString(36).slice(-6);
const ID = `e2e_bm_${tag}`;
const NAME = `시험 배경지도 ${tag}`;
/** A 1×1 PNG (a thumbnail the server accepts by name and by content). */
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('base map management in the browser: the thumbnail file field', () => {
  afterAll(async () => {
    const token = await apiLogin(OPERATOR.userId, OPERATOR.password, OPERATOR.emailaddr);
    const answer = await fetch(`${baseUrl()}/api/basemap/${ID}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    await answer.arrayBuffer();
  });

  it('registers a base map with a thumbnail chosen in the Korean file field', async () => {
    const p = page();
    await loginAsAdmin(p, OPERATOR.userId, OPERATOR.password, OPERATOR.emailaddr);
    await open(p, '/admin/manageBaseMap');
    await shown(p.getByRole('heading', { level: 1, name: '배경지도 관리' }));
    await p.getByRole('button', { name: '배경지도 등록' }).click();
    const form = await shown(p.getByRole('dialog', { name: '배경지도 등록' }));
    const thumbnail = form.getByLabel('썸네일 (png, jpg, 1MB 이하)');
    await shown(form.getByText('파일 선택', { exact: true }));
    await shown(form.getByText('선택한 파일 없음', { exact: true }));
    await form.getByLabel('배경지도 ID').fill(ID);
    await form.getByLabel('배경지도명').fill(NAME);
    await form.getByLabel('지도 URL', { exact: true }).fill('https://tile.example.com/{z}/{x}/{y}.png');

    // A file the rules refuse: the alert says why and nothing stays chosen.
    await thumbnail.setInputFiles({ name: 'map.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    const alert = await shown(p.getByRole('alertdialog'));
    await shown(alert.getByText('png, jpg, jpeg 파일을 선택해 주세요.'));
    await alert.getByRole('button', { name: '확인', exact: true }).click();
    await alert.waitFor({ state: 'hidden' });
    await shown(form.getByText('선택한 파일 없음', { exact: true }));

    // A good one: its name shows beside the button and is read with the field.
    const png = { name: 'map-thumb.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') };
    await thumbnail.setInputFiles(png);
    const chosen = await shown(form.getByText('map-thumb.png', { exact: true }));
    expect(await thumbnail.evaluate((input) => input.getAttribute('aria-describedby'))).toBe(
      await chosen.getAttribute('id'),
    );
    await screenshots(p, 'basemap-form-dialog', chosen);

    await form.getByRole('button', { name: '저장' }).click();
    await shown(p.getByText(`${NAME} 배경지도를 등록했습니다.`));
    const saved = await apiCall<{ bcrnMapNm: string; thumbnailUrl: string | null }>(
      'GET',
      `/api/basemap/${ID}`,
    );
    expect(saved.bcrnMapNm).toBe(NAME);
    expect(saved.thumbnailUrl).toBeTruthy();
    const image = await fetch(`${baseUrl()}${saved.thumbnailUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toMatch(/^image\/png/);
    expect(Buffer.from(await image.arrayBuffer()).equals(png.buffer)).toBe(true);
  });
});
