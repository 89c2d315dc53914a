import { Client } from 'pg';
import type { Locator, Page } from 'playwright-core';
import { apiCall, apiLogin, signUpInstitution, statusOf, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { deleteAccounts, insertAccount, loginAsUser } from './support/login';
import { open, shown, selectTab } from './support/screens';
import { screenshotsAtBothSizes as screenshots } from './support/screenshots';
import { serverEnv, serverPort } from './support/server-config';

// Issue 19 in the browser, each as the member who does it (12, their own contents): on my page a
// member renames, shares with a group, downloads and deletes their own layer; creates a group of
// their institution, shares a map with it, and the group member opens the map from "shared with
// me"; deletes their own themed app. Screenshots of my contents, shared with me and the groups at
// 1440x900 and 390x844 (no horizontal scroll on the phone).

const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `mcmaster${tag}`,
  userNm: '콘관리',
  emailaddr: `mc.master.${tag}@example.com`,
  password: 'Seoul!2026mycon',
  insttCode: `mc-${tag}`,
  insttNm: `누리 콘텐츠 ${tag}`,
};
const OWNER = {
  userId: `mcowner${tag}`,
  userNm: '나회원',
  emailaddr: `mc.owner.${tag}@example.com`,
  password: 'Busan!2026mycon',
};
const FRIEND = {
  userId: `mcfriend${tag}`,
  userNm: '이동료',
  emailaddr: `mc.friend.${tag}@example.com`,
  password: 'Daegu!2026mycon',
};
/** A 1×1 PNG (a thumbnail the server accepts by name and by content). */
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const myPage = (active: string) => `/${ADMIN.insttCode}/myPage?active=${active}`;
const listOf = (p: Page, name: string) => p.getByRole('list', { name: `${name} 목록` });
const itemOf = (list: Locator, title: string) => list.getByRole('listitem', { name: title, exact: true });
const wizard = (p: Page) => p.getByRole('dialog', { name: '공유 설정' });

/** Shares with one group through the wizard (1 → 2 → 3), then closes it. */
async function shareWithGroup(p: Page, groupNm: string, memberCnt: number): Promise<void> {
  const dialog = await shown(wizard(p));
  await shown(dialog.getByRole('tab', { name: '그룹(0)' }));
  await selectTab(dialog.getByRole('tab', { name: '그룹(0)' }));
  await dialog.getByLabel('그룹 이름').fill(groupNm);
  await dialog.getByRole('button', { name: '검색', exact: true }).click();
  const results = dialog.getByRole('region', { name: '그룹 검색 결과' });
  await (await shown(results.getByRole('checkbox', { name: `${groupNm} (구성원 ${memberCnt}명)` }))).check();
  await dialog.getByRole('button', { name: '다음', exact: true }).click();
  await shown(dialog.getByRole('table', { name: '그룹' }).getByRole('cell', { name: groupNm }));
  await dialog.getByRole('button', { name: '사용자/그룹 공유' }).click();
  await shown(dialog.getByText('공유 설정이 완료되었습니다.'));
  await dialog.getByRole('button', { name: '닫기' }).first().click();
  await wizard(p).waitFor({ state: 'detached' });
}

