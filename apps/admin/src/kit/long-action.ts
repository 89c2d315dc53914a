import { useLoading } from '@nuri/ui';
import { useCallback } from 'react';

/**
 * Runs a long action (a download, a billing run) under the kit's loading overlay: a named event,
 * so overlapping actions keep the overlay until the last one ends.
 *   const withLoading = useWithLoading();
 *   const blob = await withLoading('claims-download', () => downloadClaims(api, filters));
 */
export function useWithLoading() {
  const loading = useLoading();
  return useCallback(
    async <T>(name: string, run: () => Promise<T>, message?: string): Promise<T> => {
      loading.start(name, message);
      try {
        return await run();
      } finally {
        loading.done(name);
      }
    },
    [loading],
  );
}
