import type { Page } from 'playwright-core';
import { page } from './support/browser';
import { institutionAdminRoutes, openSettled, operatorRoutes, routeWalkers } from './support/app-routes';
import { loginAsAdmin } from './support/login';

// Issue 21 "grids fit": every admin grid is usable at 1280 px. The page never scrolls sideways;
// a grid wider than its box scrolls inside that box, and its last column (the delete or action
// column) is reachable there. The routes come from the menu seeds (GET /api/menu), each opened by
// the role whose menu lists it, so a new admin screen is measured without editing this test.

const walkers = routeWalkers('grid', {
  editor: '그리드 편집자',
  admin: '그리드 관리자',
  operator: '그리드 운영자',
});
const { insttCode: INSTT_CODE, insttAdmin: INSTT_ADMIN, operator: OPERATOR } = walkers;
beforeAll(() => walkers.setUp(`그리드 기관 ${walkers.tag}`));
afterAll(() => walkers.tearDown());
const VIEWPORT = { width: 1280, height: 800 };
const SYSTEM_TIMEOUT_MS = 300_000;

interface GridFit {
  label: string;
  headers: number;
  lastHeader: string;
  overflowing: boolean;
  overflowX: string;
  /** The last header cell lies inside the grid's box once the box is scrolled to its end. */
  lastReachable: boolean;
  boxInViewport: boolean;
}

interface PageFit {
  scrollWidth: number;
  innerWidth: number;
  grids: GridFit[];
}

/** The page's width against the window and, for each shown grid, whether its last column is reachable. */
function measure(): PageFit {
  const scrolling = document.scrollingElement ?? document.documentElement;
  const boxes = Array.from(document.querySelectorAll<HTMLElement>('.data-grid__scroll')).filter(
    (box) => box.getClientRects().length > 0,
  );
  const grids = boxes.map((box) => {
    const headers = Array.from(box.querySelectorAll<HTMLElement>('thead th'));
    const last = headers[headers.length - 1];
    const style = getComputedStyle(box);
    const overflowing = box.scrollWidth > box.clientWidth + 1;
    box.scrollLeft = box.scrollWidth;
    const outer = box.getBoundingClientRect();
    const cell = last?.getBoundingClientRect();
    const fit = {
      label: box.closest('.data-grid')?.querySelector('caption')?.textContent?.trim() ?? '',
      headers: headers.length,
      lastHeader: last?.textContent?.trim() ?? '',
      overflowing,
      overflowX: style.overflowX,
      lastReachable: Boolean(cell && cell.right <= outer.right + 1 && cell.left >= outer.left - 1),
      boxInViewport: outer.left >= -1 && outer.right <= window.innerWidth + 1,
    };
    box.scrollLeft = 0;
    return fit;
  });
  return { scrollWidth: scrolling.scrollWidth, innerWidth: window.innerWidth, grids };
}

/** What does not fit on one route, one line each; the number of grids measured. */
async function misfits(p: Page, path: string): Promise<{ problems: string[]; grids: number }> {
  const unsettled = await openSettled(p, path);
  if (unsettled) return { problems: [unsettled], grids: 0 };
  const fit = await p.evaluate(measure);
  const problems: string[] = [];
  if (fit.scrollWidth > fit.innerWidth)
    problems.push(`${path}: the page scrolls sideways (${fit.scrollWidth} > ${fit.innerWidth})`);
  for (const grid of fit.grids) {
    const name = `${path} [${grid.label}]`;
    if (grid.headers === 0) problems.push(`${name}: no column headers`);
    if (!grid.boxInViewport) problems.push(`${name}: the grid's box overflows the window`);
    if (grid.overflowing && !['auto', 'scroll'].includes(grid.overflowX))
      problems.push(`${name}: wider than its box without a scroll bar (overflow-x ${grid.overflowX})`);
    if (!grid.lastReachable) problems.push(`${name}: the last column "${grid.lastHeader}" cannot be reached`);
  }
  return { problems, grids: fit.grids.length };
}

async function walk(p: Page, paths: string[]): Promise<{ problems: string[]; grids: number }> {
  await p.setViewportSize(VIEWPORT);
  const all = { problems: [] as string[], grids: 0 };
  for (const path of [...new Set(paths)]) {
    const one = await misfits(p, path);
    all.problems.push(...one.problems);
    all.grids += one.grids;
  }
  return all;
}

describe('admin grids fit a 1280 × 800 window', () => {
  it(
    "the institution admin's screens",
    async () => {
      const p = page();
      const { menu, paths } = await institutionAdminRoutes(INSTT_CODE, await walkers.token(INSTT_ADMIN));
      expect(menu.length).toBeGreaterThan(5);
      await loginAsAdmin(p, INSTT_ADMIN.userId, INSTT_ADMIN.password, INSTT_ADMIN.emailaddr);
      const result = await walk(p, paths);
      expect(result.problems).toEqual([]);
      expect(result.grids).toBeGreaterThan(3);
    },
    SYSTEM_TIMEOUT_MS,
  );

  it(
    "the operator's screens",
    async () => {
      const p = page();
      const { menu, paths } = await operatorRoutes(await walkers.token(OPERATOR));
      expect(menu.length).toBeGreaterThan(5);
      await loginAsAdmin(p, OPERATOR.userId, OPERATOR.password, OPERATOR.emailaddr);
      const result = await walk(p, paths);
      expect(result.problems).toEqual([]);
      expect(result.grids).toBeGreaterThan(5);
    },
    SYSTEM_TIMEOUT_MS,
  );
});
