import { Client } from 'pg';
import { apiCall, apiLogin, signUpInstitution, uploadLayerFile, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { deleteAccounts, insertAccount, loginAsUser } from './support/login';
import { open, shown, selectTab } from './support/screens';
import { baseUrl, serverEnv, serverPort } from './support/server-config';
import { keepScreenshot } from './support/shots';

// Issue 22 "Live" on screen: a member has a map open in the builder; the institution's admin
// opens the same layer for editing and saves a feature through the API. Without reloading, the
// builder lists who is editing, says who changed the layer, and draws it anew.

const DATA_DIR = process.env.SHARED_DATA_DIR ?? '/work/shared/data';
// 300 points, CP949.
const FACILITIES = `${DATA_DIR}/facilities_5186_cp949.zip`;
const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `lvmaster${tag}`,
  userNm: '실시간관리',
  emailaddr: `lv.master.${tag}@example.com`,
  password: 'Seoul!2026live',
  insttCode: `lv-${tag}`,
  insttNm: `실시간 편집 ${tag}`,
};
const MEMBER = { userId: `lvuser${tag}`, userNm: '한지도', emailaddr: `lv.user.${tag}@example.com`, password: 'Busan!2026live' };
const LAYER_NM = `시설 ${tag}`;
const SELECT_LAYER = `${LAYER_NM} 설정`;

describe('live layers in the map builder (issue 22)', () => {
  let db: Client;
  let memberToken: string;
  let adminToken: string;
  let lyrId: string;
  let userMapId: string;

  beforeAll(async () => {
    await signUpInstitution(ADMIN);
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await insertAccount(db, { ...MEMBER, userSeCode: 11, insttCode: ADMIN.insttCode });
    memberToken = await apiLogin(MEMBER.userId, MEMBER.password);
    adminToken = await apiLogin(ADMIN.userId, ADMIN.password, ADMIN.emailaddr);
    ({ lyrId } = await uploadLayerFile(memberToken, FACILITIES, { uploadType: 'shp', lyrNm: LAYER_NM }));
    ({ userMapId } = await apiCall<{ userMapId: string }>(
      'POST',
      '/api/webmap',
      {
        userMapSj: `실시간 지도 ${tag}`,
        bcrnMapId: 'OFFLINE_WORLD',
        view: { projection: 'EPSG:3857', center: [14135000, 4517000], zoom: 11 },
        toc: [{ lyrGroupSeCode: '02', tocNm: LAYER_NM, visibleAt: 'Y', opacity: 1, clusterAt: 'N', lyrId }],
      },
      memberToken,
    ));
  }, 120_000);

  afterAll(async () => {
    if (db) {
      await deleteAccounts(db, [MEMBER.userId]).catch(() => undefined);
      await db.end();
    }
  });

  it("shows who is editing and redraws the layer when another editor saves, without a reload", async () => {
    const p = page();
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    await open(p, `/${ADMIN.insttCode}/builder/${userMapId}`);
    await shown(p.getByText(LAYER_NM).first(), 30_000);
    const tiles = (v: number) => p.waitForRequest((r) => r.url().includes(`/api/tiles/${lyrId}/`) && r.url().includes(`v=${v}`), { timeout: 10_000 });
    const [{ dataVersion: before }] = (await db.query(`SELECT data_version AS "dataVersion" FROM lyr WHERE lyr_id = $1`, [lyrId])).rows;

    // The admin opens the layer for editing (a live stream with mode=edit, as an editing screen does).
    const editing = new AbortController();
    const stream = await fetch(`${baseUrl()}/api/layers/${lyrId}/events?mode=edit`, {
      headers: { Authorization: `Bearer ${adminToken}` },
      signal: editing.signal,
    });
    expect(stream.status).toBe(200);
    await shown(p.getByRole('status').filter({ hasText: `지금 편집 중: ${ADMIN.userNm} (${LAYER_NM})` }), 10_000);

    // The admin saves a new point; the member's builder redraws the layer at the new data version.
    const redrawn = tiles(before + 1);
    const saved = await apiCall<{ dataVersion: number }>(
      'POST',
      `/api/layers/${lyrId}/features`,
      { type: 'Feature', geometry: { type: 'Point', coordinates: [126.978, 37.5665] }, properties: {} },
      adminToken,
    );
    expect(saved.dataVersion).toBe(before + 1);
    await shown(p.getByRole('status').filter({ hasText: `${ADMIN.userNm}님이 ‘${LAYER_NM}’ 레이어의 데이터를 바꿔 지도에 새로 그렸습니다.` }), 5_000);
    await redrawn;
    await keepScreenshot(p, 'issue22-live-changed-1440');

    // The admin leaves: nobody is listed as editing any more.
    editing.abort();
    await p.getByText(`지금 편집 중: ${ADMIN.userNm}`).waitFor({ state: 'detached', timeout: 10_000 });

    // The owner goes back to the data as uploaded: a new version, the added point gone, drawn anew.
    await p.getByRole('button', { name: SELECT_LAYER }).click();
    const settings = await shown(p.getByRole('region', { name: '레이어 설정' }));
    await selectTab(settings.getByRole('tab', { name: '버전' }));
    const versions = await shown(settings.getByRole('list', { name: `‘${LAYER_NM}’ 레이어의 버전` }));
    await shown(versions.getByText('처음 올린 데이터'));
    await shown(versions.getByText('편집 저장'));
    const restoredTiles = tiles(before + 2);
    await versions.getByRole('listitem').filter({ hasText: '처음 올린 데이터' }).getByRole('button', { name: '이 버전으로 되돌리기' }).click();
    const confirm = await shown(p.getByRole('alertdialog'));
    await confirm.getByRole('button', { name: '확인' }).click();
    await shown(p.getByText('버전 1(으)로 되돌렸습니다. 피처 1건이 바뀌었습니다.'));
    await shown(versions.getByText('버전 1(으)로 되돌림'));
    await restoredTiles;
    const [{ featureCnt }] = (await db.query(`SELECT feature_cnt AS "featureCnt" FROM lyr WHERE lyr_id = $1`, [lyrId])).rows;
    expect(Number(featureCnt)).toBe(300);
    await keepScreenshot(p, 'issue22-versions-1440');
  });
});
