import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './server-config';

/** Keeps a screenshot of the page as a test artefact (apps/e2e/artifacts/<name>.png). */
export async function keepScreenshot(p: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await p.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`) });
}

/** [west, south, east, north] `outer` holds `inner`. */
export const boxContains = (outer: readonly number[], inner: readonly number[]): boolean =>
  outer[0] <= inner[0] && outer[1] <= inner[1] && outer[2] >= inner[2] && outer[3] >= inner[3];
