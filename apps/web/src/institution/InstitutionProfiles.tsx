import {
  fetchMenu,
  InstitutionProfileProvider,
  menuQueryKey,
  useApi,
  useSession,
  type InstitutionProfileLoader,
} from '@nuri/shell';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { fetchPanel, fetchStatus, membershipOf, PANEL_STALE_MS, webInsttKeys } from './institution-queries';

// The layout's menu query (same key and request as @nuri/ui's useMenu), so both share one call.
const MENU_STALE_MS = 5 * 60_000;

/**
 * Feeds the institution layout with the institution's name and image (GET /api/instt/{code})
 * and, for its members, its operational status. The menu of the institution is awaited first:
 * an unknown institution answers it with 404 (the layout's not-found screen alone, no alert),
 * and no second lookup follows.
 */
export function InstitutionProfiles({ children }: { children: ReactNode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const session = useSession();

  const load = useCallback<InstitutionProfileLoader>(
    async (insttCode) => {
      try {
        await queryClient.fetchQuery({
          queryKey: menuQueryKey('institution-user', insttCode),
          queryFn: () => fetchMenu(api, 'institution-user', insttCode),
          staleTime: MENU_STALE_MS,
        });
      } catch {
        return null;
      }
      const panel = await queryClient.fetchQuery({
        queryKey: webInsttKeys.panel(insttCode),
        queryFn: () => fetchPanel(api, insttCode),
        staleTime: PANEL_STALE_MS,
      });
      if (membershipOf(session, insttCode) === 'none') return panel;
      const status = await queryClient
        .fetchQuery({
          queryKey: webInsttKeys.status(insttCode),
          queryFn: () => fetchStatus(api, insttCode),
          staleTime: PANEL_STALE_MS,
        })
        .catch(() => null);
      return { ...panel, statusCode: status?.statusCode ?? null };
    },
    [api, queryClient, session],
  );

  // Who is signed in decides what the profile holds (the status): read it again after a change.
  const signedIn = `${session.userId ?? ''}|${session.insttCode ?? ''}`;
  const previous = useRef(signedIn);
  useEffect(() => {
    if (previous.current === signedIn) return;
    previous.current = signedIn;
    void queryClient.invalidateQueries({ queryKey: ['institution-profile'] });
  }, [signedIn, queryClient]);

  return <InstitutionProfileProvider load={load}>{children}</InstitutionProfileProvider>;
}
