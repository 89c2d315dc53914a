import { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { forbiddenReturnAddress } from '../account/return-address';
import { createSessionStore, type SessionStore } from '../account/session-store';
import { createDialogPresenter } from '../alert/dialog-presenter';
import { type AppMessages, createDialogStore, createI18n, type DialogStore, type Language } from '@nuri/ui';
import { createAppApiClient, type AppApiClient } from '../api/api-client';
import { bindSessionStore } from '../api/api-session';
import { createSessionFetch } from '../api/session-fetch';
import { withShellMessages } from '../i18n/catalog';

export interface AppServices {
  api: AppApiClient;
  i18n: I18n;
  queryClient: QueryClient;
  /** Alerts and confirmations: the API client's and the screens' (useDialogs) share one host. */
  dialogs: DialogStore;
  /** Who is signed in, and the tokens the API client sends (SessionProvider finds it through `api`). */
  session: SessionStore;
}

export interface AppServicesOptions {
  language: Language;
  /** The app's own strings (merged over the shared catalogues). */
  messages: AppMessages;
  /** Where the language choice and the refresh token are kept. */
  storage?: Storage;
  document?: Document;
  fetch?: typeof fetch;
  navigate?: (path: string) => void;
  /** '/admin' for the admin app: an ended session then logs out at /admin/logout. */
  adminContextPath?: string;
}

/** Everything an app needs, wired once: startApp for the browser, tests with a fake fetch. */
export function createAppServices({
  language,
  messages,
  storage,
  document,
  fetch,
  navigate,
  adminContextPath,
}: AppServicesOptions): AppServices {
  const i18n = createI18n({ language, storage, document, messages: withShellMessages(messages) });
  const dialogs = createDialogStore();
  const uiLanguage = () => i18n.language;
  const session = createSessionStore(storage, { fetch, language: uiLanguage });
  // Looked up per call, as openapi-fetch does, so that a fetch installed later is used.
  const baseFetch: typeof fetch = fetch ?? ((input, init) => globalThis.fetch(input, init));
  const api = createAppApiClient({
    presenter: createDialogPresenter({ dialogs, i18n, navigate }),
    getAccessToken: session.getAccessToken,
    fetch: createSessionFetch(baseFetch, session, { language: uiLanguage }),
    adminContextPath: () => adminContextPath,
    // A 403 goes back to the stored return address of this app, never into the other app.
    returnAddress: () => forbiddenReturnAddress(adminContextPath ? 'admin' : 'web'),
  });
  bindSessionStore(api, session);
  const queryClient = new QueryClient({
    // The client already alerts on every failed answer: a retry would alert twice.
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  // What the server answered for one user is not the next one's (menus, my info…).
  let userId = session.getSnapshot().userId;
  session.subscribe(() => {
    const next = session.getSnapshot().userId;
    if (next === userId) return;
    userId = next;
    void queryClient.resetQueries();
  });
  return { api, i18n, queryClient, dialogs, session };
}
