import AxeBuilder from '@axe-core/playwright';
import { Client } from 'pg';
import type { Page, Request } from 'playwright-core';
import { apiCall, apiLogin, signUpInstitution, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { deleteAccounts, insertAccount, loginAsAdmin, loginAsUser } from './support/login';
import { open, shown, valueShown, selectTab } from './support/screens';
import { serverEnv, serverPort } from './support/server-config';
import { keepScreenshot } from './support/shots';

// Issue 22 on screen: a web map's saved revisions with restore in the builder (the list, a
// confirmation, a toast, the map as it was), the builder following all the map's layers over one
// live stream, and the provider admin's history retention per plan.

const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `rvmaster${tag}`,
  userNm: '이력관리',
  emailaddr: `rv.master.${tag}@example.com`,
  password: 'Seoul!2026revs',
  insttCode: `rv-${tag}`,
  insttNm: `저장 이력 ${tag}`,
};
const MEMBER = { userId: `rvuser${tag}`, userNm: '김저장', emailaddr: `rv.user.${tag}@example.com`, password: 'Busan!2026revs' };
const PROVIDER = { userId: `rvop${tag}`, userNm: '보관 운영자', emailaddr: `rv.op.${tag}@example.com`, password: 'Daegu!2026revs' };
const FIRST_TITLE = `공원 지도 ${tag}`;
const SECOND_TITLE = `바뀐 지도 ${tag}`;

