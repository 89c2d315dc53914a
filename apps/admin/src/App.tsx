import { LogoutRoute, SessionProvider, SystemRoutePage } from '@nuri/shell';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { InstitutionAdminLayout, ProviderAdminLayout } from './layout/AdminLayouts';
import { AdminHomePage } from './pages/AdminHomePage';
import { accountRoutes } from './routes/account-routes';
import { institutionRoutes } from './routes/institution-routes';
import { providerRoutes } from './routes/provider-routes';
import { sharingRoutes } from './routes/sharing-routes';
import { galleryRoutes } from './routes/gallery-routes';
import { integratorRoutes } from './routes/apikey-routes';
import { noticeRoutes } from './routes/notice-routes';
import { dashboardRoutes } from './routes/dashboard-routes';
import { billingRoutes } from './routes/billing-routes';
import { boardRoutes } from './routes/board-routes';
import { labRoutes } from './routes/lab-routes';

// The UI catalogue is a separate chunk: it never weighs on the admin screens.
const CataloguePage = lazy(() => import('./catalogue/CataloguePage'));

/**
 * The app's routes (under /admin): the provider-admin system, and the institution-admin
 * system under an institution code. Providers and router come from startApp (main.tsx) or a
 * test.
 */
export function App() {
  return (
    <SessionProvider>
      <Routes>
        <Route element={<ProviderAdminLayout />}>
          <Route index element={<AdminHomePage />} />
          <Route
            path="ui"
            element={
              <Suspense fallback={null}>
                <CataloguePage />
              </Suspense>
            }
          />
          {accountRoutes()}
          {providerRoutes()}
          {galleryRoutes('provider')}
          {integratorRoutes('provider')}
          {noticeRoutes('provider')}
          {dashboardRoutes('provider')}
          {billingRoutes('provider')}
          {boardRoutes('provider')}
          {labRoutes('provider')}
          <Route path="logout" element={<LogoutRoute />} />
          <Route path="*" element={<SystemRoutePage />} />
        </Route>
        <Route path=":insttCode" element={<InstitutionAdminLayout />}>
          <Route index element={<AdminHomePage />} />
          {institutionRoutes()}
          {sharingRoutes('institution')}
          {galleryRoutes('institution')}
          {integratorRoutes('institution')}
          {noticeRoutes('institution')}
          {dashboardRoutes('institution')}
          {billingRoutes('institution')}
          {boardRoutes('institution')}
          {labRoutes('institution')}
          <Route path="*" element={<SystemRoutePage />} />
        </Route>
      </Routes>
    </SessionProvider>
  );
}
