import type { Page } from 'playwright-core';

// The map test hook: a page whose init script sets `window.__NURI_TEST__ = true` gets the shown
// map's controller as `window.__nuriMap` (apps/web/src/mapbuilder/use-map-controller.ts):
// describe() gives the map state, renderedPixel() the colour drawn at a point.

export type Rgba = [number, number, number, number];

/** Colours of the offline base map's style (libs/map offline-style.ts). */
export const LAND: Rgba = [0xf4, 0xf1, 0xe8, 255];
export const SEA: Rgba = [0xd6, 0xe6, 0xf2, 255];

export interface TestWindow {
  __NURI_TEST__?: boolean;
  __nuriMap?: {
    describe(): unknown;
    renderedPixel(x: number, y: number): Rgba;
    map: { once(type: string, listener: () => void): void; render(): void; getSize(): number[] | undefined; getTargetElement(): HTMLElement | null };
  };
}

/** Turns the hook on for every page load of `p` (call before opening the map). */
export async function enableMapHook(p: Page): Promise<void> {
  await p.addInitScript(() => {
    (window as unknown as TestWindow).__NURI_TEST__ = true;
  });
}

/** The map state as describe() gives it; `S` names the fields a test reads. */
export async function mapState<S>(p: Page): Promise<S> {
  return p.evaluate(() => {
    const hook = (window as unknown as TestWindow).__nuriMap;
    if (!hook) throw new Error('the test hook is not there');
    return hook.describe();
  }) as Promise<S>;
}

/** Waits until the map's state satisfies `check` (polling the hook). */
export async function waitForState<S>(p: Page, check: (s: S) => boolean, what: string, timeout = 20_000): Promise<S> {
  const deadline = Date.now() + timeout;
  let last: S | null = null;
  while (Date.now() < deadline) {
    last = await mapState<S>(p).catch(() => null);
    if (last && check(last)) return last;
    await p.waitForTimeout(200);
  }
  throw new Error(`map state never showed ${what}: ${JSON.stringify(last)}`);
}

/** The colour at the centre of the shown map once every tile has loaded and been drawn. */
/** Resolves once the map has taken its element's new size (a panel closed or the window resized). */
export async function mapSettled(p: Page): Promise<void> {
  await p.waitForFunction(() => {
    const hook = (window as unknown as TestWindow).__nuriMap;
    const el = hook?.map.getTargetElement();
    const size = hook?.map.getSize();
    return Boolean(el && size && Math.round(size[0]) === el.clientWidth && Math.round(size[1]) === el.clientHeight);
  });
}

export async function centrePixel(p: Page): Promise<Rgba> {
  return p.evaluate(async () => {
    const hook = (window as unknown as TestWindow).__nuriMap;
    if (!hook) throw new Error('the test hook is not there');
    await new Promise<void>((resolve) => {
      hook.map.once('rendercomplete', () => resolve());
      hook.map.render();
    });
    const [w, h] = hook.map.getSize() ?? [0, 0];
    return hook.renderedPixel(w / 2, h / 2);
  });
}

export const near = (a: Rgba, b: Rgba, tolerance = 4) => a.every((v, i) => Math.abs(v - b[i]) <= tolerance);
