import { CODE_GROUPS, useApi, useCommonCodes, useSystemScope } from '@nuri/shell';
import { DataGrid, type GridColumn, Tabs, useDialogs, useGridRefresh, useToast } from '@nuri/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../kit/AdminPage';
import { alreadyShown } from '../kit/error-text';
import { useWithLoading } from '../kit/long-action';
import { LayerGroupsPanel } from './LayerGroupsPanel';
import { useHoldDataChange } from './hold-data';
import {
  DOWNLOAD_FORMATS,
  saveBlob,
  toDownloadFormat,
  useLayerPage,
  type DownloadFormat,
  type HoldDataFilter,
  type LayerRow,
} from './layers-api';

/** The layer grid's rows: a change loads them again. */
const LAYERS_GRID = ['layers', 'management'] as const;

/**
 * Layer management: the institution admin's layers of the institution (554,
 * /admin/:insttCode/manageContents/layers) and the provider admin's every layer, national ones
 * included (556, /admin/manageLayer). Publish or republish, SLD style upload once published,
 * download and delete; the operator also marks layers national and makes layer groups.
 */
export function LayerManagementPage() {
  const { t, i18n } = useTranslation();
  const { insttCode } = useSystemScope();
  if (insttCode) {
    return (
      <AdminPage title={t('layerMng.title')} intro={t('layerMng.intro')}>
        {(code) => <LayerManagement key={i18n.language} insttCode={code} />}
      </AdminPage>
    );
  }
  // The provider route is behind RequireAdmin already.
  return (
    <section className="instt-admin" aria-labelledby="layer-mng-title">
      <header className="instt-admin__header">
        <h1 id="layer-mng-title">{t('layerMng.title')}</h1>
        <p className="instt-admin__intro">{t('layerMng.intro')}</p>
      </header>
      <Tabs
        label={t('layerMng.tabs')}
        tabs={[
          {
            id: 'layers',
            label: t('layerMng.tab.layers'),
            content: <LayerManagement key={i18n.language} insttCode={null} />,
          },
          {
            id: 'groups',
            label: t('layerMng.tab.groups'),
            content: <LayerGroupsPanel key={i18n.language} />,
          },
        ]}
      />
    </section>
  );
}

