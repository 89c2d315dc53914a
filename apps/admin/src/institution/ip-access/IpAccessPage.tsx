import { useApi } from '@nuri/shell';
import { DataGrid, type GridColumn, useDialogs, useGridRefresh, useToast } from '@nuri/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../kit/AdminPage';
import { alreadyShown } from '../../kit/error-text';
import { LookupError } from '../../kit/LookupError';
import { ipSummaryKey, selfLockoutOf, useIpPage, useIpSummary, type IpRuleRow } from './ip-access-api';
import { IpAccessForm } from './IpAccessForm';

/** The IP rule grid's rows: a change loads them again. */
const IP_RULES_GRID = ['insttAdmin', 'ipRules'] as const;

/** IP access restriction (535, /insttManage/ipAccess): the allow-list, the caller's address, add and delete. */
export function IpAccessPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('menu.ipAccessRestriction')} intro={t('insttAdmin.ip.intro')}>
      {(insttCode) => <IpAccess insttCode={insttCode} />}
    </AdminPage>
  );
}

function IpAccess({ insttCode }: { insttCode: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  const summary = useIpSummary(insttCode);
  const fetchPage = useIpPage();
  const refreshGrid = useGridRefresh(IP_RULES_GRID);

  const changed = () => {
    refreshGrid();
    void queryClient.invalidateQueries({ queryKey: ipSummaryKey(insttCode) });
  };

  const remove = async (row: IpRuleRow) => {
    if (
      !(await dialogs.confirm({
        type: 'delete',
        message: t('insttAdmin.ip.deleteConfirm', { ipAddr: row.ipAddr }),
      }))
    )
      return;
    const del = (confirmSelfLockout: boolean) =>
      api.unwrap(
        api.DELETE('/api/ipAccessCtrl/ip/{ipSn}', {
          params: {
            path: { ipSn: row.ipSn },
            query: { confirmSelfLockout: confirmSelfLockout ? 'true' : undefined },
          },
        }),
      );
    try {
      try {
        await del(false);
      } catch (failure) {
        const lockout = selfLockoutOf(failure);
        if (!lockout) throw failure;
        if (
          !(await dialogs.confirm({
            type: 'confirm',
            message: t('ipAccess.selfLockout', { ip: lockout.callerIp ?? '?' }),
          }))
        )
          return;
        await del(true);
      }
      toast.show(t('insttAdmin.ip.deleted', { ipAddr: row.ipAddr }), { tone: 'success' });
      changed();
    } catch (failure) {
      if (!alreadyShown(failure)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    }
  };

  const columns = useMemo<GridColumn<IpRuleRow>[]>(
    () => [
      { id: 'ipAddr', field: 'ipAddr', title: t('insttAdmin.ip.col.ipAddr') },
      { id: 'ipDc', field: 'ipDc', title: t('insttAdmin.ip.col.ipDc'), mobileHide: true },
      { id: 'registerId', field: 'registerId', title: t('insttAdmin.ip.col.registerId'), mobileHide: true },
      {
        id: 'registDt',
        field: 'registDtText',
        title: t('insttAdmin.ip.col.registDt'),
        textAlign: 'center',
        mobileHide: true,
      },
      {
        id: 'delete',
        title: t('insttAdmin.ip.col.delete'),
        type: 'button',
        text: t('button.delete'),
        textAlign: 'center',
        colWidth: 96,
      },
    ],
    [t],
  );

  const data = summary.data;
  return (
    <>
      <div className="panel instt-admin__section">
        {summary.isPending && <p role="status">{t('common.loading')}</p>}
        {summary.isError && (
          <LookupError
            title={t('insttAdmin.ip.listLookup')}
            error={summary.error}
            onRetry={() => void summary.refetch()}
          />
        )}
        {data && (
          <>
            <p>
              <strong>
                {data.callerIp
                  ? t('insttAdmin.ip.callerIp', { ip: data.callerIp })
                  : t('insttAdmin.ip.callerUnknown')}
              </strong>
            </p>
            {data.totalElements > 0 && (
              <p className={data.callerAllowed ? 'instt-admin__note' : 'instt-admin__warning'}>
                {data.callerAllowed ? t('insttAdmin.ip.callerAllowed') : t('insttAdmin.ip.callerRefused')}
              </p>
            )}
          </>
        )}
      </div>
      <IpAccessForm callerIp={data?.callerIp ?? null} listSize={data?.totalElements ?? 0} onAdded={changed} />
      <DataGrid<IpRuleRow>
        label={t('insttAdmin.ip.listLabel')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={[...IP_RULES_GRID, insttCode]}
        emptyText={t('insttAdmin.ip.empty')}
        rowKey={(row) => String(row.ipSn)}
        onButtonClick={(row) => void remove(row)}
      />
    </>
  );
}
