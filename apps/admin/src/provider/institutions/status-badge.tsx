import {
  INSTT_STATUS_MESSAGE_KEYS,
  INSTT_STATUS_TONES,
  type InsttStatusCode,
  type PlanCode,
} from '@nuri/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The grid's status cell (a templateHTML column): the operational status in its tone (normal,
 * billing yellow, paused red) and a 'deleted' mark. Only catalogue texts go in.
 */
export function statusCellHtml(t: TFunction, status: InsttStatusCode, deleteAt: 'Y' | 'N'): string {
  const label = escapeHtml(t(INSTT_STATUS_MESSAGE_KEYS[status]));
  const badge = `<span class="instt-status instt-status--${INSTT_STATUS_TONES[status]}" data-status="${status}">${label}</span>`;
  if (deleteAt !== 'Y') return badge;
  return `${badge} <span class="instt-status instt-status--deleted">${escapeHtml(t('provider.instt.deleted'))}</span>`;
}

/** The operational status in its tone, and 'deleted' when the institution is. */
export function StatusBadge({ status, deleteAt }: { status: InsttStatusCode; deleteAt: 'Y' | 'N' }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={`instt-status instt-status--${INSTT_STATUS_TONES[status]}`} data-status={status}>
        {t(INSTT_STATUS_MESSAGE_KEYS[status])}
      </span>
      {deleteAt === 'Y' && (
        <>
          {' '}
          <span className="instt-status instt-status--deleted">{t('provider.instt.deleted')}</span>
        </>
      )}
    </>
  );
}

const PLAN_KEYS = {
  '000001': 'provider.plan.000001',
  '000004': 'provider.plan.000004',
  '000005': 'provider.plan.000005',
} as const satisfies Record<PlanCode, string>;

export const PLAN_LIST = Object.keys(PLAN_KEYS) as PlanCode[];

const isKnownPlan = (code: string): code is PlanCode => Object.prototype.hasOwnProperty.call(PLAN_KEYS, code);

/** The plan's name, or its code for a plan this screen does not know. */
export function planLabel(t: TFunction, planCode: string): string {
  return isKnownPlan(planCode) ? t(PLAN_KEYS[planCode]) : planCode;
}
