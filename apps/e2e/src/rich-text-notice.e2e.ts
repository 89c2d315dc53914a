import { Client } from 'pg';
import { signUpInstitution, type InstitutionAdmin } from './support/api-session';
import { page } from './support/browser';
import { deleteAccounts, insertAccount, loginAsAdmin, loginAsUser, type TestAccount } from './support/login';
import { open, shown } from './support/screens';
import { serverEnv, serverPort } from './support/server-config';

// The rich-text editor (issue 21): an institution admin writes a notice with bold text and a
// list from the keyboard toolbar, saves it, and the institution's notice page shows them.

const PASSWORD = 'Notice!2026rich';
const tag = Date.now().toString(36).slice(-7);
const ADMIN: InstitutionAdmin = {
  userId: `rtadm${tag}`,
  userNm: '서식관리',
  emailaddr: `rt.adm.${tag}@example.com`,
  password: PASSWORD,
  insttCode: `rt-${tag}`,
  insttNm: `서식 시험 기관 ${tag}`,
};
const MEMBER: TestAccount = {
  userId: `rtmem${tag}`,
  userNm: '박서식',
  emailaddr: `rt.mem.${tag}@example.com`,
  userSeCode: 12,
  insttCode: ADMIN.insttCode,
  password: PASSWORD,
};
const TITLE = `서식 공지 ${tag}`;

describe('a notice written in the rich-text editor', () => {
  let db: Client;
  beforeAll(async () => {
    await signUpInstitution(ADMIN);
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await insertAccount(db, MEMBER);
  });
  afterAll(async () => {
    await deleteAccounts(db, [MEMBER.userId]);
    await db.end();
  });

  it('saves bold text and a list made with the toolbar, and the notice page shows them', async () => {
    const p = page();
    await loginAsAdmin(p, ADMIN.userId, PASSWORD, ADMIN.emailaddr);
    await open(p, `/admin/${ADMIN.insttCode}/insttManage/notice`);
    await p.getByRole('button', { name: '공지 등록' }).click();
    const form = await shown(p.getByRole('dialog', { name: '공지사항 등록' }));
    await form.getByRole('textbox', { name: /제목/ }).fill(TITLE);

    const editor = await shown(form.getByRole('textbox', { name: '내용' }));
    const toolbar = form.getByRole('toolbar', { name: '서식 도구' });
    await editor.click();
    // Bold from the toolbar, reached from the keyboard: Shift+Tab to it, Enter on "굵게".
    await p.keyboard.press('Shift+Tab');
    await shown(toolbar.getByRole('button', { name: '굵게' }));
    expect(await toolbar.getByRole('button', { name: '굵게' }).evaluate((b) => b === document.activeElement)).toBe(true);
    await p.keyboard.press('Enter');
    expect(await toolbar.getByRole('button', { name: '굵게' }).getAttribute('aria-pressed')).toBe('true');
    await p.keyboard.type('중요 안내');
    await p.keyboard.press('Control+b');
    await p.keyboard.type(' 입니다.');
    await p.keyboard.press('Enter');
    // A bulleted list: the arrow keys walk the toolbar to its button.
    await p.keyboard.press('Shift+Tab');
    for (let i = 0; i < 5; i++) await p.keyboard.press('ArrowRight');
    expect(
      await toolbar.getByRole('button', { name: '글머리 기호 목록' }).evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await p.keyboard.press('Enter');
    await p.keyboard.type('첫째 항목');
    await p.keyboard.press('Enter');
    await p.keyboard.type('둘째 항목');

    await p.getByRole('button', { name: '저장' }).click();
    await shown(p.getByText('공지사항을 저장했습니다.'));

    const [stored] = (await db.query('SELECT ntt_cn FROM notice WHERE ntt_sj = $1', [TITLE])).rows;
    expect(stored.ntt_cn).toBe(
      '<p><strong>중요 안내</strong> 입니다.</p><ul><li><p>첫째 항목</p></li><li><p>둘째 항목</p></li></ul>',
    );

    await loginAsUser(p, MEMBER.userId, PASSWORD);
    await open(p, `/${ADMIN.insttCode}/notice`);
    const list = await shown(p.getByRole('table', { name: '공지사항 목록' }));
    await (await shown(list.getByRole('link', { name: TITLE }))).click();
    await shown(p.getByRole('heading', { level: 1, name: TITLE }));
    const content = p.locator('.notice-detail__content');
    expect(await content.locator('strong').textContent()).toBe('중요 안내');
    expect(await content.getByRole('listitem').allTextContents()).toEqual(['첫째 항목', '둘째 항목']);
  });
});
