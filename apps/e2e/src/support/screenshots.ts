import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { shown } from './screens';

/** Where the browser tests put their screenshots. */
export const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/nuri-e2e-screenshots';

/**
 * Full-page screenshots `<name>-1440.png` and `<name>-390.png` at the desktop (1440x900) and
 * phone (390x844) sizes once `ready` shows; the test fails when the phone scrolls sideways.
 * The page goes back to 1280x800 afterwards.
 */
export async function screenshotsAtBothSizes(p: Page, name: string, ready: Locator): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await p.setViewportSize({ width, height });
    await shown(ready);
    await p.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect({ name, width, overflow }).toEqual({ name, width, overflow: 0 });
  }
  await p.setViewportSize({ width: 1280, height: 800 });
}
