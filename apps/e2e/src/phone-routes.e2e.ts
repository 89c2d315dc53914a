import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  adminSignInRoutes,
  institutionAdminRoutes,
  institutionWebRoutes,
  openSettled,
  operatorRoutes,
  publicWebRoutes,
  routeWalkers,
} from './support/app-routes';
import { page } from './support/browser';
import { loginAsAdmin, loginAsUser } from './support/login';
import { ROOT } from './support/server-config';
import { keepScreenshot } from './support/shots';

// Issue 20 (phone, Done when): no element is wider than the viewport on any route of either app
// at 390×844, and no page shows a configuration name to a non-operator. The routes are those of
// the accessibility walk (support/app-routes.ts: the menu seeds served by GET /api/menu, the
// account and legal routes, each system's home), each opened by the role it is for. A route
// fails when the page scrolls sideways (document.scrollingElement.scrollWidth > innerWidth),
// naming the elements that reach past the right edge; a screenshot of each failing route is kept
// in apps/e2e/artifacts/. The configuration names are the API's settings (CONFIG_VARIABLES of
// apps/api/src/config/config.schema.ts) and anything shaped like one (…_API_KEY, …_APP_KEY),
// looked for in the rendered text, titles, accessible names and placeholders.

const walkers = routeWalkers('phone', { editor: '폰 편집자', admin: '폰 관리자', operator: '폰 운영자' });
const { tag, insttCode, editor, insttAdmin, operator } = walkers;
const PHONE = { width: 390, height: 844 };
const SYSTEM_TIMEOUT_MS = 420_000;

/** The API's setting names with an underscore (DATABASE_URL, VWORLD_API_KEY…): words no screen shows. */
const SETTING_NAMES = [
  ...readFileSync(path.join(ROOT, 'apps/api/src/config/config.schema.ts'), 'utf8').matchAll(/^ {2}([A-Z][A-Z0-9]*_[A-Z0-9_]+): /gm),
].map((m) => m[1]);
const SETTING_SHAPE = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]*KEY\b/;

interface PhoneCheck {
  scrollWidth: number;
  innerWidth: number;
  /** The innermost elements reaching past the right edge (tag#id.class: right edge, width). */
  wide: string[];
  text: string;
}

/** What the settled page shows at the phone's width: its scroll width, the too-wide elements, its words. */
function measure(p: Page): Promise<PhoneCheck> {
  return p.evaluate(() => {
    const vw = window.innerWidth;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${Array.from(el.classList, (c) => `.${c}`).join('')}`;
    // Inside an element that scrolls or clips sideways, a wide child widens nothing.
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const o = getComputedStyle(a).overflowX;
        if (o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip') return true;
      }
      return false;
    };
    // Every element reaching past the right edge; reported are the innermost (none of whose
    // children reaches past it): the ones that widen their parents.
    const past = Array.from(document.body.querySelectorAll('*')).filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.right > vw + 0.5 && !clipped(el);
    });
    const inner = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
    const wide = inner.map((el) => {
      const r = el.getBoundingClientRect();
      return `${name(el)}: right ${Math.round(r.right)} px, width ${Math.round(r.width)} px`;
    });
    const attrs = Array.from(document.querySelectorAll('[title], [aria-label], [placeholder], [alt]')).flatMap((el) =>
      ['title', 'aria-label', 'placeholder', 'alt'].map((a) => el.getAttribute(a) ?? ''),
    );
    const scroller = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: scroller.scrollWidth, innerWidth: vw, wide: wide.slice(0, 5), text: [document.body.innerText, ...attrs].join('\n') };
  });
}

/** Walks the routes at 390×844: the routes that scroll sideways, and those showing a setting's name. */
async function walk(p: Page, paths: string[], scanNames: boolean): Promise<{ sideways: string[]; names: string[] }> {
  await p.setViewportSize(PHONE);
  const sideways: string[] = [];
  const names: string[] = [];
  for (const route of paths) {
    const unsettled = await openSettled(p, route);
    if (unsettled) {
      sideways.push(unsettled);
      continue;
    }
    const m = await measure(p);
    if (m.scrollWidth > m.innerWidth) {
      sideways.push(`${route}: scrolls to ${m.scrollWidth} px at ${m.innerWidth} px — ${m.wide.join('; ') || 'no element named'}`);
      await keepScreenshot(p, `issue20-phone-wide${route.replace(/[^a-zA-Z0-9]+/g, '-')}`);
    }
    if (scanNames) {
      const shown = SETTING_NAMES.filter((n) => new RegExp(`\\b${n}\\b`).test(m.text));
      const shaped = m.text.match(SETTING_SHAPE)?.[0];
      if (shaped && !shown.includes(shaped)) shown.push(shaped);
      if (shown.length > 0) names.push(`${route}: ${shown.join(', ')}`);
    }
  }
  return { sideways, names };
}

beforeAll(() => walkers.setUp(`폰 기관 ${tag}`));

afterAll(() => walkers.tearDown());

describe('every route at 390×844: no sideways scroll, no configuration name for non-operators (issue 20)', () => {
  it('knows the setting names it looks for', () => {
    expect(SETTING_NAMES).toEqual(expect.arrayContaining(['VWORLD_API_KEY', 'KAKAO_MAP_APP_KEY', 'DATABASE_URL']));
  });

  it(
    'the public routes of the web app, without a session',
    async () => {
      const { menu, paths } = await publicWebRoutes();
      expect(menu.length).toBeGreaterThan(3);
      expect(await walk(page(), paths, true)).toEqual({ sideways: [], names: [] });
    },
    SYSTEM_TIMEOUT_MS,
  );

  it(
    "an institution's routes of the web app, as its editor",
    async () => {
      const p = page();
      await loginAsUser(p, editor.userId, editor.password);
      const { menu, paths } = await institutionWebRoutes(insttCode);
      expect(menu.length).toBeGreaterThan(3);
      expect(await walk(p, paths, true)).toEqual({ sideways: [], names: [] });
    },
    SYSTEM_TIMEOUT_MS,
  );

  it(
    "the institution admin's routes of the admin app",
    async () => {
      const p = page();
      const { menu, paths } = await institutionAdminRoutes(insttCode, await walkers.token(insttAdmin));
      expect(menu.length).toBeGreaterThan(5);
      await loginAsAdmin(p, insttAdmin.userId, insttAdmin.password, insttAdmin.emailaddr);
      expect(await walk(p, paths, true)).toEqual({ sideways: [], names: [] });
    },
    SYSTEM_TIMEOUT_MS,
  );

  it(
    "the admin app's sign-in, and the operator's routes (who may see which setting turns a tool on)",
    async () => {
      const p = page();
      expect(await walk(p, adminSignInRoutes(), true)).toEqual({ sideways: [], names: [] });
      const { menu, paths } = await operatorRoutes(await walkers.token(operator));
      expect(menu.length).toBeGreaterThan(5);
      await loginAsAdmin(p, operator.userId, operator.password, operator.emailaddr);
      expect((await walk(p, paths, false)).sideways).toEqual([]);
    },
    SYSTEM_TIMEOUT_MS,
  );
});
