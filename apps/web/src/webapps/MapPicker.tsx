import { formatDate, parseIsoDateTime, type WebMapListScope } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { Modal, PageNavigator, Tabs } from '@nuri/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPickableMaps, webappKeys, type PickableMap } from './app-api';

export const MAP_PICKER_PAGE_SIZE = 10;

export interface MapPickerProps {
  /** Names the dialog (which tab the map is for). */
  title: string;
  onPick: (map: PickableMap) => void;
  onClose: () => void;
}

/** A dialog to choose a tab's map: my maps or maps shared with me, searched by title, 10 a page. */
export function MapPicker({ title, onPick, onClose }: MapPickerProps) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<WebMapListScope>('mine');
  return (
    <Modal open onClose={onClose} title={title} maxWidth={720}>
      <Tabs
        label={t('web.webapps.maps.scope')}
        selectedId={scope}
        onChange={(id) => setScope(id as WebMapListScope)}
        tabs={[
          { id: 'mine', label: t('web.webapps.maps.mine'), content: <MapList scope="mine" onPick={onPick} /> },
          { id: 'shared', label: t('web.webapps.maps.shared'), content: <MapList scope="shared" onPick={onPick} /> },
        ]}
      />
    </Modal>
  );
}

function MapList({ scope, onPick }: { scope: WebMapListScope; onPick: (map: PickableMap) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const [text, setText] = useState('');
  const [searchNm, setSearchNm] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const page = useQuery({
    queryKey: webappKeys.maps(scope, searchNm, pageIndex),
    queryFn: () => fetchPickableMaps(api, scope, searchNm, pageIndex, MAP_PICKER_PAGE_SIZE),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearchNm(text.trim());
    setPageIndex(1);
  };
  const total = page.data?.totalElements ?? 0;

  return (
    <div className="wa-picker">
      <form role="search" className="wa-picker__form" onSubmit={submit}>
        <input
          type="search"
          value={text}
          maxLength={100}
          aria-label={t('web.webapps.maps.search')}
          placeholder={t('web.webapps.maps.searchPlaceholder')}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit">{t('web.webapps.maps.submit')}</button>
      </form>
      {page.isError && !page.data ? (
        <div role="alert" className="wa-picker__error">
          <p>{t('web.webapps.maps.failed')}</p>
          <button type="button" onClick={() => void page.refetch()}>
            {t('web.webapps.maps.retry')}
          </button>
        </div>
      ) : !page.data ? (
        <p role="status">{t('web.webapps.loading')}</p>
      ) : (
        <>
          <p role="status" className="wa-muted">
            {t('web.webapps.maps.count', { total })}
          </p>
          {page.data.content.length === 0 ? (
            <p className="wa-muted">{t('web.webapps.maps.empty')}</p>
          ) : (
            <ul className="wa-picker__list" aria-label={t('web.webapps.maps.results')} aria-busy={page.isFetching}>
              {page.data.content.map((map) => {
                const updated = parseIsoDateTime(map.updtDt);
                return (
                  <li key={map.userMapId} className="wa-picker__item" aria-label={map.userMapSj}>
                    {map.thumbnailUrl ? <img src={map.thumbnailUrl} alt="" className="wa-picker__thumb" /> : <span className="wa-picker__thumb" aria-hidden="true" />}
                    <div className="wa-picker__facts">
                      <strong>{map.userMapSj}</strong>
                      {map.userMapCn && <span className="wa-muted">{map.userMapCn}</span>}
                      <span className="wa-muted">
                        {t('web.webapps.maps.owner')}: {map.registerNm ? `${map.registerNm} (${map.registerId})` : map.registerId}
                        {updated ? ` · ${t('web.webapps.maps.updtDt')}: ${formatDate(updated)}` : ''}
                      </span>
                    </div>
                    <button type="button" className="wa-primary" aria-label={t('web.webapps.maps.chooseLabel', { name: map.userMapSj })} onClick={() => onPick(map)}>
                      {t('web.webapps.maps.choose')}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <PageNavigator pageIndex={pageIndex} pageCount={Math.ceil(total / MAP_PICKER_PAGE_SIZE)} onChange={setPageIndex} disabled={page.isFetching} />
        </>
      )}
    </div>
  );
}
