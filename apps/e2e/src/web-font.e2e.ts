import type { Page } from 'playwright-core';
import { page } from './support/browser';
import { open, shown } from './support/screens';

// Issue 21: the web font ships with the apps (Pretendard GOV, woff2, preloaded), so Korean renders
// on a machine without any CJK font: the font is loaded from the apps' own assets, it is the
// family the body text asks for first, and the Korean on the screen is drawn with it.

const FAMILY = 'Pretendard GOV';

interface FontState {
  check: boolean;
  loaded: string[];
  bodyFamily: string;
  preload: string | null;
}

async function fontState(p: Page): Promise<FontState> {
  return p.evaluate(async (family) => {
    await document.fonts.ready;
    const faces: FontFace[] = [];
    document.fonts.forEach((face) => faces.push(face));
    const loaded = faces
      .filter((face) => face.family.replace(/["']/g, '') === family && face.status === 'loaded')
      .map((face) => face.weight);
    const text = document.querySelector('main p, main h1, main h2, main label') ?? document.body;
    return {
      check: document.fonts.check(`16px "${family}"`, '누리지도'),
      loaded,
      bodyFamily: getComputedStyle(text).fontFamily,
      preload: document.querySelector('link[rel="preload"][as="font"]')?.getAttribute('href') ?? null,
    };
  }, FAMILY);
}

/** The font files the page fetched, with their answers. */
function fontResponses(p: Page): { url: string; status: number; type: string }[] {
  const seen: { url: string; status: number; type: string }[] = [];
  p.on('response', (response) => {
    if (/\.woff2(\?|$)/.test(response.url())) {
      seen.push({
        url: new URL(response.url()).pathname,
        status: response.status(),
        type: response.headers()['content-type'] ?? '',
      });
    }
  });
  return seen;
}

describe('shipped web font (Pretendard GOV)', () => {
  it.each([
    ['web app home', '/', /누리지도/],
    ['web login', '/login', /로그인/],
    ['admin login', '/admin/login', /로그인/],
  ])('renders the Korean of the %s with the shipped font', async (_name, path, text) => {
    const p = page();
    const fonts = fontResponses(p);
    await open(p, path);
    await shown(p.getByRole('heading', { level: 1 }).filter({ hasText: text }).first());
    const state = await fontState(p);

    expect(state.check).toBe(true);
    expect(state.loaded).toContain('400');
    expect(state.bodyFamily.split(',')[0].replace(/["']/g, '').trim()).toBe(FAMILY);
    // Preloaded from the app's own assets, answered as a font by the server.
    expect(state.preload).toMatch(/\/assets\/PretendardGOV-Regular\.subset-[\w-]+\.woff2$/);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font.url).toMatch(/^(\/admin)?\/assets\/PretendardGOV-/);
      expect(font.status).toBe(200);
      expect(font.type).toMatch(/font\/woff2|application\/octet-stream/);
    }
  });
});
