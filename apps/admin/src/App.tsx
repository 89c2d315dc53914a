import { AppLayout, NotFoundPage } from '@nuri/ui';
import { Route, Routes } from 'react-router-dom';
import { AdminHomePage } from './pages/AdminHomePage';

/** The app's routes; providers and router come from startApp (main.tsx) or a test. */
export function App() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<AdminHomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
