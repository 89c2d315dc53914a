import { useApi } from '@nuri/shell';
import { TextField, useDialogs, useToast } from '@nuri/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../kit/AdminPage';
import { alreadyShown, errorText } from '../kit/error-text';
import {
  applyCoupon,
  changeSubscription,
  dayText,
  discountText,
  expectedTotal,
  listAddons,
  listPlans,
  nameIn,
  subscriptionDetail,
  type Addon,
  type Plan,
  type Subscription,
} from './billing-api';
import { billingKeys } from './billing-keys';
import { AddonChoices } from './AddonChoices';
import { ClaimLines } from './ClaimLines';
import { QueryBlock } from './QueryBlock';
import { UnsubscribeSection } from './UnsubscribeSection';
import './billing.css';

/**
 * Subscription management of the institution admin (5321, /admin/:insttCode/insttManage/subscription):
 * the current plan and add-ons, a pending change, the change form (effective next month), the
 * coupon field with the applied coupons, this month's expected total with its lines, and the
 * cancellation at the end of the billing period (undo until then).
 */
export function SubscriptionPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('billing.sub.title')} intro={t('billing.sub.intro')}>
      {(insttCode) => <SubscriptionView insttCode={insttCode} />}
    </AdminPage>
  );
}

export function usePriceLists() {
  const api = useApi();
  const plans = useQuery({ queryKey: billingKeys.plans, queryFn: () => listPlans(api), staleTime: 300_000 });
  const addons = useQuery({
    queryKey: billingKeys.addons,
    queryFn: () => listAddons(api),
    staleTime: 300_000,
  });
  return { plans, addons };
}

