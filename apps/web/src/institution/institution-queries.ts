import type { components } from '@nuri/api-client';
import { isInstitutionAdminCode, isInstitutionMemberCode, isProviderAdminCode } from '@nuri/domain';
import { useApi, type AppApiClient, type Session } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';

export type InstitutionPanel = components['schemas']['InstitutionDto'];
export type InstitutionStatus = components['schemas']['InsttStatusDto'];
export type ContentsCount = components['schemas']['ContentsCountDto'];

/** Query keys of the web app's institution data (shared by the layout's profile and the info page). */
export const webInsttKeys = {
  all: ['web', 'instt'] as const,
  panel: (insttCode: string) => ['web', 'instt', insttCode, 'panel'] as const,
  status: (insttCode: string) => ['web', 'instt', insttCode, 'status'] as const,
  counts: (insttCode: string, level: 'admin' | 'member') =>
    ['web', 'instt', insttCode, 'counts', level] as const,
};

export const PANEL_STALE_MS = 60_000;

/** GET /api/instt/{code}: the public panel (name, image, site address). */
export function fetchPanel(api: AppApiClient, insttCode: string): Promise<InstitutionPanel> {
  return api.unwrap(api.GET('/api/instt/{insttCode}', { params: { path: { insttCode } } }));
}

/** GET /api/instt/{code}/status: members of the institution and provider admins only. */
export function fetchStatus(api: AppApiClient, insttCode: string): Promise<InstitutionStatus> {
  return api.unwrap(api.GET('/api/instt/{insttCode}/status', { params: { path: { insttCode } } }));
}

/** How the caller stands to an institution: the API answers its scoped routes accordingly. */
export type Membership = 'none' | 'member' | 'admin';

/** Members (11–13) read the status and the member list; its admins (14) and provider admins (4) the counts too. */
export function membershipOf(session: Session, insttCode: string): Membership {
  const code = session.userSeCode;
  if (code === null) return 'none';
  if (isProviderAdminCode(code)) return 'admin';
  if (session.insttCode !== insttCode || !isInstitutionMemberCode(code)) return 'none';
  return isInstitutionAdminCode(code) ? 'admin' : 'member';
}

export function useInstitutionPanel(insttCode: string, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: webInsttKeys.panel(insttCode),
    queryFn: () => fetchPanel(api, insttCode),
    staleTime: PANEL_STALE_MS,
    enabled,
  });
}

export function useInstitutionStatus(insttCode: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: webInsttKeys.status(insttCode),
    queryFn: () => fetchStatus(api, insttCode),
    staleTime: PANEL_STALE_MS,
    enabled,
  });
}

/** Counts by what the caller may read: all holdings for admins, the member count for members. */
export function useInstitutionCounts(insttCode: string, membership: Membership) {
  const api = useApi();
  const level = membership === 'admin' ? 'admin' : 'member';
  return useQuery({
    queryKey: webInsttKeys.counts(insttCode, level),
    queryFn: async (): Promise<Partial<ContentsCount>> => {
      if (level === 'admin') {
        return api.unwrap(
          api.GET('/api/instt/{insttCode}/contents/count', { params: { path: { insttCode } } }),
        );
      }
      const page = await api.unwrap(
        api.GET('/api/instt/{insttCode}/constituents', {
          params: { path: { insttCode }, query: { pageIndex: 1, pageSize: 1 } },
        }),
      );
      return { memberCnt: page.totalElements };
    },
    enabled: membership !== 'none',
  });
}
