import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { page } from './support/browser';
import { deleteAccounts, insertAccount, loginAsAdmin, loginAsUser, type TestAccount } from './support/login';
import { enableMapHook, type Rgba } from './support/map-hook';
import { open, shown } from './support/screens';
import { E2E_ELECTION_INSTT_CODE, serverEnv, serverPort } from './support/server-config';

// The service lab in the browser (issue 10 "About, guide, community, service lab"): the
// /serviceLab cards with the add-on marks of the site's institution, the lucky map opening in a
// new window with its points, and the election map colouring a district by its winner and
// showing the district's detail.

const tag = Date.now().toString(36).slice(-7);
// An institution without add-ons and one holding all three (billing's subscription.addon_codes).
const PLAIN = `lab-${tag}`;
const HOLDER = `labx-${tag}`;
// The election institution of the server under test (server-config) and its admin.
const VOTE = process.env.ELECTION_INSTT_CODE ?? E2E_ELECTION_INSTT_CODE;
const VOTE_ADMIN: TestAccount = {
  userId: `labvote${tag}`,
  userNm: '선관리',
  emailaddr: `lab.vote.${tag}@example.com`,
  userSeCode: 14,
  insttCode: VOTE,
  password: 'Vote!2026lab',
};
const ELECTION_NM = `시험 보궐선거 ${tag}`;
const MEMBER: TestAccount = {
  userId: `labmem${tag}`,
  userNm: '토지인',
  emailaddr: `lab.member.${tag}@example.com`,
  userSeCode: 12,
  insttCode: HOLDER,
  password: 'Land!2026lab',
};

interface LabHook {
  __nuriMap?: {
    map: {
      getLayers(): { getArray(): { get(key: string): unknown; getSource(): { getFeatures(): { get(k: string): unknown; getGeometry(): { getExtent(): number[] } }[] } }[] };
      getPixelFromCoordinate(c: number[]): number[] | null;
      renderSync(): void;
    };
    renderedPixel(x: number, y: number): Rgba;
  };
}

/** The card of an app on /serviceLab. */
const card = (p: Page, name: string) => p.getByRole('listitem').filter({ has: p.getByRole('heading', { name: new RegExp(name) }) });

