import { BYTES_PER_GB, computeClaim, type AddonFee, type ClaimAmounts } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAddons, fetchPlans, pricingKeys, type Plan } from './pricing-api';
import './pricing.css';

/** The usage of the worked example: 12 members at the month's peak and 7.2 GB of data. */
export const EXAMPLE_USERS = 12;
export const EXAMPLE_GB = 7.2;

/**
 * The price policy (/pricesPolicy, both user systems, anonymous users too): the plans and add-ons
 * from the API, the monthly fee formula, a worked example computed with the same rule the
 * claims use (libs/domain computeClaim), and the education discounts.
 */
export function PricesPolicyPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const titleId = useId();
  const plans = useQuery({ queryKey: pricingKeys.plans, queryFn: () => fetchPlans(api), staleTime: 300_000 });
  const addons = useQuery({
    queryKey: pricingKeys.addons,
    queryFn: () => fetchAddons(api),
    staleTime: 300_000,
  });
  const en = i18n.language === 'en';
  const name = (ko: string, english: string) => (en && english ? english : ko);
  const won = (amount: number) => t('web.pricing.won', { amount: amount.toLocaleString('ko-KR') });

  const failed = plans.isError || addons.isError;
  const ready = plans.data && addons.data;
  const basic = plans.data?.find((p) => !p.education) ?? plans.data?.[0];
  const education = plans.data?.filter((p) => p.education) ?? [];

  return (
    <section className="pricing" aria-labelledby={titleId}>
      <header>
        <h1 id={titleId}>{t('web.pricing.title')}</h1>
        <p>{t('web.pricing.intro')}</p>
      </header>
      {failed && (
        <p role="alert">
          {t('web.pricing.loadFailed')}{' '}
          <button
            type="button"
            className="button--secondary"
            onClick={() => {
              void plans.refetch();
              void addons.refetch();
            }}
          >
            {t('web.pricing.retry')}
          </button>
        </p>
      )}
      {!ready && !failed && <p role="status">{t('common.loading')}</p>}
      {ready && (
        <>
          <div className="pricing__scroll">
            <table className="pricing__table">
              <caption>{t('web.pricing.plans')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('web.pricing.col.plan')}</th>
                  <th scope="col">{t('web.pricing.col.base')}</th>
                  <th scope="col">{t('web.pricing.col.included')}</th>
                  <th scope="col">{t('web.pricing.col.perUser')}</th>
                  <th scope="col">{t('web.pricing.col.perGb')}</th>
                  <th scope="col">{t('web.pricing.col.discount')}</th>
                </tr>
              </thead>
              <tbody>
                {plans.data.map((plan) => (
                  <tr key={plan.planCode} data-plan={plan.planCode}>
                    <th scope="row">{name(plan.planNm, plan.planNmEn)}</th>
                    <td className="pricing__num">{won(plan.baseFee)}</td>
                    <td>
                      {t('web.pricing.includedValue', { users: plan.includedUsers, gb: plan.includedGb })}
                    </td>
                    <td className="pricing__num">{won(plan.perUserFee)}</td>
                    <td className="pricing__num">{won(plan.perGbFee)}</td>
                    <td className="pricing__num">
                      {plan.dscntRate > 0 ? t('web.pricing.discountValue', { rate: plan.dscntRate }) : '-'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="pricing__scroll">
            <table className="pricing__table">
              <caption>{t('web.pricing.addons')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('web.pricing.col.addon')}</th>
                  <th scope="col">{t('web.pricing.col.monthly')}</th>
                </tr>
              </thead>
              <tbody>
                {addons.data.map((addon) => (
                  <tr key={addon.addonCode} data-addon={addon.addonCode}>
                    <th scope="row">{name(addon.addonNm, addon.addonNmEn)}</th>
                    <td className="pricing__num">{won(addon.monthlyFee)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <section aria-labelledby={`${titleId}-formula`}>
            <h2 id={`${titleId}-formula`}>{t('web.pricing.formulaTitle')}</h2>
            <p className="pricing__formula">{t('web.pricing.formula')}</p>
            <ul className="pricing__notes">
              <li>{t('web.pricing.note.peak')}</li>
              <li>{t('web.pricing.note.gb')}</li>
              <li>{t('web.pricing.note.order')}</li>
              <li>{t('web.pricing.note.vat')}</li>
              <li>{t('web.pricing.note.change')}</li>
            </ul>
          </section>
          {basic && (
            <Example
              plan={basic}
              addon={addons.data[0]}
              won={won}
              name={name}
              title={t('web.pricing.exampleTitle')}
            />
          )}
          {education.length > 0 && (
            <section aria-labelledby={`${titleId}-edu`}>
              <h2 id={`${titleId}-edu`}>{t('web.pricing.educationTitle')}</h2>
              <p>{t('web.pricing.educationIntro')}</p>
              <ul className="pricing__notes">
                {education.map((plan) => (
                  <li key={plan.planCode}>
                    {t('web.pricing.educationItem', {
                      plan: name(plan.planNm, plan.planNmEn),
                      rate: plan.dscntRate,
                      users: plan.includedUsers,
                      gb: plan.includedGb,
                    })}
                  </li>
                ))}
              </ul>
              <Example
                plan={education[0]}
                addon={addons.data[0]}
                won={won}
                name={name}
                title={t('web.pricing.educationExampleTitle', {
                  plan: name(education[0].planNm, education[0].planNmEn),
                })}
              />
            </section>
          )}
        </>
      )}
    </section>
  );
}

/** The example month's claim with its lines, supply amount, VAT and total. */
export function exampleClaim(plan: Plan, addon: AddonFee | undefined): ClaimAmounts {
  return computeClaim({
    plan,
    peakUsers: EXAMPLE_USERS,
    peakBytes: Math.round(EXAMPLE_GB * BYTES_PER_GB),
    addons: addon ? [addon] : [],
    discounts: [],
    coupons: [],
  });
}

function Example({
  plan,
  addon,
  won,
  name,
  title,
}: {
  plan: Plan;
  addon: AddonFee | undefined;
  won: (amount: number) => string;
  name: (ko: string, en: string) => string;
  title: string;
}) {
  const { t } = useTranslation();
  const claim = exampleClaim(plan, addon);
  return (
    <div className="pricing__scroll">
      <table className="pricing__table" data-example={plan.planCode}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <td colSpan={4}>
              {t('web.pricing.exampleUsage', {
                plan: name(plan.planNm, plan.planNmEn),
                users: EXAMPLE_USERS,
                gb: EXAMPLE_GB,
                addon: addon ? name(addon.addonNm, addon.addonNmEn) : '-',
              })}
            </td>
          </tr>
          <tr>
            <th scope="col">{t('web.pricing.col.item')}</th>
            <th scope="col">{t('web.pricing.col.quantity')}</th>
            <th scope="col">{t('web.pricing.col.unitPrice')}</th>
            <th scope="col">{t('web.pricing.col.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {claim.lines.map((line, index) => (
            <tr key={`${line.lineSe}-${index}`}>
              <th scope="row">{name(line.label, line.labelEn)}</th>
              <td className="pricing__num">{line.quantity}</td>
              <td className="pricing__num">{won(line.unitPrice)}</td>
              <td className="pricing__num">{won(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('web.pricing.supply')}
            </th>
            <td className="pricing__num">{won(claim.supplyAmount)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              {t('web.pricing.vat')}
            </th>
            <td className="pricing__num">{won(claim.vat)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              {t('web.pricing.total')}
            </th>
            <td className="pricing__num">
              <strong>{won(claim.totalAmount)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