/** Serious and critical axe violations (WCAG 2.1 AA) of what the page shows now. */
async function blocking(p: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page: p }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('web map revisions and one live stream per map (issue 22)', () => {
  let db: Client;
  let memberToken: string;
  let userMapId: string;
  const layerIds: string[] = [];

  beforeAll(async () => {
    await signUpInstitution(ADMIN);
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await insertAccount(db, { ...MEMBER, userSeCode: 11, insttCode: ADMIN.insttCode });
    await insertAccount(db, { ...PROVIDER, userSeCode: 4, insttCode: 'openbiz' });
    memberToken = await apiLogin(MEMBER.userId, MEMBER.password);
    // Seven layers: more than the six connections a browser holds per host.
    for (let i = 1; i <= 7; i++) {
      const { lyrId } = await apiCall<{ lyrId: string }>(
        'POST',
        '/api/layers/upload',
        { uploadType: 'custom', lyrNm: `시설 ${i} ${tag}`, geometryType: 'point', columns: [{ name: 'name', type: 'text' }] },
        memberToken,
      );
      layerIds.push(lyrId);
    }
    const toc = layerIds.map((lyrId, i) => ({ lyrGroupSeCode: '02', tocNm: `시설 ${i + 1}`, visibleAt: 'Y', opacity: 1, clusterAt: 'N', lyrId }));
    const body = { userMapSj: FIRST_TITLE, bcrnMapId: 'OFFLINE_WORLD', view: { projection: 'EPSG:3857', center: [14135000, 4517000], zoom: 11 }, toc };
    ({ userMapId } = await apiCall<{ userMapId: string }>('POST', '/api/webmap', body, memberToken));
    await apiCall('PUT', `/api/webmap/${userMapId}`, { ...body, userMapSj: SECOND_TITLE, toc: toc.slice(0, 2) }, memberToken);
    // Revision 3: back to revision 1 (seven layers) through the API.
    await apiCall('POST', `/api/webmap/${userMapId}/revisions/1/restore`, undefined, memberToken);
  }, 120_000);

  afterAll(async () => {
    if (db) {
      await db.query(`UPDATE price_plan SET history_keep_days = 365 WHERE plan_code = '000004'`).catch(() => undefined);
      await deleteAccounts(db, [MEMBER.userId, PROVIDER.userId]).catch(() => undefined);
      await db.end();
    }
  });

  it('follows every layer of the map over one live stream', async () => {
    const p = page();
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    const streams: Request[] = [];
    p.on('request', (r) => {
      if (/\/api\/(live|layers\/[^/]+)\/events/.test(r.url())) streams.push(r);
    });
    await open(p, `/${ADMIN.insttCode}/builder/${userMapId}`);
    await shown(p.getByText('시설 7').first(), 30_000);
    await p.waitForTimeout(1_500);
    expect(streams.map((r) => new URL(r.url()).pathname)).toEqual(['/api/live/events']);
    const ids = new URL(streams[0].url()).searchParams.get('lyrIds')!.split(',').sort();
    expect(ids).toEqual([...layerIds].sort());
  });

  it('lists the saved revisions and restores one after a confirmation, as a new revision', async () => {
    const p = page();
    await p.setViewportSize({ width: 1440, height: 900 });
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    // Save 4: the title changed again, through the API (the builder shows it after a reload).
    const detail = await apiCall<{ view: unknown; toc: Array<{ lyrId: string; tocNm: string }> }>('GET', `/api/webmap/${userMapId}`, undefined, memberToken);
    await apiCall(
      'PUT',
      `/api/webmap/${userMapId}`,
      {
        userMapSj: SECOND_TITLE,
        bcrnMapId: 'OFFLINE_WORLD',
        view: detail.view,
        toc: detail.toc.slice(0, 1).map((e) => ({ lyrGroupSeCode: '02', tocNm: e.tocNm, visibleAt: 'Y', opacity: 1, clusterAt: 'N', lyrId: e.lyrId })),
      },
      memberToken,
    );
    await open(p, `/${ADMIN.insttCode}/builder/${userMapId}`);
    await valueShown(p.getByRole('textbox', { name: '지도 제목' }), SECOND_TITLE, 30_000);
    await p.getByRole('button', { name: '저장 이력' }).click();
    const dialog = await shown(p.getByRole('dialog', { name: '지도 저장 이력' }));
    const list = await shown(dialog.getByRole('list', { name: '지도 저장 이력' }));
    await expect(list.getByRole('listitem').count()).resolves.toBe(4);
    const first = list.getByRole('listitem').filter({ has: p.getByText('저장본 1', { exact: true }) });
    await shown(first.getByText(FIRST_TITLE));
    await shown(first.getByText(`${MEMBER.userNm} ·`, { exact: false }));
    await shown(first.getByText('레이어 7개', { exact: false }));
    await shown(list.getByRole('listitem').first().getByText('현재 저장본'));
    await keepScreenshot(p, 'issue22-map-revisions-1440');
    expect(await blocking(p)).toEqual([]);

    await first.getByRole('button', { name: '저장본 1(으)로 되돌리기' }).click();
    const confirm = await shown(p.getByRole('alertdialog'));
    await shown(confirm.getByText(`지도를 저장본 1(‘${FIRST_TITLE}’)의 내용으로 되돌릴까요? 되돌린 내용은 새 저장본으로 저장됩니다.`));
    await confirm.getByRole('button', { name: '확인' }).click();
    await shown(p.getByText('저장본 1(으)로 되돌렸습니다.'));
    await valueShown(p.getByRole('textbox', { name: '지도 제목' }), FIRST_TITLE);
    await shown(p.getByText('시설 7').first());
    const [{ n, kind, from }] = (
      await db.query(
        `SELECT count(*) OVER ()::int AS n, revision_kind AS kind, restored_from AS "from" FROM user_map_revision WHERE user_map_id = $1 ORDER BY revision_no DESC LIMIT 1`,
        [userMapId],
      )
    ).rows;
    expect({ n, kind, from }).toEqual({ n: 5, kind: 'RESTORE', from: 1 });

    // Open again: the restore is the current revision, the earlier ones are all still there.
    await p.getByRole('button', { name: '저장 이력' }).click();
    const again = await shown(p.getByRole('dialog', { name: '지도 저장 이력' }));
    await shown(again.getByRole('listitem').first().getByText('저장본 1(으)로 되돌림'));
    await expect(again.getByRole('listitem').count()).resolves.toBe(5);

    await p.setViewportSize({ width: 390, height: 844 });
    await shown(again.getByRole('listitem').first());
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(p, 'issue22-map-revisions-390');
    await again.getByRole('button', { name: '닫기' }).last().click();
  });

  it('lets the provider admin set how long a plan keeps history, with a clear error for a bad value', async () => {
    const p = page();
    await p.setViewportSize({ width: 1440, height: 900 });
    await loginAsAdmin(p, PROVIDER.userId, PROVIDER.password, PROVIDER.emailaddr);
    await open(p, '/admin/manageSubscription');
    await selectTab(p.getByRole('tab', { name: '요금제 이력 보관' }));
    const table = await shown(p.getByRole('table', { name: '요금제별 이력 보관 기간' }));
    const row = table.getByRole('row').filter({ hasText: '교육용 요금제 A' });
    await shown(row.getByText('365일'));
    await row.getByRole('button', { name: '교육용 요금제 A 보관 기간 변경' }).click();
    const dialog = await shown(p.getByRole('dialog', { name: '교육용 요금제 A 이력 보관 기간' }));
    const field = dialog.getByRole('spinbutton', { name: '보관 기간(일)' });
    await field.fill('3');
    await dialog.getByRole('button', { name: '저장' }).click();
    await shown(dialog.getByText('이력 보관 기간은 7일에서 3650일 사이의 정수로 입력해 주세요.'));
    expect((await db.query(`SELECT history_keep_days AS d FROM price_plan WHERE plan_code = '000004'`)).rows[0].d).toBe(365);
    await keepScreenshot(p, 'issue22-plan-retention-error-1440');
    expect(await blocking(p)).toEqual([]);
    await field.fill('90');
    await dialog.getByRole('button', { name: '저장' }).click();
    await shown(p.getByText('교육용 요금제 A의 이력 보관 기간을 90일로 바꿨습니다.'));
    await shown(row.getByText('90일'));
    expect((await db.query(`SELECT history_keep_days AS d FROM price_plan WHERE plan_code = '000004'`)).rows[0].d).toBe(90);
    await keepScreenshot(p, 'issue22-plan-retention-1440');
    expect(await blocking(p)).toEqual([]);
    await p.setViewportSize({ width: 390, height: 844 });
    await shown(table);
    await keepScreenshot(p, 'issue22-plan-retention-390');
  });
});
