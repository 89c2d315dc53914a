import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

interface Session {
  browser?: Browser;
  context?: BrowserContext;
  page?: Page;
}

// One browser per test file, one fresh context (cookies, localStorage) per test.
const session: Session = {};

export async function openBrowser(): Promise<void> {
  session.browser = await launchChromium();
}

export async function closeBrowser(): Promise<void> {
  await session.browser?.close();
  session.browser = undefined;
}

export async function openPage(): Promise<Page> {
  if (!session.browser) throw new Error('browser not started');
  session.context = await session.browser.newContext({ locale: 'ko-KR', viewport: { width: 1280, height: 800 } });
  session.page = await session.context.newPage();
  // An uncaught error in the app is printed with the test's output (a blank screen says nothing).
  session.page.on('pageerror', (error) => console.error(`[e2e] page error: ${error.message}\n${error.stack ?? ''}`));
  return session.page;
}

export async function closePage(): Promise<void> {
  await session.context?.close();
  session.context = undefined;
  session.page = undefined;
}

/** The page of the running test. */
export function page(): Page {
  if (!session.page) throw new Error('no page: is setup-browser.ts in setupFilesAfterEnv?');
  return session.page;
}

export function currentPage(): Page | undefined {
  return session.page;
}

/**
 * Records the API answers (URL and status) a page receives. Listens to `response`, whose status
 * is known when the event fires, so nothing is left pending (and nothing rejects) when the page
 * or its context closes before a body has arrived.
 */
export function recordApi(p: Page): { seen: { url: URL; status: number }[] } {
  const log = { seen: [] as { url: URL; status: number }[] };
  p.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/')) log.seen.push({ url, status: response.status() });
  });
  return log;
}
