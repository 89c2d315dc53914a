import { INSTT_STATUS_MESSAGE_KEYS, isOpenBizInstitution, type InsttStatusCode } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { useDialogs, useToast } from '@nuri/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changeState,
  insttKeys,
  INSTT_STATUS_LIST,
  type InstitutionDetail,
  type InsttStateChange,
} from './institution-api';

const CONFIRM_KEYS = {
  NORMAL: 'provider.instt.confirm.NORMAL',
  BILLING: 'provider.instt.confirm.BILLING',
  PAUSED: 'provider.instt.confirm.PAUSED',
} as const satisfies Record<InsttStatusCode, string>;

export interface StateActionsProps {
  detail: InstitutionDetail;
  onChanged: () => void;
}

/**
 * PUT /api/instt/{code}/state: the operational status (paused: members read only) and the
 * deleted flag (hidden, members refused), each after a confirmation that states the consequence.
 */
export function StateActions({ detail, onChanged }: StateActionsProps) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  const headingId = useId();
  const { insttCode, insttNm: name } = detail;
  const deleted = detail.deleteAt === 'Y';

  const mutation = useMutation({
    mutationFn: (body: InsttStateChange) => changeState(api, insttCode, body),
    onSuccess: async () => {
      toast.show(t('provider.instt.state.done', { name }), { tone: 'success' });
      onChanged();
      await queryClient.invalidateQueries({ queryKey: insttKeys.institution(insttCode) });
    },
  });

  /** Asks first; the confirming button repeats the action (a deletion's reads 'delete'). */
  const apply = async (body: InsttStateChange, message: string, action: string) => {
    const destructive = body.deleteAt === 'Y';
    const agreed = await dialogs.confirm({
      type: destructive ? 'delete' : 'confirm',
      message,
      confirmLabel: destructive ? undefined : action,
    });
    // Errors are shown by the API client; the buttons stay as they were.
    if (agreed) mutation.mutate(body);
  };

  const busy = mutation.isPending;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('provider.instt.state')}</h3>
      <p className="provider-hint">
        {t('provider.instt.state.current', { status: t(INSTT_STATUS_MESSAGE_KEYS[detail.insttSttusCode]) })}
      </p>
      <div className="provider-actions">
        {INSTT_STATUS_LIST.filter((code) => code !== detail.insttSttusCode).map((code) => {
          const action = t('provider.instt.state.set', { status: t(INSTT_STATUS_MESSAGE_KEYS[code]) });
          return (
            <button
              key={code}
              type="button"
              className="button--secondary"
              disabled={busy}
              onClick={() => void apply({ insttSttusCode: code }, t(CONFIRM_KEYS[code], { name }), action)}
            >
              {action}
            </button>
          );
        })}
        {deleted ? (
          <button
            type="button"
            className="button--secondary"
            disabled={busy}
            onClick={() =>
              void apply(
                { deleteAt: 'N' },
                t('provider.instt.confirm.restore', { name }),
                t('provider.instt.state.restore'),
              )
            }
          >
            {t('provider.instt.state.restore')}
          </button>
        ) : (
          !isOpenBizInstitution(insttCode) && (
            <button
              type="button"
              className="button--danger"
              disabled={busy}
              onClick={() =>
                void apply(
                  { deleteAt: 'Y' },
                  t('provider.instt.confirm.delete', { name }),
                  t('provider.instt.state.delete'),
                )
              }
            >
              {t('provider.instt.state.delete')}
            </button>
          )
        )}
      </div>
      {isOpenBizInstitution(insttCode) && (
        <p className="provider-hint">{t('provider.instt.state.openBizFixed')}</p>
      )}
    </section>
  );
}
