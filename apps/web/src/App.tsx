import { InstitutionLayout, LogoutRoute, PublicLayout, SessionProvider, SystemRoutePage } from '@nuri/shell';
import { Route, Routes } from 'react-router-dom';
import { InstitutionProfiles } from './institution/InstitutionProfiles';
import { HomePage } from './pages/HomePage';
import { InstitutionHomePage } from './pages/InstitutionHomePage';
import { accountRoutes } from './routes/account-routes';
import { institutionRoutes } from './routes/institution-routes';
import { mapRoutes } from './routes/map-routes';
import { webappRoutes } from './routes/webapp-routes';
import { galleryRoutes } from './routes/gallery-routes';
import { noticeRoutes } from './routes/notice-routes';
import { pricingRoutes } from './routes/pricing-routes';
import { boardRoutes } from './routes/board-routes';
import { infoRoutes } from './routes/info-routes';
import { labRoutes, serviceLabRoutes } from './routes/lab-routes';

/**
 * The app's routes: the provider-user system at '/', the institution-user system under an
 * institution code. Providers and router come from startApp (main.tsx) or a test.
 */
export function App() {
  return (
    <SessionProvider>
      <InstitutionProfiles>
        <Routes>
          {mapRoutes()}
          {webappRoutes()}
          {labRoutes()}
          <Route element={<PublicLayout />}>
            <Route index element={<HomePage />} />
            {accountRoutes('provider')}
            {institutionRoutes('provider')}
            {galleryRoutes('provider')}
            {noticeRoutes('provider')}
            {pricingRoutes('provider')}
            {boardRoutes('provider')}
            {infoRoutes('provider')}
            {serviceLabRoutes('provider')}
            <Route path="logout" element={<LogoutRoute />} />
            <Route path="*" element={<SystemRoutePage />} />
          </Route>
          <Route path=":insttCode" element={<InstitutionLayout />}>
            <Route index element={<InstitutionHomePage />} />
            {accountRoutes('institution')}
            {institutionRoutes('institution')}
            {galleryRoutes('institution')}
            {noticeRoutes('institution')}
            {pricingRoutes('institution')}
            {boardRoutes('institution')}
            {infoRoutes('institution')}
            {serviceLabRoutes('institution')}
            <Route path="*" element={<SystemRoutePage />} />
          </Route>
        </Routes>
      </InstitutionProfiles>
    </SessionProvider>
  );
}
