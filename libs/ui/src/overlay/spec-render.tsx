import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createDialogStore } from '../alert/dialog-store';
import { DialogProvider } from '../alert/dialogs';
import type { AppMessages } from '../i18n/catalog';
import { createI18n } from '../i18n/create-i18n';
import type { Language } from '../i18n/language';
import { LoadingProvider } from './LoadingOverlay';
import { ToastProvider } from './Toast';

// Render helpers of the kit's own specs (not exported from the library).

/** A stand-in app catalogue for the kit's tests. */
const TEST_MESSAGES: AppMessages = {
  ko: { 'app.name': '테스트 앱' },
  en: { 'app.name': 'Test app' },
};

/** `ui` with the kit's catalogue only (Korean unless told). */
export function renderWithI18n(ui: ReactElement, language: Language = 'ko') {
  const i18n = createI18n({ language, messages: TEST_MESSAGES });
  const view = render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
  return { ...view, i18n };
}

/**
 * `ui` inside the kit's providers as an app mounts them (i18n that keeps `<html lang>` and the
 * stored language, a query client, the dialog host, toasts and the loading overlay).
 */
export function renderInApp(ui: ReactElement, language: Language = 'ko') {
  const i18n = createI18n({ language, messages: TEST_MESSAGES, storage: window.localStorage, document });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const dialogs = createDialogStore();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <DialogProvider store={dialogs}>
            <LoadingProvider>{ui}</LoadingProvider>
          </DialogProvider>
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, services: { i18n, queryClient, dialogs } };
}
