import type { components } from '@nuri/api-client';
import { SHARE_SCOPES, type ShareContentType } from '@nuri/domain';
import { createShareApi, useApi, type AppApiClient, type ShareEntry } from '@nuri/shell';
import { type GridPageRequest, type GridRow } from '@nuri/ui';
import type { TFunction } from 'i18next';
import { displayDate } from '../kit/dates';

type WebMap = components['schemas']['WebMapSummaryDto'];
type WebApp = components['schemas']['WebappSummaryDto'];
type Layer = components['schemas']['LayerDto'];

/** The kinds of content the screen lists, in its tab order. */
export const SHARE_CONTENT_KINDS: readonly ShareContentType[] = ['map', 'theme', 'layer'];

/** A grid row: one content of the institution with what its shares are. */
export interface ShareContentRow extends GridRow {
  uid: string;
  contentType: ShareContentType;
  contentId: string;
  title: string;
  ownerId: string;
  ownerText: string;
  registDtText: string;
  /** The saved shares summed up ('everyone, institution, groups 2, users 3' or 'not shared'). */
  scopeText: string;
}

interface ContentItem {
  id: string;
  title: string;
  insttCode: string;
  registerId: string;
  registerNm: string | null;
  registDt: string;
}

/** The saved shares of one content in words, broadest first. */
export function shareSummary(entries: readonly ShareEntry[], t: TFunction): string {
  const count = (scope: number) => entries.filter((e) => e.pblonsipScopeSeCode === scope).length;
  const parts: string[] = [];
  if (count(SHARE_SCOPES.ALL) > 0) parts.push(t('shareMng.scope.all'));
  if (count(SHARE_SCOPES.INSTT) > 0) parts.push(t('shareMng.scope.instt'));
  if (count(SHARE_SCOPES.GROUP) > 0)
    parts.push(t('shareMng.scope.groups', { count: count(SHARE_SCOPES.GROUP) }));
  if (count(SHARE_SCOPES.USER) > 0)
    parts.push(t('shareMng.scope.users', { count: count(SHARE_SCOPES.USER) }));
  return parts.length > 0 ? parts.join(', ') : t('shareMng.scope.none');
}

/**
 * One page of the institution's contents of a kind, through their list routes: the institution's
 * maps (scope instt: the admin's own too), themed apps and user layers of the institution.
 */
async function contentPage(api: AppApiClient, kind: ShareContentType, insttCode: string, q: GridPageRequest) {
  const paging = { pageIndex: q.pageIndex, pageSize: q.pageSize, direction: q.direction };
  if (kind === 'map') {
    const page = await api.unwrap(
      api.GET('/api/webmap', {
        params: { query: { ...paging, scope: 'instt', ...(q.searchNm ? { searchNm: q.searchNm } : {}) } },
      }),
    );
    const items = page.content.map<ContentItem>((m: WebMap) => ({
      id: m.userMapId,
      title: m.userMapSj,
      ...m,
    }));
    return { ...page, items };
  }
  if (kind === 'theme') {
    const page = await api.unwrap(
      api.GET('/api/webapp/tmplat', {
        params: {
          query: {
            ...paging,
            scope: 'all-visible',
            insttCode,
            containsSimpleTemplatAt: 'Y',
            ...(q.searchNm ? { searchKeyword: q.searchNm } : {}),
          },
        },
      }),
    );
    const items = page.content.map<ContentItem>((a: WebApp) => ({
      id: a.webappTmplatId,
      title: a.webappTmplatSj,
      ...a,
    }));
    return { ...page, items };
  }
  const page = await api.unwrap(
    api.GET('/api/layers', {
      params: {
        query: {
          ...paging,
          insttCode,
          holdDataSeCode: '1',
          ...(q.searchNm ? { searchTxt: q.searchNm } : {}),
        },
      },
    }),
  );
  const items = page.content.map<ContentItem>((l: Layer) => ({ id: l.lyrId, title: l.lyrNm, ...l }));
  return { ...page, items };
}

/** The grid's fetchPage: a page of contents, each with its saved shares summed up. */
export function useShareContentPage(kind: ShareContentType, insttCode: string, t: TFunction) {
  const api = useApi();
  return async (q: GridPageRequest) => {
    const page = await contentPage(api, kind, insttCode, q);
    // A map shared with the admin from another institution is not this screen's business.
    const items = page.items.filter((item) => item.insttCode === insttCode);
    const content = await Promise.all(
      items.map(async (item): Promise<ShareContentRow> => {
        const shares = await createShareApi(api, {
          contentType: kind,
          contentId: item.id,
          ownerId: item.registerId,
        }).list();
        return {
          uid: `${kind}:${item.id}`,
          contentType: kind,
          contentId: item.id,
          title: item.title,
          ownerId: item.registerId,
          ownerText: item.registerNm ? `${item.registerNm} (${item.registerId})` : item.registerId,
          registDtText: displayDate(item.registDt),
          scopeText: shareSummary(shares, t),
        };
      }),
    );
    return {
      content,
      totalElements: page.totalElements - (page.items.length - items.length),
      last: page.last,
    };
  };
}
