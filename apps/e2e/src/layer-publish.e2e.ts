import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { apiCall, apiLogin, signUpInstitution, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { deleteAccounts, insertAccount, loginAsUser } from './support/login';
import { open, shown } from './support/screens';
import { screenshotsAtBothSizes as screenshots } from './support/screenshots';
import { baseUrl, serverEnv, serverPort } from './support/server-config';

// Issue 19 "publish where the role allows", in the browser as the member (12) who owns the
// layer: my contents publishes it after a confirm (toast, then "republish" with the date), and
// republishes it (a new data version). The API's rule is the owner and the admins: a member the
// layer is shared with for editing is refused. The layer's edit dialog clears its description
// (sent as null, stored as null). The app builder names its types from the catalogs (no JOR/SES).
// Screenshots at 1440x900 and 390x844 (no horizontal scroll on the phone).

const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `lpmaster${tag}`,
  userNm: '발행관리',
  emailaddr: `lp.master.${tag}@example.com`,
  password: 'Seoul!2026publ',
  insttCode: `lp-${tag}`,
  insttNm: `누리 발행 ${tag}`,
};
const OWNER = {
  userId: `lpowner${tag}`,
  userNm: '나발행',
  emailaddr: `lp.owner.${tag}@example.com`,
  password: 'Busan!2026publ',
};
const EDITOR = {
  userId: `lpedit${tag}`,
  userNm: '이편집',
  emailaddr: `lp.edit.${tag}@example.com`,
  password: 'Daegu!2026publ',
};

const itemOf = (p: Page, title: string) =>
  p.getByRole('list', { name: '내 콘텐츠 목록' }).getByRole('listitem', { name: title, exact: true });

interface LayerState {
  lyrDc: string | null;
  publishAt: 'Y' | 'N';
  publishDt: string | null;
  dataVersion: number;
}

