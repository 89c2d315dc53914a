import { Client } from 'pg';
import type { Locator, Page } from 'playwright-core';
import { page } from './support/browser';
import { deleteAccounts, insertAccount, loginAsAdmin } from './support/login';
import { open, shown } from './support/screens';
import { serverEnv, serverPort } from './support/server-config';

// The four systems' menus against the real API (spec 000 §2): what each shows, with the
// API's filters (openBiz, wavusOnly, menu access) visible in the browser.

// An institution of this run, with the lucky map denied (menu_access), removed afterwards.
const INSTT_CODE = `nav${Date.now().toString(36)}`;
const INSTT_NM = `메뉴 시험 기관 ${INSTT_CODE}`;

// The admin systems' menus need a real admin session (GET /api/menu checks the token): the
// admins log in through /admin/login with the code e-mailed to them.
const PLATFORM_ADMIN = { userId: 'operator01', password: 'Nuri!2026demo', emailaddr: 'operator01@example.com' };
const INSTT_ADMIN = {
  userId: `ia${INSTT_CODE}`,
  userNm: '기관 담당자',
  emailaddr: `ia${INSTT_CODE}@example.com`,
  userSeCode: 14 as const,
  insttCode: INSTT_CODE,
  password: 'Nuri!2026nav',
};

const signInAs = (p: Page, admin: { userId: string; password: string; emailaddr: string }) =>
  loginAsAdmin(p, admin.userId, admin.password, admin.emailaddr);

/** Names of the top menu's top-level entries (links and dropdown buttons). */
function topLevel(nav: Locator): Promise<string[]> {
  return nav.locator(':scope > ul > li > a, :scope > ul > li > div > button').allInnerTexts();
}

/** Whether any element of the locator exists, shown or hidden. */
async function exists(locator: Locator): Promise<boolean> {
  return (await locator.count()) > 0;
}

let db: Client;

beforeAll(async () => {
  db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
  await db.connect();
  await db.query('INSERT INTO instt (instt_code, instt_nm) VALUES ($1, $2)', [INSTT_CODE, INSTT_NM]);
  await db.query(`INSERT INTO menu_access (instt_code, menu_id, access_at) VALUES ($1, 'SVC_LUCKY_MAP', 'N')`, [
    INSTT_CODE,
  ]);
  await insertAccount(db, INSTT_ADMIN);
});

afterAll(async () => {
  // menu_access rows go with the institution (ON DELETE CASCADE); its admin first.
  await deleteAccounts(db, [INSTT_ADMIN.userId]);
  await db?.query('DELETE FROM instt WHERE instt_code = $1', [INSTT_CODE]);
  await db?.end();
});

describe('provider-user system (/)', () => {
  it('shows the top menu, the user menu and the footer', async () => {
    const p = page();
    await open(p, '/');

    const nav = await shown(p.getByRole('navigation', { name: '주 메뉴' }));
    expect(await topLevel(nav)).toEqual(['서비스 소개', '서비스 랩', '갤러리', '고객지원', '요금 정책']);
    await shown(p.getByRole('banner').getByRole('link', { name: '로그인' }));
    await shown(p.getByRole('banner').getByRole('link', { name: '회원가입' }));
    const footer = p.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: '이용약관' }).getAttribute('href')).toBe('/terms?termsType=userTerms');
    expect(await footer.getByRole('link', { name: '개인정보처리방침' }).getAttribute('href')).toBe(
      '/terms?termsType=privacyPolicy',
    );
  });

  it('goes to a menu route in the app and opens the lucky map in a new window', async () => {
    const p = page();
    await open(p, '/');
    const nav = await shown(p.getByRole('navigation', { name: '주 메뉴' }));

    await nav.getByRole('link', { name: '갤러리' }).click();
    await shown(p.getByRole('heading', { level: 1, name: '누리지도 갤러리' }));
    expect(new URL(p.url()).pathname).toBe('/gallery');
    expect(await nav.getByRole('link', { name: '갤러리' }).getAttribute('aria-current')).toBe('page');

    await nav.getByRole('button', { name: '서비스 랩' }).click();
    const [popup] = await Promise.all([
      p.context().waitForEvent('page'),
      nav.getByRole('link', { name: /행운지도/ }).click(),
    ]);
    await popup.waitForLoadState('domcontentloaded');
    expect(new URL(popup.url()).pathname).toBe('/serviceLab/luckyMap');
    expect(new URL(p.url()).pathname).toBe('/gallery');
  });

  it('uses the plain header on the login route', async () => {
    const p = page();
    await open(p, '/login');
    await shown(p.getByRole('heading', { level: 1, name: '로그인' }));
    await shown(p.locator('.app-layout.app-layout--header-plain'));
    expect(await exists(p.getByRole('navigation', { name: '주 메뉴' }))).toBe(false);
  });
});

