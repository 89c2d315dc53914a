import { ApiError } from '@nuri/api-client';
import { checkThumbnail, THUMBNAIL_EXTENSIONS, THUMBNAIL_MAX_BYTES, WEBAPP_CN_MAX_LENGTH, WEBAPP_SJ_MAX_LENGTH, WEBAPP_TAB_NAME_MAX_LENGTH, type WebappTyCode } from '@nuri/domain';
import { exportMapImage, type MapController } from '@nuri/map';
import { CODE_GROUPS, ShareButton, SystemScopeProvider, useApi, useCommonCodes } from '@nuri/shell';
import { LanguageSwitch, useDialogs } from '@nuri/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { RequireSignIn } from '../account/RequireSignIn';
import { ApplyGalleryButton } from '../gallery';
import { appWebMapQueryKey, createWebApp, fetchAppWebMap, fetchWebApp, fetchWebAppAuth, updateWebApp, uploadWebAppThumbnail, webappKeys, type WebAppDetail } from './app-api';
import { BUILDER_TYPES, builderProblems, builderReducer, buildSavePayload, maxTabs, newBuilderState, placeOfField, stateFromDetail, type BuilderProblems, type BuilderTab } from './app-state';
import { AppView } from './AppView';
import { MapPicker } from './MapPicker';
import { useContentNameGate } from '../names/use-content-name-gate';
import '../mapbuilder/mapbuilder.css';
import './webapps.css';

/** The menu of the service lab that opens the builder (menu access per institution). */
export const THEMED_MAP_MENU_ID = 'SVC_THEMED_MAP';
const THUMBNAIL_TIMEOUT_MS = 15_000;

/** /:insttCode/appBuilder and /:insttCode/appBuilder/:webappTmplatId: full screen, signed-in users only. */
export default function AppBuilderRoute() {
  const { insttCode = '', webappTmplatId } = useParams();
  return (
    <SystemScopeProvider system="institution-user" insttCode={insttCode}>
      <RequireSignIn>{() => <AppBuilderGate insttCode={insttCode} webappTmplatId={webappTmplatId ?? null} />}</RequireSignIn>
    </SystemScopeProvider>
  );
}

