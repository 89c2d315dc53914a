import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import type { Locator, Page } from 'playwright-core';
import { apiCall, uploadLayerFile, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { deleteAccounts, loginAsUser } from './support/login';
import { enableMapHook, mapSettled, waitForState } from './support/map-hook';
import { open, shown } from './support/screens';
import { SHOTS, screenshotsAtBothSizes } from './support/screenshots';
import { institutionWithMember } from './support/institution-member';

// Issue 24, print: an A4 PDF printed from a saved map with a categorised layer holds the title
// and the legend's labels as text (the embedded Korean font maps back to Unicode), and its map
// area is not blank once the page is rendered (pdf.js in the browser, pixel spread and the
// layer's class colour); a PNG printed from the themed-app viewer has the paper's pixels at the
// chosen dpi and a drawn map. axe checks the dialog; screenshots at 1440 and 390.

const DATA_DIR = process.env.SHARED_DATA_DIR ?? '/work/shared/data';
const SHAPEFILE = `${DATA_DIR}/seoul_districts_5186_cp949.zip`;
const OFFLINE = 'OFFLINE_WORLD';
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));
const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `mprint${tag}`,
  userNm: '도인쇄',
  emailaddr: `m.print.${tag}@example.com`,
  password: 'Seoul!2026map',
  insttCode: `mp-${tag}`,
  insttNm: `누리 인쇄 ${tag}`,
};
const MEMBER = { userId: `mpuser${tag}`, userNm: '김인쇄', emailaddr: `mp.user.${tag}@example.com`, password: 'Busan!2026map' };
const MAP_TITLE = `서울 자치구 인쇄 ${tag}`;
const LAYER_NM = `자치구 구분 ${tag}`;
const RED = '#d7263d';
const symbol = (fill: string) => ({ fillColor: fill, strokeColor: '#333333', strokeWidth: 1, pointShape: 'circle', pointRadius: 5 });
const STYLE = {
  kind: 'categorized',
  column: 'gu_nm',
  base: symbol('#9e9e9e'),
  classes: [
    { value: '종로구', label: '종로구', symbol: symbol(RED) },
    { value: '중구', label: '중구', symbol: symbol('#1b6ac9') },
    { value: '용산구', label: '용산구', symbol: symbol('#2a9d3f') },
  ],
  label: { enabled: false, column: null, fontSize: 12, color: '#222222', haloColor: '#ffffff', haloWidth: 2 },
};
const LEGEND_LABELS = [LAYER_NM, '종로구', '중구', '용산구', '기타'];

interface PageCheck {
  pages: number;
  widthPt: number;
  heightPt: number;
  text: string;
  /** Standard deviation of the luminance inside the map frame, and the share of pixels near the red class. */
  spread: number;
  red: number;
  /** Share of dark pixels where the title is drawn (the embedded glyphs render). */
  titleInk: number;
}

/** Serves pdf.js (the npm package) to the page at /__pdfjs/ for reading a downloaded PDF. */
async function servePdfJs(p: Page): Promise<void> {
  await p.route('**/__pdfjs/**', (route) => {
    const file = new URL(route.request().url()).pathname.replace('/__pdfjs/', '');
    return route.fulfill({ path: path.join(PDFJS_DIR, 'build', path.basename(file)), contentType: 'text/javascript' });
  });
}

interface Region {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Reads the PDF with pdf.js in the page: its text, and its first page rendered, with the spread
 * of the luminance, the share of pixels near the red class and the share of dark (ink) pixels
 * inside each region (mm).
 */
async function readPdf(p: Page, bytes: Buffer, regions: Record<'map' | 'title', Region>): Promise<PageCheck> {
  // A string, so that the test's CommonJS build leaves the module import alone.
  await p.evaluate(`import('${new URL(p.url()).origin}/__pdfjs/pdf.min.mjs').then((m) => { window.__pdfjs = m; })`);
  return p.evaluate(
    async ({ base64, regions }) => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const pdfjs = (window as any).__pdfjs;
      pdfjs.GlobalWorkerOptions.workerSrc = `${location.origin}/__pdfjs/pdf.worker.min.mjs`;
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const doc = await pdfjs.getDocument({ data }).promise;
      const first = await doc.getPage(1);
      const content = await first.getTextContent();
      const text = content.items.map((i: { str?: string }) => i.str ?? '').join('\n');
      const [, , widthPt, heightPt] = first.view;
      const scale = 2;
      const viewport = first.getViewport({ scale });
      const canvas = document.createElement('canvas');
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      const ctx = canvas.getContext('2d')!;
      await first.render({ canvasContext: ctx, viewport, canvas }).promise;
      const pxPerMm = (72 / 25.4) * scale;
      const stats = (r: { x: number; y: number; w: number; h: number }) => {
        const img = ctx.getImageData(Math.round(r.x * pxPerMm), Math.round(r.y * pxPerMm), Math.round(r.w * pxPerMm), Math.round(r.h * pxPerMm)).data;
        let sum = 0;
        let sq = 0;
        let red = 0;
        let dark = 0;
        const n = img.length / 4;
        for (let i = 0; i < img.length; i += 4) {
          const l = 0.299 * img[i] + 0.587 * img[i + 1] + 0.114 * img[i + 2];
          sum += l;
          sq += l * l;
          if (img[i] > 170 && img[i + 1] < 90 && img[i + 2] < 100) red += 1;
          if (l < 100) dark += 1;
        }
        const mean = sum / n;
        return { spread: Math.sqrt(sq / n - mean * mean), red: red / n, dark: dark / n };
      };
      const map = stats(regions.map);
      return { pages: doc.numPages, widthPt, heightPt, text, spread: map.spread, red: map.red, titleInk: stats(regions.title).dark };
    },
    { base64: bytes.toString('base64'), regions },
  );
}

