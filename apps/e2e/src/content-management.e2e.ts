import { Client } from 'pg';
import { apiCall, apiLogin, signUpInstitution, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { deleteAccounts, insertAccount, loginAsAdmin } from './support/login';
import { open, shown, valueShown } from './support/screens';
import { baseUrl, serverEnv, serverPort } from './support/server-config';

// Issue 19 (Done when): an institution admin sets a member's map to "not in use" on screen 552
// (/admin/{insttCode}/manageContents/maps) and the map leaves the gallery: it is no longer
// published in the public gallery, and it can no longer be applied to a gallery (422).

const tag = Date.now().toString(36).slice(-7);
const PASSWORD = 'Maps!2026manage';
const ADMIN: InstitutionAdmin = {
  userId: `cmadm${tag}`,
  userNm: '콘관리',
  emailaddr: `cm.adm.${tag}@example.com`,
  password: PASSWORD,
  insttCode: `cm-${tag}`,
  insttNm: `콘텐츠 관리 기관 ${tag}`,
};
const EDITOR = {
  userId: `cmedit${tag}`,
  userNm: '김편집',
  emailaddr: `cm.edit.${tag}@example.com`,
  userSeCode: 11 as const,
  insttCode: ADMIN.insttCode,
  password: PASSWORD,
};
const MAP_TITLE = `갤러리 지도 ${tag}`;

interface GalleryPage {
  content: Array<{ userMapId: string | null }>;
}

/** Whether the public gallery of the institution lists the map. */
async function published(userMapId: string): Promise<boolean> {
  const page = await apiCall<GalleryPage>(
    'GET',
    `/api/mapgallery?insttCode=${ADMIN.insttCode}&searchNm=${encodeURIComponent(MAP_TITLE)}&pageSize=100`,
  );
  return page.content.some((item) => item.userMapId === userMapId);
}

describe('content management 552 (issue 19)', () => {
  let db: Client;
  let editorToken: string;
  let userMapId: string;

  beforeAll(async () => {
    await signUpInstitution(ADMIN);
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await insertAccount(db, EDITOR);
    editorToken = await apiLogin(EDITOR.userId, EDITOR.password);
    ({ userMapId } = await apiCall<{ userMapId: string }>(
      'POST',
      '/api/webmap',
      { userMapSj: MAP_TITLE, view: { projection: 'EPSG:5186', center: [198000, 552000], zoom: 12 }, toc: [] },
      editorToken,
    ));
    // The member applies to the institution gallery and the admin approves: the map is published.
    const { mapGaleReqstSn } = await apiCall<{ mapGaleReqstSn: number }>(
      'POST',
      '/api/mapgallery/request',
      { mapGaleSj: MAP_TITLE, mapGaleKndSeCode: '01', userMapId },
      editorToken,
    );
    const adminToken = await apiLogin(ADMIN.userId, ADMIN.password, ADMIN.emailaddr);
    await apiCall('PUT', '/api/mapgallery/request/confirmStatus', { mapGaleReqstSn, confmSttusCode: '02' }, adminToken);
  }, 120_000);

  afterAll(async () => {
    if (db) {
      await deleteAccounts(db, [EDITOR.userId]).catch(() => undefined);
      await db.end();
    }
  });

  it("the admin sets a member's map not in use on 552 and it leaves the gallery", async () => {
    expect(await published(userMapId)).toBe(true);

    const p = page();
    await loginAsAdmin(p, ADMIN.userId, ADMIN.password, ADMIN.emailaddr);
    await open(p, `/admin/${ADMIN.insttCode}/manageContents/maps`);
    await shown(p.getByRole('heading', { level: 1, name: '지도' }));
    const grid = p.getByRole('table', { name: '기관 지도 목록' });
    const row = grid.getByRole('row').filter({ hasText: MAP_TITLE });
    await shown(row);
    // Owner, scope (everyone, by the approval), gallery state, in use.
    await shown(row.getByRole('cell', { name: EDITOR.userNm, exact: true }));
    await shown(row.getByRole('cell', { name: '전체', exact: true }));
    await shown(row.getByRole('cell', { name: '게시', exact: true }));
    const use = row.getByRole('combobox');
    await valueShown(use, '01');

    await use.selectOption('02');
    const confirm = await shown(p.getByRole('alertdialog'));
    expect(await confirm.innerText()).toContain('미사용으로 바꾸면 지도 갤러리');
    await confirm.getByRole('button', { name: '확인' }).click();
    await shown(p.getByText(`‘${MAP_TITLE}’을(를) 미사용(으)로 바꾸었습니다.`));
    await valueShown(grid.getByRole('row').filter({ hasText: MAP_TITLE }).getByRole('combobox'), '02');

    // Saved, and out of the gallery: not published any more, and no new application is accepted.
    const { rows } = await db.query('SELECT use_sttus_se_code FROM user_map WHERE user_map_id = $1', [userMapId]);
    expect(rows[0].use_sttus_se_code).toBe('02');
    expect(await published(userMapId)).toBe(false);
    const apply = await fetch(`${baseUrl()}/api/mapgallery/request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${editorToken}` },
      body: JSON.stringify({ mapGaleSj: MAP_TITLE, mapGaleKndSeCode: '01', userMapId, galleryType: 'product' }),
    });
    expect(apply.status).toBe(422);
    // The map itself is kept: the owner still opens it.
    expect((await fetch(`${baseUrl()}/api/webmap/${userMapId}`, { headers: { Authorization: `Bearer ${editorToken}` } })).status).toBe(200);
  }, 180_000);
});
