import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import type { Page } from 'playwright-core';
import { apiCall, apiLogin, signUpInstitution, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { overflowingElements } from './support/builder-panel';
import { enableMapHook, mapState, waitForState } from './support/map-hook';
import { deleteAccounts, insertAccount, loginAsUser } from './support/login';
import { open, shown, selectTab } from './support/screens';
import { ARTIFACTS_DIR, serverEnv, serverPort } from './support/server-config';

// Issue 20 in the browser: the upload's progress in the builder's side panel. An editor uploads
// a shapefile: the upload button is in view without sideways scrolling (the panel at its
// narrowest, 280 px, too), the progress bar goes through the job's stages, and after READY the
// result summary gives the features and the map holds the layer's extent; an import cancelled
// while it runs leaves no layer. The worker holds each import a moment through the development
// tools (PUT /api/dev/import-hold), so the stages and the cancel are seen for sure.
// Screenshots at 1440×900 and 390×844 are kept in apps/e2e/artifacts/.

const DATA_DIR = process.env.SHARED_DATA_DIR ?? '/work/shared/data';
// 25 Seoul districts (polygons, EPSG:5186, CP949).
const SHAPEFILE = `${DATA_DIR}/seoul_districts_5186_cp949.zip`;
const CANCELLED = '업로드를 취소했습니다. 레이어는 만들어지지 않았습니다.';

const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `upmaster${tag}`,
  userNm: '도진행',
  emailaddr: `up.master.${tag}@example.com`,
  password: 'Seoul!2026map',
  insttCode: `up-${tag}`,
  insttNm: `누리 진행 ${tag}`,
};
const EDITOR = {
  userId: `upuser${tag}`,
  userNm: '김진행',
  emailaddr: `up.user.${tag}@example.com`,
  password: 'Busan!2026map',
};

interface MapState {
  extentLonLat: number[];
  layers: { lyrId: string }[];
}

const contains = (outer: readonly number[], inner: readonly number[]) =>
  outer[0] <= inner[0] && outer[1] <= inner[1] && outer[2] >= inner[2] && outer[3] >= inner[3];

async function screenshot(p: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await p.screenshot({ path: path.join(ARTIFACTS_DIR, `issue20-upload-${name}.png`) });
}

const hold = (ms: number) => apiCall('PUT', '/api/dev/import-hold', { ms });

/** The upload form of the side panel (opening the panel sheet on a phone), with the file chosen. */
async function openUploadForm(p: Page, width: number, lyrNm: string) {
  await open(p, `/${ADMIN.insttCode}/builder`);
  await shown(p.getByRole('textbox', { name: '지도 제목' }), 30_000);
  if (width < 768) await p.getByRole('button', { name: '패널 열기' }).click();
  else {
    // The panel at its narrowest (280 px): the form still fits.
    await p.getByRole('separator', { name: '패널 너비 조절' }).press('Home');
    expect(Math.round((await p.locator('#mb-side').boundingBox())!.width)).toBe(280);
  }
  const panel = await shown(p.locator('#mb-side'));
  await selectTab(panel.getByRole('tab', { name: '레이어 업로드' }));
  await panel.getByLabel('파일 선택').setInputFiles(SHAPEFILE);
  await panel.getByRole('textbox', { name: '레이어 이름' }).fill(lyrNm);
  return panel;
}

