import { useApi } from '@nuri/shell';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { searchDistricts, type District } from './address-api';
import type { DistrictMark } from './use-address-overlay';

/**
 * The administrative district search widget (spec 001 §2): a name → matching districts; the
 * first exact match (or the only one) is shown at once, the others can be picked from the list.
 */
export function DistrictSearch({ onPick }: { onPick: (mark: DistrictMark) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const [text, setText] = useState('');
  const [results, setResults] = useState<District[] | null>(null);
  const [shown, setShown] = useState<string | null>(null);

  const show = (d: District) => {
    setShown(d.admCode);
    onPick({ name: d.fullName, extent: d.extent, geometry: d.geometry });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    const list = await searchDistricts(api, q);
    setResults(list);
    const first = list.find((d) => d.name === q || d.fullName === q) ?? (list.length === 1 ? list[0] : null);
    if (first) show(first);
    else setShown(null);
  };

  const picked = results?.find((d) => d.admCode === shown);
  return (
    <form className="addr-search" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} data-testid="district-search">
      <h2 id={`${id}-title`}>{t('web.address.district.title')}</h2>
      <label htmlFor={`${id}-input`}>{t('web.address.district.label')}</label>
      <div className="addr-search__row">
        <input id={`${id}-input`} type="search" maxLength={50} placeholder={t('web.address.district.placeholder')} value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit">{t('web.address.search')}</button>
      </div>
      {results && results.length === 0 && <p role="status" className="mb-muted">{t('web.address.district.none')}</p>}
      {picked && <p role="status" className="mb-muted">{t('web.address.district.shown', { name: picked.fullName })}</p>}
      {results && results.length > 0 && (
        <ul className="addr-search__results" aria-label={t('web.address.district.results')}>
          {results.map((d) => (
            <li key={d.admCode}>
              <button type="button" className="addr-search__result" aria-pressed={d.admCode === shown} onClick={() => show(d)}>
                {d.fullName}
              </button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
