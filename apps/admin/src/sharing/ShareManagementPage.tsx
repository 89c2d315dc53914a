import type { ShareContentType } from '@nuri/domain';
import { ShareWizard } from '@nuri/shell';
import { DataGrid, type GridColumn, Tabs, useGridRefresh } from '@nuri/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../kit/AdminPage';
import { SHARE_CONTENT_KINDS, useShareContentPage, type ShareContentRow } from './share-contents';

/** The shared-content grid's rows: closing the wizard loads them again. */
const SHARE_CONTENT_GRID = ['sharing', 'contents'] as const;

const KIND_KEYS = {
  map: 'shareMng.kind.map',
  theme: 'shareMng.kind.theme',
  layer: 'shareMng.kind.layer',
} as const;

/**
 * Share management (5531, /admin/:insttCode/manageContents/shares): the institution's maps,
 * themed apps and layers with their share scopes; a row's button opens the sharing wizard for it.
 */
export function ShareManagementPage() {
  const { t, i18n } = useTranslation();
  return (
    <AdminPage title={t('shareMng.title')} intro={t('shareMng.intro')}>
      {(insttCode) => <ShareManagement key={i18n.language} insttCode={insttCode} />}
    </AdminPage>
  );
}

function ShareManagement({ insttCode }: { insttCode: string }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ShareContentType>('map');
  return (
    <Tabs
      label={t('shareMng.kinds')}
      selectedId={kind}
      onChange={(id) => setKind(SHARE_CONTENT_KINDS.find((k) => k === id) ?? 'map')}
      tabs={SHARE_CONTENT_KINDS.map((k) => ({
        id: k,
        label: t(KIND_KEYS[k]),
        content: <ShareContentGrid kind={k} insttCode={insttCode} />,
      }))}
    />
  );
}

function ShareContentGrid({ kind, insttCode }: { kind: ShareContentType; insttCode: string }) {
  const { t } = useTranslation();
  const reload = useGridRefresh(SHARE_CONTENT_GRID);
  const [editing, setEditing] = useState<ShareContentRow | null>(null);
  const fetchPage = useShareContentPage(kind, insttCode, t);

  const columns = useMemo<GridColumn<ShareContentRow>[]>(
    () => [
      { id: 'title', field: 'title', title: t('shareMng.col.title') },
      { id: 'owner', field: 'ownerText', title: t('shareMng.col.owner'), mobileHide: true },
      {
        id: 'registDt',
        field: 'registDtText',
        title: t('shareMng.col.registDt'),
        textAlign: 'center',
        colWidth: 112,
        mobileHide: true,
      },
      { id: 'scope', field: 'scopeText', title: t('shareMng.col.scope') },
      {
        id: 'share',
        title: t('shareMng.col.share'),
        text: t('shareMng.open'),
        type: 'button',
        textAlign: 'center',
        colWidth: 110,
      },
    ],
    [t],
  );

  return (
    <>
      <DataGrid<ShareContentRow>
        label={t('shareMng.listLabel', { kind: t(KIND_KEYS[kind]) })}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={[...SHARE_CONTENT_GRID, kind, insttCode]}
        rowKey={(row) => String(row.uid)}
        showRowNumber
        emptyText={t('shareMng.empty')}
        onButtonClick={(row) => setEditing(row)}
      />
      {editing && (
        <ShareWizard
          contentType={editing.contentType}
          contentId={editing.contentId}
          ownerId={editing.ownerId}
          onClose={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </>
  );
}
