import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router-dom';

// Its own chunk: only institution admins ever load it.
const ShareManagementPage = lazy(() =>
  import('../sharing/ShareManagementPage').then((module) => ({ default: module.ShareManagementPage })),
);

function Loading() {
  const { t } = useTranslation();
  return <p role="status">{t('common.loading')}</p>;
}

/**
 * Routes of the share management screen (5531, institution admins) (issue: themed apps, sharing, gallery),
 * as <Route> elements for App.tsx. The provider system has none.
 */
export function sharingRoutes(scope: 'provider' | 'institution'): ReactNode {
  if (scope !== 'institution') return null;
  return (
    <Route
      path="manageContents/shares"
      element={
        <Suspense fallback={<Loading />}>
          <ShareManagementPage />
        </Suspense>
      }
    />
  );
}