describe('service lab', () => {
  let db: Client;

  beforeAll(async () => {
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    for (const code of [PLAIN, HOLDER]) await db.query(`INSERT INTO instt (instt_code, instt_nm) VALUES ($1, $2)`, [code, `서비스랩 기관 ${code}`]);
    await db.query(`UPDATE subscription SET addon_codes = $2 WHERE instt_code = $1`, [HOLDER, ['LUCKY_MAP', 'LAND_BUNDLE', 'ELECTION_MAP']]);
    await db.query(`INSERT INTO instt (instt_code, instt_nm) VALUES ($1, '선거 관리 기관') ON CONFLICT (instt_code) DO NOTHING`, [VOTE]);
    await insertAccount(db, VOTE_ADMIN);
    await insertAccount(db, MEMBER);
  });
  afterAll(async () => {
    await db.query(`DELETE FROM lab_election WHERE sg_nm = $1`, [ELECTION_NM]);
    await db.query(`DELETE FROM lab_land_bundle WHERE register_id = $1`, [MEMBER.userId]);
    await deleteAccounts(db, [VOTE_ADMIN.userId, MEMBER.userId]);
    await db.query(`DELETE FROM instt WHERE instt_code = ANY($1)`, [[PLAIN, HOLDER]]);
    await db.end();
  });

  it('marks the add-ons an institution lacks, and explains them instead of opening', async () => {
    const p = page();
    await open(p, `/${PLAIN}/serviceLab`);
    await shown(p.getByRole('heading', { name: '서비스 랩', level: 1 }));
    const lucky = card(p, '행운지도');
    await shown(lucky);
    expect(await lucky.getAttribute('data-add-on')).toBe('Y');
    await shown(lucky.getByText('부가 서비스', { exact: true }));
    for (const name of ['토지 묶음', '선거지도']) expect(await card(p, name).getAttribute('data-add-on')).toBe('Y');
    expect(await card(p, '테마지도 서비스').getAttribute('data-add-on')).toBe('N');
    await lucky.getByRole('button', { name: '새 창에서 열기' }).click();
    const dialog = await shown(p.getByRole('alertdialog').or(p.getByRole('dialog')).first());
    expect(await dialog.innerText()).toContain('행운지도은(는) 부가 서비스입니다');
    await dialog.getByRole('button').first().click();

    // The same add-on opened directly from that institution's site explains itself too.
    await open(p, `/${PLAIN}/serviceLab/luckyMap`);
    await shown(p.getByRole('heading', { name: '부가 서비스 안내' }));
  });

  it('shows the provider site the add-ons of the plans', async () => {
    const p = page();
    await open(p, '/serviceLab');
    await shown(card(p, '선거지도'));
    for (const name of ['행운지도', '토지 묶음', '선거지도']) expect(await card(p, name).getAttribute('data-add-on')).toBe('Y');
    const link = card(p, '토지 묶음').getByRole('link', { name: '새 창에서 열기' });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    expect(await link.getAttribute('href')).toBe('/serviceLab/landBundle');
  });

  it('opens the lucky map in a new window with its points', async () => {
    const p = page();
    await open(p, `/${HOLDER}/serviceLab`);
    const lucky = card(p, '행운지도');
    await shown(lucky);
    expect(await lucky.getAttribute('data-add-on')).toBe('N');
    const [win] = await Promise.all([p.context().waitForEvent('page'), lucky.getByRole('link', { name: '새 창에서 열기' }).click()]);
    try {
      await win.waitForLoadState('domcontentloaded');
      expect(new URL(win.url()).pathname).toBe(`/${HOLDER}/serviceLab/luckyMap`);
      await shown(win.getByRole('heading', { name: '행운지도', level: 1 }));
      const count = await shown(win.getByTestId('lucky-count'), 30_000);
      expect(await count.innerText()).toMatch(/행운 장소 \d{3}곳/);
      await win.waitForFunction(() => Number(document.querySelector('[data-testid="lucky-map"]')?.getAttribute('data-point-count')) >= 300);

      // A region filter narrows the points; a place from the list opens its popup.
      await win.getByLabel('지역').selectOption('제주특별자치도');
      await win.waitForFunction(() => Number(document.querySelector('[data-testid="lucky-map"]')?.getAttribute('data-point-count')) === 8);
      await win.getByRole('listitem').getByRole('button').first().click();
      const popup = await shown(win.getByTestId('lucky-popup'));
      expect(await popup.innerText()).toContain('제주특별자치도');

      // "Near me" in Busan: the nearest places first, with their distance.
      await win.getByLabel('지역').selectOption('');
      await win.context().grantPermissions(['geolocation']);
      await win.context().setGeolocation({ latitude: 35.16, longitude: 129.06 });
      await win.getByRole('button', { name: '내 주변' }).click();
      await shown(win.getByRole('button', { name: '주변 검색 해제' }));
      const first = win.getByRole('listitem').getByRole('button').first();
      await win.waitForFunction(() => /거리/.test(document.querySelector('.lab-list li')?.textContent ?? ''));
      expect(await first.innerText()).toMatch(/(부산|해운대구|부산진구|사하구|동래구).*\n.*\d+(\.\d)?k?m 거리/s);
    } finally {
      await win.close();
    }
  });

  it('colours the districts of the election map by winner and shows a district detail', async () => {
    const p = page();
    await enableMapHook(p);
    await open(p, '/serviceLab/electionMap');
    await shown(p.getByRole('heading', { name: '선거지도', level: 1 }));
    await shown(p.getByTestId('election-turnout'), 30_000);
    expect(await p.getByLabel('선거', { exact: true }).inputValue()).not.toBe('');
    const jongno = p.getByTestId('election-districts').getByRole('listitem').filter({ hasText: '종로구' });
    const color = (await jongno.getAttribute('data-color')) ?? '';
    expect(color).toMatch(/^#[0-9a-f]{6}$/);
    expect(color).not.toBe('#ced4da');

    // The map draws 종로구 in its winner's colour (75 % over the base map).
    await p.waitForFunction(() => {
      const hook = (window as unknown as LabHook).__nuriMap;
      const layer = hook?.map.getLayers().getArray().find((l) => l.get('nuriLabLayer') === 'election');
      return (layer?.getSource().getFeatures().length ?? 0) === 25;
    });
    const drawn = await p.evaluate(() => {
      const hook = (window as unknown as LabHook).__nuriMap;
      if (!hook) throw new Error('no map hook');
      hook.map.renderSync();
      const layer = hook.map.getLayers().getArray().find((l) => l.get('nuriLabLayer') === 'election');
      const f = layer?.getSource().getFeatures().find((x) => x.get('signguCode') === '11110');
      if (!f) throw new Error('no 종로구');
      const [minx, miny, maxx, maxy] = f.getGeometry().getExtent();
      // Off the label in the middle, inside the square district.
      const pixel = hook.map.getPixelFromCoordinate([minx + (maxx - minx) * 0.2, miny + (maxy - miny) * 0.2]);
      if (!pixel) throw new Error('no pixel');
      return hook.renderedPixel(pixel[0], pixel[1]);
    });
    const rgb = [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16));
    // Whatever the base map below, the winner's dominant channel stays dominant.
    const strongest = rgb.indexOf(Math.max(...rgb));
    const weakest = rgb.indexOf(Math.min(...rgb));
    expect(drawn[strongest] - drawn[weakest]).toBeGreaterThan(40);

    await jongno.getByRole('button').click();
    const detail = await shown(p.getByTestId('election-detail'));
    expect(await detail.getByRole('heading').innerText()).toBe('종로구 결과');
    expect(await detail.innerText()).toMatch(/투표율 \d+(\.\d)?%/);
    expect(await detail.locator('[data-winner="Y"]').count()).toBe(1);
    expect(await jongno.getAttribute('aria-current')).toBe('true');
  });

  it("embeds election management (561) in the election institution's admin, where its admin adds an election", async () => {
    const p = page();
    await loginAsAdmin(p, VOTE_ADMIN.userId, VOTE_ADMIN.password, VOTE_ADMIN.emailaddr);
    const menu = await shown(p.getByRole('navigation', { name: '관리자 메뉴' }));
    const group = menu.getByRole('button', { name: '서비스 랩 관리' });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await menu.getByRole('link', { name: '선거 관리', exact: true }).click();
    await shown(p.getByRole('heading', { level: 1, name: '선거 관리' }));
    const frameElement = await shown(p.locator('iframe.menu-frame-page__frame'));
    expect(await frameElement.getAttribute('src')).toBe(`/${VOTE}/serviceLab/electionManage`);

    const frame = p.frameLocator('iframe.menu-frame-page__frame');
    await shown(frame.getByTestId('election-manage'), 30_000);
    await shown(frame.getByText('제9회 서울특별시장 선거 (데모)'));
    const form = frame.locator('form').filter({ has: frame.getByLabel('선거명') }).first();
    await form.getByLabel('선거명').fill(ELECTION_NM);
    await form.getByLabel('선거일').fill('2026-10-16');
    await form.getByRole('button', { name: '저장' }).click();
    await shown(frame.getByRole('heading', { level: 2, name: ELECTION_NM }));
    const rows = await db.query(`SELECT othbc_at FROM lab_election WHERE sg_nm = $1`, [ELECTION_NM]);
    expect(rows.rows).toEqual([{ othbc_at: 'N' }]);
  });

  it('searches parcels, totals a land bundle, saves it for its member and downloads it', async () => {
    const p = page();
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    await open(p, `/${HOLDER}/serviceLab/landBundle`);
    await shown(p.getByRole('heading', { name: '토지 묶음', level: 1 }));
    await shown(p.getByRole('link', { name: '로그아웃' }));
    await p.getByRole('searchbox', { name: '지번 주소 검색' }).fill('창성동 1');
    await p.getByRole('button', { name: '검색', exact: true }).click();
    const results = await shown(p.getByTestId('land-results'));
    await shown(results.getByText('서울특별시 종로구 창성동 1', { exact: true }));
    for (const addr of ['서울특별시 종로구 창성동 1', '서울특별시 종로구 창성동 10-1'])
      await results.getByRole('button', { name: `묶음에 추가: ${addr}`, exact: true }).click();
    const bundle = p.getByTestId('land-bundle');
    await shown(bundle.getByRole('cell', { name: '서울특별시 종로구 창성동 10-1', exact: true }));
    const areas = await db.query(`SELECT sum(lndpcl_ar)::float8 AS total FROM lab_parcel WHERE jibun_addr = ANY($1)`, [
      ['서울특별시 종로구 창성동 1', '서울특별시 종로구 창성동 10-1'],
    ]);
    const total = (areas.rows[0] as { total: number }).total.toLocaleString('ko-KR', { maximumFractionDigits: 2 });
    expect(await p.getByTestId('land-total').innerText()).toBe(`총 2필지, 총면적 ${total}㎡`);
    await bundle.getByLabel('묶음 이름').fill('창성동 후보지');
    await bundle.getByRole('button', { name: '저장', exact: true }).click();
    await shown(p.getByTestId('land-bundles').getByText('창성동 후보지'));
    const saved = await db.query(`SELECT bundle_nm, instt_code FROM lab_land_bundle WHERE register_id = $1`, [MEMBER.userId]);
    expect(saved.rows).toEqual([{ bundle_nm: '창성동 후보지', instt_code: HOLDER }]);
    const [download] = await Promise.all([p.waitForEvent('download'), bundle.getByRole('button', { name: 'CSV 내려받기' }).click()]);
    expect(download.suggestedFilename()).toBe('창성동 후보지.csv');
  });
});
