import { dataDeletionDate, subscriptionEndDate } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { useDialogs, useToast } from '@nuri/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { alreadyShown } from '../kit/error-text';
import { type Subscription } from './billing-api';
import { billingKeys } from './billing-keys';

/**
 * Unsubscribe (5321): cancel the subscription at the end of the billing period, with the day
 * shown before and after, and undo until that day. After the end the screen says until when the
 * data is kept; only a provider admin may restore it then.
 */
export function UnsubscribeSection({ insttCode, sub }: { insttCode: string; sub: Subscription }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();

  const saved = (next: Subscription) => {
    queryClient.setQueryData(billingKeys.detail(insttCode), next);
    void queryClient.invalidateQueries({ queryKey: billingKeys.expected(insttCode) });
  };
  const failed = (error: unknown) => {
    if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
  };

  const cancel = useMutation({
    mutationFn: () =>
      api.unwrap(api.POST('/api/instt/{insttCode}/unsubscribe', { params: { path: { insttCode } } })),
    onSuccess: (next) => {
      saved(next);
      toast.show(t('billing.unsub.scheduled', { end: next.endDe ?? '' }), { tone: 'success' });
    },
    onError: failed,
  });
  const undo = useMutation({
    mutationFn: () =>
      api.unwrap(api.DELETE('/api/instt/{insttCode}/unsubscribe', { params: { path: { insttCode } } })),
    onSuccess: (next) => {
      saved(next);
      toast.show(t('billing.unsub.undone'), { tone: 'success' });
    },
    onError: failed,
  });

  if (sub.sttus === 'CANCELLED') {
    return (
      <p className="billing-pending" data-field="unsubscribe">
        {t('billing.unsub.ended', { end: sub.endDe ?? '', deletion: sub.dataDeletionDe ?? '' })}
      </p>
    );
  }

  if (sub.endDe) {
    return (
      <div className="billing-unsub">
        <p className="billing-pending" data-field="unsubscribe">
          {t('billing.unsub.pending', {
            end: sub.endDe,
            deletion: sub.dataDeletionDe ?? dataDeletionDate(sub.endDe),
          })}
        </p>
        <button type="button" disabled={undo.isPending} onClick={() => undo.mutate()}>
          {t('billing.unsub.undo')}
        </button>
      </div>
    );
  }

  // The day the server will set: the last day of this billing month (the server's clock decides).
  const end = subscriptionEndDate(new Date());
  const ask = async () => {
    const agreed = await dialogs.confirm({
      type: 'confirm',
      message: t('billing.unsub.confirm', { end, deletion: dataDeletionDate(end) }),
      confirmLabel: t('billing.unsub.submit'),
    });
    if (agreed) cancel.mutate();
  };
  return (
    <div className="billing-unsub">
      <p className="billing-state">{t('billing.unsub.hint', { end, deletion: dataDeletionDate(end) })}</p>
      <button
        type="button"
        className="button--secondary billing-unsub__cancel"
        disabled={cancel.isPending}
        onClick={() => void ask()}
      >
        {t('billing.unsub.submit')}
      </button>
    </div>
  );
}
