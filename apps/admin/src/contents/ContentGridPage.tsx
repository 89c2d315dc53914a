import { USE_STTUS_SE_CODES, type UseSttusSeCode } from '@nuri/domain';
import { ShareWizard, useApi } from '@nuri/shell';
import { DataGrid, type GridColumn, useDialogs, useGridRefresh, useToast } from '@nuri/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../kit/AdminPage';
import { alreadyShown } from '../kit/error-text';
import {
  contentPage,
  deleteContent,
  openAddress,
  setUseStatus,
  SHARE_TYPE,
  type ContentKind,
  type ContentRow,
} from './contents-api';
import './contents.css';

/** The grids' rows: a change loads them again. */
const CONTENT_GRID = ['contents', 'institution'] as const;

const TEXTS = {
  map: {
    title: 'contentMng.maps.title',
    intro: 'contentMng.maps.intro',
    list: 'contentMng.maps.listLabel',
    deleteConfirm: 'contentMng.deleteConfirmMap',
  },
  app: {
    title: 'contentMng.apps.title',
    intro: 'contentMng.apps.intro',
    list: 'contentMng.apps.listLabel',
    deleteConfirm: 'contentMng.deleteConfirmApp',
  },
} as const;

/** Maps (552, /admin/:insttCode/manageContents/maps): every web map of the institution. */
export function MapsManagementPage() {
  return <ContentGridPage kind="map" />;
}

/** Themed maps (553, /admin/:insttCode/manageContents/themedMaps): every themed app of the institution. */
export function ThemedMapsManagementPage() {
  return <ContentGridPage kind="app" />;
}

function ContentGridPage({ kind }: { kind: ContentKind }) {
  const { t, i18n } = useTranslation();
  return (
    <AdminPage title={t(TEXTS[kind].title)} intro={t(TEXTS[kind].intro)}>
      {(insttCode) => <ContentGrid key={i18n.language} kind={kind} insttCode={insttCode} />}
    </AdminPage>
  );
}

/**
 * The institution-wide grid of one kind: owner, scope, use status (changed in place), gallery
 * state, views and dates; open (new window, the web app), manage shares (the sharing wizard),
 * delete with a confirm that says what goes with it.
 */
