import type { components } from '@nuri/api-client';
import { INSTT_STATUS_CODES, type InsttStatusCode, type SortDirection } from '@nuri/domain';
import type { AppApiClient } from '@nuri/shell';
import type { GridPage, GridPageRequest } from '@nuri/ui';

export type InsttListRow = components['schemas']['InsttListRowDto'];
export type InstitutionDetail = components['schemas']['InstitutionDetailDto'];
export type ContentsCount = components['schemas']['ContentsCountDto'];
/**
 * POST /api/instt's body. The API also takes the contact fields (its CreateInsttDto inherits
 * them), which the generated schema does not list yet.
 */
export type CreateInstt = components['schemas']['CreateInsttDto'] & { insttTel?: string; insttAddr?: string };
export type InsttStateChange = components['schemas']['InsttStateDto'];

/** Sort columns GET /api/instt accepts (its whitelist). */
export const INSTT_SORT_COLUMNS = [
  'creatDt',
  'insttNm',
  'insttCode',
  'planCode',
  'insttSttusCode',
  'memberCnt',
] as const;
export type InsttSortColumn = (typeof INSTT_SORT_COLUMNS)[number];

export const INSTT_STATUS_LIST: readonly InsttStatusCode[] = Object.values(INSTT_STATUS_CODES);

/** The list conditions outside the grid's own search box. */
export interface InsttListFilters {
  insttSttusCode: InsttStatusCode | null;
  deleteAt: 'Y' | 'N' | null;
  sort: InsttSortColumn;
  direction: SortDirection;
}

export const DEFAULT_FILTERS: InsttListFilters = {
  insttSttusCode: null,
  deleteAt: null,
  sort: 'creatDt',
  direction: 'DESC',
};

/** Query keys of the provider's institution screens. */
export const insttKeys = {
  institution: (insttCode: string) => ['provider', 'instt', insttCode] as const,
  detail: (insttCode: string) => ['provider', 'instt', insttCode, 'detail'] as const,
  counts: (insttCode: string) => ['provider', 'instt', insttCode, 'counts'] as const,
};

/** One page of GET /api/instt under the filters (search text from the grid). */
export async function listInstitutions(
  api: AppApiClient,
  filters: InsttListFilters,
  request: GridPageRequest,
): Promise<GridPage<InsttListRow>> {
  const page = await api.unwrap(
    api.GET('/api/instt', {
      params: {
        query: {
          pageIndex: request.pageIndex,
          pageSize: request.pageSize,
          searchNm: request.searchNm || undefined,
          direction: filters.direction,
          sort: filters.sort,
          insttSttusCode: filters.insttSttusCode ?? undefined,
          deleteAt: filters.deleteAt ?? undefined,
        },
      },
    }),
  );
  return { content: page.content, totalElements: page.totalElements, last: page.last };
}

export function fetchDetail(api: AppApiClient, insttCode: string): Promise<InstitutionDetail> {
  return api.unwrap(api.GET('/api/instt/{insttCode}/detail', { params: { path: { insttCode } } }));
}

export function fetchCounts(api: AppApiClient, insttCode: string): Promise<ContentsCount> {
  return api.unwrap(api.GET('/api/instt/{insttCode}/contents/count', { params: { path: { insttCode } } }));
}

export function changeState(api: AppApiClient, insttCode: string, body: InsttStateChange) {
  return api.unwrap(api.PUT('/api/instt/{insttCode}/state', { params: { path: { insttCode } }, body }));
}

export function createInstitution(api: AppApiClient, body: CreateInstt): Promise<InstitutionDetail> {
  return api.unwrap(api.POST('/api/instt', { body }));
}

/** Whether the code is taken; `message` is the server's 'already in use' / 'available'. */
export function codeExists(api: AppApiClient, insttCode: string) {
  return api.unwrap(api.GET('/api/instt/exists', { params: { query: { insttCode } } }));
}

export function controlMenuAccess(
  api: AppApiClient,
  insttCode: string,
  menuIdList: string[],
  accessAt: 'Y' | 'N',
) {
  return api.unwrap(
    api.POST('/api/menu/access-control/instt', { body: { insttCode, menuIdList, accessAt } }),
  );
}
