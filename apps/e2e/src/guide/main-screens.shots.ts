import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { apiCall, apiLogin, signUpInstitution, type InstitutionAdmin } from '../support/api-session';
import { page } from '../support/browser';
import { deleteAccounts, insertAccount, loginAsAdmin, loginAsUser } from '../support/login';
import { open, shown } from '../support/screens';
import { ROOT, serverEnv, serverPort } from '../support/server-config';

// `npm run guide:screens`: the main screens of both apps at 1440×900 and 390×844, written to
// docs/screens/ (JPEG) so a reviewer sees the product without running it. Runs like the browser
// tests (the built apps, a migrated test database: TEST_DATABASE_URL, E2E_PORT …) but is not one
// of them (its name does not end in .e2e.ts); it makes its own institution, members and maps.

const OUT = path.join(ROOT, 'docs/screens');
const tag = Date.now().toString(36).slice(-6);
const ADMIN: InstitutionAdmin = {
  userId: `screenmaster${tag}`,
  userNm: '박기관',
  emailaddr: `screen.m.${tag}@example.com`,
  password: 'Seoul!2026screen',
  insttCode: `screen-${tag}`,
  insttNm: `누리시청 ${tag}`,
};
const EDITOR = { userId: `screened${tag}`, userNm: '김누리', emailaddr: `screen.e.${tag}@example.com`, password: 'Busan!2026screen' };
const OPERATOR = {
  userId: `screenop${tag}`,
  userNm: '운영자',
  emailaddr: `screen.o.${tag}@example.com`,
  password: 'Seoul!2026screen',
  userSeCode: 4 as const,
  insttCode: 'openbiz',
};
const MAPS = ['하천 정비 현황도', '공원 위치 지도', '버스 정류장 지도'];
const SIZES = [
  [1440, 900],
  [390, 844],
] as const;

/** Writes docs/screens/{name}-{width}.jpg at both sizes, once the screen has settled. */
async function shoot(p: Page, name: string, settleMs = 1000): Promise<void> {
  for (const [width, height] of SIZES) {
    await p.setViewportSize({ width, height });
    await p.waitForTimeout(settleMs);
    await p.screenshot({ path: path.join(OUT, `${name}-${width}.jpg`), type: 'jpeg', quality: 70 });
  }
}

async function visit(p: Page, route: string, name: string, settleMs?: number): Promise<void> {
  await open(p, route);
  await shown(p.locator('main').first(), 20_000);
  await p.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await shoot(p, name, settleMs);
}

jest.setTimeout(300_000);
let db: Client;

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  await signUpInstitution(ADMIN);
  db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
  await db.connect();
  await insertAccount(db, { ...EDITOR, userSeCode: 11, insttCode: ADMIN.insttCode });
  await insertAccount(db, OPERATOR);
  const token = await apiLogin(EDITOR.userId, EDITOR.password);
  const view = { projection: 'EPSG:5186', center: [200000, 550000], zoom: 10 };
  for (const userMapSj of MAPS) {
    await apiCall('POST', '/api/webmap', { userMapSj, userMapCn: null, bcrnMapId: null, view, toc: [] }, token);
  }
});

afterAll(async () => {
  if (!db) return;
  await deleteAccounts(db, [OPERATOR.userId]);
  await db.end();
});

describe('main screens (docs/screens)', () => {
  it('the public screens of the web app and the admin sign-in', async () => {
    const p = page();
    await visit(p, '/', 'web-home');
    await visit(p, '/login', 'web-login');
    await visit(p, '/join', 'web-join');
    await visit(p, '/gallery', 'web-gallery');
    await visit(p, '/pricesPolicy', 'web-prices');
    await visit(p, '/admin/login', 'admin-login');
  });

  it("a member's home, the upload dialog and the institution home", async () => {
    const p = page();
    await loginAsUser(p, EDITOR.userId, EDITOR.password);
    await visit(p, '/', 'web-home-member');
    await p.setViewportSize({ width: 1440, height: 900 });
    await p.getByRole('region', { name: '바로 가기' }).getByRole('button', { name: '데이터 올리기' }).click();
    await shown(p.getByRole('dialog', { name: '데이터 올리기' }));
    await shoot(p, 'web-dialog-upload');
    await p.keyboard.press('Escape');
    await visit(p, `/${ADMIN.insttCode}`, 'web-institution-home');
    await visit(p, `/${ADMIN.insttCode}/myPage`, 'web-my-page');
  });

  it("the institution admin's grids", async () => {
    const p = page();
    await loginAsAdmin(p, ADMIN.userId, ADMIN.password, ADMIN.emailaddr);
    await visit(p, `/admin/${ADMIN.insttCode}/insttDashBoard`, 'admin-institution-dashboard', 2000);
    await visit(p, `/admin/${ADMIN.insttCode}/manageConstituent`, 'admin-members', 1500);
    await visit(p, `/admin/${ADMIN.insttCode}/manageGroup`, 'admin-groups', 1500);
  });

  it("the operator's dashboard (with the service status) and the institutions grid", async () => {
    const p = page();
    await loginAsAdmin(p, OPERATOR.userId, OPERATOR.password, OPERATOR.emailaddr);
    await visit(p, '/admin/dashboard', 'admin-dashboard', 2000);
    await visit(p, '/admin/manageInstitution', 'admin-institutions', 1500);
  });
});