/** The builder when the institution may use the themed map menu, and (for a saved app) I may edit it. */
export function AppBuilderGate({ insttCode, webappTmplatId }: { insttCode: string; webappTmplatId: string | null }) {
  const { t } = useTranslation();
  const api = useApi();
  const menu = useQuery({
    queryKey: ['web', 'webapp', 'menu', insttCode],
    queryFn: () => api.unwrap(api.GET('/api/menu/access-check/instt', { params: { query: { insttCode, menuId: THEMED_MAP_MENU_ID } } })),
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
  if (!menu.data || (webappTmplatId && !auth.data && !auth.isError)) return <Notice text={t('web.webapps.loading')} status />;
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

function Notice({ text, status = false, children }: { text: string; status?: boolean; children?: ReactNode }) {
  return (
    <div className="mb-screen wa-screen">
      <div className="wa-empty" role={status ? 'status' : 'alert'}>
        <p>{text}</p>
        {children}
      </div>
    </div>
  );
}

type Thumbnail = { kind: 'none' } | { kind: 'image'; blob: Blob; fileName: string; url: string };

interface ServerProblems {
  title?: string;
  description?: string;
  type?: string;
  tabs: Record<number, { name?: string; map?: string }>;
  general: string[];
}

const NO_SERVER_PROBLEMS: ServerProblems = { tabs: {}, general: [] };

/** The field list of a 400 answer placed on the builder's fields. */
export function serverProblems(error: unknown): ServerProblems {
  if (!(error instanceof ApiError) || !Array.isArray(error.result)) return NO_SERVER_PROBLEMS;
  const found: ServerProblems = { tabs: {}, general: [] };
  for (const item of error.result as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { field, message } = item as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const place = placeOfField(field);
    if (place.kind === 'title') found.title ??= message;
    else if (place.kind === 'description') found.description ??= message;
    else if (place.kind === 'type') found.type ??= message;
    else if (place.kind === 'tab') {
      const tab = (found.tabs[place.index] ??= {});
      tab[place.part] ??= message;
    } else found.general.push(message);
  }
  return found;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);
}

export function AppBuilder({ insttCode, webappTmplatId }: { insttCode: string; webappTmplatId: string | null }) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const gate = useContentNameGate();
  const navigate = useNavigate();
  const ids = useId();
  // App type names of the common codes (WEBAPP_TY); the catalogue's while they load.
  const appTypes = useCommonCodes(CODE_GROUPS.WEBAPP_TY, { includeUnused: true });
  const appTypeName = (code: (typeof BUILDER_TYPES)[number]) =>
    appTypes.codes.some((c) => c.code === code) ? appTypes.label(code) : t(`web.webapps.type.${code}`);
  const [state, dispatch] = useReducer(builderReducer, t('web.webapps.builder.newTabName', { n: 1 }), newBuilderState);
  const [savedId, setSavedId] = useState<string | null>(webappTmplatId);
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const [savedThumbnail, setSavedThumbnail] = useState<string | null>(null);
  const [thumbnail, setThumbnail] = useState<Thumbnail>({ kind: 'none' });
  const [making, setMaking] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<BuilderProblems | null>(null);
  const [server, setServer] = useState<ServerProblems>(NO_SERVER_PROBLEMS);
  const [picking, setPicking] = useState<string | null>(null);
  const [previewIndex, setPreviewIndex] = useState(0);
  const ready = useRef<{ index: number; controller: MapController } | null>(null);
  const wantMapThumbnail = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const detail = useQuery({
    queryKey: webappKeys.detail(webappTmplatId ?? ''),
    queryFn: () => fetchWebApp(api, webappTmplatId as string),
    enabled: Boolean(webappTmplatId) && webappTmplatId !== loadedId,
    staleTime: Infinity,
    retry: false,
  });

  const restore = useCallback((d: WebAppDetail) => {
    setLoadedId(d.webappTmplatId);
    setSavedId(d.webappTmplatId);
    setSavedThumbnail(d.thumbnailUrl);
    dispatch({ type: 'load', state: stateFromDetail(d) });
    setDirty(false);
  }, []);

  useEffect(() => {
    if (detail.data && detail.data.webappTmplatId !== loadedId) restore(detail.data);
  }, [detail.data, loadedId, restore]);

  // Unsaved changes: the browser asks before the page goes away.
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  // The thumbnail's object URL goes with it.
  useEffect(() => (thumbnail.kind === 'image' ? () => URL.revokeObjectURL(thumbnail.url) : undefined), [thumbnail]);

  const change: typeof dispatch = (action) => {
    dispatch(action);
    setDirty(true);
  };

  const previewTabs = useMemo(() => state.tabs.filter((tab) => tab.map).map((tab) => ({ tabName: tab.tabName, userMapId: tab.map!.userMapId })), [state.tabs]);

  const setImage = (blob: Blob, fileName: string) => {
    setThumbnail({ kind: 'image', blob, fileName, url: URL.createObjectURL(blob) });
    setDirty(true);
  };

  const capture = useCallback(
    async (controller: MapController) => {
      wantMapThumbnail.current = false;
      setMaking(true);
      try {
        const image = await withTimeout(exportMapImage(controller.map, { maxBytes: THUMBNAIL_MAX_BYTES }), THUMBNAIL_TIMEOUT_MS);
        setThumbnail({ kind: 'image', blob: image, fileName: image.type === 'image/jpeg' ? 'thumbnail.jpg' : 'thumbnail.png', url: URL.createObjectURL(image) });
        setDirty(true);
      } catch {
        await dialogs.alert({ type: 'failure', title: t('web.webapps.thumbnail.title'), message: t('web.webapps.thumbnail.failed') });
      } finally {
        setMaking(false);
      }
    },
    [dialogs, t],
  );

  const onMapReady = useCallback(
    (controller: MapController, index: number) => {
      ready.current = { index, controller };
      if (index === 0 && wantMapThumbnail.current) void capture(controller);
    },
    [capture],
  );

  /** The first tab's map while the preview shows it (a replaced map's controller is gone: its target is). */
  const firstTabMap = (): MapController | null => {
    const shown = ready.current;
    return shown && shown.index === 0 && previewIndex === 0 && shown.controller.map.getTargetElement() ? shown.controller : null;
  };

  const thumbnailFromMap = () => {
    if (previewTabs.length === 0) return;
    setPreviewIndex(0);
    const first = firstTabMap();
    if (first) void capture(first);
    else {
      wantMapThumbnail.current = true;
      setMaking(true);
    }
  };

  const uploadFile = async (file: File) => {
    const check = checkThumbnail({ fileName: file.name, size: file.size });
    if (!check.ok) {
      await dialogs.alert({ type: 'failure', title: t(check.titleKey), message: t(check.messageKey, check.params) });
      return;
    }
    setImage(file, file.name);
  };

  const setType = async (appType: WebappTyCode) => {
    if (appType === state.type) return;
    if (state.tabs.length > maxTabs(appType) && !(await dialogs.confirm({ type: 'confirm', message: t('web.webapps.builder.simpleConfirm') }))) return;
    change({ type: 'setType', appType });
  };

  const removeTab = async (tab: BuilderTab) => {
    if (!(await dialogs.confirm({ type: 'delete', message: t('web.webapps.builder.removeTabConfirm', { name: tab.tabName || '-' }) }))) return;
    change({ type: 'removeTab', key: tab.key });
  };

  const leave = async () => {
    if (dirty && !(await dialogs.confirm({ type: 'confirm', message: t('web.webapps.builder.leaveConfirm') }))) return;
    setDirty(false);
    navigate(`/${insttCode}`);
  };

  const save = async () => {
    const found = builderProblems(state);
    setProblems(found);
    setServer(NO_SERVER_PROBLEMS);
    if (found) {
      await dialogs.alert({ type: 'info', title: t('web.webapps.save.title'), message: t(found.title ? 'web.webapps.builder.titleRequired' : 'web.webapps.builder.checkFields') });
      return;
    }
    const body = buildSavePayload(state);
    // The names rule (banned refused, restricted after a confirmation), as the server applies it.
    const pass = await gate(body.webappTmplatSj);
    if (!pass) return;
    setSaving(true);
    try {
      let saved: WebAppDetail;
      try {
        saved = savedId ? await updateWebApp(api, savedId, body, pass.headers) : await createWebApp(api, body, pass.headers);
      } catch (error) {
        // The API client has shown the server's message; its field list goes on the fields.
        setServer(serverProblems(error));
        return;
      }
      setLoadedId(saved.webappTmplatId);
      setSavedId(saved.webappTmplatId);
      setDirty(false);
      // A new app without a chosen image gets the first tab's map when the preview shows it.
      let image = thumbnail.kind === 'image' ? { blob: thumbnail.blob, fileName: thumbnail.fileName } : null;
      const first = firstTabMap();
      if (!image && !savedThumbnail && first) {
        try {
          const blob = await withTimeout(exportMapImage(first.map, { maxBytes: THUMBNAIL_MAX_BYTES }), THUMBNAIL_TIMEOUT_MS);
          image = { blob, fileName: blob.type === 'image/jpeg' ? 'thumbnail.jpg' : 'thumbnail.png' };
        } catch {
          image = null;
        }
      }
      let thumbnailSaved = true;
      if (image) {
        try {
          await uploadWebAppThumbnail(api, saved.webappTmplatId, image.blob, image.fileName);
          setThumbnail({ kind: 'none' });
          const again = await fetchWebApp(api, saved.webappTmplatId).catch(() => null);
          setSavedThumbnail(again?.thumbnailUrl ?? saved.thumbnailUrl);
        } catch {
          thumbnailSaved = false;
        }
      } else setSavedThumbnail(saved.thumbnailUrl);
      if (saved.webappTmplatId !== webappTmplatId) navigate(`/${insttCode}/appBuilder/${saved.webappTmplatId}`, { replace: true });
      await dialogs.alert({ type: 'success', title: t('web.webapps.save.title'), message: thumbnailSaved ? t('web.webapps.save.done') : t('web.webapps.save.thumbnailFailed') });
    } finally {
      setSaving(false);
    }
  };

  const loading = Boolean(webappTmplatId) && !loadedId && !detail.isError;
  const limit = maxTabs(state.type);
  const pickingIndex = state.tabs.findIndex((tab) => tab.key === picking);
  const titleError = problems?.title ? t('web.webapps.builder.titleRequired') : server.title;

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
          <Link className="wa-link-button" to={`/${insttCode}/apps/${savedId}`} target="_blank" rel="noopener">
            {t('web.webapps.builder.open')}
          </Link>
        )}
        <ShareButton contentType="theme" contentId={savedId} />
        <ApplyGalleryButton content={savedId ? { kind: 'app', id: savedId, title: state.title, description: state.description } : null} />
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
        <aside className="mb-side wa-side" aria-busy={loading}>
          <fieldset className="wa-fieldset">
            <legend>{t('web.webapps.builder.type')}</legend>
            {BUILDER_TYPES.map((code) => (
              <label key={code} className="wa-radio">
                <input type="radio" name={`${ids}-type`} value={code} checked={state.type === code} onChange={() => void setType(code)} aria-describedby={`${ids}-type-${code}`} />
                <span>
                  {appTypeName(code)}
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
                    <div className="wa-tab-item__map" role="group" aria-label={t('web.webapps.builder.tabMap', { n })}>
                      <span className={tab.map ? 'wa-tab-item__map-name' : 'wa-muted'}>
                        {tab.map ? <MapName userMapId={tab.map.userMapId} known={tab.map.userMapSj} webappTmplatId={loadedId} /> : t('web.webapps.builder.noMap')}
                      </span>
                      <button type="button" aria-label={t('web.webapps.builder.pickMapFor', { n })} onClick={() => setPicking(tab.key)}>
                        {tab.map ? t('web.webapps.builder.changeMap') : t('web.webapps.builder.pickMap')}
                      </button>
                    </div>
                    {mapError && <span className="wa-error">{mapError}</span>}
                    <div className="wa-tab-item__actions">
                      <button type="button" aria-label={t('web.webapps.builder.moveUp', { n })} disabled={index === 0} onClick={() => change({ type: 'moveTab', key: tab.key, delta: -1 })}>
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
                      <button type="button" aria-label={t('web.webapps.builder.removeTab', { n })} disabled={state.tabs.length <= 1} onClick={() => void removeTab(tab)}>
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
              onClick={() => change({ type: 'addTab', tabName: t('web.webapps.builder.newTabName', { n: state.tabs.length + 1 }) })}
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
            change({ type: 'setTabMap', key: picking, map: { userMapId: map.userMapId, userMapSj: map.userMapSj } });
            setPicking(null);
          }}
        />
      )}
    </div>
  );
}

/** A tab's map title: known when picked, looked up (through the app) for a reopened app. */
function MapName({ userMapId, known, webappTmplatId }: { userMapId: string; known: string | null; webappTmplatId: string | null }) {
  const api = useApi();
  const map = useQuery({
    queryKey: appWebMapQueryKey(userMapId, webappTmplatId),
    queryFn: () => fetchAppWebMap(api, userMapId, webappTmplatId),
    enabled: known === null,
    staleTime: 60_000,
    retry: false,
  });
  return <>{known ?? map.data?.userMapSj ?? userMapId}</>;
}
