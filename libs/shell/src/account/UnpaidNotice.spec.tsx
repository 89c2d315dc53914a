import { screen, waitFor } from '@testing-library/react';
import { renderInScope } from '../nav/render-nav';
import { envelope, fakeFetch, renderWithServices } from '../testing';
import { SessionProvider } from './session-context';
import { SESSION_STORAGE_KEY } from './session-store';
import { PausedAccountNotice, UnpaidNotice } from './UnpaidNotice';

describe('UnpaidNotice', () => {
  it('says the account is disabled as unpaid, asks for the owner to pay and warns about deletion', () => {
    renderInScope(<UnpaidNotice />, { scope: { system: 'institution-user', insttCode: 'kwater' } });

    const notice = screen.getByRole('alert');
    expect(
      screen.getByRole('heading', { name: '구독료 미납으로 계정이 비활성화되었습니다.' }),
    ).toBeInTheDocument();
    expect(notice).toHaveTextContent('기관 담당자에게 구독료 결제를 요청해 주세요.');
    expect(notice).toHaveTextContent('미납 상태가 3개월 이내에 해소되지 않으면 데이터가 삭제될 수 있습니다.');
  });

  it('reads in English', () => {
    renderInScope(<UnpaidNotice />, {
      scope: { system: 'institution-user', insttCode: 'kwater' },
      language: 'en',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(/3 months/);
  });
});

describe('PausedAccountNotice (the layouts: members of a paused institution)', () => {
  afterEach(() => window.localStorage.clear());

  const statusApi = (statusCode: string) =>
    fakeFetch((request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/instt/kwater/status')
        return envelope(200, { statusCode, statusMsg: statusCode });
      return envelope(404, '없는 주소입니다.');
    });
  const notice = (
    <SessionProvider>
      <PausedAccountNotice />
    </SessionProvider>
  );
  const signIn = (user: Record<string, unknown>) =>
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ userId: 'kim', userNm: '김누리', userSeCode: 12, insttCode: 'kwater', ...user }),
    );

  it('shows the notice to a member whose session says the institution is paused, once the live status agrees', async () => {
    signIn({ insttSttusCode: 'PAUSED' });
    const fetch = statusApi('PAUSED');
    renderWithServices(notice, { fetch });
    expect(
      await screen.findByRole('heading', { name: '구독료 미납으로 계정이 비활성화되었습니다.' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(fetch.requests.map((r) => new URL(r.url).pathname)).toContain('/api/instt/kwater/status'),
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('drops the notice when the institution has been paid meanwhile (live status normal)', async () => {
    signIn({ insttSttusCode: 'PAUSED' });
    const fetch = statusApi('NORMAL');
    renderWithServices(notice, { fetch });
    await waitFor(() => expect(fetch.requests).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows nothing and asks nothing for a normal institution, a provider admin or an anonymous visitor', async () => {
    for (const user of [{ insttSttusCode: 'NORMAL' }, { insttSttusCode: 'PAUSED', userSeCode: 4 }, null]) {
      window.localStorage.clear();
      if (user) signIn(user);
      const fetch = statusApi('PAUSED');
      const view = renderWithServices(notice, { fetch });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(fetch.requests).toHaveLength(0);
      view.unmount();
    }
  });
});
