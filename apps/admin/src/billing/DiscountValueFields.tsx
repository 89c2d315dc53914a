import { SelectField, TextField } from '@nuri/ui';
import { useTranslation } from 'react-i18next';
import { DISCOUNT_KINDS, type DiscountKind } from './billing-api';

/** The kind (amount or percent) and value of a discount or coupon, as one pair of fields. */
export function DiscountValueFields({
  kind,
  onKind,
  value,
  onValue,
  error,
}: {
  kind: DiscountKind;
  onKind: (kind: DiscountKind) => void;
  value: string;
  onValue: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        label={t('billing.discount.kind')}
        value={kind}
        onChange={(v) => onKind(v === 'PERCENT' ? 'PERCENT' : 'AMOUNT')}
      >
        {DISCOUNT_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`billing.discount.kind.${k}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        type="number"
        label={kind === 'PERCENT' ? t('billing.discount.valuePercent') : t('billing.discount.valueAmount')}
        value={value}
        onChange={onValue}
        min={1}
        error={error}
      />
    </>
  );
}
