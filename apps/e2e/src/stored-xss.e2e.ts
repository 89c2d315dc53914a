import type { Page } from 'playwright-core';
import pg from 'pg';
import { page } from './support/browser';
import { apiCall, apiLogin, signUpInstitution, type InstitutionAdmin } from './support/api-session';
import { deleteAccounts, insertAccount, loginAsAdmin, loginAsUser, type TestAccount } from './support/login';
import { open, shown } from './support/screens';
import { serverEnv, serverPort } from './support/server-config';

// Stored XSS (security suite, issue: production readiness): hostile markup saved in an
// institution notice, in member names, in a layer's name and in its attribute values is shown by
// the built apps as text (or sanitised HTML) and never runs. Each payload would set
// window.__xss or open a dialog if it ran; the test watches both on every screen.

const PASSWORD = 'Seoul!2026map';
const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `xsmaster${tag}`,
  userNm: '김보안',
  emailaddr: `xs.admin.${tag}@example.com`,
  password: PASSWORD,
  insttCode: `xs-${tag}`,
  insttNm: `누리 보안 기관 ${tag}`,
};
const RUN = `window.__xss = (window.__xss || 0) + 1`;
const PAYLOAD = `<img src=x onerror="${RUN}"><script>${RUN}</script><svg onload="${RUN}"></svg>`;
const MEMBER: TestAccount = {
  userId: `xsmember${tag}`,
  // users.user_nm holds 50 characters: the short form of the payload.
  userNm: '<img src=x onerror="window.__xss=1">박구성',
  emailaddr: `xs.member.${tag}@example.com`,
  userSeCode: 12,
  insttCode: ADMIN.insttCode,
  password: PASSWORD,
};

let db: pg.Client;
const dialogs: string[] = [];

/** Opens a path and waits for the text the screen must show; then nothing may have run. */
async function visit(p: Page, path: string, text: string | RegExp): Promise<void> {
  await open(p, path);
  await shown(p.getByText(text).first());
  // Give late handlers (image errors, lazy chunks) a moment to fire if they were going to.
  await p.waitForLoadState('networkidle');
  expect(await p.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0)).toBe(0);
  expect(dialogs).toEqual([]);
}

describe('stored XSS: hostile markup is shown, never run', () => {
  let nttId: number;
  let adminToken: string;

  beforeAll(async () => {
    await signUpInstitution(ADMIN);
    db = new pg.Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await insertAccount(db, MEMBER);
    const token = await apiLogin(ADMIN.userId, PASSWORD, ADMIN.emailaddr);
    adminToken = token;
    const notice = await apiCall<{ nttId: number }>(
      'POST',
      `/api/instt/${ADMIN.insttCode}/ntcn`,
      { nttSj: '보안 점검 공지', nttCn: `<p>점검 안내</p>${PAYLOAD}<a href="javascript:${RUN}">링크</a>` },
      token,
    );
    nttId = notice.nttId;
    const layer = await apiCall<{ lyrId: string }>(
      'POST',
      '/api/layers/upload',
      { uploadType: 'custom', lyrNm: `시설 <img src=x onerror="${RUN}">`, geometryType: 'point', columns: [{ name: 'name', type: 'text' }] },
      token,
    );
    await apiCall(
      'POST',
      `/api/layers/${layer.lyrId}/features`,
      { type: 'Feature', geometry: { type: 'Point', coordinates: [126.978, 37.5665] }, properties: { name: PAYLOAD } },
      token,
    );
  });

  afterAll(async () => {
    await deleteAccounts(db, [MEMBER.userId]).catch(() => undefined);
    await db?.end();
  });

  beforeEach(async () => {
    dialogs.length = 0;
    page().on('dialog', (d) => {
      dialogs.push(d.message());
      // The page may close before the dialog is dismissed: nothing to wait for then.
      d.dismiss().catch(() => undefined);
    });
  });

  it('keeps the stored notice sanitised on the server', async () => {
    // Institution notices are read by the institution's members and admins.
    const stored = await apiCall<{ nttCn: string }>('GET', `/api/instt/${ADMIN.insttCode}/ntcn/${nttId}`, undefined, adminToken);
    expect(stored.nttCn).toContain('점검 안내');
    expect(stored.nttCn).not.toMatch(/<script|onerror|onload|javascript:/i);
  });

  it("shows the notice to a member without running anything", async () => {
    await loginAsUser(page(), MEMBER.userId, PASSWORD);
    await visit(page(), `/${ADMIN.insttCode}/notice/${nttId}`, '점검 안내');
    await page().getByRole('link', { name: '링크' }).click({ trial: true }).catch(() => undefined);
    expect(await page().evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0)).toBe(0);
  });

  it('shows hostile member names and layer names and attributes as text on the admin screens', async () => {
    await loginAsAdmin(page(), ADMIN.userId, PASSWORD, ADMIN.emailaddr);
    await visit(page(), `/admin/${ADMIN.insttCode}/manageConstituent`, /박구성/);
    // The name is text: the markup is visible as characters, not an element.
    await shown(page().getByText('<img src=x onerror=', { exact: false }).first());
    await visit(page(), `/admin/${ADMIN.insttCode}/manageContents/layers`, /시설 </);
  });
});
