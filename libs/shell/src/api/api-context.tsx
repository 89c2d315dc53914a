import { createContext, useContext, type ReactNode } from 'react';
import type { AppApiClient } from './api-client';

const ApiContext = createContext<AppApiClient | null>(null);

export function ApiProvider({ client, children }: { client: AppApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/** The app's one API client (created in main.tsx, faked in tests). */
export function useApi(): AppApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi() outside <ApiProvider>');
  return client;
}

/** The app's API client, or null outside any ApiProvider (previews, isolated pieces). */
export function useOptionalApi(): AppApiClient | null {
  return useContext(ApiContext);
}
