import type { SystemType } from '@nuri/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { quietErrors } from '@nuri/api-client';
import type { AppApiClient } from '../api/api-client';
import { useApi } from '../api/api-context';
import type { MenuItem } from './menu.types';

export const MENU_QUERY_KEY = 'menu';

export function menuQueryKey(systemType: SystemType, insttCode?: string | null) {
  return [MENU_QUERY_KEY, systemType, insttCode ?? null] as const;
}

/**
 * GET /api/menu. A 404 (an unknown institution) raises no alert: the layout shows the
 * not-found page alone. Other failures alert as usual.
 */
export function fetchMenu(api: AppApiClient, systemType: SystemType, insttCode?: string | null): Promise<MenuItem[]> {
  return api.unwrap(
    api.GET('/api/menu', {
      params: { query: { systemType, insttCode: insttCode ?? undefined } },
      ...quietErrors(404),
    }),
  );
}

export interface UseMenuOptions {
  /** False while the caller may not see the menu (nothing is requested). */
  enabled?: boolean;
}

/**
 * The menu tree of a system (GET /api/menu), already filtered by the API for the institution.
 * A failed load is logged (the client has alerted it, except a 404); callers then show no menu.
 */
export function useMenu(systemType: SystemType, insttCode?: string | null, { enabled = true }: UseMenuOptions = {}) {
  const api = useApi();
  const query = useQuery({
    queryKey: menuQueryKey(systemType, insttCode),
    queryFn: () => fetchMenu(api, systemType, insttCode),
    enabled,
    // Menus change with a migration or an access-control change, not while someone browses.
    staleTime: 5 * 60_000,
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error(`[menu] the ${systemType} menu could not be loaded`, error);
  }, [error, systemType]);
  return query;
}
