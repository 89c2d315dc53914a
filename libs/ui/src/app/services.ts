import { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createDialogPresenter } from '../alert/dialog-presenter';
import { createDialogStore, type DialogStore } from '../alert/dialog-store';
import { createAppApiClient, type AppApiClient } from '../api/api-client';
import type { AppMessages } from '../i18n/catalog';
import { createI18n } from '../i18n/create-i18n';
import type { Language } from '../i18n/language';

export interface AppServices {
  api: AppApiClient;
  i18n: I18n;
  queryClient: QueryClient;
  /** Alerts and confirmations: the API client's and the screens' (useDialogs) share one host. */
  dialogs: DialogStore;
}

export interface AppServicesOptions {
  language: Language;
  /** The app's own strings (merged over the shared catalogues). */
  messages: AppMessages;
  storage?: Storage;
  document?: Document;
  fetch?: typeof fetch;
  navigate?: (path: string) => void;
}

/** Everything an app needs, wired once: startApp for the browser, tests with a fake fetch. */
export function createAppServices({
  language,
  messages,
  storage,
  document,
  fetch,
  navigate,
}: AppServicesOptions): AppServices {
  const i18n = createI18n({ language, storage, document, messages });
  const dialogs = createDialogStore();
  const api = createAppApiClient({ presenter: createDialogPresenter({ dialogs, i18n, navigate }), fetch });
  const queryClient = new QueryClient({
    // The client already alerts on every failed answer: a retry would alert twice.
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  return { api, i18n, queryClient, dialogs };
}
