import type { components } from '@nuri/api-client';
import { useApi } from '@nuri/shell';
import { type GridPageRequest } from '@nuri/ui';
import type { TFunction } from 'i18next';
import { displayDate } from '../../kit/dates';

export type Constituent = components['schemas']['ConstituentDto'];
export interface MemberRow extends Constituent {
  uid: string;
  /** The name, marked when the row is the master account. */
  nameText: string;
  /** The level as the select's value. */
  levelValue: string;
  registDtText: string;
}

/** One page of the institution's members (GET …/constituents; the grid's search is the name). */
export function useMemberPage(insttCode: string, t: TFunction) {
  const api = useApi();
  return async ({ pageIndex, pageSize, searchNm, direction }: GridPageRequest) => {
    const page = await api.unwrap(
      api.GET('/api/instt/{insttCode}/constituents', {
        params: { path: { insttCode }, query: { pageIndex, pageSize, direction, userNm: searchNm } },
      }),
    );
    const content: MemberRow[] = page.content.map((member) => ({
      ...member,
      uid: member.userId,
      nameText: member.isCreatman ? t('insttAdmin.members.master', { name: member.userNm }) : member.userNm,
      levelValue: String(member.userSeCode),
      registDtText: displayDate(member.registDt),
    }));
    return { content, totalElements: page.totalElements, last: page.last };
  };
}
