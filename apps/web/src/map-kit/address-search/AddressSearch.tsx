import { useApi } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSuggestions, searchAddress, type AddressSuggestion } from './address-api';
import type { PlaceMark } from './use-address-overlay';
import './address-search.css';

/** Time after the last key before suggestions are asked for. */
const DEBOUNCE_MS = 200;

function useDebounced(value: string, ms: number): string {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/**
 * The address search widget (spec 001 §2): a combobox that suggests addresses of the built-in
 * gazetteer while the user types (arrow keys, Enter, Escape); Enter without a chosen
 * suggestion geocodes the text through the provider chain. The place picked goes to onPick.
 */
export function AddressSearch({ onPick }: { onPick: (mark: PlaceMark) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [message, setMessage] = useState<string | null>(null);
  const typed = useDebounced(text.trim(), DEBOUNCE_MS);
  const suggestions = useQuery({
    queryKey: ['address-suggest', typed],
    queryFn: () => fetchSuggestions(api, typed),
    enabled: typed.length >= 2,
    staleTime: 60_000,
    retry: false,
  });
  const list = typed.length >= 2 ? (suggestions.data ?? []) : [];
  const expanded = open && list.length > 0;

  const pick = (s: AddressSuggestion) => {
    setText(s.roadAddr);
    setOpen(false);
    setActive(-1);
    setMessage(null);
    onPick({ x: s.x, y: s.y, title: s.bldNm ? `${s.roadAddr} (${s.bldNm})` : s.roadAddr, subtitle: t('web.address.jibun', { address: s.jibunAddr }) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (expanded && active >= 0) {
      pick(list[active]);
      return;
    }
    const q = text.trim();
    if (!q) return;
    setOpen(false);
    const answer = await searchAddress(api, q);
    const best = answer.candidates[0];
    if (!best) {
      setMessage(t('web.address.none'));
      return;
    }
    setMessage(answer.ambiguous ? t('web.address.ambiguous') : best.quality === 'road' ? t('web.address.nearest') : null);
    const title = best.roadAddr ?? best.jibunAddr ?? q;
    onPick({ x: best.x, y: best.y, title: best.bldNm ? `${title} (${best.bldNm})` : title, subtitle: best.jibunAddr ? t('web.address.jibun', { address: best.jibunAddr }) : null });
  };

  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && list.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % list.length);
    } else if (e.key === 'ArrowUp' && list.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a <= 0 ? list.length - 1 : a - 1));
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form className="addr-search" role="search" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} data-testid="address-search">
      <h2 id={`${id}-title`}>{t('web.address.title')}</h2>
      <label htmlFor={`${id}-input`}>{t('web.address.label')}</label>
      <div className="addr-search__row">
        <input
          id={`${id}-input`}
          type="search"
          role="combobox"
          autoComplete="off"
          maxLength={200}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-describedby={`${id}-help`}
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          placeholder={t('web.address.placeholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKey}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
        />
        <button type="submit">{t('web.address.search')}</button>
      </div>
      <p id={`${id}-help`} className="mb-muted">
        {t('web.address.help')}
      </p>
      <ul id={`${id}-list`} role="listbox" aria-label={t('web.address.suggestions')} className="addr-search__list" hidden={!expanded}>
        {list.map((s, i) => (
          <li
            key={`${s.roadAddr}-${i}`}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className="addr-search__option"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(s)}
          >
            <span className="addr-search__road">{s.label}</span>
            <span className="addr-search__jibun">{s.jibunAddr}</span>
          </li>
        ))}
      </ul>
      {message && (
        <p role="status" className="mb-muted">
          {message}
        </p>
      )}
    </form>
  );
}
