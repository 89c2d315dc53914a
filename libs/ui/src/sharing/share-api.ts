// The calls of the sharing wizard (spec 001 §7 "Share search", "Saved shares", "Saving shares";
// CONTRACT8.md "Share API"): the saved shares of one content, the user and group searches, and
// the saving calls (user/group list, my institution, everyone, delete by order).
import { errorTitle } from '@nuri/api-client';
import { SHARE_LIST_QUERY, type ShareContentType, type ShareScope } from '@nuri/domain';
import type { AppApiClient } from '../api/api-client';

/** One saved share (ShareEntryDto). */
export interface ShareEntry {
  pblonsipOrdr: number;
  pblonsipScopeSeCode: ShareScope;
  /** User id, group serial number or institution code; null for everyone. */
  pblonsipRefrnId: string | null;
  /** User name, group name or institution name; null for everyone. */
  pblonsipRefrnNm: string | null;
  /** Layers: 1 lets the target edit the layer. */
  editPosblAt: 0 | 1;
  ownerId?: string;
  registerId?: string;
  registDt?: string;
}

/** One user or group share to save (POST …/shares `shareList`). */
export interface ShareListItem {
  pblonsipScopeSeCode: 2 | 3;
  pblonsipRefrnId: string;
  /** Layers only. */
  editPosblAt?: 0 | 1;
}

export interface Page<T> {
  content: T[];
  totalElements: number;
  pageIndex: number;
  pageSize: number;
  last: boolean;
}

/** A member of my institution found by the user search (ConstituentDto). */
export interface ShareUser {
  userId: string;
  userNm: string;
}

/** A group found by the group search (GroupSummaryDto). */
export interface ShareGroup {
  groupSn: number;
  groupNm: string;
  memberCnt?: number;
}

/** Where one content's shares live (CONTRACT8.md): the path and its id parameter. */
const SHARE_PATHS: Record<ShareContentType, { base: string; param: string }> = {
  map: { base: '/api/webmap/{userMapId}/shares', param: 'userMapId' },
  theme: { base: '/api/webapp/tmplat/{webappTmplatId}/shares', param: 'webappTmplatId' },
  layer: { base: '/api/layers/{lyrId}/shares', param: 'lyrId' },
};

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

interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}
interface CallInit {
  params?: { path?: Record<string, string>; query?: Record<string, unknown> };
  body?: unknown;
  headers?: Record<string, string>;
}
/**
 * The app's client seen by path text: the share routes are named from the content type, which
 * the generated path union cannot follow. Same middleware, same envelopes.
 */
interface PathClient {
  GET(path: string, init?: CallInit): Promise<FetchResult>;
  POST(path: string, init?: CallInit): Promise<FetchResult>;
  DELETE(path: string, init?: CallInit): Promise<FetchResult>;
}

export interface ShareApi {
  /** The saved shares (pageSize 10000, DESC). */
  list(): Promise<ShareEntry[]>;
  /** Sets the user and group shares to exactly `shareList`; answers the new list. */
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

/** The share calls of one content. `ownerId` goes with a layer's delete (spec 001 §7). */
export function createShareApi(
  api: AppApiClient,
  target: { contentType: ShareContentType; contentId: string; ownerId?: string },
): ShareApi {
  const client = api as unknown as PathClient;
  const { base, param } = SHARE_PATHS[target.contentType];
  const path = { [param]: target.contentId };
  const isLayer = target.contentType === 'layer';

  return {
    async list() {
      const page = (await api.unwrap(
        client.GET(base, {
          params: {
            path,
            query: { ...SHARE_LIST_QUERY, ...(isLayer && target.ownerId ? { ownerId: target.ownerId } : {}) },
          },
          ...errorTitle(SHARE_ERROR_TITLES.list[target.contentType]),
        }),
      )) as Page<ShareEntry>;
      return page.content;
    },
    saveUserGroup(shareList) {
      return api.unwrap(
        client.POST(base, { params: { path }, body: { shareList }, ...errorTitle(SHARE_ERROR_TITLES.save) }),
      );
    },
    shareInstitution() {
      return api.unwrap(
        client.POST(`${base}/instt`, { params: { path }, ...errorTitle(SHARE_ERROR_TITLES.save) }),
      );
    },
    shareEveryone() {
      return api.unwrap(
        client.POST(`${base}/all`, { params: { path }, ...errorTitle(SHARE_ERROR_TITLES.save) }),
      );
    },
    remove(pblonsipOrdrList) {
      const body =
        isLayer && target.ownerId ? { pblonsipOrdrList, ownerId: target.ownerId } : { pblonsipOrdrList };
      return api.unwrap(
        client.DELETE(base, { params: { path }, body, ...errorTitle(SHARE_ERROR_TITLES.remove) }),
      );
    },
    async searchUsers({ insttCode, userNm, pageIndex, pageSize }) {
      return (await api.unwrap(
        client.GET('/api/instt/{insttCode}/constituents', {
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
      )) as Page<ShareUser>;
    },
    async searchGroups({ groupNm, pageIndex, pageSize, insttCode }) {
      return (await api.unwrap(
        client.GET('/api/groups', {
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
      )) as Page<ShareGroup>;
    },
  };
}
