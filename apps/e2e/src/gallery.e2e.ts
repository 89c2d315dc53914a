import { Client } from 'pg';
import { apiCall, apiLogin, signUpInstitution, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { deleteAccounts, insertAccount, loginAsAdmin, loginAsUser } from './support/login';
import { open, shown, selectTab } from './support/screens';
import { baseUrl, serverEnv, serverPort } from './support/server-config';

// Issue 8 in the browser (Done when, gallery): a member creates a web map through the API and
// applies it to the institution's gallery from the map builder's top bar; the institution admin
// (second factor by e-mail) approves it on 5532; the public gallery then shows it to anonymous
// visitors; another member opens it, bookmarks and recommends it, and a second recommendation is
// refused with the server's text. Each step is its own test with a fresh browser context (a new
// user), in order.

const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `gumaster${tag}`,
  userNm: '갤관리',
  emailaddr: `gu.master.${tag}@example.com`,
  password: 'Seoul!2026gal',
  insttCode: `gu-${tag}`,
  insttNm: `누리 갤러리 ${tag}`,
};
const AUTHOR = {
  userId: `guauthor${tag}`,
  userNm: '김작가',
  emailaddr: `gu.author.${tag}@example.com`,
  password: 'Busan!2026gal',
};
const VIEWER = {
  userId: `guviewer${tag}`,
  userNm: '이관람',
  emailaddr: `gu.viewer.${tag}@example.com`,
  password: 'Jeju!2026gal',
};
const MAP_TITLE = `공원 산책 지도 ${tag}`;
const GALLERY_TITLE = `우리 동네 공원 ${tag}`;
const GALLERY_CN = '동네 공원과 산책로를 모았습니다.';

interface GalleryItem {
  mapGaleReqstSn: number;
  mapGaleSj: string;
  userMapId: string | null;
  viewCnt: number;
  recommendCnt: number;
  bookmarkAt: 'Y' | 'N';
  recommendAt: 'Y' | 'N';
}
interface GalleryRequest {
  mapGaleReqstSn: number;
  mapGaleSj: string;
  mapGaleCn: string | null;
  mapGaleKndSeCode: string;
  userMapId: string | null;
  galleryType: string;
  confmSttusCode: string;
  usePblonsipSeCode: string;
}
interface Paged<T> {
  content: T[];
  totalElements: number;
}

/** The status of an anonymous GET. */
async function anonymousStatus(route: string): Promise<number> {
  return (await fetch(`${baseUrl()}${route}`)).status;
}

