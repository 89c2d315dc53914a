import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router-dom';

// OpenLayers stays out of the app's first bundle: the map screens are separate chunks.
const MapBuilderRoute = lazy(() => import('../mapbuilder/MapBuilderPage'));
const SimpleMapRoute = lazy(() => import('../mapbuilder/SimpleMapPage'));
const EmbedMapRoute = lazy(() => import('../embed/EmbedMapPage'));
const EmbedAppRoute = lazy(() => import('../embed/EmbedAppPage'));

function Loading() {
  const { t } = useTranslation();
  return <p role="status">{t('web.mapBuilder.loading')}</p>;
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

/**
 * Routes of the map builder (/:insttCode/builder, /:insttCode/builder/:userMapId) and the
 * simple map (/:insttCode/simpleMap) (issue: base maps, web maps and the map builder), as
 * <Route> elements for App.tsx. Both are full-screen pages outside the site layouts.
 */
export function mapRoutes(): ReactNode {
  return (
    <>
      <Route
        path=":insttCode/builder"
        element={
          <Lazy>
            <MapBuilderRoute />
          </Lazy>
        }
      />
      <Route
        path=":insttCode/builder/:userMapId"
        element={
          <Lazy>
            <MapBuilderRoute />
          </Lazy>
        }
      />
      <Route
        path="embed/map/:userMapId"
        element={
          <Lazy>
            <EmbedMapRoute />
          </Lazy>
        }
      />
      <Route
        path="embed/app/:webappTmplatId"
        element={
          <Lazy>
            <EmbedAppRoute />
          </Lazy>
        }
      />
      <Route
        path=":insttCode/simpleMap"
        element={
          <Lazy>
            <SimpleMapRoute />
          </Lazy>
        }
      />
    </>
  );
}