describe('institution-user system (/{insttCode})', () => {
  it('hides the institution-info menu for openBiz, under /openbiz', async () => {
    const p = page();
    await open(p, '/openbiz/');

    const nav = await shown(p.getByRole('navigation', { name: '주 메뉴' }));
    expect(await topLevel(nav)).toEqual(['지도', '서비스 랩', '갤러리', '고객지원', '요금 정책']);
    expect(await nav.getByRole('link', { name: '갤러리' }).getAttribute('href')).toBe('/openbiz/gallery');
    await nav.getByRole('button', { name: '서비스 랩' }).click();
    await shown(nav.getByRole('link', { name: /행운지도/ }));
  });

  it("shows the institution info, and not the menu the institution is denied", async () => {
    const p = page();
    await open(p, `/${INSTT_CODE}/`);

    const nav = await shown(p.getByRole('navigation', { name: '주 메뉴' }));
    expect(await topLevel(nav)).toEqual(['지도', '서비스 랩', '갤러리', '기관 정보', '고객지원', '요금 정책']);
    expect(await nav.getByRole('link', { name: '기관 정보' }).getAttribute('href')).toBe(`/${INSTT_CODE}/instt`);
    await nav.getByRole('button', { name: '서비스 랩' }).click();
    await shown(nav.getByRole('link', { name: /토지 번들/ }));
    expect(await exists(nav.getByRole('link', { name: /행운지도/, includeHidden: true }))).toBe(false);
  });

  it('keeps /gallery for the provider-user system (a reserved name is no institution)', async () => {
    const p = page();
    await open(p, '/gallery');
    const nav = await shown(p.getByRole('navigation', { name: '주 메뉴' }));
    await shown(p.getByRole('heading', { level: 1, name: '누리지도 갤러리' }));
    expect(await topLevel(nav)).toContain('서비스 소개');
  });
});

describe('provider-admin system (/admin/)', () => {
  it('shows the side menu only once it has loaded, with its groups and a logout button', async () => {
    const p = page();
    await signInAs(p, PLATFORM_ADMIN);
    // Hold the menu answer to see the layout (after the session is restored) before menu
    // authorization has loaded.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await p.route('**/api/menu?**', async (route) => {
      await held;
      await route.continue();
    });
    await open(p, '/admin/');

    const column = await shown(p.getByRole('complementary'));
    await shown(column.getByRole('button', { name: '로그아웃' }));
    await shown(p.getByRole('heading', { level: 1, name: '관리자 홈' }));
    expect(await exists(p.getByRole('navigation', { name: '관리자 메뉴' }))).toBe(false);
    release();

    const menu = await shown(column.getByRole('navigation', { name: '관리자 메뉴' }));
    await shown(menu.getByRole('link', { name: '대시보드' }));
    const groups = menu.locator('button[aria-expanded]');
    expect(await groups.allInnerTexts()).toEqual(['기관 구독 정보', '콘텐츠 관리', '게시판 관리', '쿠폰 관리', '시스템 관리']);
    const contents = menu.getByRole('button', { name: '콘텐츠 관리' });
    expect(await contents.getAttribute('aria-expanded')).toBe('false');
    await contents.click();
    expect(await contents.getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('link', { name: '레이어 관리' }).click();
    await shown(p.getByRole('heading', { level: 1, name: '레이어 관리' }));
    expect(new URL(p.url()).pathname).toBe('/admin/manageLayer');
  });

  it('folds the side menu behind the menu button on a narrow window', async () => {
    const p = page();
    await signInAs(p, PLATFORM_ADMIN);
    await p.setViewportSize({ width: 375, height: 740 });
    await open(p, '/admin/');

    const toggle = await shown(p.getByRole('button', { name: '메뉴', exact: true }));
    await shown(p.getByRole('heading', { level: 1, name: '관리자 홈' }));
    expect(await p.getByRole('complementary').isVisible()).toBe(false);
    await toggle.click();
    await shown(p.getByRole('navigation', { name: '관리자 메뉴' }));
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows no admin column without an admin session', async () => {
    const p = page();
    await open(p, '/admin/');
    await shown(p.getByRole('heading', { level: 1, name: '관리자 홈' }));
    expect(await exists(p.getByRole('complementary'))).toBe(false);
  });
});

describe('institution-admin system (/admin/{insttCode}/)', () => {
  it("shows the institution's profile panel and side menu, without the wavusOnly data management", async () => {
    const p = page();
    await signInAs(p, INSTT_ADMIN);
    // The login lands the institution admin on their institution's admin system.
    expect(new URL(p.url()).pathname).toBe(`/admin/${INSTT_CODE}/`);

    const column = await shown(p.getByRole('complementary'));
    const panel = await shown(column.getByRole('region', { name: INSTT_CODE }));
    await shown(panel.getByText('정상 운영'));
    expect(await exists(column.getByRole('button', { name: '로그아웃' }))).toBe(false);

    const menu = await shown(column.getByRole('navigation', { name: '관리자 메뉴' }));
    expect(await menu.getByRole('link', { name: '대시보드' }).getAttribute('href')).toBe(
      `/admin/${INSTT_CODE}/insttDashBoard`,
    );
    await menu.getByRole('button', { name: '콘텐츠 관리' }).click();
    await shown(menu.getByRole('link', { name: '레이어' }));
    expect(await exists(menu.getByRole('link', { name: /데이터 관리/, includeHidden: true }))).toBe(false);

    await menu.getByRole('link', { name: '레이어' }).click();
    await shown(p.getByRole('heading', { level: 1, name: '레이어' }));
    expect(new URL(p.url()).pathname).toBe(`/admin/${INSTT_CODE}/manageContents/layers`);
  });
});
