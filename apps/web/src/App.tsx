import { AppLayout, NotFoundPage } from '@nuri/ui';
import { Route, Routes } from 'react-router-dom';
import { HomePage } from './pages/HomePage';

/** The app's routes; providers and router come from startApp (main.tsx) or a test. */
export function App() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
