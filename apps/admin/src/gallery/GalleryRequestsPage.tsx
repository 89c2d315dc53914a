import { CODE_GROUPS, useApi, useCommonCodes, useSystemScope } from '@nuri/shell';
import { DataGrid, type GridColumn, useDialogs, useGridRefresh, useToast } from '@nuri/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireAdmin } from '../account/RequireAdmin';
import { AdminPage } from '../kit/AdminPage';
import { GalleryRequestDetail } from './GalleryRequestDetail';
import {
  deleteRequests,
  KINDS,
  NO_FILTERS,
  requestPage,
  SCOPES,
  STATUSES,
  type GalleryType,
  type RequestFilters,
  type RequestRow,
} from './gallery-requests-api';
import './gallery-mng.css';

/** The request grid's rows: a decision loads them again. */
const GALLERY_REQUESTS_GRID = ['gallery', 'requests'] as const;

/**
 * Map gallery management: the institution admin's applications to the institution's gallery
 * (5532, /admin/:insttCode/manageContents/gallery) and the provider admin's applications to the
 * provider's own gallery (555, /admin/manageContents). Filters (title, kind, status, public
 * scope, period), a detail dialog with approve / reject, deletion of the selected ones.
 */
export function GalleryRequestsPage() {
  const { t, i18n } = useTranslation();
  const { insttCode } = useSystemScope();
  if (insttCode) {
    return (
      <AdminPage title={t('galleryMng.title')} intro={t('galleryMng.intro')}>
        {() => <GalleryRequests key={i18n.language} galleryType="instt" />}
      </AdminPage>
    );
  }
  return (
    <RequireAdmin>
      <section className="instt-admin" aria-labelledby="gallery-mng-title">
        <header className="instt-admin__header">
          <h1 id="gallery-mng-title">{t('galleryMng.providerTitle')}</h1>
          <p className="instt-admin__intro">{t('galleryMng.providerIntro')}</p>
        </header>
        <GalleryRequests key={i18n.language} galleryType="product" />
      </section>
    </RequireAdmin>
  );
}

function GalleryRequests({ galleryType }: { galleryType: GalleryType }) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const [filters, setFilters] = useState<RequestFilters>(NO_FILTERS);
  const [detailSn, setDetailSn] = useState<number | null>(null);
  const selected = useRef(new Set<number>());
  const refreshGrid = useGridRefresh(GALLERY_REQUESTS_GRID);
  const reload = () => {
    selected.current = new Set();
    refreshGrid();
  };
  const fetchPage = useMemo(() => requestPage(api, galleryType, filters, t), [api, galleryType, filters, t]);

  const remove = useMutation({
    mutationFn: (list: number[]) => deleteRequests(api, list),
    onSuccess: (_result, list) => {
      toast.show(t('galleryMng.deleted', { count: list.length }), { tone: 'success' });
      reload();
    },
  });

  const askRemove = async () => {
    const list = [...selected.current];
    if (list.length === 0) {
      await dialogs.alert({ type: 'info', message: t('galleryMng.noneSelected') });
      return;
    }
    const agreed = await dialogs.confirm({
      type: 'delete',
      message: t('galleryMng.deleteConfirm', { count: list.length }),
      confirmLabel: t('button.delete'),
    });
    if (agreed) remove.mutate(list);
  };

  const columns = useMemo<GridColumn<RequestRow>[]>(
    () => [
      {
        id: 'select',
        field: 'selected',
        title: t('galleryMng.col.select'),
        type: 'checkbox',
        textAlign: 'center',
        colWidth: 56,
      },
      { id: 'sj', field: 'mapGaleSj', title: t('galleryMng.col.sj') },
      { id: 'kind', field: 'kindText', title: t('galleryMng.col.kind'), textAlign: 'center', colWidth: 96 },
      {
        id: 'status',
        field: 'statusText',
        title: t('galleryMng.col.status'),
        textAlign: 'center',
        colWidth: 96,
      },
      {
        id: 'scope',
        field: 'scopeText',
        title: t('galleryMng.col.scope'),
        textAlign: 'center',
        colWidth: 128,
        mobileHide: true,
      },
      { id: 'register', field: 'registerText', title: t('galleryMng.col.register'), mobileHide: true },
      {
        id: 'registDt',
        field: 'registDtText',
        title: t('galleryMng.col.registDt'),
        textAlign: 'center',
        colWidth: 112,
        mobileHide: true,
      },
      {
        id: 'detail',
        title: t('galleryMng.col.detail'),
        text: t('galleryMng.detailButton'),
        type: 'button',
        textAlign: 'center',
        colWidth: 80,
      },
    ],
    [t],
  );

  return (
    <>
      <RequestFilterForm
        onSearch={(next) => {
          selected.current = new Set();
          setFilters(next);
        }}
      />
      <div className="gallery-mng__toolbar">
        <button
          type="button"
          className="button--secondary"
          disabled={remove.isPending}
          onClick={() => void askRemove()}
        >
          {t('galleryMng.deleteSelected')}
        </button>
      </div>
      <DataGrid<RequestRow>
        label={t('galleryMng.listLabel')}
        columns={columns}
        fetchPage={fetchPage}
        searchable={false}
        queryKey={[...GALLERY_REQUESTS_GRID, galleryType, filters]}
        rowKey={(row) => String(row.uid)}
        showRowNumber
        emptyText={t('galleryMng.empty')}
        onCheckboxChange={(row, _column, checked) => {
          if (checked) selected.current.add(row.uid);
          else selected.current.delete(row.uid);
        }}
        onButtonClick={(row) => setDetailSn(row.uid)}
      />
      {detailSn !== null && (
        <GalleryRequestDetail sn={detailSn} onClose={() => setDetailSn(null)} onDecided={reload} />
      )}
    </>
  );
}

