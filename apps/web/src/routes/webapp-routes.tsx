import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router-dom';

// OpenLayers stays out of the app's first bundle: the builder and the viewer are separate chunks.
const AppBuilderRoute = lazy(() => import('../webapps/AppBuilderPage'));
const AppViewerRoute = lazy(() => import('../webapps/AppViewerPage'));

function Loading() {
  const { t } = useTranslation();
  return <p role="status">{t('web.webapps.loading')}</p>;
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

/**
 * Routes of the themed map app builder (/:insttCode/appBuilder[/:webappTmplatId]) and viewer
 * (/apps/:webappTmplatId, /:insttCode/apps/:webappTmplatId) (issue: themed apps, sharing, gallery),
 * as <Route> elements for App.tsx: full-screen pages outside the site layouts.
 */
export function webappRoutes(): ReactNode {
  const builder = (
    <Lazy>
      <AppBuilderRoute />
    </Lazy>
  );
  const viewer = (
    <Lazy>
      <AppViewerRoute />
    </Lazy>
  );
  return (
    <>
      <Route path=":insttCode/appBuilder" element={builder} />
      <Route path=":insttCode/appBuilder/:webappTmplatId" element={builder} />
      <Route path="apps/:webappTmplatId" element={viewer} />
      <Route path=":insttCode/apps/:webappTmplatId" element={viewer} />
    </>
  );
}
