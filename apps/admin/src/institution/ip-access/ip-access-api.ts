import { ApiError, type components } from '@nuri/api-client';
import type { GridPageRequest } from '@nuri/ui';
import { useApi } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';
import { displayDateTime } from '../../kit/dates';

export type IpRule = components['schemas']['IpAccessRuleDto'];
export interface IpRuleRow extends IpRule {
  uid: number;
  registDtText: string;
}

export const ipSummaryKey = (insttCode: string) => ['insttAdmin', insttCode, 'ip-summary'] as const;

/** The caller's address, whether the list lets it in, and how long the list is. */
export function useIpSummary(insttCode: string) {
  const api = useApi();
  return useQuery({
    queryKey: ipSummaryKey(insttCode),
    queryFn: async () => {
      const page = await api.unwrap(
        api.GET('/api/ipAccessCtrl/ipList', { params: { query: { pageIndex: 1, pageSize: 1 } } }),
      );
      return {
        callerIp: page.callerIp,
        callerAllowed: page.callerAllowed,
        totalElements: page.totalElements,
      };
    },
  });
}

/** One page of the allow-list for the grid. */
export function useIpPage() {
  const api = useApi();
  return async ({ pageIndex, pageSize, searchNm, direction }: GridPageRequest) => {
    const page = await api.unwrap(
      api.GET('/api/ipAccessCtrl/ipList', {
        params: { query: { pageIndex, pageSize, searchNm, direction } },
      }),
    );
    const content: IpRuleRow[] = page.content.map((rule) => ({
      ...rule,
      uid: rule.ipSn,
      registDtText: displayDateTime(rule.registDt),
    }));
    return { content, totalElements: page.totalElements, last: page.last };
  };
}

/** The caller's address of a 409 that warns of a self-lockout; undefined for any other failure. */
export function selfLockoutOf(error: unknown): { callerIp: string | null } | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const result = error.result;
  if (
    typeof result !== 'object' ||
    result === null ||
    (result as { selfLockout?: unknown }).selfLockout !== true
  )
    return undefined;
  const callerIp = (result as { callerIp?: unknown }).callerIp;
  return { callerIp: typeof callerIp === 'string' ? callerIp : null };
}
