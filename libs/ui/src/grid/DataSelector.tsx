import { SEARCH_TEXT_MAX_LENGTH } from '@nuri/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from './SearchBox';
import { itemKey, sameItem, type KeyFields } from './selector-keys';
import '../styles/grid.css';

export interface DataSelectorProps<Item> {
  /** Accessible name of the selector. */
  label: string;
  /** Finds items for the search text (already cut to the maximum length). */
  search: (text: string) => Promise<readonly Item[]>;
  /** Fields compared to refuse an item already added. */
  keyFields: KeyFields<Item>;
  /** Text shown for an item. */
  itemLabel: (item: Item) => string;
  defaultSelected?: readonly Item[];
  /** The selected list after each add or remove. */
  onChange?: (selected: Item[]) => void;
  searchMaxLength?: number;
  /** Text of an empty selected list ('no added data' by default). */
  emptyText?: string;
  /** Text of a search without results ('keyword search results none' by default). */
  noResultText?: string;
}

/** Search-and-pick: a search box, its results with "add", and the selected list with "remove". */
export function DataSelector<Item>({
  label,
  search,
  keyFields,
  itemLabel,
  defaultSelected = [],
  onChange,
  searchMaxLength = SEARCH_TEXT_MAX_LENGTH,
  emptyText,
  noResultText,
}: DataSelectorProps<Item>) {
  const { t } = useTranslation();
  const id = useId();
  const resultsId = `${id}-results`;
  const selectedId = `${id}-selected`;
  const selectedTitle = useRef<HTMLParagraphElement>(null);
  const [text, setText] = useState<string | null>(null);
  const [selected, setSelected] = useState<Item[]>([...defaultSelected]);
  const [duplicate, setDuplicate] = useState(false);

  const results = useQuery({
    queryKey: ['dataSelector', id, text],
    queryFn: () => search(text ?? ''),
    enabled: text !== null,
  });

  const update = (next: Item[]) => {
    setSelected(next);
    onChange?.(next);
  };
  const add = (item: Item) => {
    if (selected.some((s) => sameItem(s, item, keyFields))) {
      setDuplicate(true);
      return;
    }
    setDuplicate(false);
    update([...selected, item]);
  };
  const remove = (item: Item) => {
    setDuplicate(false);
    update(selected.filter((s) => !sameItem(s, item, keyFields)));
    selectedTitle.current?.focus();
  };
  const onSearch = (value: string) => {
    setDuplicate(false);
    setText(value);
  };

  const found = results.data ?? [];
  return (
    <section className="data-selector" aria-label={label}>
      <SearchBox label={t('grid.search.landmark', { grid: label })} maxLength={searchMaxLength} onSearch={onSearch} />
      <p role="alert" className="data-selector__alert">
        {duplicate ? t('selector.alreadyAdded') : ''}
      </p>
      <div className="data-selector__panels">
        <div className="data-selector__panel" aria-busy={results.isFetching}>
          <p id={resultsId} className="data-selector__title">
            {t('dataSelector.searchResults')}
          </p>
          {results.isFetching && <p className="data-selector__empty">{t('common.loading')}</p>}
          {results.isError && <p className="data-selector__empty">{t('dataSelector.searchError')}</p>}
          {results.isSuccess && found.length === 0 && (
            <p className="data-selector__empty">{noResultText ?? t('empty.noKeywordResults')}</p>
          )}
          {found.length > 0 && (
            <ul aria-labelledby={resultsId} className="data-selector__list">
              {found.map((item, i) => (
                <li key={itemKey(item, keyFields, i)}>
                  <span>{itemLabel(item)}</span>
                  <button
                    type="button"
                    className="button--secondary"
                    aria-label={t('dataSelector.itemAction', { item: itemLabel(item), action: t('dataSelector.add') })}
                    onClick={() => add(item)}
                  >
                    {t('dataSelector.add')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="data-selector__panel">
          <p id={selectedId} ref={selectedTitle} tabIndex={-1} className="data-selector__title">
            {t('dataSelector.selected')}
          </p>
          {selected.length === 0 ? (
            <p className="data-selector__empty">{emptyText ?? t('empty.noAddedData')}</p>
          ) : (
            <ul aria-labelledby={selectedId} className="data-selector__list">
              {selected.map((item, i) => (
                <li key={itemKey(item, keyFields, i)}>
                  <span>{itemLabel(item)}</span>
                  <button
                    type="button"
                    className="button--secondary"
                    aria-label={t('dataSelector.itemAction', { item: itemLabel(item), action: t('dataSelector.remove') })}
                    onClick={() => remove(item)}
                  >
                    {t('dataSelector.remove')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