function LayerManagement({ insttCode }: { insttCode: string | null }) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const filterId = useId();
  const [holdData, setHoldData] = useState<HoldDataFilter>('');
  const holdDataCodes = useCommonCodes(CODE_GROUPS.HOLD_DATA_SE);
  const reload = useGridRefresh(LAYERS_GRID);
  const fetchPage = useLayerPage(insttCode, holdData, t);
  const withLoading = useWithLoading();
  const changeHoldData = useHoldDataChange(reload);

  const failed = (error: unknown) => {
    // The API client shows the server's own message; anything else is a temporary failure.
    if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
  };

  const publish = useMutation({
    mutationFn: (row: LayerRow) =>
      api.unwrap(
        row.publish
          ? api.POST('/api/layers/{lyrId}/republish', { params: { path: { lyrId: row.lyrId } } })
          : api.POST('/api/layers/{lyrId}/publish', { params: { path: { lyrId: row.lyrId } } }),
      ),
    onSuccess: (_result, row) => {
      toast.show(t(row.publish ? 'layerMng.republished' : 'layerMng.published', { name: row.lyrNm }), {
        tone: 'success',
      });
      reload();
    },
    onError: failed,
  });

  const uploadSld = useMutation({
    mutationFn: ({ row, file }: { row: LayerRow; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return api.unwrap(
        api.PUT('/api/layers/{lyrId}/style/sld', {
          params: { path: { lyrId: row.lyrId } },
          // The typed body only names the part; the multipart form itself is what is sent.
          body: { file: file.name },
          bodySerializer: () => form,
        }),
      );
    },
    onSuccess: (_result, { row }) => {
      toast.show(t('layerMng.sldUploaded', { name: row.lyrNm }), { tone: 'success' });
      reload();
    },
    onError: failed,
  });

  const download = useMutation({
    mutationFn: ({ row, outputFormat }: { row: LayerRow; outputFormat: DownloadFormat }) =>
      withLoading('layer-download', () =>
        api.unwrap(
          api.POST('/api/layers/{lyrId}/download', {
            params: { path: { lyrId: row.lyrId } },
            body: { outputFormat, encoding: 'UTF-8' },
            parseAs: 'blob',
          }),
        ),
      ),
    onSuccess: (blob, { row, outputFormat }) => {
      const ext = DOWNLOAD_FORMATS.find((f) => f.value === outputFormat)?.ext ?? outputFormat;
      saveBlob(blob as unknown as Blob, `${row.lyrNm}.${ext}`);
      toast.show(t('layerMng.downloaded', { name: row.lyrNm }), { tone: 'success' });
    },
    onError: failed,
  });

  const remove = useMutation({
    mutationFn: (row: LayerRow) =>
      api.unwrap(api.DELETE('/api/layers/{lyrId}', { params: { path: { lyrId: row.lyrId } } })),
    onSuccess: (_result, row) => {
      toast.show(t('layerMng.deleted', { name: row.lyrNm }), { tone: 'success' });
      reload();
    },
    onError: failed,
  });

  const askRemove = async (row: LayerRow) => {
    const agreed = await dialogs.confirm({
      type: 'delete',
      message: t('layerMng.deleteConfirm', { name: row.lyrNm }),
      confirmLabel: t('button.delete'),
    });
    if (agreed) remove.mutate(row);
  };

  const columns = useMemo<GridColumn<LayerRow>[]>(
    () => [
      {
        id: 'thumbnail',
        field: 'thumbnailHtml',
        title: t('layerMng.col.thumbnail'),
        type: 'templateHTML',
        textAlign: 'center',
        colWidth: 72,
        mobileHide: true,
        // The operator's grid has more columns: the thumbnail gives way (the layer search shows it).
        visibility: insttCode !== null,
      },
      { id: 'lyrNm', field: 'lyrNm', title: t('layerMng.col.lyrNm') },
      { id: 'type', field: 'typeText', title: t('layerMng.col.type'), textAlign: 'center', colWidth: 56 },
      {
        id: 'owner',
        // The operator's grid has the national column too: the owner's name alone.
        field: insttCode === null ? 'ownerName' : 'ownerText',
        title: t('layerMng.col.owner'),
        colWidth: insttCode === null ? 96 : 120,
        mobileHide: true,
      },
      {
        id: 'features',
        field: 'featureText',
        title: t('layerMng.col.features'),
        textAlign: 'right',
        colWidth: 72,
        mobileHide: true,
        visibility: insttCode !== null,
      },
      {
        id: 'registDt',
        field: 'registDtText',
        title: t('layerMng.col.registDt'),
        textAlign: 'center',
        colWidth: 100,
        mobileHide: true,
      },
      {
        id: 'publish',
        title: t('layerMng.col.publish'),
        type: 'publishButton',
        textAlign: 'center',
        colWidth: 80,
      },
      { id: 'sld', title: t('layerMng.col.sld'), type: 'sldFileUpload', colWidth: 150, mobileHide: true },
      {
        id: 'download',
        field: 'downloadValue',
        title: t('layerMng.col.download'),
        type: 'select',
        items: [
          { value: '', label: t('layerMng.downloadChoose') },
          ...DOWNLOAD_FORMATS.map((f) => ({ value: f.value, label: f.label })),
        ],
        colWidth: 124,
      },
      ...(insttCode === null
        ? [
            {
              id: 'national',
              field: 'national',
              title: t('layerMng.col.national'),
              type: 'checkbox',
              textAlign: 'center',
              colWidth: 96,
            } satisfies GridColumn<LayerRow>,
          ]
        : []),
      {
        id: 'delete',
        title: t('layerMng.col.delete'),
        text: t('button.delete'),
        type: 'button',
        textAlign: 'center',
        colWidth: 64,
      },
    ],
    [t, insttCode],
  );

  return (
    <>
      {insttCode === null && (
        <div className="layer-mng__filters">
          <label htmlFor={filterId}>{t('layerMng.filter.holdData')}</label>{' '}
          <select
            id={filterId}
            value={holdData}
            onChange={(e) => {
              const value = e.target.value;
              setHoldData(value === '1' || value === '9' ? value : '');
            }}
          >
            <option value="">{t('layerMng.filter.all')}</option>
            {holdDataCodes.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <DataGrid<LayerRow>
        label={t('layerMng.listLabel')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={[...LAYERS_GRID, holdData]}
        rowKey={(row) => row.lyrId}
        showRowNumber
        emptyText={t('layerMng.empty')}
        onPublishClick={(row) => publish.mutate(row)}
        onFileChosen={(row, _column, file) => uploadSld.mutate({ row, file })}
        onSelectChange={(row, _column, value) => {
          const outputFormat = toDownloadFormat(value);
          if (outputFormat) download.mutate({ row, outputFormat });
        }}
        onCheckboxChange={(row, _column, checked) => void changeHoldData(row, checked)}
        onButtonClick={(row) => void askRemove(row)}
      />
    </>
  );
}
