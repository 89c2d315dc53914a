import { isBasicPlan, isEducationPlan } from '@nuri/domain';
import type { TFunction } from 'i18next';

/** The plan's name with its code: 'Basic plan (000001)'. */
export function planLabel(planCode: string, t: TFunction): string {
  const name = isBasicPlan(planCode)
    ? t('insttAdmin.plan.basic')
    : isEducationPlan(planCode)
      ? t('insttAdmin.plan.education')
      : t('insttAdmin.plan.other', { code: planCode });
  return isBasicPlan(planCode) || isEducationPlan(planCode) ? `${name} (${planCode})` : name;
}
