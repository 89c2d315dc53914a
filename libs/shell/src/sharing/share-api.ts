// The calls of the sharing wizard (spec 001 §7 "Share search", "Saved shares", "Saving shares";
// API.md): the saved shares of one content, the user and group searches, and the saving calls
// (user/group list, my institution, everyone, delete by order number).
import { errorTitle, type components } from '@nuri/api-client';
import { SHARE_LIST_QUERY, type ShareContentType } from '@nuri/domain';
import type { AppApiClient } from '../api/api-client';

type Schemas = components['schemas'];

/** One saved share. */
export type ShareEntry = Schemas['ShareEntryDto'];
/** One user, group or institution share to add (POST …/shares `shareList`). */
export type ShareListItem = Schemas['ShareTargetDto'];
/** A member of my institution found by the user search. */
export type ShareUser = Pick<Schemas['ConstituentDto'], 'userId' | 'userNm'>;
/** A group found by the group search. */
export type ShareGroup = Pick<Schemas['GroupSummaryDto'], 'groupSn' | 'groupNm' | 'memberCnt'>;

export interface Page<T> {
  content: T[];
  totalElements: number;
  last: boolean;
}

/** Catalogue keys titling each call's error alert (spec 001 §8: titled by the content). */
export const SHARE_ERROR_TITLES = {
  list: {
    map: 'sharing.title.mapShareList',
    theme: 'sharing.title.themeShareList',
    layer: 'share.title.layerShareListLookup',
  },
  save: 'sharing.title.save',
  remove: 'sharing.title.remove',
  userSearch: 'sharing.title.userSearch',
  groupSearch: 'sharing.title.groupSearch',
} as const;

export interface ShareApi {
  /** The saved shares (pageIndex 1, pageSize 10000, DESC). */
  list(): Promise<ShareEntry[]>;
  /** Adds the entries of `shareList` (the server keeps the others; 409 when all are there). */
  saveUserGroup(shareList: ShareListItem[]): Promise<unknown>;
  /** Shares with the caller's institution. */
  shareInstitution(): Promise<unknown>;
  /** Shares with everyone (maps and themed apps). */
  shareEveryone(): Promise<unknown>;
  /** Deletes shares by their order numbers. */
  remove(pblonsipOrdrList: number[]): Promise<unknown>;
  searchUsers(q: {
    insttCode: string;
    userNm: string;
    pageIndex: number;
    pageSize: number;
  }): Promise<Page<ShareUser>>;
  searchGroups(q: {
    groupNm: string;
    pageIndex: number;
    pageSize: number;
    insttCode?: string;
  }): Promise<Page<ShareGroup>>;
}

/**
 * The share calls of one content: map (/api/webmap/{userMapId}/shares), themed app
 * (/api/webapp/tmplat/{webappTmplatId}/shares) or layer (/api/layers/{lyrId}/shares). A layer's
 * list and delete also carry its owner's id (spec 001 §7).
 */
