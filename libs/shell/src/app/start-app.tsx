import { ADMIN_PATH_PREFIX } from '@nuri/domain';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { type AppMessages, browserStorage, detectLanguage } from '@nuri/ui';
import { AppProviders } from './AppProviders';
import { routerBasename } from './basename';
import { createAppServices } from './services';

export interface StartAppOptions {
  /** The app's routes (rendered inside the providers and the browser router). */
  App: ComponentType;
  /** The app's own strings. */
  messages: AppMessages;
  /** Where the app is served: Vite's `import.meta.env.BASE_URL` ('/', '/admin/'). */
  base: string;
}

/**
 * Mounts an app on #root: language from ?lang= or storage, the session restored from storage,
 * real fetch, full-page navigation.
 */
export function startApp({ App, messages, base }: StartAppOptions): void {
  const storage = browserStorage();
  const language = detectLanguage(window.location.search, storage);
  // The admin app (served under /admin/) logs an ended session out at /admin/logout.
  const adminContextPath = base.replace(/\/+$/, '') === ADMIN_PATH_PREFIX ? ADMIN_PATH_PREFIX : undefined;
  const services = createAppServices({ language, messages, storage, document, adminContextPath });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');

  createRoot(root).render(
    <StrictMode>
      <BrowserRouter basename={routerBasename(base)}>
        <AppProviders services={services}>
          <App />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}
