import { Client } from 'pg';
import { apiCall, apiLogin, signUpInstitution, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { deleteAccounts, insertAccount, loginAsAdmin, loginAsUser } from './support/login';
import { open, shown, selectTab } from './support/screens';
import { serverEnv, serverPort } from './support/server-config';

// Issue 19 (Done when): the operator marks a layer national on the layer management screen 556
// (/admin/manageLayer), and a member of another institution then finds it in the national tab
// of the map builder's layer search widget (before, it is not theirs to see).

const tag = Date.now().toString(36).slice(-7);
const PASSWORD = 'Nation!2026layer';
const OWNER_INSTT: InstitutionAdmin = {
  userId: `nlown${tag}`,
  userNm: '국가소유',
  emailaddr: `nl.own.${tag}@example.com`,
  password: PASSWORD,
  insttCode: `nl-${tag}`,
  insttNm: `국가 레이어 기관 ${tag}`,
};
const OTHER_INSTT: InstitutionAdmin = {
  userId: `nloth${tag}`,
  userNm: '다른관리',
  emailaddr: `nl.oth.${tag}@example.com`,
  password: PASSWORD,
  insttCode: `nlo-${tag}`,
  insttNm: `다른 기관 ${tag}`,
};
const READER = {
  userId: `nlread${tag}`,
  userNm: '박지도',
  emailaddr: `nl.read.${tag}@example.com`,
  userSeCode: 11 as const,
  insttCode: OTHER_INSTT.insttCode,
  password: PASSWORD,
};
const OPERATOR = { userId: 'operator01', password: 'Nuri!2026demo', emailaddr: 'operator01@example.com' };
const LAYER_NM = `국가 행정경계 ${tag}`;

/** The national layers a member finds by name through the API the widget calls. */
async function nationalNames(token: string): Promise<string[]> {
  const page = await apiCall<{ content: Array<{ lyrNm: string }> }>(
    'GET',
    `/api/layers?holdDataSeCode=9&searchTxt=${encodeURIComponent(LAYER_NM)}`,
    undefined,
    token,
  );
  return page.content.map((l) => l.lyrNm);
}

describe('national layers (issue 19)', () => {
  let db: Client;
  let lyrId: string;

  beforeAll(async () => {
    await signUpInstitution(OWNER_INSTT);
    await signUpInstitution(OTHER_INSTT);
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await insertAccount(db, READER);
    const ownerToken = await apiLogin(OWNER_INSTT.userId, OWNER_INSTT.password, OWNER_INSTT.emailaddr);
    ({ lyrId } = await apiCall<{ lyrId: string }>(
      'POST',
      '/api/layers/upload',
      { uploadType: 'custom', lyrNm: LAYER_NM, geometryType: 'polygon', columns: [{ name: 'name', type: 'text' }] },
      ownerToken,
    ));
  }, 120_000);

  afterAll(async () => {
    if (db) {
      await deleteAccounts(db, [READER.userId]).catch(() => undefined);
      await db.end();
    }
  });

  it('the operator marks the layer national on 556', async () => {
    expect(await nationalNames(await apiLogin(READER.userId, READER.password))).toEqual([]);

    const p = page();
    await loginAsAdmin(p, OPERATOR.userId, OPERATOR.password, OPERATOR.emailaddr);
    await open(p, '/admin/manageLayer');
    await shown(p.getByRole('heading', { level: 1, name: '레이어 관리' }));
    const search = p.getByRole('search', { name: '레이어 목록 검색' });
    await (await shown(search.getByRole('searchbox'))).fill(LAYER_NM);
    await search.getByRole('button', { name: '검색' }).click();
    const row = p.getByRole('table', { name: '레이어 목록' }).getByRole('row').filter({ hasText: LAYER_NM });
    const national = row.getByRole('checkbox', { name: /국가공간정보/ });
    await shown(national);
    expect(await national.isChecked()).toBe(false);
    await national.check();
    const confirm = await shown(p.getByRole('alertdialog'));
    expect(await confirm.innerText()).toContain(`${LAYER_NM} 레이어를 국가공간정보로 지정하시겠습니까?`);
    await confirm.getByRole('button', { name: '확인' }).click();
    await shown(p.getByText(`${LAYER_NM} 레이어를 국가공간정보로 지정했습니다.`));

    const { rows } = await db.query('SELECT hold_data_se_code FROM lyr WHERE lyr_id = $1', [lyrId]);
    expect(rows[0].hold_data_se_code).toBe('9');
  }, 180_000);

  it("a member of another institution finds it in the layer search widget's national tab", async () => {
    const p = page();
    await loginAsUser(p, READER.userId, READER.password);
    await open(p, `/${OTHER_INSTT.insttCode}/builder`);
    await shown(p.getByRole('textbox', { name: '지도 제목' }), 30_000);
    await selectTab(p.getByRole('tab', { name: '레이어 검색' }));
    const kinds = await shown(p.getByRole('navigation', { name: '데이터 구분' }));
    await kinds.getByRole('button', { name: '국가공간정보' }).click();
    await shown(kinds.getByRole('button', { name: '국가공간정보', pressed: true }));
    await p.getByRole('searchbox', { name: '레이어 검색어' }).or(p.getByRole('textbox', { name: '레이어 검색어' })).fill(LAYER_NM);
    await p.getByRole('button', { name: '검색', exact: true }).click();
    await shown(p.getByRole('button', { name: `${LAYER_NM} 추가`, exact: true }));
    // In the user-data tab it is not listed: it is national now.
    await kinds.getByRole('button', { name: '사용자 데이터' }).click();
    await shown(kinds.getByRole('button', { name: '사용자 데이터', pressed: true }));
    await p.getByRole('button', { name: '검색', exact: true }).click();
    await p.waitForLoadState('networkidle');
    expect(await p.getByRole('button', { name: `${LAYER_NM} 추가`, exact: true }).count()).toBe(0);
  }, 180_000);
});