export function createShareApi(
  api: AppApiClient,
  target: { contentType: ShareContentType; contentId: string; ownerId?: string },
): ShareApi {
  const { contentType, contentId: id, ownerId } = target;
  const save = errorTitle(SHARE_ERROR_TITLES.save);
  const removal = errorTitle(SHARE_ERROR_TITLES.remove);
  const listing = errorTitle(SHARE_ERROR_TITLES.list[contentType]);
  const query = { ...SHARE_LIST_QUERY };

  const list = async (): Promise<ShareEntry[]> => {
    if (contentType === 'map') {
      const p = { path: { userMapId: id }, query };
      return (await api.unwrap(api.GET('/api/webmap/{userMapId}/shares', { params: p, ...listing }))).content;
    }
    if (contentType === 'theme') {
      const p = { path: { webappTmplatId: id }, query };
      return (
        await api.unwrap(api.GET('/api/webapp/tmplat/{webappTmplatId}/shares', { params: p, ...listing }))
      ).content;
    }
    const p = { path: { lyrId: id }, query: { ...query, ...(ownerId ? { ownerId } : {}) } };
    return (await api.unwrap(api.GET('/api/layers/{lyrId}/shares', { params: p, ...listing }))).content;
  };

  const saveUserGroup = (shareList: ShareListItem[]) => {
    const body = { shareList };
    if (contentType === 'map')
      return api.unwrap(
        api.POST('/api/webmap/{userMapId}/shares', { params: { path: { userMapId: id } }, body, ...save }),
      );
    if (contentType === 'theme')
      return api.unwrap(
        api.POST('/api/webapp/tmplat/{webappTmplatId}/shares', {
          params: { path: { webappTmplatId: id } },
          body,
          ...save,
        }),
      );
    return api.unwrap(
      api.POST('/api/layers/{lyrId}/shares', { params: { path: { lyrId: id } }, body, ...save }),
    );
  };

  const shareInstitution = () => {
    if (contentType === 'map')
      return api.unwrap(
        api.POST('/api/webmap/{userMapId}/shares/instt', { params: { path: { userMapId: id } }, ...save }),
      );
    if (contentType === 'theme')
      return api.unwrap(
        api.POST('/api/webapp/tmplat/{webappTmplatId}/shares/instt', {
          params: { path: { webappTmplatId: id } },
          ...save,
        }),
      );
    return api.unwrap(
      api.POST('/api/layers/{lyrId}/shares/instt', { params: { path: { lyrId: id } }, ...save }),
    );
  };

  const shareEveryone = () => {
    if (contentType === 'map')
      return api.unwrap(
        api.POST('/api/webmap/{userMapId}/shares/all', { params: { path: { userMapId: id } }, ...save }),
      );
    if (contentType === 'theme')
      return api.unwrap(
        api.POST('/api/webapp/tmplat/{webappTmplatId}/shares/all', {
          params: { path: { webappTmplatId: id } },
          ...save,
        }),
      );
    // Layers have no everyone scope (the wizard hides the tab); the server answers 400.
    return api.unwrap(
      api.POST('/api/layers/{lyrId}/shares/all', { params: { path: { lyrId: id } }, ...save }),
    );
  };

  const remove = (pblonsipOrdrList: number[]) => {
    if (contentType === 'map')
      return api.unwrap(
        api.DELETE('/api/webmap/{userMapId}/shares', {
          params: { path: { userMapId: id } },
          body: { pblonsipOrdrList },
          ...removal,
        }),
      );
    if (contentType === 'theme')
      return api.unwrap(
        api.DELETE('/api/webapp/tmplat/{webappTmplatId}/shares', {
          params: { path: { webappTmplatId: id } },
          body: { pblonsipOrdrList },
          ...removal,
        }),
      );
    return api.unwrap(
      api.DELETE('/api/layers/{lyrId}/shares', {
        params: { path: { lyrId: id } },
        body: { pblonsipOrdrList, ...(ownerId ? { ownerId } : {}) },
        ...removal,
      }),
    );
  };

  return {
    list,
    saveUserGroup,
    shareInstitution,
    shareEveryone,
    remove,
    searchUsers: ({ insttCode, userNm, pageIndex, pageSize }) =>
      api.unwrap(
        api.GET('/api/instt/{insttCode}/constituents', {
          params: {
            path: { insttCode },
            query: {
              pageIndex,
              pageSize,
              direction: 'DESC',
              excludeMyId: true,
              ...(userNm ? { userNm } : {}),
            },
          },
          ...errorTitle(SHARE_ERROR_TITLES.userSearch),
        }),
      ),
    searchGroups: ({ groupNm, pageIndex, pageSize, insttCode }) =>
      api.unwrap(
        api.GET('/api/groups', {
          params: {
            query: {
              pageIndex,
              pageSize,
              direction: 'DESC',
              ...(groupNm ? { groupNm } : {}),
              ...(insttCode ? { insttCode } : {}),
            },
          },
          ...errorTitle(SHARE_ERROR_TITLES.groupSearch),
        }),
      ),
  };
}
