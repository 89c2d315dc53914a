import type { components } from '@nuri/api-client';
import { useApi } from '@nuri/shell';
import { DataGrid, type GridColumn, type GridPageRequest, useDialogs, useToast } from '@nuri/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDate, displayDateTime } from '../../kit/dates';
import { alreadyShown } from '../../kit/error-text';
import { levelLabel } from '../../kit/levels';

/** The waiting list's rows: an invitation sent or cancelled loads them again (useGridRefresh). */
export const WAITING_LIST_GRID = ['insttAdmin', 'invitations'] as const;

type Invitation = components['schemas']['InvitationDto'];
interface InvitationRow extends Invitation {
  uid: string;
  accountText: string;
  levelText: string;
  kindText: string;
  stateText: string;
  registDtText: string;
  expiresDtText: string;
}

export interface WaitingListProps {
  insttCode: string;
  onChanged: () => void;
}

/** The join-confirmation waiting list (GET …/constituents/invites), each invitation cancellable. */
export function WaitingList({ insttCode, onChanged }: WaitingListProps) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const titleId = useId();

  const fetchPage = async ({ pageIndex, pageSize, searchNm, direction }: GridPageRequest) => {
    const page = await api.unwrap(
      api.GET('/api/instt/{insttCode}/constituents/invites', {
        params: { path: { insttCode }, query: { pageIndex, pageSize, searchNm, direction } },
      }),
    );
    const content: InvitationRow[] = page.content.map((invitation) => ({
      ...invitation,
      uid: invitation.insttUserNtcnId,
      accountText: invitation.userId ? `${invitation.userNm ?? ''} (${invitation.userId})`.trim() : '-',
      levelText: levelLabel(invitation.userSeCode, t),
      kindText:
        invitation.openbizMoveAt === 'Y'
          ? t('insttAdmin.waiting.kind.openbiz')
          : t('insttAdmin.waiting.kind.email'),
      stateText:
        invitation.expiredAt === 'Y'
          ? t('insttAdmin.waiting.state.expired')
          : t('insttAdmin.waiting.state.waiting'),
      registDtText: displayDate(invitation.registDt),
      expiresDtText: displayDateTime(invitation.expiresDt),
    }));
    return { content, totalElements: page.totalElements, last: page.last };
  };

  const cancel = useMutation({
    mutationFn: (row: InvitationRow) =>
      api.unwrap(
        api.DELETE('/api/instt/{insttCode}/constituents/invites/{insttUserNtcnId}', {
          params: { path: { insttCode, insttUserNtcnId: row.insttUserNtcnId } },
        }),
      ),
    onSuccess: (_result, row) => {
      toast.show(t('insttAdmin.waiting.canceled', { target: row.emailaddr }), { tone: 'success' });
      onChanged();
    },
    onError: (error) => {
      if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
  });

  const askCancel = async (row: InvitationRow) => {
    const agreed = await dialogs.confirm({
      type: 'delete',
      message: t('insttAdmin.waiting.cancelConfirm', { target: row.emailaddr }),
      confirmLabel: t('insttAdmin.waiting.col.cancel'),
    });
    if (agreed) cancel.mutate(row);
  };

  const columns = useMemo<GridColumn<InvitationRow>[]>(
    () => [
      { id: 'emailaddr', field: 'emailaddr', title: t('insttAdmin.waiting.col.emailaddr') },
      { id: 'account', field: 'accountText', title: t('insttAdmin.waiting.col.account'), mobileHide: true },
      { id: 'level', field: 'levelText', title: t('insttAdmin.waiting.col.level'), textAlign: 'center' },
      { id: 'kind', field: 'kindText', title: t('insttAdmin.waiting.col.kind'), mobileHide: true },
      {
        id: 'registDt',
        field: 'registDtText',
        title: t('insttAdmin.waiting.col.registDt'),
        textAlign: 'center',
        mobileHide: true,
      },
      {
        id: 'expiresDt',
        field: 'expiresDtText',
        title: t('insttAdmin.waiting.col.expiresDt'),
        textAlign: 'center',
        mobileHide: true,
      },
      { id: 'state', field: 'stateText', title: t('insttAdmin.waiting.col.state'), textAlign: 'center' },
      {
        id: 'cancel',
        title: t('insttAdmin.waiting.col.cancel'),
        type: 'button',
        textAlign: 'center',
        colWidth: 110,
      },
    ],
    [t],
  );

  return (
    <section className="instt-admin__section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('insttAdmin.waiting.title')}</h2>
      <DataGrid<InvitationRow>
        label={t('insttAdmin.waiting.listLabel')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={[...WAITING_LIST_GRID, insttCode]}
        emptyText={t('insttAdmin.waiting.empty')}
        rowKey={(row) => row.insttUserNtcnId}
        onButtonClick={(row) => void askCancel(row)}
      />
    </section>
  );
}
