import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { closeBrowser, closePage, currentPage, openBrowser, openPage } from './browser';
import { FAILURE_FLAG, type FailureFlagGlobal } from './failure-flag';
import { ARTIFACTS_DIR } from './server-config';

// Runs in every test file (setupFilesAfterEnv).
beforeAll(openBrowser);
afterAll(closeBrowser);

beforeEach(async () => {
  await openPage();
});

afterEach(async () => {
  const page = currentPage();
  if (page && (globalThis as FailureFlagGlobal)[FAILURE_FLAG]) {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const file = path.join(ARTIFACTS_DIR, `${screenshotName(expect.getState().currentTestName)}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch((error: unknown) => {
      console.error(`[e2e] screenshot failed: ${String(error)}`);
    });
    console.error(`[e2e] failure screenshot: ${file}`);
  }
  await closePage();
});

function screenshotName(testName: string | undefined): string {
  return (testName ?? 'unnamed').replace(/[^\p{L}\p{N}._ -]+/gu, '_').trim().slice(0, 150);
}
