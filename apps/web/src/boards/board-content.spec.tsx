import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope } from '@nuri/shell/testing';
import { accountApi, bodyOf, installWebCrypto, requestsTo } from '../account/testing/account-api';
import { renderApp } from '../test/render-app';

// The text of a board post is written in the rich-text editor: required, named, formatted from
// its toolbar and sent as the HTML the server keeps.
jest.setTimeout(20_000);
beforeAll(installWebCrypto);
afterEach(() => window.localStorage.clear());

const created = {
  inqryId: 9, inqrySj: '요금 문의', writerNm: '홍길동', memberAt: 'N', processAt: 'N', readableAt: true,
  registDt: '2026-03-02T01:00:00Z', inqryCn: '<ul><li><p>요금제</p></li></ul>', emailaddr: 'guest@example.com',
  registerId: null, insttCode: null, answerCn: null, answerDt: null, answererId: null,
};

async function fillGuest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('이름'), '홍길동');
  await user.type(screen.getByLabelText('이메일'), 'guest@example.com');
  await user.type(screen.getByLabelText('문의 비밀번호'), 'pw1234');
  await user.type(screen.getByLabelText('제목'), '요금 문의');
}

describe('board post text', () => {
  it('asks for the text when it is empty, sending nothing', async () => {
    const fetch = accountApi({ 'GET /api/captcha/status': () => envelope(200, { required: false }) });
    renderApp({ fetch, route: '/community/inquiry/new' });
    const user = userEvent.setup();
    await fillGuest(user);
    const editor = await screen.findByRole('textbox', { name: '내용' });
    expect(editor).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: '문의 등록' }));
    expect(await screen.findByText('내용을 입력해 주세요.')).toBeInTheDocument();
    expect(editor).toHaveAccessibleDescription('내용을 입력해 주세요.');
    expect(requestsTo(fetch, 'POST /api/main/inquiry')).toHaveLength(0);
  });

  it('sends a list made from the toolbar as allow-listed HTML', async () => {
    const fetch = accountApi({
      'GET /api/captcha/status': () => envelope(200, { required: false }),
      'POST /api/main/inquiry': () => envelope(201, created),
    });
    renderApp({ fetch, route: '/community/inquiry/new' });
    const user = userEvent.setup();
    await fillGuest(user);
    await user.click(await screen.findByRole('textbox', { name: '내용' }));
    await user.paste('요금제');
    const toolbar = screen.getByRole('toolbar', { name: '서식 도구' });
    await user.click(within(toolbar).getByRole('button', { name: '글머리 기호 목록' }));
    await user.click(screen.getByRole('button', { name: '문의 등록' }));
    expect(await screen.findByRole('heading', { level: 1, name: '요금 문의' })).toBeInTheDocument();
    const body = await bodyOf(requestsTo(fetch, 'POST /api/main/inquiry')[0]);
    expect(body.inqryCn).toBe('<ul><li><p>요금제</p></li></ul>');
    expect(within(screen.getByRole('main')).getByRole('listitem')).toHaveTextContent('요금제');
  });
});
