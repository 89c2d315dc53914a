import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_STORAGE_KEY, takeReturnAddress } from '@nuri/shell';
import { renderApp } from '../test/render-app';
import { fakeInstitutionApi, INVITE_ID, pathsOf } from './test/fake-institution-api';
import { signIn } from './test/sign-in';

const NEWBIE = { userId: 'newbie', userNm: '신누리', userSeCode: 12, insttCode: 'openbiz' } as const;
const RETURN = encodeURIComponent(`/invites/${INVITE_ID}`);

const factOf = (page: HTMLElement, term: string) =>
  within(page).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

async function openInvitation(fetch: ReturnType<typeof fakeInstitutionApi>, id = INVITE_ID) {
  const view = renderApp({ fetch, route: `/invites/${id}` });
  const page = await screen.findByRole('region', { name: '기관 초대' });
  return { ...view, page };
}

describe('invitation acceptance (/invites/:id)', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('shows a visitor the invitation with login and sign-up links that come back here', async () => {
    const { page } = await openInvitation(fakeInstitutionApi());

    expect(await within(page).findByText('서울특별시 기관에서 회원님을 초대했습니다.')).toBeInTheDocument();
    expect(factOf(page, '권한')).toBe('편집자');
    expect(factOf(page, '초대받은 이메일')).toBe('ne***@example.com');
    expect(factOf(page, '수락 기한')).toMatch(/^2026-12-0\d \d{2}:30:00$/);
    expect(factOf(page, '상태')).toBe('수락 대기');
    expect(within(page).getByRole('link', { name: '로그인' })).toHaveAttribute(
      'href',
      `/login?returnUrl=${RETURN}`,
    );
    expect(within(page).getByRole('link', { name: '회원가입' })).toHaveAttribute(
      'href',
      `/join?returnUrl=${RETURN}`,
    );
    expect(within(page).queryByRole('button', { name: '초대 수락' })).not.toBeInTheDocument();

    await userEvent.setup().click(within(page).getByRole('link', { name: '회원가입' }));
    expect(takeReturnAddress()).toBe(`/invites/${INVITE_ID}`);
  });

  it('lets the invitee accept, refreshes the session and opens the institution', async () => {
    const fetch = fakeInstitutionApi();
    signIn(fetch.state, NEWBIE);
    const { page } = await openInvitation(fetch);

    const accept = await within(page).findByRole('button', { name: '초대 수락' });
    expect(factOf(page, '초대받은 이메일')).toBe('newbie@example.com');
    await userEvent.setup().click(accept);

    expect(await screen.findByRole('heading', { level: 1, name: '서울특별시' })).toBeInTheDocument();
    expect(screen.getByText('서울특별시 기관에 가입했습니다.')).toBeInTheDocument();
    const refreshes = pathsOf(fetch).filter((path) => path === 'POST /api/auth/refresh');
    expect(refreshes).toHaveLength(2);
    expect(pathsOf(fetch)).toContain(`POST /api/invites/${INVITE_ID}/agree`);
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({
        insttCode: 'seoul',
      }),
    );
  });

  it('tells another account that only the invitee can accept', async () => {
    const fetch = fakeInstitutionApi();
    signIn(fetch.state, { userId: 'other', userNm: '다른사람', userSeCode: 12, insttCode: 'openbiz' });
    const { page } = await openInvitation(fetch);

    expect(await within(page).findByText('초대받은 계정으로 로그인한 뒤 수락해 주세요.')).toBeInTheDocument();
    expect(within(page).getByText(/다른사람\(other\) 계정으로 로그인되어 있습니다/)).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: '다른 계정으로 로그인' })).toHaveAttribute(
      'href',
      `/login?returnUrl=${RETURN}`,
    );
    expect(within(page).queryByRole('button', { name: '초대 수락' })).not.toBeInTheDocument();
  });

  it.each([
    ['an expired', { expiredAt: 'Y' as const }, '기한 만료', '초대 유효 기간이 지났습니다.'],
    ['a canceled', { sttusCode: 'CANCELED' as const }, '초대 취소', '취소된 초대입니다.'],
    ['an accepted', { sttusCode: 'AGREED' as const }, '수락 완료', '이미 수락한 초대입니다.'],
  ])('explains %s invitation and offers no acceptance', async (_label, change, stateText, message) => {
    const fetch = fakeInstitutionApi();
    fetch.state.invitation = { ...fetch.state.invitation, ...change };
    signIn(fetch.state, NEWBIE);
    const { page } = await openInvitation(fetch);

    expect(await within(page).findByText(new RegExp(message.replace(/[.()]/g, '\\$&')))).toBeInTheDocument();
    expect(factOf(page, '상태')).toBe(stateText);
    expect(within(page).queryByRole('button', { name: '초대 수락' })).not.toBeInTheDocument();
  });

  it('reads the invitation again when the server refuses the acceptance', async () => {
    const fetch = fakeInstitutionApi();
    signIn(fetch.state, NEWBIE);
    const { page } = await openInvitation(fetch);
    const accept = await within(page).findByRole('button', { name: '초대 수락' });
    fetch.state.agreeRefusal = {
      status: 410,
      message: '초대 유효 기간이 지났습니다. 기관 관리자에게 다시 초대해 달라고 요청해 주세요.',
    };
    fetch.state.invitation = { ...fetch.state.invitation, expiredAt: 'Y' };
    await userEvent.setup().click(accept);

    expect(await screen.findByRole('alertdialog')).toHaveTextContent('초대 유효 기간이 지났습니다.');
    await waitFor(() => expect(factOf(page, '상태')).toBe('기한 만료'));
  });

  it('says a broken link is broken without asking the server, and an unknown one is not found', async () => {
    const fetch = fakeInstitutionApi();
    const first = await openInvitation(fetch, 'not-a-uuid');
    expect(within(first.page).getByText(/초대 주소가 올바르지 않습니다/)).toBeInTheDocument();
    expect(pathsOf(fetch).some((path) => path.startsWith('/api/invites'))).toBe(false);
    first.unmount();

    const second = await openInvitation(fetch, '00000000-0000-4000-8000-000000000000');
    expect(
      await within(second.page).findByText('초대 정보를 찾을 수 없습니다.', { selector: 'p' }),
    ).toBeInTheDocument();
  });
});
