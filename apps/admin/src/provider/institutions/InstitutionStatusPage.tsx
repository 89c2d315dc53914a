import { formatDate, parseIsoDateTime } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { DataGrid, type GridColumn, type GridRow, useGridRefresh } from '@nuri/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../provider.css';
import { CreateInstitutionModal } from './CreateInstitutionModal';
import {
  DEFAULT_FILTERS,
  listInstitutions,
  type InsttListFilters,
  type InsttListRow,
} from './institution-api';
import { InstitutionDetailModal } from './InstitutionDetailModal';
import { InstitutionFilters } from './InstitutionFilters';
import { planLabel, statusCellHtml } from './status-badge';

/** The institution grid's rows: a change loads them again. */
const INSTITUTIONS_GRID = ['provider', 'institutions'] as const;

/** A grid row: the API's row plus what the cells show. */
interface InsttGridRow extends GridRow, InsttListRow {
  planNm: string;
  memberText: string;
  statusHtml: string;
  createdText: string;
}

const createdText = (iso: string) => {
  const date = parseIsoDateTime(iso);
  return date ? formatDate(date) : iso;
};

/** View 41 (/admin/manageInstitution): the provider admin's institution status (behind RequireAdmin). */
export function InstitutionStatusPage() {
  const { i18n } = useTranslation();
  // The rows carry translated texts: a language change loads them again.
  return <InstitutionStatus key={i18n.language} />;
}

function InstitutionStatus() {
  const { t } = useTranslation();
  const api = useApi();
  const [filters, setFilters] = useState<InsttListFilters>(DEFAULT_FILTERS);
  const [detailCode, setDetailCode] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const reload = useGridRefresh(INSTITUTIONS_GRID);

  const fetchPage = useCallback(
    async (request: Parameters<typeof listInstitutions>[2]) => {
      const page = await listInstitutions(api, filters, request);
      return {
        ...page,
        content: page.content.map<InsttGridRow>((row) => ({
          ...row,
          uid: row.insttCode,
          planNm: planLabel(t, row.planCode),
          memberText: t('provider.instt.memberCount', { count: row.memberCnt }),
          statusHtml: statusCellHtml(t, row.insttSttusCode, row.deleteAt),
          createdText: createdText(row.creatDt),
        })),
      };
    },
    [api, filters, t],
  );

  const columns = useMemo<GridColumn<InsttGridRow>[]>(
    () => [
      { id: 'code', field: 'insttCode', title: t('provider.instt.col.code') },
      { id: 'name', field: 'insttNm', title: t('provider.instt.col.name') },
      { id: 'plan', field: 'planNm', title: t('provider.instt.col.plan'), mobileHide: true },
      {
        id: 'members',
        field: 'memberText',
        title: t('provider.instt.col.members'),
        textAlign: 'right',
        mobileHide: true,
      },
      {
        id: 'status',
        field: 'statusHtml',
        title: t('provider.instt.col.status'),
        type: 'templateHTML',
        textAlign: 'center',
      },
      {
        id: 'created',
        field: 'createdText',
        title: t('provider.instt.col.created'),
        textAlign: 'center',
        mobileHide: true,
      },
      {
        id: 'detail',
        title: t('provider.instt.col.detail'),
        type: 'button',
        text: t('provider.instt.detailButton'),
        textAlign: 'center',
      },
    ],
    [t],
  );


  return (
    <section className="provider-page" aria-labelledby="instt-status-title">
      <div className="provider-page__head">
        <h1 id="instt-status-title">{t('menu.insttStatus')}</h1>
        <button type="button" onClick={() => setCreating(true)}>
          {t('provider.instt.create')}
        </button>
      </div>
      <p className="provider-hint">{t('provider.instt.intro')}</p>
      <InstitutionFilters value={filters} onChange={setFilters} />
      <DataGrid<InsttGridRow>
        label={t('provider.instt.grid')}
        columns={columns}
        fetchPage={fetchPage}
        direction={filters.direction}
        queryKey={[...INSTITUTIONS_GRID, filters]}
        rowKey={(row) => row.insttCode}
        onButtonClick={(row) => setDetailCode(row.insttCode)}
      />
      <InstitutionDetailModal insttCode={detailCode} onClose={() => setDetailCode(null)} onChanged={reload} />
      <CreateInstitutionModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(insttCode) => {
          setCreating(false);
          reload();
          setDetailCode(insttCode);
        }}
      />
    </section>
  );
}
