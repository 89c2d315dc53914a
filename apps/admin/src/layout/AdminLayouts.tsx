import { canSeeAdminMenu, isReservedRouteName, logoutPath, validateInsttCode, type SystemType } from '@nuri/domain';
import {
  accountLinks,
  AppLayout,
  AppLink,
  Footer,
  headerStyleFor,
  NotFoundPage,
  PausedAccountNotice,
  routerPathIn,
  SideMenu,
  SystemMenuProvider,
  SystemRoutePage,
  systemRouterPath,
  SystemScopeProvider,
  useSession,
  UserMenu,
  useSystemMenu,
  useSystemScope,
  type Session,
  type SystemScope,
} from '@nuri/shell';
import { MODAL_CONTAINER_IDS, ModalContainerProvider } from '@nuri/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import { InstitutionPanel } from './InstitutionPanel';

const PROVIDER_ADMIN: SystemScope = { system: 'provider-admin', insttCode: null };

/** Whether the caller sees the admin column (spec 000 §6): the system's admin, of this institution. */
export function showsAdminColumn(scope: SystemScope, session: Session): boolean {
  if (!session.loaded || session.userSeCode === null) return false;
  if (!canSeeAdminMenu(scope.system, session.userSeCode)) return false;
  return scope.system !== 'institution-admin' || session.insttCode === scope.insttCode;
}

/** The provider-admin system at /admin/...: side menu and a logout button for platform admins. */
export function ProviderAdminLayout({ children }: { children?: ReactNode }) {
  return <AdminLayout scope={PROVIDER_ADMIN}>{children}</AdminLayout>;
}

/**
 * The institution-admin system at /admin/:insttCode/...: side menu and the institution's
 * profile panel for its admins. A reserved route name is a provider-admin screen.
 */
export function InstitutionAdminLayout() {
  const { insttCode = '' } = useParams();
  if (isReservedRouteName(insttCode)) {
    return (
      <ProviderAdminLayout>
        <SystemRoutePage />
      </ProviderAdminLayout>
    );
  }
  // A segment that cannot be an institution code names no institution.
  if (!validateInsttCode(insttCode).ok) {
    return (
      <ProviderAdminLayout>
        <NotFoundPage />
      </ProviderAdminLayout>
    );
  }
  return <AdminLayout scope={{ system: 'institution-admin', insttCode }} />;
}

function AdminLayout({ scope, children }: { scope: SystemScope; children?: ReactNode }) {
  const session = useSession();
  const column = showsAdminColumn(scope, session);
  return (
    <SystemScopeProvider system={scope.system} insttCode={scope.insttCode}>
      <SystemMenuProvider scope={scope} enabled={column}>
        <ModalContainerProvider admin>
          <AdminShell column={column}>{children}</AdminShell>
        </ModalContainerProvider>
      </SystemMenuProvider>
    </SystemScopeProvider>
  );
}

function AdminShell({ column, children }: { column: boolean; children?: ReactNode }) {
  const scope = useSystemScope();
  const menu = useSystemMenu();
  const { pathname } = useLocation();
  const unknownInstitution = menu.status === 'error' && menu.notFound;
  const sidebar = column && !unknownInstitution && (
    <>
      {scope.insttCode ? <InstitutionPanel insttCode={scope.insttCode} /> : <LogoutButton system={scope.system} />}
      {/* The menu shows only once menu authorization has loaded (spec 000 §2). */}
      {menu.status === 'ready' && <SideMenu items={menu.items} />}
    </>
  );
  return (
    <AppLayout
      containerId={MODAL_CONTAINER_IDS.admin}
      homePath={unknownInstitution ? '/' : systemRouterPath(scope, '/')}
      headerStyle={headerStyleFor(scope, pathname)}
      sidebar={sidebar || null}
      actions={<AdminHeaderActions />}
      footer={<Footer />}
    >
      {unknownInstitution ? (
        <NotFoundPage />
      ) : (
        <>
          <PausedAccountNotice />
          {children ?? <Outlet />}
        </>
      )}
    </AppLayout>
  );
}

/** 'Home' to the user site (the member's institution my page, or the main site), and the user menu. */
function AdminHeaderActions() {
  const { t } = useTranslation();
  const scope = useSystemScope();
  const session = useSession();
  return (
    <>
      <AppLink href={accountLinks(scope, session).home} className="app-header__home">
        {t('nav.home')}
      </AppLink>
      <UserMenu />
    </>
  );
}

/** The platform admin's logout button (spec 000 §6). */
function LogoutButton({ system }: { system: SystemType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="button--secondary side-menu__logout"
      onClick={() => navigate(routerPathIn('admin', logoutPath(system)) ?? '/')}
    >
      {t('button.logout')}
    </button>
  );
}