describe('builder upload: progress bar, stages, result summary and cancel (issue 20)', () => {
  let db: Client;
  let token: string;

  beforeAll(async () => {
    await signUpInstitution(ADMIN);
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await insertAccount(db, { ...EDITOR, userSeCode: 11, insttCode: ADMIN.insttCode });
    token = await apiLogin(EDITOR.userId, EDITOR.password);
  }, 120_000);

  afterAll(async () => {
    await hold(0).catch(() => undefined);
    if (db) {
      await deleteAccounts(db, [EDITOR.userId]).catch(() => undefined);
      await db.end();
    }
  });

  it.each([
    [1440, 900],
    [390, 844],
  ])(
    'at %i×%i: the upload button in view, the bar through the stages, the summary and the map at the layer',
    async (width, height) => {
      const p = page();
      await p.setViewportSize({ width, height });
      await enableMapHook(p);
      await loginAsUser(p, EDITOR.userId, EDITOR.password);
      const lyrNm = `자치구 진행 ${width} ${tag}`;
      const panel = await openUploadForm(p, width, lyrNm);
      const submit = panel.getByRole('button', { name: '업로드', exact: true });
      await submit.scrollIntoViewIfNeeded();
      const [panelBox, buttonBox] = [(await panel.boundingBox())!, (await submit.boundingBox())!];
      expect(buttonBox.x).toBeGreaterThanOrEqual(panelBox.x);
      expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(panelBox.x + panelBox.width);
      expect(await overflowingElements(p.locator('#mb-side'))).toEqual([]);
      expect(await panel.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await hold(2500);
      await submit.click();
      const bar = await shown(panel.getByRole('progressbar', { name: '업로드 진행률' }));
      // The held import shows its converting stage on the bar, with Cancel offered.
      await shown(panel.locator('[role="progressbar"][aria-valuetext^="변환"]'), 30_000);
      expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
      await shown(
        panel
          .getByRole('list', { name: '업로드 단계' })
          .locator('[aria-current="step"]', { hasText: '변환' }),
      );
      await shown(panel.getByRole('button', { name: '업로드 취소' }));
      expect(await overflowingElements(p.locator('#mb-side'))).toEqual([]);
      await screenshot(p, `progress-${width}`);

      // READY: the summary with the features, the layer on the map, the view holding its extent.
      await shown(panel.getByText(`'${lyrNm}' 레이어를 만들었습니다.`), 60_000);
      const summary = await shown(panel.getByRole('region', { name: '가져오기 결과' }));
      expect(await summary.innerText()).toContain('피처 25건을 가져왔습니다.');
      const added = await waitForState<MapState>(
        p,
        (s) => s.layers.length === 1,
        'the uploaded layer',
        60_000,
      );
      const { bbox } = await apiCall<{ bbox: number[] }>(
        'GET',
        `/api/layers/${added.layers[0].lyrId}/bbox`,
        undefined,
        token,
      );
      await waitForState<MapState>(p, (s) => contains(s.extentLonLat, bbox), 'a view holding the layer');
      expect(contains((await mapState<MapState>(p)).extentLonLat, bbox)).toBe(true);
      await summary.scrollIntoViewIfNeeded();
      expect(await overflowingElements(p.locator('#mb-side'))).toEqual([]);
      await screenshot(p, `result-${width}`);
      await hold(0);
    },
    180_000,
  );

  it.each([
    [1440, 900],
    [390, 844],
  ])(
    'at %i×%i: cancelling a running import leaves no layer and says so',
    async (width, height) => {
      const p = page();
      await p.setViewportSize({ width, height });
      await loginAsUser(p, EDITOR.userId, EDITOR.password);
      const lyrNm = `취소할 자치구 ${width} ${tag}`;
      const panel = await openUploadForm(p, width, lyrNm);
      await hold(60_000);
      await panel.getByRole('button', { name: '업로드', exact: true }).click();
      await shown(panel.locator('[role="progressbar"][aria-valuetext^="변환"]'), 30_000);
      const [{ lyrId }] = (
        await db.query(
          `SELECT lyr_id AS "lyrId" FROM lyr WHERE lyr_nm = $1 AND lyr_sttus_code = 'IMPORTING'`,
          [lyrNm],
        )
      ).rows;
      await panel.getByRole('button', { name: '업로드 취소' }).click();
      await shown(panel.getByText(CANCELLED));
      expect(await panel.getByRole('status').filter({ hasText: CANCELLED }).innerText()).toContain('취소됨');
      await expect(panel.getByRole('progressbar').count()).resolves.toBe(0);
      await screenshot(p, `cancelled-${width}`);
      await hold(0);
      // Nothing of it stays: no layer row, no table; the import's connection is gone.
      const hex = lyrId.replace(/-/g, '');
      let left: Record<string, number> = {};
      for (let i = 0; i < 50; i++) {
        left = (
          await db.query(
            `SELECT (SELECT count(*)::int FROM lyr WHERE lyr_id = $1) AS rows,
             (SELECT count(*)::int FROM pg_tables WHERE schemaname = 'layers' AND tablename IN ('l_' || $2, 's_' || $2)) AS tables`,
            [lyrId, hex],
          )
        ).rows[0];
        if (!left.rows && !left.tables) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(left).toEqual({ rows: 0, tables: 0 });
      // The layer search does not find it; the form can be sent again.
      await expect(panel.getByRole('button', { name: '업로드', exact: true }).isEnabled()).resolves.toBe(
        true,
      );
    },
    180_000,
  );
});
