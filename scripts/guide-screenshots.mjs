// Captures the screenshots of the user guide (/guide) from a running Nuri Map with the demo data:
//   npm start                                  # or any server seeded with the demo data (migrate --seed)
//   node scripts/guide-screenshots.mjs         # GUIDE_BASE_URL=http://localhost:3000 by default
// Logs in as the demo users through the real screens (the admin's e-mailed code is read from the
// development outbox, GET /api/dev/outbox, so the server needs DEV_TOOLS=true) and writes 1280×800
// JPEG files into apps/web/public/guide/, the files apps/web/src/info/guide-steps.ts names (each
// must stay under 150 KB: the web unit test checks it). Korean text needs a CJK font for Chromium
// (Debian: apt-get install -y fonts-noto-cjk). Commit the pictures with the change that moved the screens.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(root, 'apps/web/public/guide');
const BASE = (process.env.GUIDE_BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const PASSWORD = process.env.SEED_ADMIN_PASSWORD ?? 'Nuri!2026demo';
const MAX_BYTES = 150 * 1024;
const INSTT = 'demo';
const EDITOR = 'demoeditor';
const ADMIN = { userId: 'demoadmin', emailaddr: 'demoadmin@example.com' };

/** What each picture shows: [file, path, who is logged in, what must be on the screen first]. */
const SHOTS = [
  { file: 'home.jpg', path: '/', as: null, ready: { role: 'heading', name: '누리지도' } },
  { file: 'join.jpg', path: '/join', as: null, ready: { role: 'heading', name: '회원가입' } },
  { file: 'login.jpg', path: '/login', as: null, ready: { role: 'button', name: '로그인' } },
  { file: 'gallery.jpg', path: '/gallery', as: null, ready: { role: 'heading', name: '갤러리' } },
  { file: 'institution-home.jpg', path: `/${INSTT}`, as: 'editor', ready: null },
  { file: 'map-builder.jpg', path: `/${INSTT}/builder`, as: 'editor', ready: null, settle: 4000 },
  { file: 'app-builder.jpg', path: `/${INSTT}/appBuilder`, as: 'editor', ready: null, settle: 3000 },
  { file: 'my-page.jpg', path: `/${INSTT}/myPage`, as: 'editor', ready: null },
  {
    file: 'admin-dashboard.jpg',
    path: `/admin/${INSTT}/insttDashBoard`,
    as: 'admin',
    ready: { role: 'heading', name: '대시보드' },
  },
  {
    file: 'admin-notices.jpg',
    path: `/admin/${INSTT}/insttManage/notice`,
    as: 'admin',
    ready: { role: 'heading', name: '공지사항 관리' },
  },
];

function hasKoreanFont() {
  try {
    return execFileSync('fc-list', [':lang=ko'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

async function outbox(to) {
  const response = await fetch(`${BASE}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`GET /api/dev/outbox answered ${response.status}: is DEV_TOOLS=true?`);
  const body = await response.json();
  return Array.isArray(body) ? body : body.result;
}

async function fillLogin(page, userId) {
  await page.getByLabel('아이디', { exact: true }).fill(userId);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

async function loginEditor(page) {
  await page.goto(`${BASE}/login`);
  await fillLogin(page, EDITOR);
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
}

async function loginAdmin(page) {
  await page.goto(`${BASE}/admin/login`);
  const seen = new Set((await outbox(ADMIN.emailaddr)).map((m) => `${m.createdAt}|${m.text}`));
  await fillLogin(page, ADMIN.userId);
  await page.getByRole('heading', { name: '관리자 이메일 인증' }).waitFor({ timeout: 20_000 });
  let code = null;
  for (let i = 0; i < 60 && !code; i += 1) {
    const fresh = (await outbox(ADMIN.emailaddr)).find((m) => !seen.has(`${m.createdAt}|${m.text}`));
    code = fresh && /\b(\d{4,8})\b/.exec(fresh.text)?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!code) throw new Error(`no login code was sent to ${ADMIN.emailaddr}`);
  await page.getByLabel('이메일 인증번호', { exact: true }).fill(code);
  await page.getByRole('button', { name: '인증하고 로그인' }).click();
  await page.waitForURL((url) => url.pathname !== '/admin/login', { timeout: 20_000 });
}

/** A JPEG of the viewport under the size limit (lower quality until it fits). */
async function capture(page, file) {
  for (const quality of [72, 62, 52, 42]) {
    const bytes = await page.screenshot({ type: 'jpeg', quality });
    if (bytes.length <= MAX_BYTES) {
      fs.writeFileSync(path.join(OUT, file), bytes);
      return bytes.length;
    }
  }
  throw new Error(`${file} stays over ${MAX_BYTES} bytes`);
}

async function main() {
  if (!hasKoreanFont()) {
    console.error('No Korean font found (fc-list :lang=ko). Install one: apt-get install -y fonts-noto-cjk');
    process.exit(1);
  }
  fs.mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const contexts = {};
    const pageFor = async (who) => {
      if (!contexts[who ?? 'anonymous']) {
        const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        if (who === 'editor') await loginEditor(page);
        if (who === 'admin') await loginAdmin(page);
        contexts[who ?? 'anonymous'] = page;
      }
      return contexts[who ?? 'anonymous'];
    };
    for (const shot of SHOTS) {
      const page = await pageFor(shot.as);
      await page.goto(`${BASE}${shot.path}`, { waitUntil: 'networkidle' });
      if (shot.ready)
        await page.getByRole(shot.ready.role, { name: shot.ready.name }).first().waitFor({ timeout: 20_000 });
      // Charts, tiles and fonts finish drawing after the network settles.
      await page.waitForTimeout(shot.settle ?? 1000);
      const size = await capture(page, shot.file);
      console.log(`${shot.file}  ${shot.path}  ${Math.round(size / 1024)} KB`);
    }
  } finally {
    await browser.close();
  }
}

await main();
