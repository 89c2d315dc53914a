import { THUMBNAIL_EXTENSIONS, WEBAPP_CN_MAX_LENGTH, WEBAPP_TAB_NAME_MAX_LENGTH } from '@nuri/domain';
import { useApi } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { appWebMapQueryKey, fetchAppWebMap } from './app-api';
import { BUILDER_TYPES } from './app-state';
import type { AppBuilderModel } from './use-app-builder';

/** The builder's side panel: the app type, description, tabs and thumbnail. */
export function AppBuilderSide({ model, ids }: { model: AppBuilderModel; ids: string }) {
  const { t } = useTranslation();
  const { state, change, loading, setType, server, problems, limit, loadedId, setPicking, removeTab } = model;
  const {
    thumbnail,
    savedThumbnail,
    fileInput,
    uploadFile,
    previewTabs,
    making,
    thumbnailFromMap,
    setThumbnail,
  } = model;
  return (
    <aside className="mb-side wa-side" aria-busy={loading}>
      <fieldset className="wa-fieldset">
        <legend>{t('web.webapps.builder.type')}</legend>
        {BUILDER_TYPES.map((code) => (
          <label key={code} className="wa-radio">
            <input
              type="radio"
              name={`${ids}-type`}
              value={code}
              checked={state.type === code}
              onChange={() => void setType(code)}
              aria-describedby={`${ids}-type-${code}`}
            />
            <span>
              {t(`web.webapps.type.${code}`)}
              <small id={`${ids}-type-${code}`} className="wa-muted">
                {t(`web.webapps.type.${code}.help`)}
              </small>
            </span>
          </label>
        ))}
        {server.type && <p className="wa-error">{server.type}</p>}
      </fieldset>

      <label className="wa-field">
        <span>{t('web.webapps.builder.description')}</span>
        <textarea
          rows={3}
          maxLength={WEBAPP_CN_MAX_LENGTH}
          value={state.description}
          aria-invalid={Boolean(server.description)}
          onChange={(e) => change({ type: 'setDescription', description: e.target.value })}
        />
        {server.description && <span className="wa-error">{server.description}</span>}
      </label>

      <fieldset className="wa-fieldset">
        <legend>{t('web.webapps.builder.widgets')}</legend>
        <label className="wa-check">
          <input
            type="checkbox"
            checked={state.addressSearch}
            onChange={(e) => change({ type: 'setAddressSearch', on: e.target.checked })}
          />{' '}
          {t('web.webapps.builder.addressSearch')}
        </label>
        <p className="wa-muted">{t('web.webapps.builder.addressSearchHelp')}</p>
      </fieldset>

      <section className="wa-fieldset" aria-labelledby={`${ids}-tabs`}>
        <h2 id={`${ids}-tabs`}>{t('web.webapps.builder.tabs')}</h2>
        <p className="wa-muted">{t('web.webapps.builder.tabsHelp', { max: limit })}</p>
        <ol className="wa-tab-list">
          {state.tabs.map((tab, index) => {
            const n = index + 1;
            const local = problems?.tabs[tab.key];
            const remote = server.tabs[index];
            const nameError = local?.name ? t('web.webapps.builder.tabNameRequired') : remote?.name;
            const mapError = local?.map ? t('web.webapps.builder.tabMapRequired') : remote?.map;
            return (
              <li key={tab.key} className="wa-tab-item">
                <input
                  aria-label={t('web.webapps.builder.tabName', { n })}
                  value={tab.tabName}
                  maxLength={WEBAPP_TAB_NAME_MAX_LENGTH}
                  aria-invalid={Boolean(nameError)}
                  onChange={(e) => change({ type: 'renameTab', key: tab.key, tabName: e.target.value })}
                />
                {nameError && <span className="wa-error">{nameError}</span>}
                <div
                  className="wa-tab-item__map"
                  role="group"
                  aria-label={t('web.webapps.builder.tabMap', { n })}
                >
                  <span className={tab.map ? 'wa-tab-item__map-name' : 'wa-muted'}>
                    {tab.map ? (
                      <MapName
                        userMapId={tab.map.userMapId}
                        known={tab.map.userMapSj}
                        webappTmplatId={loadedId}
                      />
                    ) : (
                      t('web.webapps.builder.noMap')
                    )}
                  </span>
                  <button
                    type="button"
                    aria-label={t('web.webapps.builder.pickMapFor', { n })}
                    onClick={() => setPicking(tab.key)}
                  >
                    {tab.map ? t('web.webapps.builder.changeMap') : t('web.webapps.builder.pickMap')}
                  </button>
                </div>
                {mapError && <span className="wa-error">{mapError}</span>}
                <div className="wa-tab-item__actions">
                  <button
                    type="button"
                    aria-label={t('web.webapps.builder.moveUp', { n })}
                    disabled={index === 0}
                    onClick={() => change({ type: 'moveTab', key: tab.key, delta: -1 })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    aria-label={t('web.webapps.builder.moveDown', { n })}
                    disabled={index === state.tabs.length - 1}
                    onClick={() => change({ type: 'moveTab', key: tab.key, delta: 1 })}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    aria-label={t('web.webapps.builder.removeTab', { n })}
                    disabled={state.tabs.length <= 1}
                    onClick={() => void removeTab(tab)}
                  >
                    ✕
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          disabled={state.tabs.length >= limit}
          onClick={() =>
            change({
              type: 'addTab',
              tabName: t('web.webapps.builder.newTabName', { n: state.tabs.length + 1 }),
            })
          }
        >
          {t('web.webapps.builder.addTab')}
        </button>
      </section>

      <section className="wa-fieldset" aria-labelledby={`${ids}-thumb`}>
        <h2 id={`${ids}-thumb`}>{t('web.webapps.thumbnail.title')}</h2>
        <p className="wa-muted">{t('web.webapps.thumbnail.help')}</p>
        {thumbnail.kind === 'image' ? (
          <>
            <img className="wa-thumb" src={thumbnail.url} alt={t('web.webapps.thumbnail.alt')} />
            <p className="wa-muted">{t('web.webapps.thumbnail.pending')}</p>
          </>
        ) : savedThumbnail ? (
          <img className="wa-thumb" src={savedThumbnail} alt={t('web.webapps.thumbnail.alt')} />
        ) : (
          <p className="wa-muted">{t('web.webapps.thumbnail.none')}</p>
        )}
        <div className="wa-row">
          <label className="wa-file-button">
            {t('web.webapps.thumbnail.upload')}
            <input
              ref={fileInput}
              type="file"
              className="mb-visually-hidden"
              accept={THUMBNAIL_EXTENSIONS.map((ext) => `.${ext}`).join(',')}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (fileInput.current) fileInput.current.value = '';
                if (file) void uploadFile(file);
              }}
            />
          </label>
          <button type="button" disabled={previewTabs.length === 0 || making} onClick={thumbnailFromMap}>
            {making ? t('web.webapps.thumbnail.making') : t('web.webapps.thumbnail.fromMap')}
          </button>
          {thumbnail.kind === 'image' && (
            <button type="button" onClick={() => setThumbnail({ kind: 'none' })}>
              {t('web.webapps.thumbnail.clear')}
            </button>
          )}
        </div>
      </section>
    </aside>
  );
}

/** A tab's map title: known when picked, looked up (through the app) for a reopened app. */
function MapName({
  userMapId,
  known,
  webappTmplatId,
}: {
  userMapId: string;
  known: string | null;
  webappTmplatId: string | null;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const map = useQuery({
    queryKey: appWebMapQueryKey(userMapId, webappTmplatId),
    queryFn: () => fetchAppWebMap(api, userMapId, webappTmplatId),
    enabled: known === null,
    staleTime: 60_000,
    retry: false,
  });
  // Never the map's id: a title, or what is happening to it.
  return (
    <>
      {known ??
        map.data?.userMapSj ??
        (map.isError ? t('web.webapps.builder.mapUnavailable') : t('common.loading'))}
    </>
  );
}
