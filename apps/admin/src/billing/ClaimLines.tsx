import { useTranslation } from 'react-i18next';
import { lineLabel, won, type ClaimPreview } from './billing-api';

/**
 * The lines of a claim or of the expected charge, in the order the rule gives them (base, users,
 * storage, add-ons, discounts, coupons), with the supply amount, VAT and total under them.
 */
export function ClaimLines({ claim, caption }: { claim: ClaimPreview; caption: string }) {
  const { t, i18n } = useTranslation();
  return (
    <table className="billing-lines">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('billing.line.item')}</th>
          <th scope="col">{t('billing.line.quantity')}</th>
          <th scope="col">{t('billing.line.unitPrice')}</th>
          <th scope="col">{t('billing.line.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {claim.lines.length === 0 && (
          <tr>
            <td colSpan={4}>{t('billing.line.none')}</td>
          </tr>
        )}
        {claim.lines.map((line, index) => (
          <tr key={`${line.lineSe}-${index}`} data-line={line.lineSe}>
            <th scope="row">{lineLabel(line, i18n.language)}</th>
            <td className="billing-num">{line.quantity.toLocaleString()}</td>
            <td className="billing-num">{won(t, line.unitPrice)}</td>
            <td className="billing-num">{won(t, line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr data-total="supply">
          <th scope="row" colSpan={3}>
            {t('billing.supply')}
          </th>
          <td className="billing-num">{won(t, claim.supplyAmount)}</td>
        </tr>
        <tr data-total="vat">
          <th scope="row" colSpan={3}>
            {t('billing.vat')}
          </th>
          <td className="billing-num">{won(t, claim.vat)}</td>
        </tr>
        <tr data-total="total">
          <th scope="row" colSpan={3}>
            {t('billing.total')}
          </th>
          <td className="billing-num billing-lines__total">{won(t, claim.totalAmount)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
