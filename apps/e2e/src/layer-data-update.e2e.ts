import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { apiCall, apiLogin, signUpInstitution, uploadLayerFile, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { overflowingElements } from './support/builder-panel';
import { deleteAccounts, insertAccount, loginAsUser } from './support/login';
import { open, shown, selectTab } from './support/screens';
import { serverEnv, serverPort } from './support/server-config';
import { keepScreenshot } from './support/shots';

// Issue 22 on screen: an editor changes a layer's data from the map builder — bulk attribute
// edit in the attribute table (ticked rows, all rows matching the filter), the columns of a
// custom layer, and "데이터 갱신" (re-import) with progress and a result — each a new version.
// Screenshots at 1440×900 and 390×844 are kept in apps/e2e/artifacts/.

const DATA_DIR = process.env.SHARED_DATA_DIR ?? '/work/shared/data';
// 50 facilities, tab-separated UTF-8 (시설명, 경도, 위도): 10 of them 주민센터.
const FACILITIES_TXT = `${DATA_DIR}/facilities_lonlat.txt`;
const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `dumaster${tag}`,
  userNm: '갱신관리',
  emailaddr: `du.master.${tag}@example.com`,
  password: 'Seoul!2026data',
  insttCode: `du-${tag}`,
  insttNm: `데이터 갱신 ${tag}`,
};
const MEMBER = { userId: `duuser${tag}`, userNm: '박편집', emailaddr: `du.user.${tag}@example.com`, password: 'Busan!2026data' };
const POINTS_NM = `시설 목록 ${tag}`;
const CUSTOM_NM = `직접 만든 ${tag}`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

