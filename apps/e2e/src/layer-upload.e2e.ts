import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import {
  apiCall,
  apiLogin,
  signUpInstitution,
  statusOf,
  uploadLayerFile,
  type InstitutionAdmin,
} from './support/api-session';
import { page } from './support/browser';
import { loginAsAdmin } from './support/login';
import { shown } from './support/screens';
import { baseUrl, ROOT } from './support/server-config';

// Issue 6 in the browser: a shapefile uploaded through the API (as the layer upload widget
// sends it) and converted by the real worker shows up on the institution admin's layer
// management screen (view 554) with its type and feature count; the admin publishes it, which
// opens the SLD upload, and deletes it with the confirmation, after which it is gone from the
// screen and from the API.

// Real test files shipped beside the repository (shared/data).
const DATA_DIR = path.resolve(ROOT, '../shared/data');
// shared/data/README.md: 25 polygons, Korean attributes in CP949, EPSG:5186.
const SHAPEFILE = `${DATA_DIR}/seoul_districts_5186_cp949.zip`;
const EXPECTED = { type: '면', features: '25' };

const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `lwmaster${tag}`,
  userNm: '한지도',
  emailaddr: `lw.master.${tag}@example.com`,
  password: 'Seoul!2026map',
  insttCode: `lw-${tag}`,
  insttNm: `누리 도시계획 ${tag}`,
};
const LAYER_NM = `서울 자치구 ${tag}`;

/** Opens a screen through the side menu, as the admin would. */
async function openFromMenu(p: Page, group: string, item: string, heading: string): Promise<void> {
  const menu = await shown(p.getByRole('navigation', { name: '관리자 메뉴' }));
  const toggle = menu.getByRole('button', { name: group });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await menu.getByRole('link', { name: item, exact: true }).click();
  await shown(p.getByRole('heading', { level: 1, name: heading }));
}

async function toast(p: Page, text: string): Promise<void> {
  await shown(p.getByRole('status').filter({ hasText: text }));
}

/** The texts of a grid row's cells. */
async function cellTexts(row: Locator): Promise<string[]> {
  return (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
}

describe('layer management after an upload (issue 6, view 554)', () => {
  let token: string;
  let lyrId: string;

  beforeAll(async () => {
    await signUpInstitution(ADMIN);
    token = await apiLogin(ADMIN.userId, ADMIN.password, ADMIN.emailaddr);
    ({ lyrId } = await uploadLayerFile(token, SHAPEFILE, { uploadType: 'shp', lyrNm: LAYER_NM }));
  }, 90_000);

  it('lists the uploaded layer, publishes it and deletes it with the confirmation', async () => {
    const p = page();
    await loginAsAdmin(p, ADMIN.userId, ADMIN.password, ADMIN.emailaddr);
    await openFromMenu(p, '콘텐츠 관리', '레이어', '레이어 관리');

    const grid = p.getByRole('table', { name: '레이어 목록' });
    const row = grid.getByRole('row').filter({ hasText: LAYER_NM });
    await shown(row);
    // Row number, thumbnail, name, type, owner, features, …
    expect((await cellTexts(row)).slice(2, 6)).toEqual([
      LAYER_NM,
      EXPECTED.type,
      `${ADMIN.userNm} (${ADMIN.userId})`,
      EXPECTED.features,
    ]);
    // Not published yet: publish is offered, the SLD upload waits for it.
    await shown(row.getByText('발행 후 업로드할 수 있습니다.'));
    await row.getByRole('button', { name: /^발행 \(\d+번 행\)$/ }).click();
    await toast(p, `${LAYER_NM} 레이어를 발행했습니다.`);
    await shown(row.getByRole('button', { name: /^재발행 \(\d+번 행\)$/ }));
    await shown(row.getByLabel(/SLD 파일 업로드/));
    // The list read again after publishing has the thumbnail the worker made from the data
    // (served to the owner's token as a PNG).
    await shown(row.getByRole('img', { name: `${LAYER_NM} 썸네일` }));
    const image = await fetch(`${baseUrl()}/api/layers/${lyrId}/thumbnail`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toMatch(/^image\/(png|jpeg)/);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const published = await apiCall<{ publishAt: string }>('GET', `/api/layers/${lyrId}`, undefined, token);
    expect(published.publishAt).toBe('Y');

    // Delete: the confirmation names the layer; cancelling keeps it, confirming removes it.
    await row.getByRole('button', { name: /^삭제 \(\d+번 행\)$/ }).click();
    let confirm = await shown(p.getByRole('alertdialog'));
    await shown(
      confirm.getByText(`${LAYER_NM} 레이어를 삭제하시겠습니까? 삭제한 레이어는 되돌릴 수 없습니다.`),
    );
    await confirm.getByRole('button', { name: '취소' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await statusOf(`/api/layers/${lyrId}`, token)).toBe(200);

    await row.getByRole('button', { name: /^삭제 \(\d+번 행\)$/ }).click();
    confirm = await shown(p.getByRole('alertdialog'));
    await confirm.getByRole('button', { name: '삭제' }).click();
    await toast(p, `${LAYER_NM} 레이어를 삭제했습니다.`);
    await shown(grid.getByText('등록된 레이어가 없습니다.'));
    expect(await row.count()).toBe(0);
    expect(await statusOf(`/api/layers/${lyrId}`, token)).toBe(404);
  });
});
