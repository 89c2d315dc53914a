import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { enableMapHook, waitForState as waitForHookState } from './support/map-hook';
import { deleteAccounts, loginAsUser } from './support/login';
import { open, shown, selectTab } from './support/screens';
import { screenshotsAtBothSizes } from './support/screenshots';
import { institutionWithMember, loadDemoGazetteer } from './support/institution-member';

// Issue 23 in the browser: type an address in the map builder, pick a suggestion, the map
// centres on it with a marker and a popup; the district search highlights 종로구; the simple
// map offers the same search instead of saying it is not offered.

const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `admaster${tag}`,
  userNm: '주소검',
  emailaddr: `ad.master.${tag}@example.com`,
  password: 'Seoul!2026addr',
  insttCode: `ad-${tag}`,
  insttNm: `누리 주소검색 ${tag}`,
};

const MEMBER = { userId: `aduser${tag}`, userNm: '김주소', emailaddr: `ad.user.${tag}@example.com`, password: 'Busan!2026addr' };

interface MapState {
  projection: string;
  center: number[];
  zoom: number | null;
  extentLonLat: number[];
}

interface AddressLayerState {
  points: number[][];
  polygons: number;
}

const waitForState = (p: Page, check: (s: MapState) => boolean, what: string, timeout?: number) =>
  waitForHookState<MapState>(p, check, what, timeout);

interface OlLike {
  getLayers(): { getArray(): { get(key: string): unknown; getSource(): { getFeatures(): { getGeometry(): { getType(): string; getCoordinates(): unknown } }[] } }[] };
  getView(): { getProjection(): { getCode(): string } };
}

/** Web Mercator metres → lon/lat. */
const mercatorToLonLat = ([x, y]: number[]) => [
  (x / 6378137) * (180 / Math.PI),
  (Math.atan(Math.exp(y / 6378137)) * 2 - Math.PI / 2) * (180 / Math.PI),
];

/** What the address layer (nuriAddressLayer) holds: marker points in lon/lat and polygon count. */
async function addressLayer(p: Page): Promise<AddressLayerState> {
  const raw = await p.evaluate(() => {
    const map = (window as unknown as { __nuriMap: { map: OlLike } }).__nuriMap.map;
    const layer = map.getLayers().getArray().find((l) => l.get('nuriAddressLayer'));
    const features = layer ? layer.getSource().getFeatures() : [];
    return {
      projection: map.getView().getProjection().getCode(),
      points: features.filter((f) => f.getGeometry().getType() === 'Point').map((f) => f.getGeometry().getCoordinates() as number[]),
      polygons: features.filter((f) => f.getGeometry().getType().includes('Polygon')).length,
    };
  });
  return { points: raw.projection === 'EPSG:3857' ? raw.points.map(mercatorToLonLat) : raw.points, polygons: raw.polygons };
}

describe('address and district search (issue 23)', () => {
  let db: Client;
  beforeAll(async () => {
    loadDemoGazetteer();
    ({ db } = await institutionWithMember(ADMIN, MEMBER));
  }, 180_000);

  afterAll(async () => {
    if (db) {
      await deleteAccounts(db, [MEMBER.userId]).catch(() => undefined);
      await db.end();
    }
  });

  it('builder: a suggestion picked while typing centres the map on the address with a marker and popup', async () => {
    const p = page();
    await enableMapHook(p);
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    await open(p, `/${ADMIN.insttCode}/builder`);
    await shown(p.getByRole('textbox', { name: '지도 제목' }), 30_000);
    await selectTab(p.getByRole('tab', { name: '주소 검색' }));
    const box = p.getByRole('combobox', { name: '주소 또는 건물명' });
    await box.pressSequentially('세종대로 209', { delay: 40 });
    const option = p.getByRole('option', { name: /서울특별시 종로구 세종대로 209 \(정부서울청사\)/ });
    await shown(option, 15_000);
    await option.click();
    const popup = p.getByTestId('address-popup');
    await shown(popup.getByText('서울특별시 종로구 세종대로 209 (정부서울청사)'));
    const lon = Number(await popup.getAttribute('data-lon'));
    const lat = Number(await popup.getAttribute('data-lat'));
    expect(lon).toBeGreaterThan(124);
    expect(lat).toBeGreaterThan(33);
    const state = await waitForState(
      p,
      (s) => {
        const [x, y] = s.projection === 'EPSG:3857' ? mercatorToLonLat(s.center) : s.center;
        return Math.abs(x - lon) < 0.0005 && Math.abs(y - lat) < 0.0005 && (s.zoom ?? 0) >= 15;
      },
      'the map centred on the address',
    );
    expect(state.zoom).toBeGreaterThanOrEqual(15);
    const layer = await addressLayer(p);
    expect(layer.points).toHaveLength(1);
    const [mx, my] = layer.points[0];
    expect(Math.abs(mx - lon)).toBeLessThan(0.00001);
    expect(Math.abs(my - lat)).toBeLessThan(0.00001);

    // The district search highlights 종로구 and zooms to it.
    const district = p.getByRole('form', { name: '행정구역 검색' });
    await district.getByRole('searchbox', { name: '행정구역 이름' }).fill('종로구');
    await district.getByRole('button', { name: '검색' }).click();
    await shown(district.getByText('서울특별시 종로구을(를) 지도에 표시했습니다.'));
    expect(await district.getByRole('button', { name: '서울특별시 종로구' }).getAttribute('aria-pressed')).toBe('true');
    const highlighted = await addressLayer(p);
    expect(highlighted.polygons).toBe(1);
    await waitForState(p, (s) => s.extentLonLat[2] - s.extentLonLat[0] > 0.03, 'the view zoomed out to the district');
    await screenshotsAtBothSizes(p, 'issue23-builder-district', p.getByTestId('map'));
  });

  it('simple map: the address search replaces the old "not offered" note', async () => {
    const p = page();
    await enableMapHook(p);
    await open(p, `/${ADMIN.insttCode}/simpleMap`);
    await shown(p.getByRole('heading', { name: '간편 모드' }), 30_000);
    expect(await p.getByText('제공하지 않습니다').count()).toBe(0);
    const box = p.getByRole('combobox', { name: '주소 또는 건물명' });
    await box.fill('서울특별시청');
    await box.press('Enter');
    await shown(p.getByTestId('address-popup').getByText('서울특별시 중구 세종대로 110 (서울특별시청)'), 15_000);
    expect((await addressLayer(p)).points).toHaveLength(1);
    await screenshotsAtBothSizes(p, 'issue23-simple-map-address', p.getByTestId('address-popup'));
  });
});