/**
 * A filter select over the codes this screen knows (`codes`), labelled as the common codes name
 * them, with an "all" option ('').
 */
function CodeFilterSelect<C extends string>(props: {
  id: string;
  label: string;
  allLabel: string;
  codes: readonly C[];
  options: readonly { value: string; label: string }[];
  value: C | '';
  onChange: (value: C | '') => void;
}) {
  const { id, label, allLabel, codes, options, value, onChange } = props;
  return (
    <label htmlFor={id}>
      {label}
      <select id={id} value={value} onChange={(e) => onChange(codes.find((c) => c === e.target.value) ?? '')}>
        <option value="">{allLabel}</option>
        {options
          .filter((o) => (codes as readonly string[]).includes(o.value))
          .map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
      </select>
    </label>
  );
}

function RequestFilterForm({ onSearch }: { onSearch: (filters: RequestFilters) => void }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const ids = { sj: useId(), kind: useId(), status: useId(), scope: useId(), start: useId(), end: useId() };
  const [draft, setDraft] = useState<RequestFilters>(NO_FILTERS);
  const set = (change: Partial<RequestFilters>) => setDraft((d) => ({ ...d, ...change }));
  // Kinds, statuses and publicity as the common codes name them.
  const codeOptions = {
    kind: useCommonCodes(CODE_GROUPS.MAP_GALE_KND_SE).options,
    status: useCommonCodes(CODE_GROUPS.CONFM_STTUS).options,
    scope: useCommonCodes(CODE_GROUPS.USE_PBLONSIP_SE).options,
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.startDt && draft.endDt && draft.startDt > draft.endDt) {
      void dialogs.alert({
        type: 'info',
        title: t('galleryMng.validity'),
        message: t('galleryMng.periodInvalid'),
      });
      return;
    }
    onSearch({ ...draft, mapGaleSj: draft.mapGaleSj.trim() });
  };

  return (
    <form className="gallery-mng__filters" aria-label={t('galleryMng.filters')} onSubmit={submit}>
      <label htmlFor={ids.sj}>
        {t('galleryMng.filter.sj')}
        <input
          id={ids.sj}
          value={draft.mapGaleSj}
          maxLength={100}
          onChange={(e) => set({ mapGaleSj: e.target.value })}
        />
      </label>
      <CodeFilterSelect
        id={ids.kind}
        label={t('galleryMng.filter.kind')}
        allLabel={t('galleryMng.filter.all')}
        codes={KINDS}
        options={codeOptions.kind}
        value={draft.mapGaleKndSeCode}
        onChange={(mapGaleKndSeCode) => set({ mapGaleKndSeCode })}
      />
      <CodeFilterSelect
        id={ids.status}
        label={t('galleryMng.filter.status')}
        allLabel={t('galleryMng.filter.all')}
        codes={STATUSES}
        options={codeOptions.status}
        value={draft.confmSttusCode}
        onChange={(confmSttusCode) => set({ confmSttusCode })}
      />
      <CodeFilterSelect
        id={ids.scope}
        label={t('galleryMng.filter.scope')}
        allLabel={t('galleryMng.filter.all')}
        codes={SCOPES}
        options={codeOptions.scope}
        value={draft.usePblonsipSeCode}
        onChange={(usePblonsipSeCode) => set({ usePblonsipSeCode })}
      />
      <label htmlFor={ids.start}>
        {t('galleryMng.filter.start')}
        <input
          id={ids.start}
          type="date"
          value={draft.startDt}
          onChange={(e) => set({ startDt: e.target.value })}
        />
      </label>
      <label htmlFor={ids.end}>
        {t('galleryMng.filter.end')}
        <input
          id={ids.end}
          type="date"
          value={draft.endDt}
          onChange={(e) => set({ endDt: e.target.value })}
        />
      </label>
      <div className="gallery-mng__filter-buttons">
        <button type="submit">{t('galleryMng.search')}</button>
        <button
          type="button"
          className="button--secondary"
          onClick={() => {
            setDraft(NO_FILTERS);
            onSearch(NO_FILTERS);
          }}
        >
          {t('galleryMng.reset')}
        </button>
      </div>
    </form>
  );
}
