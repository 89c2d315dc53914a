import { isReservedRouteName, validateInsttCode } from '@nuri/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { useInstitutionProfile } from '../account/institution-profile';
import { useSession } from '../account/session-context';
import { PausedAccountNotice } from '../account/UnpaidNotice';
import { UserMenu } from '../account/UserMenu';
import { Footer } from '../nav/Footer';
import { headerStyleFor } from '../nav/header-style';
import { SystemMenuProvider, useSystemMenu } from '../nav/menu-context';
import { systemRouterPath } from '../nav/menu-paths';
import type { SystemScope } from '../nav/menu.types';
import { SystemScopeProvider, useSystemScope } from '../nav/system-scope';
import { TopMenu } from '../nav/TopMenu';
import { MODAL_CONTAINER_IDS, ModalContainerProvider } from '@nuri/ui';
import { AppLayout } from './AppLayout';
import { NotFoundPage } from './NotFoundPage';
import { SystemRoutePage } from './SystemRoutePage';

const PROVIDER_USER: SystemScope = { system: 'provider-user', insttCode: null };

/** The provider-user system at '/': top menu, user menu, footer. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return <UserSystemLayout scope={PROVIDER_USER}>{children}</UserSystemLayout>;
}

/**
 * The institution-user system at '/:insttCode/...', under the institution's name. A reserved
 * route name is no institution: '/gallery' stays the provider-user system's page.
 */
export function InstitutionLayout() {
  const { insttCode = '' } = useParams();
  if (isReservedRouteName(insttCode)) {
    return (
      <PublicLayout>
        <SystemRoutePage />
      </PublicLayout>
    );
  }
  // A segment that cannot be an institution code names no institution: nothing to ask the API.
  if (!validateInsttCode(insttCode).ok) {
    return (
      <PublicLayout>
        <NotFoundPage />
      </PublicLayout>
    );
  }
  return <InstitutionSite insttCode={insttCode} />;
}

function InstitutionSite({ insttCode }: { insttCode: string }) {
  const { t } = useTranslation();
  const profile = useInstitutionProfile(insttCode);
  const brand = (
    <>
      <span className="app-header__brand-app">{t('app.name')}</span>{' '}
      <span className="app-header__brand-instt">{profile?.insttNm ?? insttCode}</span>
    </>
  );
  return <UserSystemLayout scope={{ system: 'institution-user', insttCode }} brand={brand} />;
}

interface UserSystemLayoutProps {
  scope: SystemScope;
  brand?: ReactNode;
  children?: ReactNode;
}

function UserSystemLayout({ scope, brand, children }: UserSystemLayoutProps) {
  const session = useSession();
  return (
    <SystemScopeProvider system={scope.system} insttCode={scope.insttCode}>
      <SystemMenuProvider scope={scope} enabled={session.loaded}>
        <ModalContainerProvider admin={false}>
          <UserSystemShell brand={brand}>{children}</UserSystemShell>
        </ModalContainerProvider>
      </SystemMenuProvider>
    </SystemScopeProvider>
  );
}

function UserSystemShell({ brand, children }: { brand?: ReactNode; children?: ReactNode }) {
  const scope = useSystemScope();
  const menu = useSystemMenu();
  const { pathname } = useLocation();
  // The menu API does not know the institution: show the main site's not-found screen.
  if (menu.status === 'error' && menu.notFound) {
    return (
      <AppLayout containerId={MODAL_CONTAINER_IDS.main} actions={<UserMenu />} footer={<Footer />}>
        <NotFoundPage />
      </AppLayout>
    );
  }
  return (
    <AppLayout
      containerId={MODAL_CONTAINER_IDS.main}
      homePath={systemRouterPath(scope, '/')}
      brand={brand}
      headerStyle={headerStyleFor(scope, pathname)}
      menu={menu.status === 'ready' ? <TopMenu items={menu.items} /> : null}
      actions={<UserMenu />}
      footer={<Footer />}
    >
      <PausedAccountNotice />
      {children ?? <Outlet />}
    </AppLayout>
  );
}