describe('my contents and groups for members (issue 19)', () => {
  let db: Client;
  let ownerToken: string;
  let friendToken: string;

  const customLayer = (lyrNm: string) =>
    apiCall<{ lyrId: string }>(
      'POST',
      '/api/layers/upload',
      { uploadType: 'custom', lyrNm, geometryType: 'point', columns: [{ name: 'name', type: 'text' }] },
      ownerToken,
    );
  const newMap = async (userMapSj: string, lyrId: string) =>
    (
      await apiCall<{ userMapId: string }>(
        'POST',
        '/api/webmap',
        {
          userMapSj,
          view: { projection: 'EPSG:5186', center: [198000, 552000], zoom: 15 },
          toc: [{ lyrGroupSeCode: '02', tocNm: '시설', visibleAt: 'Y', opacity: 1, lyrId }],
        },
        ownerToken,
      )
    ).userMapId;

  beforeAll(async () => {
    await signUpInstitution(ADMIN);
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await insertAccount(db, { ...OWNER, userSeCode: 12, insttCode: ADMIN.insttCode });
    await insertAccount(db, { ...FRIEND, userSeCode: 12, insttCode: ADMIN.insttCode });
    ownerToken = await apiLogin(OWNER.userId, OWNER.password);
    friendToken = await apiLogin(FRIEND.userId, FRIEND.password);
  }, 120_000);

  afterAll(async () => {
    if (db) {
      await deleteAccounts(db, [OWNER.userId, FRIEND.userId]).catch(() => undefined);
      await db.end();
    }
  });

  it('a member renames, shares with a group, downloads and deletes their own layer', async () => {
    const { lyrId } = await customLayer(`내 시설 ${tag}`);
    const groupNm = `답사팀 ${tag}`;
    await apiCall('POST', '/api/groups', { groupNm, userIdList: [FRIEND.userId] }, ownerToken);
    expect(await statusOf(`/api/layers/${lyrId}`, friendToken)).toBe(403);

    const p = page();
    await loginAsUser(p, OWNER.userId, OWNER.password);
    await open(p, myPage('myContents'));
    const mine = await shown(listOf(p, '내 콘텐츠'));

    // Rename (and describe) the layer.
    const renamed = `우리 동네 시설 ${tag}`;
    await (await shown(itemOf(mine, `내 시설 ${tag}`))).getByRole('button', { name: '이름·설명' }).click();
    const edit = await shown(p.getByRole('dialog', { name: '레이어 정보 수정' }));
    await screenshots(p, 'layer-edit-dialog', edit);
    // Thumbnail: upload, replace, delete (each saved at once).
    const png = { name: 'thumb.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') };
    await edit.getByLabel('썸네일 올리기').setInputFiles(png);
    await shown(edit.getByText('썸네일이 있습니다.'));
    expect(await statusOf(`/api/layers/${lyrId}/thumbnail`, ownerToken)).toBe(200);
    await edit.getByLabel('썸네일 바꾸기').setInputFiles({ ...png, name: 'thumb2.png' });
    await shown(p.getByText('썸네일을 저장했습니다.').last());
    await edit.getByRole('button', { name: '썸네일 삭제' }).click();
    await shown(edit.getByText('썸네일이 없습니다.'));
    expect(await statusOf(`/api/layers/${lyrId}/thumbnail`, ownerToken)).toBe(404);
    await edit.getByRole('textbox', { name: '레이어 이름' }).fill(renamed);
    await edit.getByRole('textbox', { name: '설명' }).fill('동네 답사 시설');
    await edit.getByRole('button', { name: '저장' }).click();
    await edit.waitFor({ state: 'detached' });
    const layer = await shown(itemOf(mine, renamed));
    const detail = await apiCall<{ lyrNm: string; lyrDc: string }>(
      'GET',
      `/api/layers/${lyrId}`,
      undefined,
      ownerToken,
    );
    expect([detail.lyrNm, detail.lyrDc]).toEqual([renamed, '동네 답사 시설']);

    // Share with the group: its member may now read the layer.
    await layer.getByRole('button', { name: '공유', exact: true }).click();
    await shareWithGroup(p, groupNm, 1);
    expect(await statusOf(`/api/layers/${lyrId}`, friendToken)).toBe(200);

    // Download as GeoJSON: a file named after the layer.
    await layer.getByRole('button', { name: '다운로드' }).click();
    const download = await shown(p.getByRole('dialog', { name: `'${renamed}' 다운로드` }));
    await screenshots(p, 'layer-download-dialog', download);
    await download.getByRole('combobox', { name: '파일 형식' }).selectOption('geojson');
    const [file] = await Promise.all([
      p.waitForEvent('download'),
      download.getByRole('button', { name: '다운로드' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`${renamed}.geojson`);
    const body = await new Promise<string>((resolve, reject) => {
      void file.createReadStream().then((stream) => {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        stream.on('end', () => resolve(text));
        stream.on('error', reject);
      }, reject);
    });
    expect(JSON.parse(body)).toMatchObject({ type: 'FeatureCollection' });

    // Delete: the confirm says what goes with it.
    await layer.getByRole('button', { name: '삭제' }).click();
    const confirm = await shown(p.getByRole('alertdialog'));
    expect(await confirm.innerText()).toContain('이 레이어를 담은 웹지도와 레이어 그룹에서도 빠집니다');
    await confirm.getByRole('button', { name: '삭제' }).click();
    await itemOf(mine, renamed).waitFor({ state: 'detached' });
    expect(await statusOf(`/api/layers/${lyrId}`, ownerToken)).toBe(404);
  });

  it('a member creates a group, shares a map with it, and the group member opens the map', async () => {
    const { lyrId } = await customLayer(`지도용 시설 ${tag}`);
    const mapTitle = `모임 지도 ${tag}`;
    const userMapId = await newMap(mapTitle, lyrId);
    const groupNm = `모임 ${tag}`;

    const p = page();
    await loginAsUser(p, OWNER.userId, OWNER.password);
    await open(p, myPage('myGroups'));
    const create = await shown(p.getByRole('form', { name: '그룹 만들기' }));
    await create.getByRole('textbox', { name: '그룹 이름' }).fill(groupNm);
    await create.getByRole('textbox', { name: '설명' }).fill('주말 답사 모임');
    await create.getByRole('button', { name: '그룹 만들기' }).click();
    const owned = await shown(p.getByRole('list', { name: '내가 만든 그룹' }));
    const group = await shown(owned.getByRole('listitem', { name: groupNm }));
    await group.getByRole('button', { name: '구성원', exact: true }).click();
    const search = await shown(group.getByRole('form', { name: '구성원 찾기' }));
    await search.getByRole('textbox', { name: '이름' }).fill(FRIEND.userNm);
    await search.getByRole('button', { name: '구성원 찾기' }).click();
    await (await shown(group.getByRole('button', { name: `${FRIEND.userNm} 추가` }))).click();
    await shown(
      group
        .getByRole('list', { name: '그룹 구성원' })
        .getByText(`${FRIEND.userNm} (${FRIEND.userId})`, { exact: false }),
    );
    await shown(group.getByText('구성원 1명'));
    await screenshots(p, 'groups', group);

    // Share the map with the new group from my contents.
    await open(p, myPage('myContents'));
    const map = await shown(itemOf(listOf(p, '내 콘텐츠'), mapTitle));
    expect(await statusOf(`/api/webmap/${userMapId}`, friendToken)).toBe(403);
    await map.getByRole('button', { name: '공유', exact: true }).click();
    await shareWithGroup(p, groupNm, 1);
    await screenshots(p, 'my-contents', itemOf(listOf(p, '내 콘텐츠'), mapTitle));

    // The group member finds it under "shared with me" (through a group) and opens it.
    const friendContext = await p
      .context()
      .browser()!
      .newContext({ locale: 'ko-KR', viewport: { width: 1280, height: 800 } });
    try {
      const fp = await friendContext.newPage();
      await loginAsUser(fp, FRIEND.userId, FRIEND.password);
      await open(fp, myPage('myContents'));
      await selectTab(fp.getByRole('tab', { name: '공유받은 콘텐츠' }));
      await fp.getByRole('combobox', { name: '공유 경로' }).selectOption('group');
      await fp.getByRole('button', { name: '검색', exact: true }).click();
      const shared = await shown(itemOf(listOf(fp, '공유받은 콘텐츠'), mapTitle));
      await screenshots(fp, 'shared-with-me', shared);
      // The member sees the group and its contents on the groups screen too.
      await open(fp, myPage('myGroups'));
      await selectTab(fp.getByRole('tab', { name: '참여 중인 그룹' }));
      const joined = await shown(
        fp.getByRole('list', { name: '참여 중인 그룹' }).getByRole('listitem', { name: groupNm }),
      );
      await joined.getByRole('button', { name: '그룹 콘텐츠' }).click();
      await shown(
        joined
          .getByRole('list', { name: `${groupNm} 그룹에 공유된 콘텐츠` })
          .getByText(mapTitle, { exact: false }),
      );

      await open(fp, myPage('myContents'));
      await selectTab(fp.getByRole('tab', { name: '공유받은 콘텐츠' }));
      await (
        await shown(itemOf(listOf(fp, '공유받은 콘텐츠'), mapTitle))
      )
        .getByRole('link', { name: '열기' })
        .click();
      await fp.waitForFunction(
        (title) => (document.querySelector('.mb-top__title') as HTMLInputElement | null)?.value === title,
        mapTitle,
        { timeout: 20_000 },
      );
      expect(new URL(fp.url()).pathname).toBe(`/${ADMIN.insttCode}/builder/${userMapId}`);
    } finally {
      await friendContext.close();
    }
  });

  it('a member deletes their own themed app', async () => {
    const { lyrId } = await customLayer(`앱용 시설 ${tag}`);
    const userMapId = await newMap(`앱 지도 ${tag}`, lyrId);
    const appTitle = `내 테마 앱 ${tag}`;
    const { webappTmplatId } = await apiCall<{ webappTmplatId: string }>(
      'POST',
      '/api/webapp/tmplat',
      {
        webappTmplatSj: appTitle,
        webappTmplatTyCode: 'TAB',
        detailSetting: { mainTab: [{ tabName: '지도', webmap: { userMapId } }] },
      },
      ownerToken,
    );

    const p = page();
    await loginAsUser(p, OWNER.userId, OWNER.password);
    await open(p, myPage('myContents'));
    const app = await shown(itemOf(listOf(p, '내 콘텐츠'), appTitle));
    await app.getByRole('button', { name: '삭제' }).click();
    const confirm = await shown(p.getByRole('alertdialog'));
    expect(await confirm.innerText()).toContain('앱에 담긴 웹지도는 남습니다');
    await confirm.getByRole('button', { name: '삭제' }).click();
    await itemOf(listOf(p, '내 콘텐츠'), appTitle).waitFor({ state: 'detached' });
    expect(await statusOf(`/api/webapp/tmplat/${webappTmplatId}`, ownerToken)).toBe(404);
    // The app's map stays.
    expect(await statusOf(`/api/webmap/${userMapId}`, ownerToken)).toBe(200);
  });

  it('the gallery scrolls on: thirteen approved maps come in two pages, then "all data loaded"', async () => {
    // The institution admin publishes 13 maps in the institution's gallery (12 a page).
    const adminToken = await apiLogin(ADMIN.userId, ADMIN.password, ADMIN.emailaddr);
    for (let i = 1; i <= 13; i += 1) {
      const { userMapId } = await apiCall<{ userMapId: string }>(
        'POST',
        '/api/webmap',
        {
          userMapSj: `갤러리 지도 ${i} ${tag}`,
          view: { projection: 'EPSG:5186', center: [198000, 552000], zoom: 15 },
          toc: [],
        },
        adminToken,
      );
      const { mapGaleReqstSn } = await apiCall<{ mapGaleReqstSn: number }>(
        'POST',
        '/api/mapgallery/request',
        { mapGaleSj: `갤러리 지도 ${i} ${tag}`, mapGaleKndSeCode: '01', userMapId, galleryType: 'instt' },
        adminToken,
      );
      await apiCall(
        'PUT',
        '/api/mapgallery/request/confirmStatus',
        { mapGaleReqstSn, confmSttusCode: '02' },
        adminToken,
      );
    }

    const p = page();
    await open(p, `/${ADMIN.insttCode}/gallery`);
    await shown(p.getByText('총 13건', { exact: true }));
    const cards = p.getByRole('list', { name: '갤러리 목록' }).getByRole('listitem');
    await cards.nth(11).waitFor();
    const end = p.getByText('모든 데이터를 불러왔습니다.');
    // Scrolling to the end of the cards loads the next page by itself.
    for (let i = 0; i < 30 && !(await end.isVisible()); i += 1) {
      await p.mouse.wheel(0, 3000);
      await p.waitForTimeout(200);
    }
    await shown(end);
    expect(await cards.count()).toBe(13);
    expect(await p.getByRole('button', { name: '더 보기' }).count()).toBe(0);
    await screenshots(p, 'gallery', p.getByText('총 13건', { exact: true }));
  });
});
