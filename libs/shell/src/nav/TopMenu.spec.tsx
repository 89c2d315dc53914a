import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROVIDER_USER_MENU } from './menu-fixtures';
import { renderInScope } from './render-nav';
import { TopMenu } from './TopMenu';

const PROVIDER_USER = { system: 'provider-user', insttCode: null } as const;

function topLevel() {
  const nav = screen.getByRole('navigation', { name: '주 메뉴' });
  return within(nav)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.classList.contains('top-menu__list'))
    .map((li) => li.firstElementChild?.firstChild?.textContent ?? li.textContent);
}

describe('TopMenu', () => {
  it('shows the top-level items in order, links and dropdown buttons', () => {
    renderInScope(<TopMenu items={PROVIDER_USER_MENU} />, { scope: PROVIDER_USER });

    expect(topLevel()).toEqual(['서비스 소개', '서비스 랩', '갤러리', '고객지원', '요금 정책']);
    expect(screen.getByRole('link', { name: '갤러리' })).toHaveAttribute('href', '/gallery');
    expect(screen.getByRole('button', { name: '고객지원' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: '공지사항' })).not.toBeInTheDocument();
  });

  it('opens one dropdown at a time and closes it on selection', async () => {
    const user = userEvent.setup();
    renderInScope(<TopMenu items={PROVIDER_USER_MENU} />, { scope: PROVIDER_USER });

    await user.click(screen.getByRole('button', { name: '서비스 랩' }));
    expect(screen.getByRole('button', { name: '서비스 랩' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /행운지도/ })).toBeVisible();

    await user.click(screen.getByRole('button', { name: '고객지원' }));
    expect(screen.getByRole('button', { name: '서비스 랩' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('link', { name: '공지사항' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/notice');
    expect(screen.getByRole('button', { name: '고객지원' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: '고객지원' })).toHaveClass('is-active');
  });

  it('closes on Escape (focus back on its button) and on an outside click', async () => {
    const user = userEvent.setup();
    renderInScope(
      <>
        <p>바깥</p>
        <TopMenu items={PROVIDER_USER_MENU} />
      </>,
      { scope: PROVIDER_USER },
    );
    const support = screen.getByRole('button', { name: '고객지원' });

    await user.click(support);
    await user.tab();
    expect(screen.getByRole('link', { name: '공지사항' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(support).toHaveAttribute('aria-expanded', 'false');
    expect(support).toHaveFocus();

    await user.click(support);
    // A press outside (without moving focus, as in browsers where buttons take no focus).
    fireEvent.mouseDown(screen.getByText('바깥'));
    expect(support).toHaveAttribute('aria-expanded', 'false');

    await user.click(support);
    await user.click(screen.getByText('바깥'));
    expect(support).toHaveAttribute('aria-expanded', 'false');
  });

  it('names the items in English', () => {
    renderInScope(<TopMenu items={PROVIDER_USER_MENU} />, { scope: PROVIDER_USER, language: 'en' });
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Price policy' })).toHaveAttribute('href', '/pricesPolicy');
  });
});
