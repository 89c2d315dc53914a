import { periodRange } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import {
  DataGrid,
  type GridColumn,
  type GridPageRequest,
  type GridRow,
  PeriodPicker,
  type PeriodValue,
  Select,
} from '@nuri/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LookupError } from '../kit/LookupError';
import { allUsage, usagePage, type ApiUse, type UsageFilters } from './apikeys-api';
import { apiKeyQueryKeys, useAllKeys, useInstitutionNames } from './queries';
import { UsageChart } from './UsageChart';
import { dailySeries } from './usage-series';

export interface ApiUsageViewProps {
  /** The institution admin's institution; null: the provider admin (all institutions, or one). */
  insttCode: string | null;
  /** Today, replaced in tests. */
  now?: () => Date;
}

interface UsageRow extends GridRow {
  uid: string;
  useDe: string;
  insttCode: string;
  keyNm: string;
  keyPrefix: string;
  routeGroup: string;
  countText: string;
}

const toRow = (use: ApiUse): UsageRow => ({
  uid: `${use.keyId}:${use.useDe}:${use.routeGroup}`,
  useDe: use.useDe,
  insttCode: use.insttCode,
  keyNm: use.keyNm,
  keyPrefix: `${use.keyPrefix}…`,
  routeGroup: use.routeGroup,
  countText: Number(use.reqCnt).toLocaleString(),
});

/**
 * API usage (GET /api/apiuse/list): the period and key, the period's daily requests as a bar
 * chart with the total, and the records (key, day, route group, count) in a paged table.
 */
export function ApiUsageView({ insttCode, now = () => new Date() }: ApiUsageViewProps) {
  const { t } = useTranslation();
  const api = useApi();
  const provider = insttCode === null;
  const institutions = useInstitutionNames(provider);
  const [instt, setInstt] = useState<string | null>(insttCode);
  const [keyId, setKeyId] = useState<string | null>(null);
  const [period, setPeriod] = useState<PeriodValue>(() => periodRange('ONE_MONTH', now()));
  const keys = useAllKeys(instt);

  const filters: UsageFilters | null =
    period.start && period.end ? { insttCode: instt, keyId, start: period.start, end: period.end } : null;
  const filterKey = filters
    ? `${filters.insttCode ?? '*'}|${filters.keyId ?? '*'}|${filters.start.getTime()}|${filters.end.getTime()}`
    : '';

  const records = useQuery({
    queryKey: apiKeyQueryKeys.usage(filterKey),
    queryFn: () => (filters ? allUsage(api, filters) : Promise.resolve([])),
    enabled: filters !== null,
  });
  const series = useMemo(
    () => (filters && records.data ? dailySeries(records.data, filters.start, filters.end) : []),
    // filterKey stands for filters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [records.data, filterKey],
  );
  const total = series.reduce((sum, d) => sum + d.count, 0);

  const fetchPage = useCallback(
    async ({ pageIndex, pageSize }: GridPageRequest) => {
      if (!filters) return { content: [], totalElements: 0, last: true };
      const page = await usagePage(api, filters, pageIndex, pageSize);
      return { content: page.content.map(toRow), totalElements: page.totalElements, last: page.last };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, filterKey],
  );

  const columns = useMemo<GridColumn<UsageRow>[]>(
    () => [
      { id: 'day', field: 'useDe', title: t('apiKeys.usage.col.day'), textAlign: 'center', colWidth: 120 },
      ...(provider
        ? [{ id: 'instt', field: 'insttCode', title: t('apiKeys.usage.col.instt') } as const]
        : []),
      { id: 'key', field: 'keyNm', title: t('apiKeys.usage.col.key') },
      { id: 'prefix', field: 'keyPrefix', title: t('apiKeys.usage.col.prefix'), mobileHide: true },
      { id: 'group', field: 'routeGroup', title: t('apiKeys.usage.col.routeGroup') },
      { id: 'count', field: 'countText', title: t('apiKeys.usage.col.count'), textAlign: 'right' },
    ],
    [provider, t],
  );

  return (
    <div className="apikeys-usage">
      <fieldset className="provider-filters apikeys-usage__filters">
        <legend className="provider-sr-only">{t('apiKeys.usage.filters')}</legend>
        {provider && (
          <Select
            native
            label={t('apiKeys.filter.instt')}
            placeholder={t('common.all')}
            options={(institutions.data ?? []).map((i) => ({
              value: i.insttCode,
              label: `${i.insttNm} (${i.insttCode})`,
            }))}
            value={instt}
            onChange={(value) => {
              setInstt(value || null);
              setKeyId(null);
            }}
          />
        )}
        <Select
          native
          label={t('apiKeys.usage.key')}
          placeholder={t('apiKeys.usage.allKeys')}
          options={(keys.data ?? []).map((key) => ({
            value: key.keyId,
            label: `${key.keyNm} (${key.keyPrefix}…)`,
          }))}
          value={keyId}
          onChange={(value) => setKeyId(value || null)}
        />
      </fieldset>
      <PeriodPicker
        label={t('apiKeys.usage.period')}
        value={period}
        onChange={setPeriod}
        now={now}
        required
      />
      {records.isError ? (
        <LookupError
          title={t('apiKeys.usage.lookup')}
          error={records.error}
          onRetry={() => void records.refetch()}
        />
      ) : records.isPending && filters ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <>
          <p className="apikeys-usage__total" role="status">
            {t('apiKeys.usage.total', { total: total.toLocaleString() })}
          </p>
          <UsageChart series={series} />
        </>
      )}
      <DataGrid<UsageRow>
        label={t('apiKeys.usage.listLabel')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={[...apiKeyQueryKeys.all, 'usageGrid', filterKey]}
        searchable={false}
        rowKey={(row) => row.uid}
        emptyText={t('apiKeys.usage.empty')}
      />
    </div>
  );
}
