import { useApi } from '@nuri/shell';
import { useDialogs, useGridRefresh, useToast } from '@nuri/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureAlert } from '../kit/use-failure-alert';
import {
  USE_KEYS,
  useBaseMapPage,
  type BaseMap,
  type BaseMapRow,
  type ClCodeFilter,
  type UseFilter,
} from './basemaps-api';

/** The base-map grid's rows: a change loads them again. */
export const BASE_MAPS_GRID = ['baseMaps', 'list'] as const;

export type Editing = { mode: 'create' } | { mode: 'edit'; baseMap: BaseMap } | null;

const toClFilter = (v: string): ClCodeFilter => (v === '01' || v === '02' || v === '03' ? v : '');
const toUseFilter = (v: string): UseFilter => (v === 'Y' || v === 'N' ? v : '');

/**
 * The state of the base-map screen: the kind and use filters, the grid's page loader and key,
 * the map being edited, use on and off from the grid, delete after a confirmation. A change
 * invalidates the grid's query.
 */
export function useBaseMapScreen() {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const failed = useFailureAlert();
  const [clCode, setClCode] = useState<ClCodeFilter>('');
  const [useAt, setUseAt] = useState<UseFilter>('');
  const [editing, setEditing] = useState<Editing>(null);
  const reload = useGridRefresh(BASE_MAPS_GRID);
  const fetchPage = useBaseMapPage(clCode, useAt, t);

  const toggleUse = useMutation({
    mutationFn: ({ row, inUse }: { row: BaseMapRow; inUse: boolean }) =>
      api.unwrap(
        api.PUT('/api/basemap/{bcrnMapId}', {
          params: { path: { bcrnMapId: row.bcrnMapId } },
          body: { bcrnMapUseAt: inUse ? 'Y' : 'N' },
        }),
      ),
    onSuccess: (saved) => {
      toast.show(
        t('baseMapMng.useChanged', { name: saved.bcrnMapNm, state: t(USE_KEYS[saved.bcrnMapUseAt]) }),
        { tone: 'success' },
      );
      reload();
    },
    onError: (error) => {
      failed(error);
      // The grid's checkbox shows the server's state again.
      reload();
    },
  });

  const remove = useMutation({
    mutationFn: (row: BaseMapRow) =>
      api.unwrap(api.DELETE('/api/basemap/{bcrnMapId}', { params: { path: { bcrnMapId: row.bcrnMapId } } })),
    onSuccess: (_r, row) => {
      toast.show(t('baseMapMng.deleted', { name: row.bcrnMapNm }), { tone: 'success' });
      reload();
    },
    onError: failed,
  });

  const askRemove = async (row: BaseMapRow) => {
    const agreed = await dialogs.confirm({
      type: 'delete',
      message: t('baseMapMng.deleteConfirm', { name: row.bcrnMapNm }),
      confirmLabel: t('button.delete'),
    });
    if (agreed) remove.mutate(row);
  };

  return {
    clCode,
    setClCode: (value: string) => setClCode(toClFilter(value)),
    useAt,
    setUseAt: (value: string) => setUseAt(toUseFilter(value)),
    gridKey: [...BASE_MAPS_GRID, clCode, useAt] as const,
    fetchPage,
    editing,
    setEditing,
    toggleUse: (row: BaseMapRow, inUse: boolean) => toggleUse.mutate({ row, inUse }),
    /** A grid button: edit or delete. */
    act: (row: BaseMapRow, columnId: string) => {
      if (columnId === 'edit') setEditing({ mode: 'edit', baseMap: row.baseMap });
      else void askRemove(row);
    },
    saved: (saved: BaseMap, created: boolean) => {
      setEditing(null);
      toast.show(t(created ? 'baseMapMng.created' : 'baseMapMng.saved', { name: saved.bcrnMapNm }), {
        tone: 'success',
      });
      reload();
    },
  };
}
