import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { apiCall, apiLogin, signUpInstitution, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { insertAccount, loginAsAdmin } from './support/login';
import { open, shown } from './support/screens';
import { serverEnv, serverPort } from './support/server-config';

const tag = Date.now().toString(36).slice(-7);
const PASSWORD = 'Shot!2026screens';
const ADMIN: InstitutionAdmin = { userId: `shadm${tag}`, userNm: '화면관리', emailaddr: `sh.adm.${tag}@example.com`, password: PASSWORD, insttCode: `shot-${tag}`, insttNm: `화면 기관 ${tag}` };
const EDITOR = { userId: `shedit${tag}`, userNm: '김편집', emailaddr: `sh.edit.${tag}@example.com`, userSeCode: 11 as const, insttCode: ADMIN.insttCode, password: PASSWORD };
const OPERATOR = { userId: 'operator01', password: 'Nuri!2026demo', emailaddr: 'operator01@example.com' };
const OUT = '/tmp/h8-shots';

async function shoot(p: Page, name: string) {
  for (const [w, h] of [[1440, 900], [1280, 800], [390, 844]]) {
    await p.setViewportSize({ width: w, height: h });
    await p.waitForTimeout(400);
    await p.screenshot({ path: `${OUT}/${name}-${w}.png`, fullPage: true });
  }
  await p.setViewportSize({ width: 1440, height: 900 });
}

describe('screens', () => {
  beforeAll(async () => {
    await signUpInstitution(ADMIN);
    const db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await insertAccount(db, EDITOR);
    await db.end();
    const token = await apiLogin(EDITOR.userId, EDITOR.password);
    const view = { projection: 'EPSG:5186', center: [198000, 552000], zoom: 12 };
    const maps: string[] = [];
    for (const title of ['수질 관측소 현황 지도', '하천 정비 사업 구간도', '공원 안내 지도']) {
      maps.push((await apiCall<{ userMapId: string }>('POST', '/api/webmap', { userMapSj: `${title} ${tag}`, view, toc: [] }, token)).userMapId);
    }
    await apiCall('POST', '/api/webapp/tmplat', { webappTmplatSj: `하천 테마지도 ${tag}`, webappTmplatTyCode: 'TAB', detailSetting: { mainTab: [{ tabName: '첫 탭', webmap: { userMapId: maps[0] } }] } }, token);
    await apiCall('POST', '/api/layers/upload', { uploadType: 'custom', lyrNm: `관측소 ${tag}`, geometryType: 'point', columns: [{ name: 'name', type: 'text' }] }, token);
    const { mapGaleReqstSn } = await apiCall<{ mapGaleReqstSn: number }>('POST', '/api/mapgallery/request', { mapGaleSj: `공원 ${tag}`, mapGaleKndSeCode: '01', userMapId: maps[2] }, token);
    const adminToken = await apiLogin(ADMIN.userId, ADMIN.password, ADMIN.emailaddr);
    await apiCall('PUT', '/api/mapgallery/request/confirmStatus', { mapGaleReqstSn, confmSttusCode: '02' }, adminToken);
  }, 120_000);

  it('institution admin', async () => {
    const p = page();
    await loginAsAdmin(p, ADMIN.userId, ADMIN.password, ADMIN.emailaddr);
    const base = `/admin/${ADMIN.insttCode}`;
    await open(p, `${base}/manageContents`);
    await shown(p.getByRole('heading', { level: 1, name: '콘텐츠 현황' }));
    await p.waitForLoadState('networkidle');
    await shoot(p, '551');
    await open(p, `${base}/manageContents/maps`);
    await shown(p.getByRole('table', { name: '기관 지도 목록' }).getByRole('row').nth(2));
    await shoot(p, '552');
    await open(p, `${base}/manageContents/themedMaps`);
    await shown(p.getByRole('table', { name: '기관 테마지도 목록' }).getByRole('row').nth(1));
    await p.waitForLoadState('networkidle');
    await shoot(p, '553');
    await open(p, `${base}/insttManage/subscription`);
    await shown(p.getByRole('region', { name: '구독 해지' }).getByRole('button'));
    await p.waitForLoadState('networkidle');
    await shoot(p, '5321');
    await p.getByRole('region', { name: '구독 해지' }).getByRole('button').click();
    await shown(p.getByRole('alertdialog'));
    await p.screenshot({ path: `${OUT}/5321-confirm-1440.png` });
    await p.getByRole('alertdialog').getByRole('button', { name: '기간 만료 시 해지' }).click();
    await shown(p.getByRole('button', { name: '해지 취소' }));
    await shoot(p, '5321-scheduled');
    await p.getByRole('button', { name: '해지 취소' }).click();
    await shown(p.getByRole('region', { name: '구독 해지' }).getByRole('button', { name: '기간 만료 시 해지' }));
  }, 180_000);

  it('operator', async () => {
    const p = page();
    await loginAsAdmin(p, OPERATOR.userId, OPERATOR.password, OPERATOR.emailaddr);
    await open(p, '/admin/manageLayer');
    await shown(p.getByRole('table', { name: '레이어 목록' }).getByRole('row').nth(1));
    await p.waitForLoadState('networkidle');
    await shoot(p, '556-layers');
    await p.getByRole('tab', { name: '레이어 그룹' }).click();
    await p.waitForLoadState('networkidle');
    await shoot(p, '556-groups');
    await p.getByRole('button', { name: '레이어 그룹 만들기' }).click();
    const dialog = await shown(p.getByRole('dialog', { name: '레이어 그룹 만들기' }));
    await dialog.getByLabel('그룹 이름').fill(`하천 묶음 ${tag}`);
    await dialog.getByRole('list', { name: '검색된 레이어' }).getByRole('listitem').first().waitFor();
    const adds = dialog.getByRole('list', { name: '검색된 레이어' }).getByRole('button', { name: /추가$/ });
    await adds.nth(0).click();
    await adds.nth(1).click();
    await shoot(p, '556-group-modal');
    await dialog.getByRole('button', { name: '저장' }).click();
    await shown(p.getByRole('table', { name: '레이어 그룹 목록' }).getByRole('row').filter({ hasText: `하천 묶음 ${tag}` }));
    await shoot(p, '556-groups-after');
    await open(p, '/admin/manageSubscription');
    await p.waitForLoadState('networkidle');
    await shoot(p, '42');
  }, 180_000);
});
