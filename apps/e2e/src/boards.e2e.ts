import { Client } from 'pg';
import { page } from './support/browser';
import { deleteAccounts, insertAccount, loginAsAdmin, outbox, type TestAccount } from './support/login';
import { open, shown } from './support/screens';
import { serverEnv, serverPort } from './support/server-config';

// Online inquiry of a guest (issue 10 "Done when"): a visitor without an account posts an
// inquiry with a password, opens it again with the password, the provider admin answers it on
// /admin/manageInquiry, the answer is mailed (dev outbox) and the visitor sees it.

const tag = Date.now().toString(36).slice(-7);
const PASSWORD = 'Board!2026map';
const PROVIDER: TestAccount = {
  userId: `bdop${tag}`,
  userNm: '문의 운영자',
  emailaddr: `bd.op.${tag}@example.com`,
  userSeCode: 4,
  insttCode: 'openbiz',
  password: PASSWORD,
};
const GUEST_EMAIL = `bd.guest.${tag}@example.com`;
const INQUIRY_PASSWORD = 'qna4u!';
const TITLE = `요금제 변경 문의 ${tag}`;
const CONTENT = `기관 요금제를 중간에 바꿀 수 있나요? ${tag}`;
const ANSWER = `구독 관리 화면에서 언제든 바꿀 수 있습니다. ${tag}`;

/** Opens the guest inquiry with its password on its detail page. */
async function openWithPassword(inqryId: string): Promise<void> {
  await open(page(), `/community/inquiry/${inqryId}`);
  await shown(page().getByText('비회원 문의입니다. 작성할 때 입력한 비밀번호를 입력해 주세요.'));
  await page().getByLabel('문의 비밀번호').fill(INQUIRY_PASSWORD);
  await page().getByRole('button', { name: '확인', exact: true }).click();
  await shown(page().getByText(CONTENT));
}

describe('online inquiry: guest password flow and the admin answer', () => {
  let db: Client;
  let inqryId = '';

  beforeAll(async () => {
    db = new Client({ connectionString: serverEnv(serverPort()).DATABASE_URL });
    await db.connect();
    await insertAccount(db, PROVIDER);
  });
  afterAll(async () => {
    await db.query('DELETE FROM inqry WHERE emailaddr = $1', [GUEST_EMAIL]);
    await deleteAccounts(db, [PROVIDER.userId]);
    await db.end();
  });

  it('a guest posts an inquiry with a password and reopens it with the password', async () => {
    await open(page(), '/community/inquiry');
    await shown(page().getByRole('heading', { level: 1, name: '온라인 문의' }));
    await page().getByRole('link', { name: '문의하기' }).click();
    await shown(page().getByText('비회원으로 문의합니다.', { exact: false }));
    await page().getByLabel('이름').fill('홍길동');
    await page().getByLabel('이메일').fill(GUEST_EMAIL);
    await page().getByLabel('문의 비밀번호').fill(INQUIRY_PASSWORD);
    await page().getByLabel('제목', { exact: true }).fill(TITLE);
    // The content is rich text (the editor is named by its label).
    await page().getByRole('textbox', { name: '내용' }).fill(CONTENT);
    await page().getByRole('button', { name: '문의 등록' }).click();

    await shown(page().getByRole('heading', { level: 1, name: TITLE }));
    await shown(page().getByText('아직 답변이 등록되지 않았습니다.', { exact: false }));
    inqryId = /\/community\/inquiry\/(\d+)$/.exec(new URL(page().url()).pathname)?.[1] ?? '';
    expect(inqryId).toMatch(/^\d+$/);

    // The list shows the title with a masked name and the waiting state; the content needs the password.
    await open(page(), '/community/inquiry');
    const row = page().getByRole('row').filter({ hasText: TITLE });
    await shown(row);
    await expect(row.getByRole('cell').nth(2).textContent()).resolves.toBe('홍**');
    await shown(row.getByText('답변 대기'));
    await row.getByRole('link', { name: TITLE }).click();
    await page().getByLabel('문의 비밀번호').fill('wrong-pw');
    await page().getByRole('button', { name: '확인', exact: true }).click();
    const alert = await shown(page().getByRole('alertdialog'));
    await shown(alert.getByText('문의 비밀번호가 올바르지 않습니다.'));
    await alert.getByRole('button', { name: '확인', exact: true }).click();
    await alert.waitFor({ state: 'hidden' });

    await openWithPassword(inqryId);
    await shown(page().getByText('아직 답변이 등록되지 않았습니다.', { exact: false }));
  });

  it('the provider admin answers it on the admin screen and the answer is mailed', async () => {
    await loginAsAdmin(page(), PROVIDER.userId, PASSWORD, PROVIDER.emailaddr);
    await open(page(), '/admin/manageInquiry');
    await shown(page().getByRole('heading', { level: 1, name: '온라인 문의 관리' }));
    await page().getByLabel('제목 검색').fill(tag);
    await page().getByRole('button', { name: '검색', exact: true }).click();
    const row = page().getByRole('row').filter({ hasText: TITLE });
    await shown(row.getByText('답변 대기'));
    await row.getByRole('button', { name: `답변 ${TITLE}` }).click();

    const dialog = await shown(page().getByRole('dialog', { name: TITLE }));
    await shown(dialog.getByText(CONTENT));
    await shown(dialog.getByText(GUEST_EMAIL, { exact: false }));
    await dialog.getByLabel('답변 내용').fill(ANSWER);
    await dialog.getByRole('button', { name: '답변 저장' }).click();
    await shown(page().getByText('답변을 등록하고 작성자에게 이메일을 보냈습니다.'));
    await shown(row.getByText('답변 완료'));

    const mails = (await outbox(GUEST_EMAIL)) as unknown as { subject: string; text: string }[];
    expect(mails[0].subject).toContain(TITLE);
    expect(mails[0].text).toContain(ANSWER);
    expect(mails[0].text).toContain(`/community/inquiry/${inqryId}`);
  });

  it('the guest sees the answer after opening the inquiry with the password', async () => {
    await openWithPassword(inqryId);
    await shown(page().getByRole('heading', { level: 2, name: '답변' }));
    await shown(page().getByText(ANSWER));
    await shown(page().getByText('답변 완료'));
  });
});
