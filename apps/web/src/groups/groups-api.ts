import { clearable, errorTitle, type components } from '@nuri/api-client';
import type { AppApiClient } from '@nuri/shell';

// Groups for members (docs/api-guide.md "Groups"): the groups I own (create, rename, members,
// delete) and the groups I belong to (leave). Group names follow the content-name rule: the
// names gate's headers ride along.

export type GroupSummary = components['schemas']['GroupSummaryDto'];
export type GroupDetail = components['schemas']['GroupDetailDto'];
export type Constituent = components['schemas']['ConstituentDto'];
export type GroupRelation = 'owned' | 'member';

/** The query keys of the groups screens (a change reloads them all). */
export const GROUPS_KEY = ['web', 'groups'] as const;
export const GROUP_PAGE_SIZE = 10;
type Headers = Record<string, string>;

export interface GroupPage {
  content: GroupSummary[];
  totalElements: number;
  last: boolean;
}

export const fetchGroups = async (
  api: AppApiClient,
  relation: GroupRelation,
  pageIndex: number,
): Promise<GroupPage> =>
  (await api.unwrap(
    api.GET('/api/groups', {
      params: { query: { relation, pageIndex, pageSize: GROUP_PAGE_SIZE, direction: 'DESC' } },
      ...errorTitle('web.groups.lookup'),
    }),
  )) as GroupPage;

export const fetchGroup = (api: AppApiClient, groupSn: number): Promise<GroupDetail> =>
  api.unwrap(
    api.GET('/api/groups/{groupSn}', { params: { path: { groupSn } }, ...errorTitle('web.groups.lookup') }),
  );

export const createGroup = (
  api: AppApiClient,
  body: { groupNm: string; groupDc: string },
  headers: Headers,
): Promise<GroupDetail> =>
  api.unwrap(
    api.POST('/api/groups', { body, headers: { ...headers, ...errorTitle('web.groups.create').headers } }),
  );

export const renameGroup = (
  api: AppApiClient,
  groupSn: number,
  body: { groupNm: string; groupDc: string },
  headers: Headers,
): Promise<unknown> =>
  api.unwrap(
    api.PUT('/api/groups/{groupSn}', {
      params: { path: { groupSn } },
      body,
      headers: { ...headers, ...errorTitle('web.groups.rename').headers },
      // An emptied description is sent as null: the group's description is cleared.
      ...clearable('groupDc'),
    }),
  );

export const deleteGroup = (api: AppApiClient, groupSn: number): Promise<unknown> =>
  api.unwrap(
    api.DELETE('/api/groups/{groupSn}', {
      params: { path: { groupSn } },
      ...errorTitle('web.groups.delete'),
    }),
  );

export const addMembers = (api: AppApiClient, groupSn: number, userIdList: string[]): Promise<unknown> =>
  api.unwrap(
    api.POST('/api/groups/{groupSn}/members', {
      params: { path: { groupSn } },
      body: { userIdList },
      ...errorTitle('web.groups.members'),
    }),
  );

export const removeMembers = (api: AppApiClient, groupSn: number, userIdList: string[]): Promise<unknown> =>
  api.unwrap(
    api.DELETE('/api/groups/{groupSn}/members', {
      params: { path: { groupSn } },
      body: { userIdList },
      ...errorTitle('web.groups.members'),
    }),
  );

export const leaveGroup = (api: AppApiClient, groupSn: number): Promise<unknown> =>
  api.unwrap(
    api.DELETE('/api/groups/{groupSn}/membership', {
      params: { path: { groupSn } },
      ...errorTitle('web.groups.leave'),
    }),
  );

/** Members of my institution to add (by name), the share wizard's search. */
export const searchConstituents = async (
  api: AppApiClient,
  insttCode: string,
  userNm: string,
): Promise<Constituent[]> => {
  const page = await api.unwrap(
    api.GET('/api/instt/{insttCode}/constituents', {
      params: {
        path: { insttCode },
        query: {
          pageIndex: 1,
          pageSize: 20,
          direction: 'DESC',
          excludeMyId: true,
          ...(userNm ? { userNm } : {}),
        },
      },
      ...errorTitle('web.groups.memberSearch'),
    }),
  );
  return (page as { content: Constituent[] }).content;
};