describe('publishing my layer (issue 19) and clearing its description (issue 18)', () => {
  let db: Client;
  let ownerToken: string;
  let editorToken: string;

  beforeAll(async () => {
    await signUpInstitution(ADMIN);
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await insertAccount(db, { ...OWNER, userSeCode: 12, insttCode: ADMIN.insttCode });
    await insertAccount(db, { ...EDITOR, userSeCode: 12, insttCode: ADMIN.insttCode });
    ownerToken = await apiLogin(OWNER.userId, OWNER.password);
    editorToken = await apiLogin(EDITOR.userId, EDITOR.password);
  }, 120_000);

  afterAll(async () => {
    if (db) {
      await deleteAccounts(db, [OWNER.userId, EDITOR.userId]).catch(() => undefined);
      await db.end();
    }
  });

  it('the owner publishes and republishes the layer on my contents; a shared editor may not', async () => {
    const title = `발행할 시설 ${tag}`;
    const { lyrId } = await apiCall<{ lyrId: string }>(
      'POST',
      '/api/layers/upload',
      {
        uploadType: 'custom',
        lyrNm: title,
        geometryType: 'point',
        columns: [{ name: 'name', type: 'text' }],
      },
      ownerToken,
    );
    const state = () => apiCall<LayerState>('GET', `/api/layers/${lyrId}`, undefined, ownerToken);
    // Shared for editing: the editor may edit the layer, but publishing stays with the owner and admins.
    await apiCall(
      'POST',
      `/api/layers/${lyrId}/shares`,
      { shareList: [{ pblonsipScopeSeCode: 3, pblonsipRefrnId: EDITOR.userId, editPosblAt: 1 }] },
      ownerToken,
    );
    const refused = await fetch(`${baseUrl()}/api/layers/${lyrId}/publish`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${editorToken}` },
    });
    expect(refused.status).toBe(403);
    expect((await state()).publishAt).toBe('N');

    const p = page();
    await loginAsUser(p, OWNER.userId, OWNER.password);
    await open(p, `/${ADMIN.insttCode}/myPage?active=myContents`);
    const layer = await shown(itemOf(p, title));
    const publish = await shown(layer.getByRole('button', { name: '발행', exact: true }));
    await screenshots(p, 'layer-publish-before', publish);

    await publish.click();
    const ask = await shown(p.getByRole('alertdialog', { name: '레이어 발행' }));
    expect(await ask.innerText()).toContain(`레이어 '${title}'을(를) 발행하시겠습니까?`);
    await screenshots(p, 'layer-publish-confirm', ask);
    await ask.getByRole('button', { name: '발행', exact: true }).click();
    await shown(p.getByText(`레이어 '${title}'을(를) 발행했습니다.`));
    const republish = await shown(layer.getByRole('button', { name: '재발행' }));
    const first = await state();
    expect(first.publishAt).toBe('Y');
    expect(first.publishDt).not.toBeNull();
    await shown(layer.getByText(/^발행됨 \d{4}-\d{2}-\d{2}$/));
    await screenshots(p, 'layer-publish-after', republish);

    await republish.click();
    const again = await shown(p.getByRole('alertdialog', { name: '레이어 재발행' }));
    await again.getByRole('button', { name: '재발행' }).click();
    await shown(p.getByText(`레이어 '${title}'을(를) 재발행했습니다.`));
    const second = await state();
    expect(second.publishAt).toBe('Y');
    expect(second.dataVersion).toBe(first.dataVersion + 1);
  });

  it('the owner clears the layer description in the edit dialog: stored as null', async () => {
    const title = `설명 지울 시설 ${tag}`;
    const { lyrId } = await apiCall<{ lyrId: string }>(
      'POST',
      '/api/layers/upload',
      {
        uploadType: 'custom',
        lyrNm: title,
        lyrDc: '지울 설명',
        geometryType: 'point',
        columns: [{ name: 'name', type: 'text' }],
      },
      ownerToken,
    );
    expect((await apiCall<LayerState>('GET', `/api/layers/${lyrId}`, undefined, ownerToken)).lyrDc).toBe(
      '지울 설명',
    );

    const p = page();
    await loginAsUser(p, OWNER.userId, OWNER.password);
    await open(p, `/${ADMIN.insttCode}/myPage?active=myContents`);
    await (await shown(itemOf(p, title))).getByRole('button', { name: '이름·설명' }).click();
    const edit = await shown(p.getByRole('dialog', { name: '레이어 정보 수정' }));
    const description = edit.getByRole('textbox', { name: '설명' });
    await p.waitForFunction(
      () =>
        (document.querySelector('[role="dialog"] textarea') as HTMLTextAreaElement | null)?.value ===
        '지울 설명',
    );
    await description.fill('');
    await edit.getByRole('button', { name: '저장' }).click();
    await edit.waitFor({ state: 'detached' });
    await shown(p.getByText('레이어 정보를 저장했습니다.'));
    expect(
      (await apiCall<LayerState>('GET', `/api/layers/${lyrId}`, undefined, ownerToken)).lyrDc,
    ).toBeNull();
    const { rows } = await db.query<{ lyr_dc: string | null }>('SELECT lyr_dc FROM lyr WHERE lyr_id = $1', [
      lyrId,
    ]);
    expect(rows[0].lyr_dc).toBeNull();
  });

  it('the app builder names its types from the catalogs, never by their codes', async () => {
    const p = page();
    await loginAsUser(p, OWNER.userId, OWNER.password);
    await open(p, `/${ADMIN.insttCode}/appBuilder`);
    const types = await shown(p.getByRole('group', { name: '앱 유형' }), 30_000);
    for (const name of ['탭형', '섹션 탭형 A', '섹션 탭형 B', '간편형 (지도 1개)'])
      await shown(types.getByRole('radio', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }));
    expect(await p.locator('body').innerText()).not.toMatch(/\b(JOR|SES|TAB|SIMPLE)\b/);
    await screenshots(p, 'app-builder-types', types);
  });
});