function SubscriptionView({ insttCode }: { insttCode: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const detail = useQuery({
    queryKey: billingKeys.detail(insttCode),
    queryFn: () => subscriptionDetail(api, insttCode),
  });
  const expected = useQuery({
    queryKey: billingKeys.expected(insttCode),
    queryFn: () => expectedTotal(api, insttCode),
  });
  const { plans, addons } = usePriceLists();

  return (
    <div className="billing-page">
      <section className="billing-section" aria-labelledby="billing-current">
        <h2 id="billing-current">{t('billing.sub.current')}</h2>
        <QueryBlock query={detail}>
          {(sub) => <CurrentSubscription sub={sub} plans={plans.data ?? []} addons={addons.data ?? []} />}
        </QueryBlock>
      </section>
      <section className="billing-section" aria-labelledby="billing-expected">
        <h2 id="billing-expected">{t('billing.expect.title')}</h2>
        <QueryBlock query={expected}>
          {(preview) => (
            <>
              <p className="billing-state">{t('billing.expect.hint', { month: preview.claimMonth })}</p>
              <ClaimLines
                claim={preview}
                caption={t('billing.expect.caption', { month: preview.claimMonth })}
              />
            </>
          )}
        </QueryBlock>
      </section>
      <section className="billing-section" aria-labelledby="billing-coupon">
        <h2 id="billing-coupon">{t('billing.coupon.applyTitle')}</h2>
        <CouponApply insttCode={insttCode} sub={detail.data} />
      </section>
      <section className="billing-section" aria-labelledby="billing-change">
        <h2 id="billing-change">{t('billing.sub.changeTitle')}</h2>
        {detail.data?.endDe ? (
          // Plan changes are refused while the end is scheduled (they would only apply after it).
          <p className="billing-state">{t('billing.unsub.changeBlocked')}</p>
        ) : detail.data && plans.data && addons.data ? (
          <ChangeForm insttCode={insttCode} sub={detail.data} plans={plans.data} addons={addons.data} />
        ) : (
          <p role="status">{t('common.loading')}</p>
        )}
      </section>
      <section className="billing-section" aria-labelledby="billing-unsubscribe">
        <h2 id="billing-unsubscribe">{t('billing.unsub.title')}</h2>
        {detail.data ? (
          <UnsubscribeSection insttCode={insttCode} sub={detail.data} />
        ) : (
          <p role="status">{t('common.loading')}</p>
        )}
      </section>
    </div>
  );
}

function planName(language: string, plans: readonly Plan[], planCode: string, fallback?: string) {
  const plan = plans.find((p) => p.planCode === planCode);
  return plan ? nameIn(language, plan.planNm, plan.planNmEn) : (fallback ?? planCode);
}

function addonNames(language: string, addons: readonly Addon[], codes: readonly string[], none: string) {
  if (codes.length === 0) return none;
  return codes
    .map((code) => {
      const addon = addons.find((a) => a.addonCode === code);
      return addon ? nameIn(language, addon.addonNm, addon.addonNmEn) : code;
    })
    .join(', ');
}

function CurrentSubscription({
  sub,
  plans,
  addons,
}: {
  sub: Subscription;
  plans: readonly Plan[];
  addons: readonly Addon[];
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <>
      <dl className="billing-facts">
        <dt>{t('billing.sub.plan')}</dt>
        <dd data-field="plan">{planName(language, plans, sub.planCode, sub.planNm)}</dd>
        <dt>{t('billing.sub.addons')}</dt>
        <dd data-field="addons">{addonNames(language, addons, sub.addonCodes, t('billing.sub.noAddons'))}</dd>
        <dt>{t('billing.sub.begin')}</dt>
        <dd>{dayText(sub.beginDe)}</dd>
        <dt>{t('billing.sub.billDay')}</dt>
        <dd>{t('billing.sub.billDayValue', { day: sub.billDay })}</dd>
        <dt>{t('billing.sub.coupons')}</dt>
        <dd data-field="coupons">
          {sub.coupons.length === 0 ? (
            t('billing.coupon.none')
          ) : (
            <ul aria-label={t('billing.coupon.applied')}>
              {sub.coupons.map((coupon) => (
                <li key={coupon.couponCode}>
                  {t('billing.coupon.appliedItem', {
                    name: coupon.couponNm,
                    code: coupon.couponCode,
                    value: discountText(t, coupon.dscntSe, coupon.dscntValue),
                    from: coupon.appliedMonth,
                    to: coupon.lastMonth,
                  })}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      {sub.pending && (
        <p className="billing-pending" data-field="pending">
          {t('billing.sub.pending', {
            month: sub.pending.effectiveMonth,
            plan: planName(language, plans, sub.pending.planCode),
            addons: addonNames(language, addons, sub.pending.addonCodes, t('billing.sub.noAddons')),
          })}
        </p>
      )}
    </>
  );
}

function ChangeForm({
  insttCode,
  sub,
  plans,
  addons,
}: {
  insttCode: string;
  sub: Subscription;
  plans: readonly Plan[];
  addons: readonly Addon[];
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const planGroup = useId();
  const start = sub.pending ?? { planCode: sub.planCode, addonCodes: sub.addonCodes };
  const [planCode, setPlanCode] = useState(start.planCode);
  const [addonCodes, setAddonCodes] = useState<string[]>(start.addonCodes);

  const save = useMutation({
    mutationFn: () => changeSubscription(api, insttCode, { planCode, addonCodes }),
    onSuccess: (saved) => {
      queryClient.setQueryData(billingKeys.detail(insttCode), saved);
      toast.show(t('billing.sub.changed', { month: saved.pending?.effectiveMonth ?? '' }), {
        tone: 'success',
      });
    },
    onError: (error) => {
      if (!alreadyShown(error)) void dialogs.alert({ type: 'failure', message: t('error.temporary') });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <form className="billing-form" onSubmit={submit} aria-label={t('billing.sub.changeTitle')}>
      <p className="billing-state">{t('billing.sub.changeHint')}</p>
      <fieldset className="billing-choices" aria-describedby={planGroup}>
        <legend>{t('billing.sub.plan')}</legend>
        {plans.map((plan) => (
          <label key={plan.planCode}>
            <input
              type="radio"
              name="planCode"
              value={plan.planCode}
              checked={planCode === plan.planCode}
              onChange={() => setPlanCode(plan.planCode)}
            />{' '}
            {nameIn(i18n.language, plan.planNm, plan.planNmEn)}
          </label>
        ))}
      </fieldset>
      <p id={planGroup} className="billing-state">
        {t('billing.sub.planHint')}
      </p>
      <AddonChoices addons={addons} value={addonCodes} onChange={setAddonCodes} withFee />
      <div>
        <button type="submit" disabled={save.isPending}>
          {save.isPending ? t('billing.saving') : t('billing.sub.changeSubmit')}
        </button>
      </div>
    </form>
  );
}

function CouponApply({ insttCode, sub }: { insttCode: string; sub: Subscription | undefined }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(null), [code]);

  const apply = useMutation({
    mutationFn: (couponCode: string) => applyCoupon(api, insttCode, couponCode),
    onSuccess: (use) => {
      setCode('');
      toast.show(t('billing.coupon.appliedToast', { name: use.couponNm }), { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: billingKeys.detail(insttCode) });
      void queryClient.invalidateQueries({ queryKey: billingKeys.expected(insttCode) });
    },
    // The API client has shown the refusal; the field keeps it too.
    onError: (failure) => setError(errorText(failure, t)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const couponCode = code.trim().toUpperCase();
    if (!couponCode) {
      setError(t('billing.coupon.codeRequired'));
      return;
    }
    apply.mutate(couponCode);
  };

  return (
    <form className="billing-row" onSubmit={submit} aria-label={t('billing.coupon.applyTitle')}>
      <TextField
        label={t('billing.coupon.code')}
        value={code}
        onChange={setCode}
        error={error}
        maxLength={20}
        hint={sub && sub.coupons.length > 0 ? undefined : t('billing.coupon.codeHint')}
      />
      <button type="submit" disabled={apply.isPending}>
        {t('billing.coupon.apply')}
      </button>
    </form>
  );
}
