import type { components } from '@nuri/api-client';
import { useApi } from '@nuri/shell';
import { type GridPageRequest } from '@nuri/ui';
import { displayDate } from '../../kit/dates';

export type GroupSummary = components['schemas']['GroupSummaryDto'];
export type GroupDetail = components['schemas']['GroupDetailDto'];
export interface GroupRow extends GroupSummary {
  uid: number;
  ownerText: string;
  registDtText: string;
}

/** A member as the group form picks it. */
export interface GroupMemberPick {
  userId: string;
  userNm: string;
}

// The selector shows the first matches; a narrower name finds the rest.
const MEMBER_SEARCH_SIZE = 50;

/** One page of groups (GET /api/groups): mine, or with `insttCode` every group of the institution. */
export function useGroupPage(allOfInstitution: string | null) {
  const api = useApi();
  return async ({ pageIndex, pageSize, searchNm, direction }: GridPageRequest) => {
    const page = await api.unwrap(
      api.GET('/api/groups', {
        params: {
          query: {
            pageIndex,
            pageSize,
            direction,
            groupNm: searchNm,
            insttCode: allOfInstitution ?? undefined,
          },
        },
      }),
    );
    const content: GroupRow[] = page.content.map((group) => ({
      ...group,
      uid: group.groupSn,
      ownerText: group.ownerNm ? `${group.ownerNm} (${group.ownerId})` : group.ownerId,
      registDtText: displayDate(group.registDt),
    }));
    return { content, totalElements: page.totalElements, last: page.last };
  };
}

/** Members of the institution whose name contains the text, for the group form's selector. */
export function useMemberSearch(insttCode: string) {
  const api = useApi();
  return async (text: string): Promise<GroupMemberPick[]> => {
    const page = await api.unwrap(
      api.GET('/api/instt/{insttCode}/constituents', {
        params: { path: { insttCode }, query: { userNm: text, pageSize: MEMBER_SEARCH_SIZE } },
      }),
    );
    return page.content.map(({ userId, userNm }) => ({ userId, userNm }));
  };
}

/** Ids in `next` but not in `before`. */
export function addedIds(before: readonly GroupMemberPick[], next: readonly GroupMemberPick[]): string[] {
  const had = new Set(before.map((member) => member.userId));
  return next.map((member) => member.userId).filter((userId) => !had.has(userId));
}
