import { AppLayout, NotFoundPage } from '@nuri/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminHomePage } from './pages/AdminHomePage';

// The UI catalogue is a separate chunk: it never weighs on the admin screens.
const CataloguePage = lazy(() => import('./catalogue/CataloguePage'));

/** The app's routes; providers and router come from startApp (main.tsx) or a test. */
export function App() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<AdminHomePage />} />
        <Route
          path="ui"
          element={
            <Suspense fallback={null}>
              <CataloguePage />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
