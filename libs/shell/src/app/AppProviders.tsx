import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DialogProvider, LoadingProvider, ToastProvider } from '@nuri/ui';
import { ApiProvider } from '../api/api-context';
import type { AppServices } from './services';

/** An app's providers (i18n, queries, API client) around its routes, plus its dialogs, toasts and loading overlay. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  const { api, i18n, queryClient, dialogs } = services;
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api}>
          <ToastProvider>
            <DialogProvider store={dialogs}>
              <LoadingProvider>{children}</LoadingProvider>
            </DialogProvider>
          </ToastProvider>
        </ApiProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
