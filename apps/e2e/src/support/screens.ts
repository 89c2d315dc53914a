import type { Locator, Page } from 'playwright-core';
import { baseUrl } from './server-config';

/** Opens `path` on the server under test and waits for the document. */
export async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
  if (!response || response.status() !== 200) {
    throw new Error(`GET ${path} answered ${response?.status() ?? 'nothing'}`);
  }
}

/** Resolves once the locator shows; fails the test with Playwright's timeout message otherwise. */
export async function shown(locator: Locator, timeout = 15_000): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout });
  return locator;
}

/**
 * Resolves once a form control holds `expected` (a select shows its value only once its options
 * have loaded); fails naming the last value seen otherwise.
 */
export async function valueShown(locator: Locator, expected: string, timeout = 15_000): Promise<void> {
  const until = Date.now() + timeout;
  let seen = '';
  while (Date.now() < until) {
    seen = await locator.inputValue();
    if (seen === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`expected the value ${expected}, the control holds "${seen}"`);
}

export const CHECK_LABELS = {
  ko: { db: '데이터베이스', redis: '캐시(Redis)', queue: '작업 큐', gdal: '공간정보 변환(GDAL)' },
  en: { db: 'Database', redis: 'Cache (Redis)', queue: 'Job queue', gdal: 'Spatial conversion (GDAL)' },
} as const;

/** The status cell of one check in the "service status" panel, once the panel has loaded. */
export async function checkStatus(page: Page, label: string): Promise<string> {
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  const cell = await shown(row.getByRole('cell').first());
  return (await cell.textContent())?.trim() ?? '';
}

/** Every check of the status panel with its shown status, in the panel's labels. */
export async function allCheckStatuses(
  page: Page,
  labels: Record<string, string>,
): Promise<Record<string, string>> {
  const entries = await Promise.all(
    Object.values(labels).map(async (label) => [label, await checkStatus(page, label)] as const),
  );
  return Object.fromEntries(entries);
}

/**
 * Resolves once the locator's box has stayed the same for a few frames (images above it loaded,
 * panels settled): a drag started while the list still moves lands somewhere else.
 */
export async function settledBox(locator: Locator, timeout = 10_000): Promise<void> {
  const end = Date.now() + timeout;
  let last = '';
  let same = 0;
  while (Date.now() < end) {
    const box = JSON.stringify(await locator.boundingBox());
    same = box === last ? same + 1 : 0;
    if (same >= 3) return;
    last = box;
    await locator.page().waitForTimeout(100);
  }
  throw new Error(`the element kept moving for ${timeout} ms`);
}

/**
 * Drags one element onto a point of another the way a hand does: press on the source, move to
 * the target in small steps, settle there, release. Playwright's one-shot `dragTo` sometimes
 * releases before Chromium has started the HTML5 drag (no dragover reaches the target), which
 * made the TOC reorder step flaky in CI.
 */
export async function dragOnto(
  source: Locator,
  target: Locator,
  at: { x: number; y: number },
): Promise<void> {
  // Both ends in view first: a target below the fold (a taller header, a longer panel) would be
  // dropped on at a point outside the window, where no drop happens.
  await target.scrollIntoViewIfNeeded();
  await source.scrollIntoViewIfNeeded();
  await settledBox(source);
  await settledBox(target);
  const page = source.page();
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 4 });
  await page.mouse.move(to.x + at.x, to.y + at.y, { steps: 12 });
  await page.waitForTimeout(100);
  await page.mouse.move(to.x + at.x + 1, to.y + at.y, { steps: 2 });
  await page.mouse.up();
}

/**
 * Selects a tab and resolves once it is the selected one. A click that lands while the page above
 * the tab list is still settling (counts or a header loading in) can miss the tab; the click is
 * then repeated, up to three times, and the test fails naming the tab if it never takes.
 */
export async function selectTab(tab: Locator, timeout = 15_000): Promise<void> {
  await shown(tab, timeout);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (attempt > 0 || (await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
    const selected = await tab
      .page()
      .waitForFunction((el) => el?.getAttribute('aria-selected') === 'true', await tab.elementHandle(), {
        timeout: 3_000,
      })
      .then(() => true)
      .catch(() => false);
    if (selected) return;
  }
  throw new Error(`the tab "${(await tab.textContent())?.trim() ?? ''}" did not become selected`);
}
