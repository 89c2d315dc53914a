import { LYR_TY_SE_CODES } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { buttonColumn, DataGrid, type GridColumn, useDialogs, useGridRefresh, useToast } from '@nuri/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alreadyShown } from '../kit/error-text';
import { LayerGroupModal } from './LayerGroupModal';
import { useLayerPage, type LayerRow } from './layers-api';

/** The layer group grid's rows: a change loads them again. */
const LAYER_GROUPS_GRID = ['layers', 'groups'] as const;

/**
 * The operator's layer groups (556, tab "layer groups"): every group (lyrTySeCode 5) with its
 * owner; make a group from layers, edit its name and layers, delete it. (Groups are never
 * national: the API refuses it, layer.holdDataGroup.)
 */
export function LayerGroupsPanel() {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const reload = useGridRefresh(LAYER_GROUPS_GRID);
  const fetchPage = useLayerPage(null, '', t, LYR_TY_SE_CODES.GROUP);
  const [editing, setEditing] = useState<{ lyrId: string | null } | null>(null);

  const remove = async (row: LayerRow) => {
    const agreed = await dialogs.confirm({
      type: 'delete',
      message: t('layerMng.groups.deleteConfirm', { name: row.lyrNm }),
      confirmLabel: t('button.delete'),
    });
    if (!agreed) return;
    try {
      await api.unwrap(api.DELETE('/api/lyrgrp/{lyrId}', { params: { path: { lyrId: row.lyrId } } }));
      toast.show(t('layerMng.deleted', { name: row.lyrNm }), { tone: 'success' });
    } catch (error) {
      if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    }
    reload();
  };

  const columns = useMemo<GridColumn<LayerRow>[]>(
    () => [
      { id: 'lyrNm', field: 'lyrNm', title: t('layerMng.groups.name') },
      { id: 'owner', field: 'ownerText', title: t('layerMng.col.owner'), mobileHide: true },
      {
        id: 'registDt',
        field: 'registDtText',
        title: t('layerMng.col.registDt'),
        textAlign: 'center',
        colWidth: 112,
        mobileHide: true,
      },
      buttonColumn('edit', t('layerMng.groups.edit'), t('layerMng.groups.edit'), 80),
      buttonColumn('delete', t('layerMng.col.delete'), t('button.delete'), 80),
    ],
    [t],
  );

  return (
    <>
      <p className="instt-admin__intro">{t('layerMng.groups.intro')}</p>
      <div className="instt-admin__actions">
        <button type="button" onClick={() => setEditing({ lyrId: null })}>
          {t('layerMng.groups.create')}
        </button>
      </div>
      <DataGrid<LayerRow>
        label={t('layerMng.groups.listLabel')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={[...LAYER_GROUPS_GRID]}
        rowKey={(row) => row.lyrId}
        showRowNumber
        emptyText={t('layerMng.groups.empty')}
        onButtonClick={(row, column) => {
          if (column.id === 'edit') setEditing({ lyrId: row.lyrId });
          else void remove(row);
        }}
      />
      {editing && (
        <LayerGroupModal
          lyrId={editing.lyrId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </>
  );
}