/** The PNG's size (IHDR) and, decoded in the page, the spread of the luminance inside a frame (fractions of the page). */
async function readPng(p: Page, bytes: Buffer, frame: { x: number; y: number; w: number; h: number }): Promise<{ width: number; height: number; spread: number; red: number }> {
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const measured = await p.evaluate(
    async ({ base64, frame }) => {
      const blob = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/png' });
      const bitmap = await createImageBitmap(blob);
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const img = ctx.getImageData(Math.round(frame.x * bitmap.width), Math.round(frame.y * bitmap.height), Math.round(frame.w * bitmap.width), Math.round(frame.h * bitmap.height)).data;
      let sum = 0;
      let sq = 0;
      let red = 0;
      const n = img.length / 4;
      for (let i = 0; i < img.length; i += 4) {
        const l = 0.299 * img[i] + 0.587 * img[i + 1] + 0.114 * img[i + 2];
        sum += l;
        sq += l * l;
        if (img[i] > 170 && img[i + 1] < 90 && img[i + 2] < 100) red += 1;
      }
      const mean = sum / n;
      return { spread: Math.sqrt(sq / n - mean * mean), red: red / n };
    },
    { base64: bytes.toString('base64'), frame },
  );
  return { width, height, ...measured };
}

/** Serious and critical axe violations inside the dialog. */
async function axeViolations(p: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page: p }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target.join(' ')})`);
}

/** Starts the print and returns the downloaded file's name and bytes. */
async function printFile(p: Page, dialog: Locator): Promise<{ name: string; bytes: Buffer }> {
  const downloaded = p.waitForEvent('download', { timeout: 90_000 });
  await dialog.getByRole('button', { name: '인쇄 파일 만들기' }).click();
  const download = await downloaded;
  const file = await download.path();
  await shown(dialog.getByText(/파일을 내려받았습니다/), 10_000);
  const bytes = readFileSync(file);
  // Kept beside the screenshots, to look at.
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(path.join(SHOTS, `print-${download.suggestedFilename().replace(/^.*_(A\d_[PL]_\d+dpi)_.*\.(\w+)$/, '$1.$2')}`), bytes);
  return { name: download.suggestedFilename(), bytes };
}

describe('print to PDF and PNG (issue 24)', () => {
  let db: Client;
  let userMapId: string;
  let appId: string;

  beforeAll(async () => {
    const member = await institutionWithMember(ADMIN, MEMBER);
    db = member.db;
    const token = member.token;
    const { lyrId } = await uploadLayerFile(token, SHAPEFILE, { uploadType: 'shp', lyrNm: LAYER_NM });
    ({ userMapId } = await apiCall<{ userMapId: string }>(
      'POST',
      '/api/webmap',
      {
        userMapSj: MAP_TITLE,
        userMapCn: '자치구 구분 인쇄',
        bcrnMapId: OFFLINE,
        view: { projection: 'EPSG:3857', center: [14135500, 4518500], zoom: 12 },
        toc: [{ lyrGroupSeCode: '02', lyrId, tocNm: LAYER_NM, visibleAt: 'Y', opacity: 1, clusterAt: 'N', style: STYLE }],
      },
      token,
    ));
    ({ webappTmplatId: appId } = await apiCall<{ webappTmplatId: string }>(
      'POST',
      '/api/webapp/tmplat',
      { webappTmplatSj: `인쇄 앱 ${tag}`, webappTmplatTyCode: 'SIMPLE', detailSetting: { mainTab: [{ tabName: '자치구', webmap: { userMapId } }] } },
      token,
    ));
    await apiCall('POST', `/api/webapp/tmplat/${appId}/shares/all`, {}, token);
  }, 180_000);

  afterAll(async () => {
    if (db) {
      await deleteAccounts(db, [MEMBER.userId]).catch(() => undefined);
      await db.end();
    }
  });

  it('prints an A4 PDF from the builder with the title and legend as text and a drawn map', async () => {
    const p = page();
    await p.setViewportSize({ width: 1440, height: 900 });
    await enableMapHook(p);
    await servePdfJs(p);
    await loginAsUser(p, MEMBER.userId, MEMBER.password);
    await open(p, `/${ADMIN.insttCode}/builder/${userMapId}`);
    await shown(p.getByRole('textbox', { name: '지도 제목' }), 30_000);
    await waitForState<{ layers: unknown[] }>(p, (s) => s.layers.length === 1, 'the styled layer');

    await p.getByRole('button', { name: '인쇄', exact: true }).click();
    const dialog = await shown(p.getByRole('dialog', { name: '지도 인쇄' }));
    // The title defaults to the map's; focus is inside the dialog.
    expect(await dialog.getByRole('textbox', { name: '제목' }).inputValue()).toBe(MAP_TITLE);
    expect(await p.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    for (const name of ['A4', '가로', '150 dpi', 'PDF']) expect(await dialog.getByRole('radio', { name, exact: true }).isChecked()).toBe(true);
    for (const name of ['범례', '축척 막대', '방위 표시', '날짜', '출처 표시']) expect(await dialog.getByRole('checkbox', { name }).isChecked()).toBe(true);
    expect(await axeViolations(p)).toEqual([]);
    await screenshotsAtBothSizes(p, 'print-dialog', dialog);
    await p.setViewportSize({ width: 1440, height: 900 });

    // An empty title is refused with the reason.
    await dialog.getByRole('textbox', { name: '제목' }).fill('');
    await shown(dialog.getByText('인쇄할 제목을 입력하세요.'));
    expect(await dialog.getByRole('button', { name: '인쇄 파일 만들기' }).isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: '제목' }).fill(MAP_TITLE);

    const { name, bytes } = await printFile(p, dialog);
    expect(name).toMatch(/_A4_L_150dpi_\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The Korean font is embedded (a subset, not the 5 MB file).
    expect(bytes.includes(Buffer.from('/FontFile2'))).toBe(true);
    expect(bytes.length).toBeLessThan(4_000_000);

    // A4 landscape: margin 10 mm, header 13 mm, legend column 58 mm + 5 mm, attribution 7 mm.
    const check = await readPdf(p, bytes, { map: { x: 20, y: 33, w: 194, h: 140 }, title: { x: 10, y: 12, w: 90, h: 9 } });
    expect(check.pages).toBe(1);
    expect(Math.round(check.widthPt)).toBe(842);
    expect(Math.round(check.heightPt)).toBe(595);
    expect(check.text).toContain(MAP_TITLE);
    for (const label of LEGEND_LABELS) expect(check.text.split('\n')).toContain(label);
    expect(check.text).toMatch(/축척 1:[\d,]+/);
    expect(check.text).toMatch(/배경지도: .+ · 누리지도/);
    // The Korean title is drawn with the embedded font's glyphs (not only mapped to text).
    expect(check.titleInk).toBeGreaterThan(0.04);
    // Not blank: the luminance varies and the red class (종로구) is drawn.
    expect(check.spread).toBeGreaterThan(12);
    expect(check.red).toBeGreaterThan(0.002);

    await p.keyboard.press('Escape');
    await p.getByRole('dialog', { name: '지도 인쇄' }).waitFor({ state: 'hidden' });
  }, 180_000);

  it('prints an A4 portrait PNG at 150 dpi from the themed-app viewer (an anonymous reader)', async () => {
    const p = page();
    await p.setViewportSize({ width: 1440, height: 900 });
    await enableMapHook(p);
    await open(p, `/apps/${appId}`);
    await waitForState<{ layers: unknown[] }>(p, (s) => s.layers.length === 1, 'the app map', 30_000);
    await mapSettled(p);
    const printButton = await shown(p.getByRole('button', { name: '인쇄', exact: true }), 20_000);
    await printButton.click();
    const dialog = await shown(p.getByRole('dialog', { name: '지도 인쇄' }));
    expect(await dialog.getByRole('textbox', { name: '제목' }).inputValue()).toBe(MAP_TITLE);
    await dialog.getByRole('radio', { name: '세로', exact: true }).check();
    await dialog.getByRole('radio', { name: 'PNG', exact: true }).check();
    await shown(dialog.getByText(/1,240 × 1,754 픽셀/));
    expect(await axeViolations(p)).toEqual([]);

    const { name, bytes } = await printFile(p, dialog);
    expect(name).toMatch(/_A4_P_150dpi_.*\.png$/);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    // A4 portrait at 150 dpi; the map frame's middle (the legend is the band under it).
    const png = await readPng(p, bytes, { x: 0.15, y: 0.15, w: 0.7, h: 0.4 });
    expect({ width: png.width, height: png.height }).toEqual({ width: 1240, height: 1754 });
    expect(png.spread).toBeGreaterThan(12);
    expect(png.red).toBeGreaterThan(0.002);

    // The button over the viewer's map, on a desktop and a phone.
    await p.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await screenshotsAtBothSizes(p, 'print-viewer', printButton);
  }, 180_000);
});
