import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { systemRouteName } from '../nav/header-style';
import { useSystemMenu } from '../nav/menu-context';
import { findMenuItemForPath, frameSource, systemRouterPath } from '../nav/menu-paths';
import { useMenuName } from '../nav/MenuLink';
import { useSystemScope } from '../nav/system-scope';
import { accountRouteOf, accountRouteTitle } from './account-routes';
import { MenuFramePage } from './MenuFramePage';
import { NotFoundPage } from './NotFoundPage';
import { PreparingPage } from './PreparingPage';

/**
 * A system's routes without a screen of their own: the account and terms routes and the
 * routes its menu points to show the 'preparing' page under their name, an iframe menu its
 * embedded target; anything else is not found.
 */
export function SystemRoutePage() {
  const { t } = useTranslation();
  const scope = useSystemScope();
  const menu = useSystemMenu();
  const nameOf = useMenuName();
  const { pathname, search } = useLocation();

  const name = systemRouteName(scope, pathname);
  const route = accountRouteOf(scope.system, name);
  const base = systemRouterPath(scope, '/');
  const single = pathname.replace(/\/+$/, '').toLowerCase() === `${base === '/' ? '' : base}/${name}`.toLowerCase();
  if (route && single) return <PreparingPage title={accountRouteTitle(route, search, t)} />;

  if (menu.status === 'loading') return <p role="status">{t('common.loading')}</p>;
  if (menu.status === 'ready') {
    const item = findMenuItemForPath(menu.items, scope, pathname, search);
    const src = item && frameSource(item);
    if (item && src) return <MenuFramePage title={nameOf(item)} src={src} />;
    if (item) return <PreparingPage title={nameOf(item)} />;
  }
  return <NotFoundPage />;
}
