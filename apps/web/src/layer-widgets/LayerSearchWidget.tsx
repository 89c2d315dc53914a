import {
  ALL_LYR_TY_SE_CODES,
  formatDate,
  HOLD_DATA_MESSAGE_KEYS,
  LAYER_SEARCH_FIRST_PAGE,
  LAYER_SEARCH_PAGE_SIZE,
  LYR_TY_MESSAGE_KEYS,
  parseIsoDateTime,
  type HoldDataSeCode,
  type LyrTySeCode,
} from '@nuri/domain';
import { CODE_GROUPS, useApi, useCommonCodes } from '@nuri/shell';
import { PageNavigator } from '@nuri/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FIRST_SEARCH,
  layerWidgetKeys,
  searchLayers,
  type LayerSearch,
  type LayerSummary,
} from './layer-widgets-api';
import { LayerThumbnail } from './LayerThumbnail';
import './layer-widgets.css';

export interface LayerSearchWidgetProps {
  /** Called with the layer the user adds to the map. */
  onAdd: (layer: LayerSummary) => void;
  /** Layers already on the map: their add button reads 'added' and is disabled. */
  addedLyrIds: readonly string[];
}

const HOLD_DATA_GROUPS: readonly HoldDataSeCode[] = ['1', '9'];

/**
 * Layer search (spec 001 §2): user data or national spatial information, type filters (all,
 * TIFF, point, line, polygon, layer group), search text, 20 a page from page 1.
 */
export function LayerSearchWidget({ onAdd, addedLyrIds }: LayerSearchWidgetProps) {
  const { t } = useTranslation();
  const api = useApi();
  const titleId = useId();
  const [search, setSearch] = useState<LayerSearch>(FIRST_SEARCH);
  // The layer types (and their names) the common codes list (LYR_TY_SE).
  const layerTypes = useCommonCodes(CODE_GROUPS.LYR_TY_SE, { only: ALL_LYR_TY_SE_CODES });
  const [text, setText] = useState('');
  const update = (change: Partial<LayerSearch>) =>
    setSearch((current) => ({ ...current, pageIndex: LAYER_SEARCH_FIRST_PAGE, ...change }));

  const page = useQuery({
    queryKey: layerWidgetKeys.search(search),
    queryFn: () => searchLayers(api, search),
    placeholderData: keepPreviousData,
    retry: false,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ searchTxt: text.trim() });
  };

  const total = page.data?.totalElements ?? 0;
  const pageCount = Math.ceil(total / LAYER_SEARCH_PAGE_SIZE);

  return (
    <section className="layer-widget layer-search" aria-labelledby={titleId}>
      <header className="layer-widget__header">
        <h2 id={titleId}>{t('layerWidgets.search.title')}</h2>
      </header>
      <nav className="layer-search__groups" aria-label={t('layerWidgets.search.groups')}>
        {HOLD_DATA_GROUPS.map((code) => (
          <button
            key={code}
            type="button"
            className="layer-search__group"
            aria-pressed={search.holdDataSeCode === code}
            onClick={() => {
              if (search.holdDataSeCode !== code) update({ holdDataSeCode: code });
            }}
          >
            {t(HOLD_DATA_MESSAGE_KEYS[code])}
          </button>
        ))}
      </nav>
      <div className="layer-search__types" role="group" aria-label={t('layerWidgets.search.types')}>
        {(['', ...layerTypes.codes.map((c) => c.code as LyrTySeCode)] as const).map(
          (code: LyrTySeCode | '') => (
            <button
              key={code || 'all'}
              type="button"
              className="layer-search__type"
              aria-pressed={search.lyrTySeCode === code}
              onClick={() => {
                if (search.lyrTySeCode !== code) update({ lyrTySeCode: code });
              }}
            >
              {code ? layerTypes.label(code) : t('common.all')}
            </button>
          ),
        )}
      </div>
      <form role="search" className="layer-search__form" onSubmit={submit}>
        <input
          type="search"
          value={text}
          maxLength={100}
          aria-label={t('layerWidgets.search.text')}
          placeholder={t('layerWidgets.search.placeholder')}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit">{t('layerWidgets.search.submit')}</button>
      </form>
      {page.isError && !page.data ? (
        <div role="alert" className="layer-widget__error">
          <p>{t('layerWidgets.search.loadError')}</p>
          <button type="button" className="button--secondary" onClick={() => void page.refetch()}>
            {t('layerWidgets.search.retry')}
          </button>
        </div>
      ) : !page.data ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <>
          <p className="layer-search__count" role="status">
            {t('layerWidgets.search.count', { total })}
          </p>
          {page.data.content.length === 0 ? (
            <p className="layer-search__empty">{t('layerWidgets.search.empty')}</p>
          ) : (
            <ul
              className="layer-search__results"
              aria-label={t('layerWidgets.search.results')}
              aria-busy={page.isFetching}
            >
              {page.data.content.map((layer) => (
                <LayerResult
                  key={layer.lyrId}
                  layer={layer}
                  added={addedLyrIds.includes(layer.lyrId)}
                  onAdd={() => onAdd(layer)}
                />
              ))}
            </ul>
          )}
          <PageNavigator
            pageIndex={search.pageIndex}
            pageCount={pageCount}
            onChange={(pageIndex) => setSearch((current) => ({ ...current, pageIndex }))}
            disabled={page.isFetching}
          />
        </>
      )}
    </section>
  );
}

function LayerResult({ layer, added, onAdd }: { layer: LayerSummary; added: boolean; onAdd: () => void }) {
  const { t } = useTranslation();
  const registered = parseIsoDateTime(layer.registDt);
  const ready = layer.status === 'READY';
  return (
    <li className="layer-search__item" aria-label={layer.lyrNm}>
      <LayerThumbnail layer={layer} />
      <div className="layer-search__facts">
        <strong className="layer-search__name">{layer.lyrNm}</strong>
        <dl>
          <dt>{t('layerWidgets.search.type')}</dt>
          <dd>{t(LYR_TY_MESSAGE_KEYS[layer.lyrTySeCode])}</dd>
          <dt>{t('layerWidgets.search.owner')}</dt>
          <dd>{layer.registerNm ? `${layer.registerNm} (${layer.registerId})` : layer.registerId}</dd>
          <dt>{t('layerWidgets.search.registDt')}</dt>
          <dd>{registered ? formatDate(registered) : ''}</dd>
        </dl>
        {!ready && (
          <span className={`layer-search__status layer-search__status--${layer.status.toLowerCase()}`}>
            {t(layer.status === 'FAILED' ? 'layerWidgets.search.failed' : 'layerWidgets.search.importing')}
          </span>
        )}
      </div>
      <button
        type="button"
        className="layer-search__add"
        disabled={added || !ready}
        aria-label={
          added
            ? t('layerWidgets.search.addedLabel', { name: layer.lyrNm })
            : t('layerWidgets.search.addLabel', { name: layer.lyrNm })
        }
        onClick={onAdd}
      >
        {added ? t('layerWidgets.search.added') : t('layerWidgets.search.add')}
      </button>
    </li>
  );
}