describe('updating layer data in the map builder (issue 22)', () => {
  let db: Client;
  let token: string;
  let pointsId: string;
  let customId: string;
  let userMapId: string;
  const table = async (lyrId: string) => (await db.query(`SELECT table_nm FROM lyr WHERE lyr_id = $1`, [lyrId])).rows[0].table_nm as string;
  const count = async (lyrId: string, where = 'TRUE') =>
    Number((await db.query(`SELECT count(*) AS n FROM layers."${await table(lyrId)}" WHERE ${where}`)).rows[0].n);

  beforeAll(async () => {
    await signUpInstitution(ADMIN);
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await insertAccount(db, { ...MEMBER, userSeCode: 11, insttCode: ADMIN.insttCode });
    token = await apiLogin(MEMBER.userId, MEMBER.password);
    ({ lyrId: pointsId } = await uploadLayerFile(token, FACILITIES_TXT, { uploadType: 'geocoding', lyrNm: POINTS_NM }));
    ({ lyrId: customId } = await apiCall<{ lyrId: string }>(
      'POST',
      '/api/layers/upload',
      { uploadType: 'custom', lyrNm: CUSTOM_NM, geometryType: 'point', columns: [{ name: 'name', type: 'text' }] },
      token,
    ));
    ({ userMapId } = await apiCall<{ userMapId: string }>(
      'POST',
      '/api/webmap',
      {
        userMapSj: `데이터 갱신 지도 ${tag}`,
        bcrnMapId: 'OFFLINE_WORLD',
        view: { projection: 'EPSG:3857', center: [14135000, 4517000], zoom: 11 },
        toc: [
          { lyrGroupSeCode: '02', tocNm: POINTS_NM, visibleAt: 'Y', opacity: 1, clusterAt: 'N', lyrId: pointsId },
          { lyrGroupSeCode: '02', tocNm: CUSTOM_NM, visibleAt: 'Y', opacity: 1, clusterAt: 'N', lyrId: customId },
        ],
      },
      token,
    ));
  }, 120_000);

  afterAll(async () => {
    if (db) {
      await deleteAccounts(db, [MEMBER.userId]).catch(() => undefined);
      await db.end();
    }
  });

  const openBuilder = async (size: { width: number; height: number }, name: string) => {
    const p = page();
    await p.setViewportSize(size);
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    await open(p, `/${ADMIN.insttCode}/builder/${userMapId}`);
    await shown(p.getByText(name).first(), 30_000);
    return p;
  };
  const settingsOf = async (p: Page, name: string) => {
    await p.getByRole('button', { name: `${name} 설정` }).click();
    return shown(p.getByRole('region', { name: '레이어 설정' }));
  };

  it('sets one column on ticked rows and on every row matching the filter, each as one version', async () => {
    const p = await openBuilder(DESKTOP, POINTS_NM);
    const settings = await settingsOf(p, POINTS_NM);
    await settings.getByRole('button', { name: '속성' }).click();
    const dock = await shown(p.getByRole('region', { name: `${POINTS_NM} 속성 테이블` }));
    await shown(dock.getByText('총 50건'));

    // Two ticked rows get a new name in one batch.
    await dock.getByRole('checkbox', { name: '객체 1 선택' }).check();
    await dock.getByRole('checkbox', { name: '객체 2 선택' }).scrollIntoViewIfNeeded();
    await dock.getByRole('checkbox', { name: '객체 2 선택' }).check();
    await shown(dock.getByText('2개 행 선택됨'));
    await dock.getByRole('button', { name: '일괄 편집' }).click();
    let dialog = await shown(p.getByRole('dialog', { name: '속성 일괄 편집' }));
    await shown(dialog.getByRole('radio', { name: '선택한 행 2개' }));
    await dialog.getByLabel('바꿀 컬럼').selectOption('시설명');
    await dialog.getByLabel('새 값').fill('새 이름');
    await keepScreenshot(p, 'issue22-bulk-edit-1440');
    await dialog.getByRole('button', { name: '적용' }).click();
    await shown(p.getByText(/2개 객체를 바꿨습니다\(버전 \d+\)\./));
    expect(await count(pointsId, `"시설명" = '새 이름'`)).toBe(2);

    // All rows matching the filter (10 주민센터).
    await dock.getByLabel('속성 조건').fill(`시설명 LIKE '주민센터%'`);
    await dock.getByRole('button', { name: '적용', exact: true }).click();
    await shown(dock.getByText('총 8건').or(dock.getByText('총 9건')).or(dock.getByText('총 10건')));
    const matching = await count(pointsId, `"시설명" LIKE '주민센터%'`);
    await dock.getByRole('button', { name: '일괄 편집' }).click();
    dialog = await shown(p.getByRole('dialog', { name: '속성 일괄 편집' }));
    await dialog.getByRole('radio', { name: `현재 조건에 맞는 모든 행 ${matching}개` }).check();
    await dialog.getByLabel('바꿀 컬럼').selectOption('시설명');
    await dialog.getByLabel('새 값').fill('주민센터(통합)');
    await dialog.getByRole('button', { name: '적용' }).click();
    await shown(p.getByText(new RegExp(`${matching}개 객체를 바꿨습니다`)));
    expect(await count(pointsId, `"시설명" = '주민센터(통합)'`)).toBe(matching);
    // The table follows: the same filter still matches (the new names start with 주민센터).
    await shown(dock.getByRole('cell', { name: '주민센터(통합)' }).first());

    // The versions tab lists both edits.
    await selectTab(settings.getByRole('tab', { name: '버전' }));
    const versions = await shown(settings.getByRole('list', { name: `‘${POINTS_NM}’ 레이어의 버전` }));
    expect(await versions.getByText('편집 저장').count()).toBe(2);
  }, 120_000);

  it('updates the data from a new file with progress and a result, restorable from the versions tab', async () => {
    const p = await openBuilder(DESKTOP, POINTS_NM);
    const settings = await settingsOf(p, POINTS_NM);
    await selectTab(settings.getByRole('tab', { name: '데이터' }));
    const form = await shown(settings.getByRole('region', { name: '데이터 갱신' }));
    // Upsert needs a key column: a clear message, nothing sent.
    await form.getByRole('radio', { name: /키 컬럼 기준 갱신/ }).check();
    await form.getByLabel('새 파일', { exact: true }).setInputFiles(FACILITIES_TXT);
    await form.getByRole('button', { name: '갱신 시작' }).click();
    await shown(form.getByRole('alert').filter({ hasText: '키 컬럼 기준 갱신에는 키 컬럼을 골라야 합니다.' }));
    // Replace: the file's 50 rows take the place of the edited ones.
    await form.getByRole('radio', { name: /전체 교체/ }).check();
    await keepScreenshot(p, 'issue22-reimport-1440');
    await form.getByRole('button', { name: '갱신 시작' }).click();
    await shown(form.getByText(/버전 \d+: 추가 50개, 변경 0개, 삭제 50개, 그대로 0개 — 이제 객체 50개\./), 60_000);
    await keepScreenshot(p, 'issue22-reimport-done-1440');
    expect(await count(pointsId, `"시설명" = '새 이름'`)).toBe(0);
    await selectTab(settings.getByRole('tab', { name: '버전' }));
    const versions = await shown(settings.getByRole('list', { name: `‘${POINTS_NM}’ 레이어의 버전` }));
    await shown(versions.getByText('전체 교체: facilities_lonlat.txt'));
    // Going back to the version before the update brings the bulk edits back.
    await versions.getByRole('listitem').nth(1).getByRole('button', { name: '이 버전으로 되돌리기' }).click();
    await (await shown(p.getByRole('alertdialog'))).getByRole('button', { name: '확인' }).click();
    await shown(p.getByText(/\(으\)로 되돌렸습니다/));
    expect(await count(pointsId, `"시설명" = '새 이름'`)).toBe(2);
  }, 120_000);

  it('adds, renames and removes a column of a custom layer', async () => {
    const p = await openBuilder(DESKTOP, CUSTOM_NM);
    const settings = await settingsOf(p, CUSTOM_NM);
    await selectTab(settings.getByRole('tab', { name: '데이터' }));
    const editor = await shown(settings.getByRole('region', { name: '컬럼 관리' }));
    // A name that cannot be a column: the server's words, nothing added.
    await editor.getByLabel('새 컬럼 이름').fill('Bad Name');
    await editor.getByRole('button', { name: '컬럼 추가' }).click();
    await shown(editor.getByRole('alert').filter({ hasText: "컬럼 이름 'Bad Name'은(는) 사용할 수 없습니다." }));
    await editor.getByLabel('새 컬럼 이름').fill('설치일');
    await editor.getByLabel('형식').selectOption('date');
    await editor.getByRole('button', { name: '컬럼 추가' }).click();
    await shown(p.getByText(/컬럼을 추가했습니다\(버전 \d+\)\./));
    await shown(editor.getByText('설치일', { exact: true }));
    await keepScreenshot(p, 'issue22-columns-1440');
    await editor.getByRole('button', { name: '설치일 이름 변경' }).click();
    await editor.getByLabel('설치일의 새 이름').fill('설치_일자');
    await editor.getByRole('button', { name: '저장' }).click();
    await shown(editor.getByText('설치_일자', { exact: true }));
    await editor.getByRole('button', { name: 'name 삭제' }).click();
    await (await shown(p.getByRole('alertdialog'))).getByRole('button', { name: '확인' }).click();
    await shown(p.getByText(/컬럼을 삭제했습니다/));
    const columns = (await db.query(`SELECT column_name FROM information_schema.columns WHERE table_schema = 'layers' AND table_name = $1 ORDER BY ordinal_position`, [await table(customId)])).rows.map((r) => r.column_name);
    expect(columns).toEqual(['gid', 'geom', '설치_일자']);
    await selectTab(settings.getByRole('tab', { name: '버전' }));
    const versions = await shown(settings.getByRole('list', { name: `‘${CUSTOM_NM}’ 레이어의 버전` }));
    await shown(versions.getByText('컬럼 삭제: name'));
    await shown(versions.getByText('컬럼 이름 변경: 설치일 → 설치_일자'));
    // The same tab on a phone: no sideways scrolling.
    await selectTab(settings.getByRole('tab', { name: '데이터' }));
    await p.setViewportSize(PHONE);
    await (await shown(p.getByRole('button', { name: '패널 열기' }))).click();
    const phoneEditor = await shown(p.getByRole('region', { name: '컬럼 관리' }));
    await phoneEditor.scrollIntoViewIfNeeded();
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await overflowingElements(phoneEditor)).toEqual([]);
    await keepScreenshot(p, 'issue22-columns-390');
  }, 120_000);

  it('fits a phone: the data update and the bulk edit dialog do not scroll sideways', async () => {
    const p = await openBuilder(DESKTOP, POINTS_NM);
    const settings = await settingsOf(p, POINTS_NM);
    await selectTab(settings.getByRole('tab', { name: '데이터' }));
    await settings.getByRole('button', { name: '속성' }).click();
    await p.setViewportSize(PHONE);
    // On a phone the side panel is a closed sheet.
    await (await shown(p.getByRole('button', { name: '패널 열기' }))).click();
    const reimport = await shown(p.getByRole('region', { name: '데이터 갱신' }));
    await reimport.scrollIntoViewIfNeeded();
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await overflowingElements(reimport)).toEqual([]);
    await keepScreenshot(p, 'issue22-reimport-390');
    await p.getByRole('button', { name: '패널 닫기' }).click();
    const dock = await shown(p.getByRole('region', { name: `${POINTS_NM} 속성 테이블` }));
    await dock.getByRole('button', { name: '일괄 편집' }).click();
    const dialog = await shown(p.getByRole('dialog', { name: '속성 일괄 편집' }));
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
    await keepScreenshot(p, 'issue22-bulk-edit-390');
    await dialog.getByRole('button', { name: '취소' }).click();
  }, 120_000);
});
