import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AlertDialog } from '../alert/AlertDialog';
import { ApiProvider } from '../api/api-context';
import type { AppServices } from './services';

/** An app's providers (i18n, queries, API client) around its routes, plus its alert dialog. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  const { api, i18n, queryClient, alerts } = services;
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api}>
          {children}
          <AlertDialog store={alerts} />
        </ApiProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
