import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INSTITUTION_ADMIN_MENU, PROVIDER_ADMIN_MENU } from './menu-fixtures';
import { renderInScope } from './render-nav';
import { SideMenu } from './SideMenu';

const PROVIDER_ADMIN = { system: 'provider-admin', insttCode: null } as const;
const KWATER_ADMIN = { system: 'institution-admin', insttCode: 'kwater' } as const;

describe('SideMenu', () => {
  it('shows the groups collapsed; a click expands and collapses one', async () => {
    const user = userEvent.setup();
    renderInScope(<SideMenu items={PROVIDER_ADMIN_MENU} />, { scope: PROVIDER_ADMIN });

    expect(screen.getByRole('navigation', { name: '관리자 메뉴' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '대시보드' })).toHaveAttribute('href', '/dashboard');
    const group = screen.getByRole('button', { name: '기관 구독 정보' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: '구독 관리' })).not.toBeInTheDocument();

    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '구독 관리' })).toHaveAttribute('href', '/manageSubscription?viewId=42');

    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: '구독 관리' })).not.toBeInTheDocument();
  });

  it('opens the groups holding the current screen and marks its link', () => {
    renderInScope(<SideMenu items={INSTITUTION_ADMIN_MENU} />, { scope: KWATER_ADMIN, route: '/kwater/insttManage/usage' });

    expect(screen.getByRole('button', { name: '기관 관리' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: '구독' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '실시간 사용량' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '도움말' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves with the arrow keys, Home and End; Right opens a group and Left closes it', async () => {
    const user = userEvent.setup();
    renderInScope(<SideMenu items={PROVIDER_ADMIN_MENU} />, { scope: PROVIDER_ADMIN });
    const dashboard = screen.getByRole('link', { name: '대시보드' });
    const group = screen.getByRole('button', { name: '기관 구독 정보' });

    dashboard.focus();
    await user.keyboard('{ArrowDown}');
    expect(group).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: '기관 현황' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: '콘텐츠 관리' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowDown}{ArrowLeft}');
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: '콘텐츠 관리' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: '콘텐츠 관리' })).toHaveAttribute('aria-expanded', 'true');
  });
});