describe('map gallery in the browser: apply, approve, see, bookmark and recommend', () => {
  let db: Client;
  let authorToken: string;
  let userMapId: string;
  let sn: number;

  beforeAll(async () => {
    await signUpInstitution(ADMIN);
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await insertAccount(db, { ...AUTHOR, userSeCode: 11, insttCode: ADMIN.insttCode });
    await insertAccount(db, { ...VIEWER, userSeCode: 12, insttCode: ADMIN.insttCode });
    authorToken = await apiLogin(AUTHOR.userId, AUTHOR.password);
    const map = await apiCall<{ userMapId: string }>(
      'POST',
      '/api/webmap',
      {
        userMapSj: MAP_TITLE,
        userMapCn: '공원 위치',
        bcrnMapId: null,
        view: { projection: 'EPSG:5186', center: [200000, 550000], zoom: 10 },
        toc: [],
      },
      authorToken,
    );
    userMapId = map.userMapId;
  });

  afterAll(async () => {
    if (!db) return;
    await db.query('DELETE FROM map_gale_reqst WHERE user_map_id = $1', [userMapId]).catch(() => undefined);
    await deleteAccounts(db, [AUTHOR.userId, VIEWER.userId]).catch(() => undefined);
    await db.end();
  });

  it("applies the member's saved map from the map builder's top bar", async () => {
    const p = page();
    await loginAsUser(p, AUTHOR.userId, AUTHOR.password);
    await open(p, `/${ADMIN.insttCode}/builder/${userMapId}`);
    await shown(p.getByRole('textbox', { name: '지도 제목' }));
    await p.waitForFunction(
      (title) =>
        (document.querySelector('input[aria-label="지도 제목"]') as HTMLInputElement | null)?.value === title,
      MAP_TITLE,
    );
    const apply = p.getByRole('button', { name: '갤러리 신청' });
    await shown(apply);
    expect(await apply.isEnabled()).toBe(true);
    await apply.click();

    const dialog = await shown(p.getByRole('dialog', { name: '지도 갤러리 신청' }));
    expect(await dialog.getByRole('textbox', { name: '제목' }).inputValue()).toBe(MAP_TITLE);
    expect(await dialog.getByRole('textbox', { name: '종류' }).inputValue()).toBe('웹지도');
    await dialog.getByRole('textbox', { name: '제목' }).fill(GALLERY_TITLE);
    await dialog.getByRole('textbox', { name: '설명' }).fill(GALLERY_CN);
    await dialog.getByRole('button', { name: '신청' }).click();
    await shown(p.getByText('갤러리 신청을 접수했습니다. 관리자 승인 후 공개됩니다.'));

    const mine = await apiCall<Paged<GalleryRequest>>(
      'GET',
      '/api/mapgallery/request/mine?pageIndex=1&pageSize=10',
      undefined,
      authorToken,
    );
    const request = mine.content.find((r) => r.userMapId === userMapId);
    expect(request).toMatchObject({
      mapGaleSj: GALLERY_TITLE,
      mapGaleCn: GALLERY_CN,
      mapGaleKndSeCode: '01',
      galleryType: 'instt',
      confmSttusCode: '01',
    });
    sn = request?.mapGaleReqstSn ?? 0;
    // Not public yet: neither in the gallery nor viewable by anonymous visitors.
    expect(await anonymousStatus(`/api/mapgallery/${sn}`)).toBe(404);
    expect(await anonymousStatus(`/api/webmap/${userMapId}`)).not.toBe(200);
  });

  it('is approved by the institution admin on the gallery management screen (5532)', async () => {
    expect(sn).toBeGreaterThan(0);
    const p = page();
    await loginAsAdmin(p, ADMIN.userId, ADMIN.password, ADMIN.emailaddr);
    await open(p, `/admin/${ADMIN.insttCode}/manageContents/gallery`);
    await shown(p.getByRole('heading', { level: 1, name: '지도 갤러리 관리' }));
    const row = p
      .getByRole('table', { name: '갤러리 신청 목록' })
      .getByRole('row', { name: new RegExp(GALLERY_TITLE) });
    await shown(row);
    expect(await row.innerText()).toContain('승인 대기');
    await row.getByRole('button', { name: /보기/ }).click();

    const dialog = await shown(p.getByRole('dialog', { name: '갤러리 신청 상세' }));
    await shown(dialog.getByText(MAP_TITLE));
    await dialog.getByRole('button', { name: '승인', exact: true }).click();
    await shown(p.getByText(`"${GALLERY_TITLE}" 신청을 승인했습니다.`));
    await shown(
      p
        .getByRole('table', { name: '갤러리 신청 목록' })
        .getByRole('row', { name: new RegExp(`${GALLERY_TITLE}.*승인`) }),
    );
    // Approval shares the map with everyone.
    expect(await anonymousStatus(`/api/webmap/${userMapId}`)).toBe(200);
  });

  it('shows the approved map in the public gallery to anonymous visitors', async () => {
    const p = page();
    await open(p, `/${ADMIN.insttCode}/gallery`);
    await shown(p.getByRole('heading', { level: 1, name: '지도 갤러리' }));
    const card = p.getByRole('list', { name: '갤러리 목록' }).getByRole('listitem', { name: GALLERY_TITLE });
    await shown(card);
    expect(await card.innerText()).toContain(GALLERY_CN);
    expect(await card.innerText()).toContain(AUTHOR.userNm);
    await shown(p.getByRole('button', { name: '웹지도 (1)' }));

    await card.getByRole('link').click();
    await shown(p.getByRole('heading', { level: 1, name: GALLERY_TITLE }));
    expect(p.url()).toContain(`/${ADMIN.insttCode}/gallery/${sn}`);
    expect(await p.getByRole('link', { name: '지도 열기' }).getAttribute('href')).toBe(
      `/${ADMIN.insttCode}/builder/${userMapId}`,
    );
    await shown(p.getByText('로그인하면 즐겨찾기와 추천을 할 수 있습니다.'));
    // The opening was counted, and the page shows the new count.
    await shown(p.getByText('조회 1', { exact: true }));
    await expectViewCounted(1);
  });

  it('lets another member bookmark and recommend it once (the second recommendation is refused)', async () => {
    const p = page();
    await loginAsUser(p, VIEWER.userId, VIEWER.password);
    await open(p, `/${ADMIN.insttCode}/gallery/${sn}`);
    await shown(p.getByRole('heading', { level: 1, name: GALLERY_TITLE }));

    await p.getByRole('button', { name: '즐겨찾기', exact: true }).click();
    await shown(p.getByText('즐겨찾기에 추가했습니다.'));
    await shown(p.getByRole('button', { name: '즐겨찾기 해제' }));

    await p.getByRole('button', { name: '추천', exact: true }).click();
    await shown(p.getByText('추천했습니다.'));
    await shown(p.getByText('추천 1', { exact: true }));
    await p.getByRole('button', { name: '추천함' }).click();
    const refusal = await shown(p.getByRole('alertdialog'));
    const text = await refusal.innerText();
    expect(text).toContain('추천');
    expect(text).toMatch(/이미 추천/);

    // The bookmark is on the member's my page, under bookmarks (by the map's own title).
    await open(p, '/myPage?active=myContents');
    await shown(p.getByRole('region', { name: '콘텐츠 현황' }));
    await selectTab(p.getByRole('tab', { name: '즐겨찾기' }));
    const bookmarks = await shown(p.getByRole('list', { name: '즐겨찾기 목록' }));
    await shown(bookmarks.getByRole('listitem', { name: new RegExp(MAP_TITLE) }));
    expect(await bookmarks.getByRole('listitem', { name: new RegExp(MAP_TITLE) }).innerText()).toContain(
      '전체 공유',
    );

    const viewerToken = await apiLogin(VIEWER.userId, VIEWER.password);
    const item = await apiCall<GalleryItem>('GET', `/api/mapgallery/${sn}`, undefined, viewerToken);
    expect(item).toMatchObject({ bookmarkAt: 'Y', recommendAt: 'Y', recommendCnt: 1 });
    expect(item.viewCnt).toBeGreaterThanOrEqual(2);
  });

  /** The anonymous opening was counted (once) by the detail page. */
  async function expectViewCounted(atLeast: number): Promise<void> {
    const deadline = Date.now() + 10_000;
    let item = await apiCall<GalleryItem>('GET', `/api/mapgallery/${sn}`);
    while (item.viewCnt < atLeast && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      item = await apiCall<GalleryItem>('GET', `/api/mapgallery/${sn}`);
    }
    expect(item.viewCnt).toBe(atLeast);
  }
});
