import { SystemScopeProvider } from '@nuri/shell';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, useParams } from 'react-router-dom';
import { ServiceLabPage } from '../lab/ServiceLabPage';
import type { RouteScope } from './account-routes';

// OpenLayers stays out of the app's first bundle: each lab app is its own chunk.
const LuckyMapPage = lazy(() => import('../lab/LuckyMapPage'));
const LandBundlePage = lazy(() => import('../lab/LandBundlePage'));
const ElectionMapPage = lazy(() => import('../lab/ElectionMapPage'));
const ElectionManagePage = lazy(() => import('../lab/ElectionManagePage'));

function Loading() {
  const { t } = useTranslation();
  return <p role="status">{t('web.lab.window.loading')}</p>;
}

/** A lab window in the system of its address: the provider site, or the institution of '/:insttCode/…'. */
function LabScope({ children }: { children: ReactNode }) {
  const { insttCode } = useParams();
  return (
    <SystemScopeProvider
      system={insttCode ? 'institution-user' : 'provider-user'}
      insttCode={insttCode ?? null}
    >
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </SystemScopeProvider>
  );
}

const APPS: { path: string; element: ReactNode }[] = [
  { path: 'serviceLab/luckyMap', element: <LuckyMapPage /> },
  { path: 'serviceLab/landBundle', element: <LandBundlePage /> },
  { path: 'serviceLab/electionMap', element: <ElectionMapPage /> },
];

/**
 * Routes of the service lab's apps (lucky map, land bundle, election map), which open in new
 * windows without the site layout, as <Route> elements for App.tsx: '/serviceLab/…' and
 * '/:insttCode/serviceLab/…' (issue 10); and the election management page (561) the admin
 * app embeds in a frame, '/:insttCode/serviceLab/electionManage'.
 */
export function labRoutes(): ReactNode {
  return (
    <>
      {APPS.map((a) => (
        <Route key={a.path} path={a.path} element={<LabScope>{a.element}</LabScope>} />
      ))}
      {APPS.map((a) => (
        <Route key={`i-${a.path}`} path={`:insttCode/${a.path}`} element={<LabScope>{a.element}</LabScope>} />
      ))}
      <Route
        path=":insttCode/serviceLab/electionManage"
        element={
          <LabScope>
            <ElectionManagePage />
          </LabScope>
        }
      />
    </>
  );
}

/** /serviceLab inside each system's layout (the cards page). */
export function serviceLabRoutes(_scope: RouteScope): ReactNode {
  return <Route path="serviceLab" element={<ServiceLabPage />} />;
}
