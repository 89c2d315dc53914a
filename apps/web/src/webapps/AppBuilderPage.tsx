import { WEBAPP_SJ_MAX_LENGTH } from '@nuri/domain';
import { ShareButton, SystemScopeProvider, useApi } from '@nuri/shell';
import { LanguageSwitch } from '@nuri/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { RequireSignIn } from '../account/RequireSignIn';
import { ApplyGalleryButton } from '../gallery';
import { fetchWebAppAuth, webappKeys } from './app-api';
import { AppBuilderSide } from './AppBuilderSide';
import { AppView } from './AppView';
import { MapPicker } from './MapPicker';
import { useAppBuilder } from './use-app-builder';
import '../mapbuilder/mapbuilder.css';
import './webapps.css';

/** The menu of the service lab that opens the builder (menu access per institution). */
export const THEMED_MAP_MENU_ID = 'SVC_THEMED_MAP';

/** /:insttCode/appBuilder and /:insttCode/appBuilder/:webappTmplatId: full screen, signed-in users only. */
export default function AppBuilderRoute() {
  const { insttCode = '', webappTmplatId } = useParams();
  return (
    <SystemScopeProvider system="institution-user" insttCode={insttCode}>
      <RequireSignIn>
        {() => <AppBuilderGate insttCode={insttCode} webappTmplatId={webappTmplatId ?? null} />}
      </RequireSignIn>
    </SystemScopeProvider>
  );
}

/** The builder when the institution may use the themed map menu, and (for a saved app) I may edit it. */
export function AppBuilderGate({
  insttCode,
  webappTmplatId,
}: {
  insttCode: string;
  webappTmplatId: string | null;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const menu = useQuery({
    queryKey: ['web', 'webapp', 'menu', insttCode],
    queryFn: () =>
      api.unwrap(
        api.GET('/api/menu/access-check/instt', {
          params: { query: { insttCode, menuId: THEMED_MAP_MENU_ID } },
        }),
      ),
    retry: false,
  });
  const auth = useQuery({
    queryKey: webappKeys.auth(webappTmplatId ?? ''),
    queryFn: () => fetchWebAppAuth(api, webappTmplatId as string),
    enabled: Boolean(webappTmplatId),
    retry: false,
  });
  // A menu check that fails is treated as no access (spec 001 §8).
  if (menu.isError || menu.data?.accessAt === 'N') return <Notice text={t('web.webapps.builder.noMenu')} />;
  if (!menu.data || (webappTmplatId && !auth.data && !auth.isError))
    return <Notice text={t('web.webapps.loading')} status />;
  if (webappTmplatId && auth.data?.editAt !== 'Y') {
    return (
      <Notice text={t('web.webapps.builder.readOnly')}>
        {auth.data?.viewAt === 'Y' && (
          <Link className="wa-link-button" to={`/${insttCode}/apps/${webappTmplatId}`}>
            {t('web.webapps.builder.view')}
          </Link>
        )}
      </Notice>
    );
  }
  return <AppBuilder insttCode={insttCode} webappTmplatId={webappTmplatId} />;
}

function Notice({
  text,
  status = false,
  children,
}: {
  text: string;
  status?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="mb-screen wa-screen">
      <div className="wa-empty" role={status ? 'status' : 'alert'}>
        <p>{text}</p>
        {children}
      </div>
    </div>
  );
}

/** The themed app builder (the data and actions are useAppBuilder's): top bar, side panel, preview. */
export function AppBuilder({
  insttCode,
  webappTmplatId,
}: {
  insttCode: string;
  webappTmplatId: string | null;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const model = useAppBuilder(insttCode, webappTmplatId);
  const { state, change, titleError, dirty, saving, loading, save, leave, savedId, detail, server } = model;
  const {
    previewTabs,
    loadedId,
    previewIndex,
    setPreviewIndex,
    onMapReady,
    picking,
    pickingIndex,
    setPicking,
  } = model;

  return (
    <div className="mb-screen wa-screen" data-testid="app-builder">
      <header className="mb-top">
        <button type="button" className="mb-back" onClick={() => void leave()}>
          ← {t('web.webapps.builder.back')}
        </button>
        <h1 className="mb-visually-hidden">{t('web.webapps.builder.title')}</h1>
        <input
          className="mb-top__title"
          aria-label={t('web.webapps.builder.appTitle')}
          placeholder={t('web.webapps.builder.appTitlePlaceholder')}
          maxLength={WEBAPP_SJ_MAX_LENGTH}
          value={state.title}
          aria-invalid={Boolean(titleError)}
          aria-describedby={titleError ? `${ids}-title-error` : undefined}
          onChange={(e) => change({ type: 'setTitle', title: e.target.value })}
        />
        {titleError && (
          <span id={`${ids}-title-error`} className="wa-error">
            {titleError}
          </span>
        )}
        {dirty && <span className="mb-top__dirty">{t('web.webapps.builder.unsaved')}</span>}
        <button type="button" className="mb-primary" disabled={saving || loading} onClick={() => void save()}>
          {saving ? t('web.webapps.builder.saving') : t('web.webapps.builder.save')}
        </button>
        {savedId && (
          <Link
            className="wa-link-button"
            to={`/${insttCode}/apps/${savedId}`}
            target="_blank"
            rel="noopener"
          >
            {t('web.webapps.builder.open')}
          </Link>
        )}
        <ShareButton contentType="theme" contentId={savedId} />
        <ApplyGalleryButton
          content={
            savedId ? { kind: 'app', id: savedId, title: state.title, description: state.description } : null
          }
        />
        <LanguageSwitch />
      </header>
      {detail.isError && <p className="mb-banner mb-banner--error">{t('web.webapps.viewer.failed')}</p>}
      {server.general.length > 0 && (
        <ul className="mb-banner mb-banner--error" role="alert">
          {server.general.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      <div className="mb-body">
        <AppBuilderSide model={model} ids={ids} />
        <main className="mb-map-wrap wa-preview" aria-labelledby={`${ids}-preview`}>
          <h2 id={`${ids}-preview`} className="wa-preview__title">
            {t('web.webapps.builder.preview')}
          </h2>
          <div className="wa-preview__body">
            {previewTabs.length === 0 ? (
              <div className="wa-empty" role="status">
                {t('web.webapps.builder.previewEmpty')}
              </div>
            ) : (
              <AppView
                type={state.type}
                tabs={previewTabs}
                webappTmplatId={loadedId}
                selectedIndex={previewIndex}
                onSelect={setPreviewIndex}
                onMapReady={onMapReady}
                addressSearch={state.addressSearch}
              />
            )}
          </div>
        </main>
      </div>
      {picking && pickingIndex >= 0 && (
        <MapPicker
          title={t('web.webapps.builder.pickMapFor', { n: pickingIndex + 1 })}
          onClose={() => setPicking(null)}
          onPick={(map) => {
            change({
              type: 'setTabMap',
              key: picking,
              map: { userMapId: map.userMapId, userMapSj: map.userMapSj },
            });
            setPicking(null);
          }}
        />
      )}
    </div>
  );
}
