import { errorTitle, type components } from '@nuri/api-client';
import {
  API_KEY_SCOPE_MESSAGE_KEYS,
  API_KEY_SCOPES,
  endOfDay,
  formatDate,
  MAX_PAGE_SIZE,
  parseIsoDateTime,
  type ApiKeyScope,
  type MessageKey,
} from '@nuri/domain';
import type { AppApiClient } from '@nuri/shell';
import type { GridRow } from '@nuri/ui';
import type { TFunction } from 'i18next';
import { displayDate, displayDateTime } from '../kit/dates';

export type ApiKey = components['schemas']['ApiKeyDto'];
export type ApiKeyCreated = components['schemas']['ApiKeyCreatedDto'];
export type ApiUse = components['schemas']['ApiUseDto'];
export type ApiKeyCreate = components['schemas']['ApiKeyCreateDto'];

/** What a key is now: in use, revoked (useAt N), or past its expiry. */
export type ApiKeyState = 'active' | 'revoked' | 'expired';
export const API_KEY_STATES: readonly ApiKeyState[] = ['active', 'revoked', 'expired'];

export function keyState(key: ApiKey, now: Date = new Date()): ApiKeyState {
  if (key.useAt === 'N') return 'revoked';
  const expiry = key.expireDt ? parseIsoDateTime(key.expireDt) : null;
  return expiry && expiry.getTime() <= now.getTime() ? 'expired' : 'active';
}

/** The catalog label of a scope ('콘텐츠 조회'…) and its description. */
export const scopeLabelKey = (scope: ApiKeyScope) => API_KEY_SCOPE_MESSAGE_KEYS[scope] as MessageKey;
export const SCOPE_DESCRIPTION_KEYS = {
  'contents:read': 'apiKeys.scope.contentsRead.desc',
  'layers:write': 'apiKeys.scope.layersWrite.desc',
  'members:manage': 'apiKeys.scope.membersManage.desc',
} as const satisfies Record<ApiKeyScope, string>;

export const isScope = (value: string): value is ApiKeyScope =>
  (API_KEY_SCOPES as readonly string[]).includes(value);

/** A grid row: the key plus what its cells show. */
export interface ApiKeyRow extends GridRow {
  uid: string;
  key: ApiKey;
  state: ApiKeyState;
  insttCode: string;
  insttText: string;
  keyNm: string;
  keyPrefix: string;
  scopesText: string;
  expireText: string;
  ipText: string;
  stateHtml: string;
  registText: string;
  lastUsedText: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function toKeyRow(
  key: ApiKey,
  t: TFunction,
  insttNames: ReadonlyMap<string, string> = new Map(),
  now: Date = new Date(),
): ApiKeyRow {
  const state = keyState(key, now);
  const insttNm = insttNames.get(key.insttCode);
  return {
    uid: key.keyId,
    key,
    state,
    insttCode: key.insttCode,
    insttText: insttNm ? `${insttNm} (${key.insttCode})` : key.insttCode,
    keyNm: key.keyNm,
    keyPrefix: `${key.keyPrefix}…`,
    scopesText: key.scopes
      .filter(isScope)
      .map((scope) => t(scopeLabelKey(scope)))
      .join(', '),
    expireText: key.expireDt ? displayDate(key.expireDt) : t('apiKeys.noExpiry'),
    ipText: key.ipAllowList.length > 0 ? key.ipAllowList.join(', ') : t('apiKeys.anyIp'),
    stateHtml: `<span class="apikeys-state apikeys-state--${state}">${escapeHtml(t(`apiKeys.state.${state}`))}</span>`,
    registText: displayDateTime(key.registDt),
    lastUsedText: key.lastUsedDt ? displayDateTime(key.lastUsedDt) : t('apiKeys.neverUsed'),
  };
}

/** The list conditions outside the grid's search box. */
export interface KeyFilters {
  /** Provider admins: one institution, or null for all. Institution admins: always theirs. */
  insttCode: string | null;
  state: ApiKeyState | null;
  scope: ApiKeyScope | null;
}

/**
 * Every key of the institution (or every institution's, for a provider admin without one),
 * newest first: GET /api/apikeys page by page. An institution holds few keys, so the screens
 * filter and page them in memory (state, scope, name or prefix).
 */
export async function listAllKeys(api: AppApiClient, insttCode: string | null): Promise<ApiKey[]> {
  const keys: ApiKey[] = [];
  for (let pageIndex = 1; ; pageIndex += 1) {
    const page = await api.unwrap(
      api.GET('/api/apikeys', {
        params: { query: { pageIndex, pageSize: MAX_PAGE_SIZE, ...(insttCode ? { insttCode } : {}) } },
        ...errorTitle('apiKeys.listLookup'),
      }),
    );
    keys.push(...page.content);
    if (page.last || page.content.length === 0) return keys;
  }
}

export function matchesFilters(row: ApiKeyRow, filters: KeyFilters): boolean {
  return (
    (!filters.state || row.state === filters.state) &&
    (!filters.scope || row.key.scopes.includes(filters.scope))
  );
}

/** The body of POST /api/apikeys from the form's values (expiry: the end of the chosen day). */
export function createBody(values: {
  insttCode: string;
  keyNm: string;
  scopes: readonly ApiKeyScope[];
  expireDay: Date | null;
  ipAllowList: readonly string[];
}): ApiKeyCreate {
  return {
    insttCode: values.insttCode,
    keyNm: values.keyNm.trim(),
    scopes: [...values.scopes],
    ...(values.expireDay ? { expireDt: endOfDay(values.expireDay).toISOString() } : {}),
    ...(values.ipAllowList.length > 0 ? { ipAllowList: [...values.ipAllowList] } : {}),
  };
}

/** Usage records of a period (both days inclusive), one key or all. */
export interface UsageFilters {
  insttCode: string | null;
  keyId: string | null;
  start: Date;
  end: Date;
}

function usageQuery(filters: UsageFilters) {
  return {
    startDt: formatDate(filters.start),
    endDt: formatDate(filters.end),
    ...(filters.insttCode ? { insttCode: filters.insttCode } : {}),
    ...(filters.keyId ? { keyId: filters.keyId } : {}),
  };
}

/** One page of GET /api/apiuse/list (the usage table). */
export async function usagePage(
  api: AppApiClient,
  filters: UsageFilters,
  pageIndex: number,
  pageSize: number,
) {
  return api.unwrap(
    api.GET('/api/apiuse/list', {
      params: { query: { ...usageQuery(filters), pageIndex, pageSize } },
      ...errorTitle('apiKeys.usage.lookup'),
    }),
  );
}

/** Every usage record of the period (the chart's daily totals). */
export async function allUsage(api: AppApiClient, filters: UsageFilters): Promise<ApiUse[]> {
  const records: ApiUse[] = [];
  for (let pageIndex = 1; ; pageIndex += 1) {
    const page = await usagePage(api, filters, pageIndex, MAX_PAGE_SIZE);
    records.push(...page.content);
    if (page.last || page.content.length === 0) return records;
  }
}

/** Institutions for the provider's filters and create form: code → name, by name. */
export async function listInstitutionNames(
  api: AppApiClient,
): Promise<{ insttCode: string; insttNm: string }[]> {
  const page = await api.unwrap(
    api.GET('/api/instt', {
      params: {
        query: { pageIndex: 1, pageSize: MAX_PAGE_SIZE, sort: 'insttNm', direction: 'ASC', deleteAt: 'N' },
      },
    }),
  );
  return page.content.map((row) => ({ insttCode: row.insttCode, insttNm: row.insttNm }));
}
