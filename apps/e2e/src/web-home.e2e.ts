import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { apiCall, apiLogin, signUpInstitution, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { deleteAccounts, insertAccount, loginAsUser } from './support/login';
import { open, shown } from './support/screens';
import { baseUrl, serverEnv, serverPort } from './support/server-config';

// The home pages (issue 21): the public home says what the service does, calls to start and
// shows the gallery's items with their thumbnails, the notices and the plans; a signed-in member
// sees the quick actions and their recent contents; an institution's home shows its gallery and
// notices. The service status is no longer public (the operator's dashboard: admin-home.e2e.ts).

const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `hmmaster${tag}`,
  userNm: '홈관리',
  emailaddr: `hm.admin.${tag}@example.com`,
  password: 'Seoul!2026home',
  insttCode: `hm-${tag}`,
  insttNm: `누리 홈 기관 ${tag}`,
};
const EDITOR = {
  userId: `hmeditor${tag}`,
  userNm: '김홈',
  emailaddr: `hm.editor.${tag}@example.com`,
  password: 'Busan!2026home',
};
const MAP_TITLE = `홈 화면 지도 ${tag}`;
const GALLERY_TITLE = `갤러리 대표 지도 ${tag}`;
const INSTT_GALLERY_TITLE = `기관 갤러리 지도 ${tag}`;

// A 2×2 PNG (the web map's thumbnail).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDK+mmyAAAAABJRU5ErkJggg==',
  'base64',
);

/** Whether the image element has loaded a real picture. */
async function imageLoaded(p: Page, alt: string): Promise<boolean> {
  const img = p.getByRole('img', { name: alt });
  await shown(img);
  await p.waitForFunction((name) => {
    const el = Array.from(document.querySelectorAll('img')).find((i) => i.alt === name);
    return Boolean(el && el.complete);
  }, alt);
  return img.evaluate((el) => (el as HTMLImageElement).naturalWidth > 0);
}

