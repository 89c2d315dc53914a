import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { signUpInstitution, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import {
  clearLoginLimits,
  deleteAccounts,
  insertAccount,
  loginAsAdmin,
  loginAsUser,
  type TestAccount,
} from './support/login';
import { pasteHtml } from './support/rich-text';
import { open, shown } from './support/screens';
import { screenshotsAtBothSizes as screenshots } from './support/screenshots';
import { serverEnv, serverPort } from './support/server-config';

// Institution notices (534) seen by members (issue 10 "Done when"): an institution admin posts a
// notice with an attachment and a popup period on the admin screen; the institution's member
// finds it on the institution's notice page, downloads the attachment and sees the popup once a
// day; a member of another institution does not see it on their institution's page.

const PASSWORD = 'Notice!2026map';
const tag = Date.now().toString(36).slice(-7);
const institution = (suffix: string): InstitutionAdmin => ({
  userId: `nt${suffix}adm${tag}`,
  userNm: '공지관리',
  emailaddr: `nt.${suffix}.${tag}@example.com`,
  password: PASSWORD,
  insttCode: `nt${suffix}-${tag}`,
  insttNm: `공지 시험 기관 ${suffix.toUpperCase()} ${tag}`,
});
const A = institution('a');
const B = institution('b');
const member = (of: InstitutionAdmin, suffix: string): TestAccount => ({
  userId: `nt${suffix}mem${tag}`,
  userNm: '박구성',
  emailaddr: `nt.${suffix}.mem.${tag}@example.com`,
  userSeCode: 12,
  insttCode: of.insttCode,
  password: PASSWORD,
});
const MEMBER_A = member(A, 'a');
const MEMBER_B = member(B, 'b');
const TITLE = `정기 점검 안내 ${tag}`;
const FILE_NAME = '점검 일정표.txt';
const FILE_TEXT = `점검 일정 ${tag}\n3월 4일 02:00~04:00\n`;

const day = (offset: number): string => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** Waits until the popup notices of the institution's home page have been fetched and drawn. */
async function homeLoaded(insttCode: string): Promise<void> {
  const answered = page().waitForResponse((r) => r.url().includes(`/api/instt/${insttCode}/ntcn/popup`));
  await Promise.all([answered, open(page(), `/${insttCode}`)]);
  await shown(page().getByRole('heading', { level: 1 }));
  // Two frames: React has rendered what the answer holds.
  await page().evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

describe('institution notices on the admin screen and to members', () => {
  let db: Client;

  beforeAll(async () => {
    await signUpInstitution(A);
    await signUpInstitution(B);
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await insertAccount(db, MEMBER_A);
    await insertAccount(db, MEMBER_B);
  });
  afterAll(async () => {
    await deleteAccounts(db, [MEMBER_A.userId, MEMBER_B.userId]);
    await db.end();
  });

  it('an institution admin posts a popup notice with an attachment on 534', async () => {
    await loginAsAdmin(page(), A.userId, PASSWORD, A.emailaddr);
    await open(page(), `/admin/${A.insttCode}/insttManage/notice`);
    await shown(page().getByRole('heading', { level: 1, name: '공지사항 관리' }));
    await page().getByRole('button', { name: '공지 등록' }).click();
    const form = await shown(page().getByRole('dialog', { name: '공지사항 등록' }));
    await form.getByRole('textbox', { name: /제목/ }).fill(TITLE);
    // The content is rich text: HTML pasted into the editor keeps its bold and loses its script.
    await pasteHtml(
      form.getByRole('textbox', { name: /내용/ }),
      '<p>점검 동안 <b>지도 저장</b>이 멈춥니다.</p><script>alert(1)</script>',
    );
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'nuri-notice-')), FILE_NAME);
    await fs.writeFile(file, FILE_TEXT);
    // The file field speaks Korean; a type the notice refuses is explained in the field (an
    // alert read with it) and nothing is added.
    const picker = form.getByLabel('첨부파일', { exact: true });
    await shown(form.getByText('파일 선택', { exact: true }));
    await picker.setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    const refused = await shown(form.getByRole('alert'));
    expect(await refused.textContent()).toContain("'setup.exe' 파일은 첨부할 수 없는 형식입니다.");
    expect(await picker.getAttribute('aria-invalid')).toBe('true');
    expect(await picker.getAttribute('aria-describedby')).toContain(await refused.getAttribute('id'));
    await shown(form.getByText('첨부파일이 없습니다.'));
    await screenshots(page(), 'notice-form-error', refused);
    await picker.setInputFiles(file);
    const added = await shown(
      form.getByRole('list', { name: '첨부파일 목록' }).getByText(new RegExp(FILE_NAME.replace('.', '\\.'))),
    );
    expect(await form.getByRole('alert').count()).toBe(0);
    expect(await picker.getAttribute('aria-invalid')).toBeNull();
    await screenshots(page(), 'notice-form-attachment', added);
    await form.getByRole('checkbox', { name: '팝업으로 게시' }).check();
    await form.getByLabel('팝업 시작일').fill(day(-1));
    await form.getByLabel('팝업 종료일').fill(day(3));
    await page().getByRole('button', { name: '저장' }).click();
    await shown(page().getByText('공지사항을 저장했습니다.'));
    const row = page()
      .getByRole('table', { name: '공지사항 목록' })
      .getByRole('row', { name: new RegExp(TITLE) });
    await shown(row);
  });

  it("the institution's member reads it, downloads the attachment and sees the popup once a day", async () => {
    await loginAsUser(page(), MEMBER_A.userId, PASSWORD);
    await open(page(), `/${A.insttCode}/notice`);
    const list = await shown(page().getByRole('table', { name: '공지사항 목록' }));
    await (await shown(list.getByRole('link', { name: TITLE }))).click();
    await shown(page().getByRole('heading', { level: 1, name: TITLE }));
    // Allow-listed HTML: the bold text stays, the script does not.
    expect(await page().locator('.notice-detail__content').innerHTML()).toBe(
      '<p>점검 동안 <strong>지도 저장</strong>이 멈춥니다.</p>',
    );
    const files = page().getByRole('region', { name: '첨부파일' });
    const [download] = await Promise.all([
      page().waitForEvent('download'),
      files.getByRole('link', { name: FILE_NAME }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(FILE_NAME);
    expect(await fs.readFile(await download.path(), 'utf8')).toBe(FILE_TEXT);

    // The popup on the institution's home page, until "don't show again today".
    await homeLoaded(A.insttCode);
    const popup = await shown(page().getByRole('dialog', { name: TITLE }));
    await popup.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
    await page().getByRole('dialog', { name: TITLE }).waitFor({ state: 'detached' });
    await homeLoaded(A.insttCode);
    expect(await page().getByRole('dialog', { name: TITLE }).count()).toBe(0);

    // The next day (the browser's clock) it shows again.
    await page().clock.setSystemTime(new Date(Date.now() + 24 * 3600 * 1000));
    await homeLoaded(A.insttCode);
    await shown(page().getByRole('dialog', { name: TITLE }));
  });

  it("a member of another institution does not see it on their institution's pages", async () => {
    await loginAsUser(page(), MEMBER_B.userId, PASSWORD);
    await open(page(), `/${B.insttCode}/notice`);
    const list = await shown(page().getByRole('table', { name: '공지사항 목록' }));
    await shown(list.getByText('등록된 공지사항이 없습니다.'));
    expect(await list.getByRole('link', { name: TITLE }).count()).toBe(0);
    await homeLoaded(B.insttCode);
    expect(await page().getByRole('dialog').count()).toBe(0);

    // Nor on A's pages: a message instead of the list, no popup and no error on A's home.
    const asked: string[] = [];
    page().on('request', (r) => {
      if (r.url().includes(`/api/instt/${A.insttCode}/ntcn`)) asked.push(r.url());
    });
    await open(page(), `/${A.insttCode}/notice`);
    await shown(page().getByText('기관 공지사항은 이 기관의 회원만 볼 수 있습니다.'));
    await open(page(), `/${A.insttCode}`);
    await shown(page().getByRole('heading', { level: 1 }));
    await page().waitForLoadState('networkidle');
    expect(await page().getByRole('dialog').count()).toBe(0);
    expect(await page().getByRole('alertdialog').count()).toBe(0);
    expect(asked).toEqual([]);
  });

  it('an anonymous visitor gets the home page without an error and a sign-in prompt on the notices', async () => {
    const answers: number[] = [];
    page().on('response', (r) => {
      if (r.url().includes('/ntcn')) answers.push(r.status());
    });
    await open(page(), `/${A.insttCode}`);
    await shown(page().getByRole('heading', { level: 1 }));
    await page().waitForLoadState('networkidle');
    expect(await page().getByRole('dialog').count()).toBe(0);
    expect(await page().getByRole('alertdialog').count()).toBe(0);

    await open(page(), `/${A.insttCode}/notice`);
    await shown(page().getByText('기관 공지사항은 기관 회원만 볼 수 있습니다. 로그인해 주세요.'));
    expect(await page().getByRole('link', { name: TITLE }).count()).toBe(0);
    expect(answers).toEqual([]);
    // The prompt's login brings the member back to the notices.
    await page().locator('.notice__login').click();
    await shown(page().getByRole('button', { name: '로그인', exact: true }));
    await clearLoginLimits(MEMBER_A.userId);
    await page().getByLabel('아이디', { exact: true }).fill(MEMBER_A.userId);
    await page().getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
    await page().getByRole('button', { name: '로그인', exact: true }).click();
    const list = await shown(page().getByRole('table', { name: '공지사항 목록' }));
    await shown(list.getByRole('link', { name: TITLE }));
  });
});
