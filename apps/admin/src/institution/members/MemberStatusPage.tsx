import { CODE_GROUPS, useApi, useCommonCodes, useSession } from '@nuri/shell';
import { DataGrid, type GridColumn, useDialogs, useGridRefresh, useToast } from '@nuri/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../kit/AdminPage';
import { alreadyShown } from '../../kit/error-text';
import { levelLabel, MEMBER_LEVELS, toMemberLevel, type MemberLevel } from '../../kit/levels';
import { insttKeys } from '../../kit/query-keys';
import { useMemberPage, type MemberRow } from './members-api';

/** The member grid's rows: a change loads them again. */
const MEMBERS_GRID = ['insttAdmin', 'members'] as const;

/** User status (541, /manageConstituent): members with their level, which admins change; remove. */
export function MemberStatusPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('menu.userStatus')}>
      {(insttCode) => <MemberStatus insttCode={insttCode} />}
    </AdminPage>
  );
}

function MemberStatus({ insttCode }: { insttCode: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const session = useSession();
  const queryClient = useQueryClient();
  const fetchPage = useMemberPage(insttCode, t);
  // Reloading the grid re-mounts its rows, so their selects show the server's levels again.
  const refreshGrid = useGridRefresh(MEMBERS_GRID);
  const reload = () => {
    refreshGrid();
    void queryClient.invalidateQueries({ queryKey: insttKeys.admins(insttCode) });
  };

  const level = useMutation({
    mutationFn: ({ row, userSeCode }: { row: MemberRow; userSeCode: MemberLevel }) =>
      api.unwrap(
        api.PUT('/api/instt/{insttCode}/constituents/{userId}/level', {
          params: { path: { insttCode, userId: row.userId } },
          body: { userSeCode },
        }),
      ),
    onSuccess: (result) => {
      toast.show(
        t('insttAdmin.members.levelChanged', {
          name: result.userNm,
          level: levelLabel(result.userSeCode, t),
        }),
        { tone: 'success' },
      );
    },
    onError: (error) => {
      if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
    // The rule messages (last admin, master) come from the server; either way show its levels.
    onSettled: reload,
  });

  const remove = useMutation({
    mutationFn: (row: MemberRow) =>
      api.unwrap(
        api.DELETE('/api/instt/{insttCode}/constituents/{userId}', {
          params: { path: { insttCode, userId: row.userId } },
        }),
      ),
    onSuccess: (_result, row) => {
      toast.show(t('insttAdmin.members.removed', { name: row.userNm }), { tone: 'success' });
      reload();
    },
    onError: (error) => {
      if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
  });

  const changeLevel = (row: MemberRow, value: string) => {
    const userSeCode = toMemberLevel(value);
    if (userSeCode !== null && userSeCode !== row.userSeCode) level.mutate({ row, userSeCode });
  };

  const askRemove = async (row: MemberRow) => {
    // Refused by the API anyway; said here without a round trip.
    if (row.isCreatman) return dialogs.alert({ type: 'info', message: t('constituent.masterNotRemovable') });
    if (row.userId === session.userId)
      return dialogs.alert({ type: 'info', message: t('constituent.selfNotRemovable') });
    const agreed = await dialogs.confirm({
      type: 'delete',
      message: t('insttAdmin.members.removeConfirm', { name: row.userNm, userId: row.userId }),
      confirmLabel: t('insttAdmin.members.col.remove'),
    });
    if (agreed) remove.mutate(row);
  };

  // The level names of the common codes (USER_SE), so a renamed level shows here too.
  const { options: levelOptions } = useCommonCodes(CODE_GROUPS.USER_SE, { only: MEMBER_LEVELS });
  const columns = useMemo<GridColumn<MemberRow>[]>(
    () => [
      { id: 'userNm', field: 'nameText', title: t('insttAdmin.members.col.userNm') },
      { id: 'userId', field: 'userId', title: t('insttAdmin.members.col.userId') },
      { id: 'emailaddr', field: 'emailaddr', title: t('insttAdmin.members.col.emailaddr'), mobileHide: true },
      {
        id: 'level',
        field: 'levelValue',
        title: t('insttAdmin.members.col.level'),
        type: 'select',
        items: levelOptions,
        colWidth: 150,
      },
      {
        id: 'registDt',
        field: 'registDtText',
        title: t('insttAdmin.members.col.registDt'),
        textAlign: 'center',
        mobileHide: true,
      },
      {
        id: 'remove',
        title: t('insttAdmin.members.col.remove'),
        type: 'button',
        textAlign: 'center',
        colWidth: 96,
      },
    ],
    [t, levelOptions],
  );

  return (
    <>
      <DataGrid<MemberRow>
        label={t('insttAdmin.members.listLabel')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={[...MEMBERS_GRID, insttCode]}
        rowKey={(row) => row.userId}
        onSelectChange={(row, _column, value) => changeLevel(row, value)}
        onButtonClick={(row) => void askRemove(row)}
      />
      <p className="instt-admin__note">{t('insttAdmin.members.masterHint')}</p>
    </>
  );
}
