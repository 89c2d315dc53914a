import { useTranslation } from 'react-i18next';
import { nameIn, type Addon } from './billing-api';

/** The add-ons as check boxes; `withFee` names each one's monthly fee too. */
export function AddonChoices({
  addons,
  value,
  onChange,
  withFee = false,
}: {
  addons: readonly Addon[];
  value: readonly string[];
  onChange: (addonCodes: string[]) => void;
  withFee?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const toggle = (code: string, on: boolean) => {
    const others = value.filter((c) => c !== code);
    onChange(on ? [...others, code] : others);
  };
  return (
    <fieldset className="billing-choices">
      <legend>{t('billing.sub.addons')}</legend>
      {addons.map((addon) => {
        const name = nameIn(i18n.language, addon.addonNm, addon.addonNmEn);
        return (
          <label key={addon.addonCode}>
            <input
              type="checkbox"
              checked={value.includes(addon.addonCode)}
              onChange={(event) => toggle(addon.addonCode, event.target.checked)}
            />{' '}
            {withFee
              ? t('billing.sub.addonItem', { name, fee: addon.monthlyFee.toLocaleString('ko-KR') })
              : name}
          </label>
        );
      })}
    </fieldset>
  );
}
