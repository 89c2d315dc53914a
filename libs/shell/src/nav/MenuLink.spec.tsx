import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { menuItem } from './menu-fixtures';
import type { MenuItem } from './menu.types';
import { MenuLink } from './MenuLink';
import { renderInScope } from './render-nav';

const OPENBIZ = { system: 'institution-user', insttCode: 'openbiz' } as const;
const KWATER_ADMIN = { system: 'institution-admin', insttCode: 'kwater' } as const;

const item = (init: Partial<MenuItem>): MenuItem => menuItem({ id: 'x', name: '갤러리', nameEn: 'Gallery', ...init });

describe('MenuLink', () => {
  afterEach(() => jest.restoreAllMocks());

  it('router: an in-app link under the institution code, current page marked', async () => {
    const user = userEvent.setup();
    renderInScope(<MenuLink item={item({ routerLink: '/gallery' })} />, { scope: OPENBIZ, route: '/openbiz' });

    const link = screen.getByRole('link', { name: '갤러리' });
    expect(link).toHaveAttribute('href', '/openbiz/gallery');
    expect(link).not.toHaveAttribute('aria-current');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/openbiz/gallery');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it("router in an admin system: the admin app's own route (its basename is /admin)", () => {
    renderInScope(<MenuLink item={item({ name: '기관 관리', routerLink: '/insttManage' })} />, {
      scope: KWATER_ADMIN,
    });
    expect(screen.getByRole('link', { name: '기관 관리' })).toHaveAttribute('href', '/kwater/insttManage');
  });

  it('builder: opens in a new tab', () => {
    renderInScope(<MenuLink item={item({ name: '일반 모드', linkType: 'builder', routerLink: '/builder' })} />, {
      scope: OPENBIZ,
    });
    const link = screen.getByRole('link', { name: /일반 모드/ });
    expect(link).toHaveAttribute('href', '/openbiz/builder');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('새 탭');
  });

  it('newWindow: window.open on the prefixed path, not a router navigation', async () => {
    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderInScope(
      <MenuLink item={item({ name: '행운지도', linkType: 'newWindow', routerLink: '/serviceLab/luckyMap', addOn: true })} />,
      { scope: OPENBIZ, route: '/openbiz' },
    );

    const link = screen.getByRole('link', { name: /행운지도/ });
    expect(link).toHaveTextContent('부가 서비스');
    await user.click(link);
    expect(open).toHaveBeenCalledWith('/openbiz/serviceLab/luckyMap', '_blank', 'noopener,noreferrer');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/openbiz$/);
  });

  it('iframe: an in-app link to the route that embeds the target', () => {
    const election = item({ name: '선거 관리', linkType: 'iframe', routerLink: 'https://election.example.org/manageElection' });
    renderInScope(<MenuLink item={election} />, { scope: KWATER_ADMIN });
    expect(screen.getByRole('link', { name: '선거 관리' })).toHaveAttribute('href', '/kwater/manageElection');
  });

  it('alert: an info message in the app dialog, no navigation', async () => {
    const user = userEvent.setup();
    renderInScope(<MenuLink item={item({ name: '점검 안내', linkType: 'alert' })} />, { scope: OPENBIZ, route: '/openbiz' });

    await user.click(screen.getByRole('button', { name: '점검 안내' }));
    const dialog = await screen.findByRole('alertdialog', { name: '안내' });
    expect(dialog).toHaveTextContent('점검 안내 서비스는 준비 중입니다.');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/openbiz$/);
  });

  it("download: shows 'preparing', then downloads the file as given", async () => {
    const user = userEvent.setup();
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.getAttribute('href')}|${this.hasAttribute('download')}`);
    });
    renderInScope(
      <MenuLink item={item({ name: '관리자 매뉴얼 다운로드', linkType: 'download', routerLink: '/api/manual/admin' })} />,
      { scope: KWATER_ADMIN },
    );

    await user.click(screen.getByRole('button', { name: '관리자 매뉴얼 다운로드' }));
    expect(await screen.findByText('준비 중입니다.')).toBeInTheDocument();
    expect(clicked).toEqual(['/api/manual/admin|true']);
  });

  it('is named by nameEn in English', () => {
    renderInScope(
      <ul>
        <li>
          <MenuLink item={item({ routerLink: '/gallery' })} />
        </li>
      </ul>,
      { scope: OPENBIZ, language: 'en' },
    );
    expect(within(screen.getByRole('list')).getByRole('link', { name: 'Gallery' })).toBeInTheDocument();
  });
});
