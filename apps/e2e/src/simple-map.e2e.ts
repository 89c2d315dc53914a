import type { Page } from 'playwright-core';
import { signUpInstitution, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { enableMapHook, waitForState as waitForHookState } from './support/map-hook';
import { open, shown } from './support/screens';

// The simple map (spec 001 §2, issue 7): a base map, coordinate search in longitude/latitude and
// in EPSG:5186, my location, measuring, and nothing saved. Moved out of map-builder.e2e.ts.

const OFFLINE = 'OFFLINE_WORLD';
const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `smmaster${tag}`,
  userNm: '간지도',
  emailaddr: `sm.master.${tag}@example.com`,
  password: 'Seoul!2026map',
  insttCode: `sm-${tag}`,
  insttNm: `누리 간편지도 ${tag}`,
};

interface MapState {
  baseMapId: string | null;
  projection: string;
  center: number[];
  zoom: number | null;
}

const waitForState = (p: Page, check: (s: MapState) => boolean, what: string, timeout?: number) =>
  waitForHookState<MapState>(p, check, what, timeout);

describe('simple map', () => {
  beforeAll(async () => {
    await signUpInstitution(ADMIN);
  }, 60_000);

  it('simple map: base map, coordinate search in lon/lat and EPSG:5186, measuring, nothing saved', async () => {
    const p = page();
    await enableMapHook(p);
    await open(p, `/${ADMIN.insttCode}/simpleMap`);
    await shown(p.getByRole('heading', { name: '간편 모드' }), 30_000);
    await shown(p.getByText('간편 모드에서는 레이어를 저장하지 않습니다.'));
    await waitForState(p, (s) => s.baseMapId === `${OFFLINE}|`, 'the offline base map');
    // No parcel lookup or road view here; no save button.
    expect(await p.getByRole('button', { name: '필지 조회' }).count()).toBe(0);
    expect(await p.getByRole('button', { name: '저장', exact: true }).count()).toBe(0);

    // Busan City Hall by longitude/latitude.
    const form = p.getByRole('form', { name: '좌표 이동' });
    await form.getByRole('textbox', { name: 'X / 경도' }).fill('129.0756');
    await form.getByRole('textbox', { name: 'Y / 위도' }).fill('35.1796');
    await form.getByRole('button', { name: '이동' }).click();
    await waitForState(
      p,
      (s) => Math.abs(s.center[0] - 14368630) < 50 && Math.abs(s.center[1] - 4188315) < 50,
      'Busan in Web Mercator',
    );

    // The same place in EPSG:5186 metres; then an impossible input is refused with the explanation.
    await form.getByRole('combobox', { name: '좌표계' }).selectOption('5186');
    await form.getByRole('textbox', { name: 'X / 경도' }).fill('198000');
    await form.getByRole('textbox', { name: 'Y / 위도' }).fill('551000');
    await form.getByRole('button', { name: '이동' }).click();
    const seoul = await waitForState(
      p,
      (s) => Math.abs(s.center[0] - 14135000) < 3000 && Math.abs(s.center[1] - 4517000) < 3000,
      'central Seoul',
    );
    expect(seoul.projection).toBe('EPSG:3857');
    await form.getByRole('textbox', { name: 'X / 경도' }).fill('abc');
    await form.getByRole('button', { name: '이동' }).click();
    await shown(form.getByRole('alert'));

    // My location: refused permission has its own alert; with a position the view goes there.
    await p.getByRole('button', { name: '내 위치' }).click();
    const denied = await shown(
      p.getByRole('alertdialog').filter({ hasText: '위치 정보 사용 권한이 거부되었습니다.' }),
    );
    await denied.getByRole('button', { name: '확인' }).click();
    await p.context().grantPermissions(['geolocation']);
    await p.context().setGeolocation({ longitude: 126.5312, latitude: 33.4996 });
    await p.getByRole('button', { name: '내 위치' }).click();
    // Jeju in Web Mercator, at the desktop resolution (1.194 m/px ≈ zoom 17).
    const jeju = await waitForState(
      p,
      (s) => Math.abs(s.center[0] - 14085389) < 50 && Math.abs(s.center[1] - 3961807) < 50,
      'Jeju',
    );
    expect(jeju.zoom).toBeGreaterThanOrEqual(16);

    // Measure an area: the tooltip shows m² or km².
    await p.getByRole('button', { name: '면적 재기' }).click();
    const box = (await p.getByTestId('map').boundingBox())!;
    await p.mouse.click(box.x + box.width * 0.4, box.y + box.height * 0.4);
    await p.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.4);
    await p.mouse.dblclick(box.x + box.width * 0.5, box.y + box.height * 0.6);
    const tooltip = await shown(p.locator('.nuri-measure-tooltip--done'));
    expect((await tooltip.textContent())?.trim()).toMatch(/^\d+\.\d{2} (m²|km²)$/);
  });
});
