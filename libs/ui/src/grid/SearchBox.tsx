import { cutSearchText, SEARCH_TEXT_MAX_LENGTH } from '@nuri/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface SearchBoxProps {
  /** Called with the text cut to `maxLength` characters. */
  onSearch: (text: string) => void;
  maxLength?: number;
  /** Accessible name of the search landmark. */
  label: string;
  disabled?: boolean;
}

/** Search text field and button; the text never exceeds the maximum length (spec 000 §5). */
export function SearchBox({ onSearch, maxLength = SEARCH_TEXT_MAX_LENGTH, label, disabled = false }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSearch(cutSearchText(text.trim(), maxLength));
  };
  return (
    <form role="search" aria-label={label} className="grid-search" onSubmit={submit}>
      <label htmlFor={id}>{t('grid.search.label')}</label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={maxLength}
        placeholder={t('grid.search.placeholder')}
        onChange={(e) => setText(cutSearchText(e.target.value, maxLength))}
      />
      <button type="submit" disabled={disabled}>
        {t('grid.search.submit')}
      </button>
    </form>
  );
}
