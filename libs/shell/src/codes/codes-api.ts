// The common-code calls (spec 001 §7 "Other catalogue paths"): the groups, a group's codes, and
// the provider admin's edits.
import { errorTitle, type components } from '@nuri/api-client';
import type { AppApiClient } from '../api/api-client';

type Schemas = components['schemas'];
export type CommonCode = Schemas['CommonCodeDto'];
export type CommonCodeGroup = Schemas['CodeGroupDto'];
export type CommonCodeChange = Schemas['CommonCodeUpdateDto'];
export type CommonCodeGroupChange = Schemas['CodeGroupUpdateDto'];

/** React-query keys: every group's codes under one prefix, so an edit can refresh them. */
export const COMMON_CODES_QUERY_KEY = ['common-codes'] as const;
export const commonCodesQueryKey = (groupCode: string) => [...COMMON_CODES_QUERY_KEY, 'detail', groupCode] as const;
export const codeGroupsQueryKey = [...COMMON_CODES_QUERY_KEY, 'groups'] as const;

export async function fetchCommonCodes(api: AppApiClient, groupCode: string): Promise<CommonCode[]> {
  return api.unwrap(
    api.GET('/api/common/code/detail', { params: { query: { groupCode } }, ...errorTitle('codes.lookup') }),
  );
}

export async function fetchCodeGroups(api: AppApiClient): Promise<CommonCodeGroup[]> {
  return api.unwrap(api.GET('/api/common/code', { ...errorTitle('codes.groupLookup') }));
}

export async function updateCommonCode(
  api: AppApiClient,
  groupCode: string,
  code: string,
  body: CommonCodeChange,
): Promise<CommonCode> {
  return api.unwrap(
    api.PUT('/api/common/code/{groupCode}/{code}', {
      params: { path: { groupCode, code } },
      body,
      ...errorTitle('codes.save'),
    }),
  );
}

export async function updateCodeGroup(
  api: AppApiClient,
  groupCode: string,
  body: CommonCodeGroupChange,
): Promise<CommonCodeGroup> {
  return api.unwrap(
    api.PUT('/api/common/code/{groupCode}', { params: { path: { groupCode } }, body, ...errorTitle('codes.save') }),
  );
}