function ContentGrid({ kind, insttCode }: { kind: ContentKind; insttCode: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const filterId = useId();
  const reload = useGridRefresh(CONTENT_GRID);
  const [use, setUse] = useState<UseSttusSeCode | ''>('');
  const [sharing, setSharing] = useState<ContentRow | null>(null);

  const failed = (error: unknown) => {
    if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    reload();
  };

  const changeUse = useMutation({
    mutationFn: ({ row, value }: { row: ContentRow; value: UseSttusSeCode }) => setUseStatus(api, row, value),
    onSuccess: (_result, { row, value }) => {
      toast.show(t('contentMng.useChanged', { name: row.title, state: t(`contentMng.use.${value}`) }), {
        tone: 'success',
      });
      reload();
    },
    onError: failed,
  });

  const remove = useMutation({
    mutationFn: (row: ContentRow) => deleteContent(api, row),
    onSuccess: (_result, row) => {
      toast.show(t('contentMng.deleted', { name: row.title }), { tone: 'success' });
      reload();
    },
    onError: failed,
  });

  const askUse = async (row: ContentRow, value: string) => {
    if (value !== USE_STTUS_SE_CODES.IN_USE && value !== USE_STTUS_SE_CODES.NOT_IN_USE) return;
    if (value === row.useSttusSeCode) return;
    if (value === USE_STTUS_SE_CODES.NOT_IN_USE) {
      const agreed = await dialogs.confirm({
        type: 'confirm',
        message: t('contentMng.notInUseConfirm', { name: row.title }),
      });
      if (!agreed) {
        reload();
        return;
      }
    }
    changeUse.mutate({ row, value });
  };

  const askRemove = async (row: ContentRow) => {
    const agreed = await dialogs.confirm({
      type: 'delete',
      message: t(TEXTS[kind].deleteConfirm, { name: row.title }),
      confirmLabel: t('button.delete'),
    });
    if (agreed) remove.mutate(row);
  };

  // Sized to fit a 1280 px window with the side menu, the delete column included.
  const columns = useMemo<GridColumn<ContentRow>[]>(
    () => [
      { id: 'title', field: 'title', title: t('contentMng.col.title') },
      { id: 'owner', field: 'ownerText', title: t('contentMng.col.owner'), colWidth: 120, mobileHide: true },
      {
        id: 'scope',
        field: 'scopeText',
        title: t('contentMng.col.scope'),
        textAlign: 'center',
        colWidth: 84,
        mobileHide: true,
      },
      {
        id: 'use',
        field: 'useSttusSeCode',
        title: t('contentMng.col.use'),
        type: 'select',
        items: [
          { value: USE_STTUS_SE_CODES.IN_USE, label: t('contentMng.use.01') },
          { value: USE_STTUS_SE_CODES.NOT_IN_USE, label: t('contentMng.use.02') },
        ],
        colWidth: 96,
      },
      {
        id: 'gallery',
        field: 'galleryText',
        title: t('contentMng.col.gallery'),
        textAlign: 'center',
        colWidth: 64,
        mobileHide: true,
      },
      {
        id: 'views',
        field: 'viewText',
        title: t('contentMng.col.views'),
        textAlign: 'right',
        colWidth: 60,
        mobileHide: true,
      },
      {
        id: 'dates',
        field: 'datesHtml',
        title: t('contentMng.col.dates'),
        type: 'templateHTML',
        textAlign: 'center',
        colWidth: 104,
        mobileHide: true,
      },
      {
        id: 'open',
        title: t('contentMng.col.open'),
        text: t('contentMng.col.open'),
        type: 'button',
        textAlign: 'center',
        colWidth: 64,
        mobileHide: true,
      },
      {
        id: 'share',
        title: t('contentMng.col.share'),
        text: t('contentMng.col.share'),
        type: 'button',
        textAlign: 'center',
        colWidth: 64,
        mobileHide: true,
      },
      {
        id: 'delete',
        title: t('contentMng.col.delete'),
        text: t('button.delete'),
        type: 'button',
        textAlign: 'center',
        colWidth: 64,
      },
    ],
    [t],
  );

  return (
    <>
      <div className="content-mng__filters">
        <label htmlFor={filterId}>{t('contentMng.useFilter')}</label>{' '}
        <select
          id={filterId}
          value={use}
          onChange={(e) => {
            const value = e.target.value;
            setUse(value === '01' || value === '02' ? value : '');
          }}
        >
          <option value="">{t('contentMng.useFilter.all')}</option>
          <option value="01">{t('contentMng.use.01')}</option>
          <option value="02">{t('contentMng.use.02')}</option>
        </select>
      </div>
      <DataGrid<ContentRow>
        label={t(TEXTS[kind].list)}
        columns={columns}
        fetchPage={(q) => contentPage(api, kind, insttCode, use, q, t)}
        queryKey={[...CONTENT_GRID, kind, insttCode, use]}
        rowKey={(row) => row.uid}
        showRowNumber
        emptyText={t('contentMng.empty')}
        onSelectChange={(row, _column, value) => void askUse(row, value)}
        onButtonClick={(row, column) => {
          if (column.id === 'open') window.open(openAddress(row, insttCode), '_blank', 'noopener');
          else if (column.id === 'share') setSharing(row);
          else void askRemove(row);
        }}
      />
      {sharing && (
        <ShareWizard
          contentType={SHARE_TYPE[sharing.kind]}
          contentId={sharing.id}
          ownerId={sharing.ownerId}
          onClose={() => {
            setSharing(null);
            reload();
          }}
        />
      )}
    </>
  );
}
