// Public pieces of the nav area of @nuri/shell: the systems' menus, links, footer and layouts.
export { AppLink, type AppLinkProps } from './AppLink';
export { Footer, termsPath } from './Footer';
export { headerStyleFor, PLAIN_HEADER_ROUTES, systemRouteName, type HeaderStyle } from './header-style';
export { SystemMenuProvider, useSystemMenu, type SystemMenuProviderProps, type SystemMenuState } from './menu-context';
export {
  appOfPath,
  containsPath,
  findMenuItemForPath,
  frameSource,
  isExternalLink,
  menuName,
  menuTarget,
  routerPathIn,
  systemPath,
  systemRouterPath,
  type MenuTarget,
} from './menu-paths';
export { flattenMenu, type MenuItem, type SystemScope } from './menu.types';
export { MenuLink, useMenuName, type MenuLinkProps } from './MenuLink';
export { SideMenu, type SideMenuProps } from './SideMenu';
export { SystemScopeProvider, useSystemScope } from './system-scope';
export { TopMenu, type TopMenuProps } from './TopMenu';
export { MENU_QUERY_KEY, fetchMenu, menuQueryKey, useMenu, type UseMenuOptions } from './use-menu';

// The layouts and route screens of the systems (app shell + navigation), from ../app.
export type { AppLayoutProps } from '../app/AppLayout';
export { LogoutRoute } from '../app/LogoutRoute';
export { MenuFramePage } from '../app/MenuFramePage';
export { PreparingPage } from '../app/PreparingPage';
export { SystemRoutePage } from '../app/SystemRoutePage';
export { InstitutionLayout, PublicLayout } from '../app/UserLayouts';
