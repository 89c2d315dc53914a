import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInScope } from '../nav/render-nav';
import { ANONYMOUS_SESSION, sessionOf, type Session } from './session';
import { StaticSession } from './session-context';
import { RETURN_ADDRESS_STORAGE_KEY } from './return-address';
import { UserMenu } from './UserMenu';

const OPENBIZ = { system: 'institution-user', insttCode: 'openbiz' } as const;
const PROVIDER_ADMIN = { system: 'provider-admin', insttCode: null } as const;
const member = sessionOf({ userId: 'kim', userNm: '김누리', userSeCode: 12, insttCode: 'openbiz' });
const platformAdmin = sessionOf({ userId: 'root', userNm: '운영자', userSeCode: 4, insttCode: null });

function renderMenu(session: Session, scope: typeof OPENBIZ | typeof PROVIDER_ADMIN = OPENBIZ, route = '/') {
  return renderInScope(
    <StaticSession session={session}>
      <p>바깥</p>
      <UserMenu />
    </StaticSession>,
    { scope, route },
  );
}

describe('UserMenu', () => {
  it('offers login and sign-up when logged out', () => {
    renderMenu(ANONYMOUS_SESSION);
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/join');
    expect(screen.queryByRole('link', { name: '로그아웃' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /사용자 메뉴/ })).not.toBeInTheDocument();
  });

  it("shows the user's name; it opens my page and logout", async () => {
    const user = userEvent.setup();
    renderMenu(member);
    expect(screen.queryByRole('link', { name: '로그인' })).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: '사용자 메뉴: 김누리 님' });
    expect(toggle).toHaveTextContent('김누리 님');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '마이페이지' })).toHaveAttribute('href', '/openbiz/myPage');
    expect(screen.getByRole('link', { name: '로그아웃' })).toHaveAttribute('href', '/logout');
    // Members get no admin dashboard link.
    expect(screen.queryByRole('link', { name: /기관 관리자 대시보드/ })).not.toBeInTheDocument();
  });

  it('leads an institution admin to their admin dashboard in a new window', async () => {
    const user = userEvent.setup();
    renderMenu(sessionOf({ userId: 'boss', userNm: '박관리', userSeCode: 14, insttCode: 'openbiz' }));
    await user.click(screen.getByRole('button', { name: '사용자 메뉴: 박관리 님' }));
    const link = screen.getByRole('link', { name: '기관 관리자 대시보드 (새 창)' });
    expect(link).toHaveAttribute('href', '/admin/openbiz/insttDashBoard');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no my page for a platform admin; logout stays in the admin app', async () => {
    const user = userEvent.setup();
    renderMenu(platformAdmin, PROVIDER_ADMIN);
    await user.click(screen.getByRole('button', { name: '사용자 메뉴: 운영자 님' }));

    expect(screen.getByRole('link', { name: '로그아웃' })).toHaveAttribute('href', '/logout');
    expect(screen.queryByRole('link', { name: '마이페이지' })).not.toBeInTheDocument();
  });

  it('closes on an outside click and on Escape', async () => {
    const user = userEvent.setup();
    renderMenu(member);
    const toggle = screen.getByRole('button', { name: '사용자 메뉴: 김누리 님' });

    await user.click(toggle);
    await user.click(screen.getByText('바깥'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: '로그아웃' })).not.toBeInTheDocument();

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('remembers the screen the login was opened from, so that the login comes back to it', async () => {
    renderMenu(ANONYMOUS_SESSION, PROVIDER_ADMIN, '/manageLayer?viewId=556');
    await userEvent.setup().click(screen.getByRole('link', { name: '로그인' }));
    expect(window.sessionStorage.getItem(RETURN_ADDRESS_STORAGE_KEY)).toBe('/admin/manageLayer?viewId=556');
    window.sessionStorage.clear();
  });
});