describe('home pages', () => {
  let db: Client;
  let userMapId: string;

  beforeAll(async () => {
    await signUpInstitution(ADMIN);
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await insertAccount(db, { ...EDITOR, userSeCode: 11, insttCode: ADMIN.insttCode });
    const token = await apiLogin(EDITOR.userId, EDITOR.password);
    const map = await apiCall<{ userMapId: string }>(
      'POST',
      '/api/webmap',
      {
        userMapSj: MAP_TITLE,
        userMapCn: null,
        bcrnMapId: null,
        view: { projection: 'EPSG:5186', center: [200000, 550000], zoom: 10 },
        toc: [],
      },
      token,
    );
    userMapId = map.userMapId;
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'thumbnail.png');
    const thumbnail = await fetch(`${baseUrl()}/api/webmap/${userMapId}/thumbnail`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(thumbnail.status).toBe(200);
    // The map shared with everyone and approved in the provider's gallery (the most viewed) and in
    // its institution's, as an approval leaves it (the triggers list it in the public gallery).
    await db.query(
      `INSERT INTO pblonsip (cntnts_ty_code, cntnts_id, pblonsip_ordr, pblonsip_scope_se_code, owner_id, register_id)
       SELECT 'MAP', $1::varchar, coalesce(max(pblonsip_ordr), 0) + 1, 0, $2, $2 FROM pblonsip WHERE cntnts_ty_code = 'MAP' AND cntnts_id = $1`,
      [userMapId, EDITOR.userId],
    );
    for (const [title, galleryType, views] of [
      [GALLERY_TITLE, 'product', 1_000_000],
      [INSTT_GALLERY_TITLE, 'instt', 10],
    ] as const) {
      await db.query(
        `INSERT INTO map_gale_reqst (map_gale_sj, map_gale_knd_se_code, user_map_id, gallery_ty, instt_code,
           confm_sttus_code, confm_dt, view_cnt, register_id, pblonsip_added_at)
         VALUES ($1, '01', $2, $3, $4, '02', now(), $5, $6, 'Y')`,
        [title, userMapId, galleryType, ADMIN.insttCode, views, EDITOR.userId],
      );
    }
  });

  afterAll(async () => {
    if (!db) return;
    await db.query('DELETE FROM map_gale_reqst WHERE user_map_id = $1', [userMapId]).catch(() => undefined);
    await db
      .query(`DELETE FROM pblonsip WHERE cntnts_ty_code = 'MAP' AND cntnts_id = $1`, [userMapId])
      .catch(() => undefined);
    await db.query('DELETE FROM user_map WHERE user_map_id = $1', [userMapId]).catch(() => undefined);
    await deleteAccounts(db, [EDITOR.userId]).catch(() => undefined);
    await db.end();
  });

  it('the public home: what the service does, a call to start, gallery items with thumbnails, notices and plans', async () => {
    const p = page();
    await open(p, '/');
    await shown(p.getByRole('heading', { level: 1, name: '누리지도', exact: true }));
    await shown(p.getByText(/누리지도는 기관이 요금제를 구독하고/));
    expect(await p.getByRole('link', { name: '무료로 시작하기' }).getAttribute('href')).toBe('/join');
    await shown(p.getByRole('heading', { level: 2, name: '누리지도로 할 수 있는 일' }));

    const gallery = p.getByRole('region', { name: '지도 갤러리' });
    expect(await imageLoaded(p, `${GALLERY_TITLE} 미리보기`)).toBe(true);
    const sn = (
      await db.query(`SELECT map_gale_reqst_sn AS sn FROM map_gale_reqst WHERE map_gale_sj = $1`, [
        GALLERY_TITLE,
      ])
    ).rows[0].sn;
    expect(await gallery.getByRole('link', { name: new RegExp(GALLERY_TITLE) }).getAttribute('href')).toBe(
      `/gallery/${sn}`,
    );

    await shown(p.getByRole('region', { name: '공지사항' }));
    const plans = p.getByRole('region', { name: '요금제' });
    const seeded = (await db.query(`SELECT plan_nm, base_fee FROM price_plan ORDER BY sort_ordr`)).rows as {
      plan_nm: string;
      base_fee: number;
    }[];
    expect(seeded.length).toBeGreaterThan(0);
    for (const plan of seeded) {
      const row = plans.getByRole('listitem').filter({ hasText: plan.plan_nm });
      await shown(row.getByText(`월 ${Number(plan.base_fee).toLocaleString('ko-KR')}원부터`));
    }
    // The infrastructure table is the operator's now.
    expect(await p.getByRole('heading', { name: '서비스 상태' }).count()).toBe(0);
    expect(await p.locator('body').innerText()).not.toMatch(/PostGIS|PONG|오픈비즈|\(product\)/);
  });

  it('switches to English and keeps the choice after a reload', async () => {
    const p = page();
    await open(p, '/');
    await shown(p.getByRole('heading', { level: 1, name: '누리지도', exact: true }));
    await p.getByRole('button', { name: 'English' }).click();
    await shown(p.getByRole('heading', { level: 1, name: 'Nuri Map', exact: true }));
    await shown(p.getByRole('heading', { level: 2, name: 'Map gallery' }));
    await shown(p.getByRole('link', { name: 'Get started' }));
    expect(await p.locator('html').getAttribute('lang')).toBe('en');
    expect(await p.title()).toBe('Nuri Map');
    await p.reload();
    await shown(p.getByRole('heading', { level: 1, name: 'Nuri Map', exact: true }));
  });

  it('opens in English with ?lang=en', async () => {
    const p = page();
    await open(p, '/?lang=en');
    await shown(p.getByRole('heading', { level: 1, name: 'Nuri Map', exact: true }));
    expect(await p.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("a member's home: quick actions, recent contents; the institution home: its gallery and notices", async () => {
    const p = page();
    await loginAsUser(p, EDITOR.userId, EDITOR.password);
    await open(p, '/');
    await shown(p.getByRole('heading', { level: 1, name: `${EDITOR.userNm} 님, 반갑습니다` }));
    const quick = p.getByRole('region', { name: '바로 가기' });
    expect(await quick.getByRole('link', { name: '새 지도 만들기' }).getAttribute('href')).toBe(
      `/${ADMIN.insttCode}/builder`,
    );
    expect(await quick.getByRole('link', { name: '새 테마 지도 앱' }).getAttribute('href')).toBe(
      `/${ADMIN.insttCode}/appBuilder`,
    );
    const recent = p.getByRole('region', { name: '최근 내 콘텐츠' });
    expect(
      await (await shown(recent.getByRole('link', { name: new RegExp(MAP_TITLE) }))).getAttribute('href'),
    ).toBe(`/${ADMIN.insttCode}/builder/${userMapId}`);
    await shown(p.getByRole('region', { name: '나에게 공유된 콘텐츠' }));

    // The upload opens the layer upload in a dialog, closed by Escape.
    await quick.getByRole('button', { name: '데이터 올리기' }).click();
    await shown(p.getByRole('dialog', { name: '데이터 올리기' }));
    await p.keyboard.press('Escape');
    await p.getByRole('dialog', { name: '데이터 올리기' }).waitFor({ state: 'detached' });

    await open(p, `/${ADMIN.insttCode}`);
    await shown(p.getByRole('heading', { level: 1, name: ADMIN.insttNm }));
    await shown(p.getByRole('region', { name: '바로 가기' }));
    expect(await imageLoaded(p, `${INSTT_GALLERY_TITLE} 미리보기`)).toBe(true);
    await shown(p.getByRole('region', { name: '기관 공지사항' }));
  });
});
