import { useApi } from '@nuri/shell';
import { DataGrid, type GridColumn, Toggle, useDialogs, useGridRefresh, useToast } from '@nuri/ui';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../kit/AdminPage';
import { alreadyShown } from '../../kit/error-text';
import { GroupFormModal } from './GroupFormModal';
import { useGroupPage, type GroupRow } from './groups-api';

/** The group grid's rows: a change loads them again. */
const GROUPS_GRID = ['insttAdmin', 'groups'] as const;

/** Group management (543, /manageGroup): groups (mine or all of the institution), create, edit, delete. */
export function GroupManagePage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('menu.groupManagement')}>
      {(insttCode) => <GroupManage insttCode={insttCode} />}
    </AdminPage>
  );
}

type Editing = { groupSn: number | null } | null;

function GroupManage({ insttCode }: { insttCode: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  // Every group of the institution by default (issue 19); the toggle narrows to the groups the admin is in or owns.
  const [all, setAll] = useState(true);
  const [editing, setEditing] = useState<Editing>(null);
  const fetchPage = useGroupPage(all ? insttCode : null);
  const reload = useGridRefresh(GROUPS_GRID);

  const remove = useMutation({
    mutationFn: (row: GroupRow) =>
      api.unwrap(api.DELETE('/api/groups/{groupSn}', { params: { path: { groupSn: row.groupSn } } })),
    onSuccess: (_result, row) => {
      toast.show(t('insttAdmin.groups.deleted', { name: row.groupNm }), { tone: 'success' });
      reload();
    },
    onError: (error) => {
      if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
  });

  const onButton = async (row: GroupRow, columnId: string) => {
    if (columnId === 'edit') {
      setEditing({ groupSn: row.groupSn });
      return;
    }
    const agreed = await dialogs.confirm({
      type: 'delete',
      message: t('insttAdmin.groups.deleteConfirm', { name: row.groupNm }),
    });
    if (agreed) remove.mutate(row);
  };

  const columns = useMemo<GridColumn<GroupRow>[]>(
    () => [
      { id: 'groupNm', field: 'groupNm', title: t('insttAdmin.groups.col.groupNm') },
      { id: 'groupDc', field: 'groupDc', title: t('insttAdmin.groups.col.groupDc'), mobileHide: true },
      {
        id: 'memberCnt',
        field: 'memberCnt',
        title: t('insttAdmin.groups.col.memberCnt'),
        textAlign: 'right',
        colWidth: 100,
      },
      { id: 'owner', field: 'ownerText', title: t('insttAdmin.groups.col.owner'), mobileHide: true },
      {
        id: 'registDt',
        field: 'registDtText',
        title: t('insttAdmin.groups.col.registDt'),
        textAlign: 'center',
        mobileHide: true,
      },
      {
        id: 'edit',
        title: t('insttAdmin.groups.col.edit'),
        type: 'button',
        textAlign: 'center',
        colWidth: 88,
      },
      {
        id: 'delete',
        title: t('insttAdmin.groups.col.delete'),
        type: 'button',
        textAlign: 'center',
        colWidth: 88,
      },
    ],
    [t],
  );

  return (
    <>
      <div className="instt-admin__actions">
        <button type="button" onClick={() => setEditing({ groupSn: null })}>
          {t('insttAdmin.groups.create')}
        </button>
        <Toggle label={t('insttAdmin.groups.all')} checked={all} onChange={setAll} />
      </div>
      <DataGrid<GroupRow>
        label={t('insttAdmin.groups.listLabel')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={[...GROUPS_GRID, insttCode, all ? 'all' : 'mine']}
        emptyText={t('insttAdmin.groups.empty')}
        rowKey={(row) => String(row.groupSn)}
        onButtonClick={(row, column) => void onButton(row, column.id)}
      />
      {editing && (
        <GroupFormModal
          insttCode={insttCode}
          groupSn={editing.groupSn}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
          onChanged={reload}
        />
      )}
    </>
  );
}
