import { checkThumbnail, THUMBNAIL_MAX_BYTES, type WebappTyCode } from '@nuri/domain';
import { exportMapImage, type MapController } from '@nuri/map';
import { useApi } from '@nuri/shell';
import { useDialogs } from '@nuri/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useContentNameGate } from '../names/use-content-name-gate';
import {
  createWebApp,
  fetchWebApp,
  updateWebApp,
  uploadWebAppThumbnail,
  webappKeys,
  type WebAppDetail,
} from './app-api';
import {
  builderProblems,
  builderReducer,
  buildSavePayload,
  maxTabs,
  newBuilderState,
  stateFromDetail,
  type BuilderProblems,
  type BuilderTab,
} from './app-state';
import { NO_SERVER_PROBLEMS, serverProblems, type ServerProblems } from './server-problems';
import { useUnsavedWarning } from '../map-kit/use-unsaved-warning';

const THUMBNAIL_TIMEOUT_MS = 15_000;

export type Thumbnail = { kind: 'none' } | { kind: 'image'; blob: Blob; fileName: string; url: string };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms)),
  ]);
}

/**
 * The themed app builder's data and actions (the view is AppBuilderPage): the app loaded for
 * editing, the reducer's state, the thumbnail (uploaded or made from the first tab's map), the
 * checks and the save with the names gate.
 */
export function useAppBuilder(insttCode: string, webappTmplatId: string | null) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const gate = useContentNameGate();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(
    builderReducer,
    t('web.webapps.builder.newTabName', { n: 1 }),
    newBuilderState,
  );
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
  useUnsavedWarning(dirty);

  // The thumbnail's object URL goes with it.
  useEffect(
    () => (thumbnail.kind === 'image' ? () => URL.revokeObjectURL(thumbnail.url) : undefined),
    [thumbnail],
  );

  const change: typeof dispatch = (action) => {
    dispatch(action);
    setDirty(true);
  };

  const previewTabs = useMemo(
    () =>
      state.tabs
        .filter((tab) => tab.map)
        .map((tab) => ({ tabName: tab.tabName, userMapId: tab.map!.userMapId })),
    [state.tabs],
  );

  const setImage = (blob: Blob, fileName: string) => {
    setThumbnail({ kind: 'image', blob, fileName, url: URL.createObjectURL(blob) });
    setDirty(true);
  };

  const capture = useCallback(
    async (controller: MapController) => {
      wantMapThumbnail.current = false;
      setMaking(true);
      try {
        const image = await withTimeout(
          exportMapImage(controller.map, { maxBytes: THUMBNAIL_MAX_BYTES }),
          THUMBNAIL_TIMEOUT_MS,
        );
        setThumbnail({
          kind: 'image',
          blob: image,
          fileName: image.type === 'image/jpeg' ? 'thumbnail.jpg' : 'thumbnail.png',
          url: URL.createObjectURL(image),
        });
        setDirty(true);
      } catch {
        await dialogs.alert({
          type: 'failure',
          title: t('web.webapps.thumbnail.title'),
          message: t('web.webapps.thumbnail.failed'),
        });
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
    return shown && shown.index === 0 && previewIndex === 0 && shown.controller.map.getTargetElement()
      ? shown.controller
      : null;
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
      await dialogs.alert({
        type: 'failure',
        title: t(check.titleKey),
        message: t(check.messageKey, check.params),
      });
      return;
    }
    setImage(file, file.name);
  };

  const setType = async (appType: WebappTyCode) => {
    if (appType === state.type) return;
    if (
      state.tabs.length > maxTabs(appType) &&
      !(await dialogs.confirm({ type: 'confirm', message: t('web.webapps.builder.simpleConfirm') }))
    )
      return;
    change({ type: 'setType', appType });
  };

  const removeTab = async (tab: BuilderTab) => {
    if (
      !(await dialogs.confirm({
        type: 'delete',
        message: t('web.webapps.builder.removeTabConfirm', { name: tab.tabName || '-' }),
      }))
    )
      return;
    change({ type: 'removeTab', key: tab.key });
  };

  const leave = async () => {
    if (
      dirty &&
      !(await dialogs.confirm({ type: 'confirm', message: t('web.webapps.builder.leaveConfirm') }))
    )
      return;
    setDirty(false);
    navigate(`/${insttCode}`);
  };

  const save = async () => {
    const found = builderProblems(state);
    setProblems(found);
    setServer(NO_SERVER_PROBLEMS);
    if (found) {
      await dialogs.alert({
        type: 'info',
        title: t('web.webapps.save.title'),
        message: t(found.title ? 'web.webapps.builder.titleRequired' : 'web.webapps.builder.checkFields'),
      });
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
        saved = savedId
          ? await updateWebApp(api, savedId, body, pass.headers)
          : await createWebApp(api, body, pass.headers);
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
          const blob = await withTimeout(
            exportMapImage(first.map, { maxBytes: THUMBNAIL_MAX_BYTES }),
            THUMBNAIL_TIMEOUT_MS,
          );
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
      if (saved.webappTmplatId !== webappTmplatId)
        navigate(`/${insttCode}/appBuilder/${saved.webappTmplatId}`, { replace: true });
      await dialogs.alert({
        type: 'success',
        title: t('web.webapps.save.title'),
        message: thumbnailSaved ? t('web.webapps.save.done') : t('web.webapps.save.thumbnailFailed'),
      });
    } finally {
      setSaving(false);
    }
  };

  const loading = Boolean(webappTmplatId) && !loadedId && !detail.isError;
  const limit = maxTabs(state.type);
  const pickingIndex = state.tabs.findIndex((tab) => tab.key === picking);
  const titleError = problems?.title ? t('web.webapps.builder.titleRequired') : server.title;
  return {
    state,
    change,
    savedId,
    loadedId,
    savedThumbnail,
    thumbnail,
    setThumbnail,
    making,
    dirty,
    saving,
    problems,
    server,
    picking,
    setPicking,
    previewIndex,
    setPreviewIndex,
    previewTabs,
    fileInput,
    detail,
    onMapReady,
    thumbnailFromMap,
    uploadFile,
    setType,
    removeTab,
    leave,
    save,
    loading,
    limit,
    pickingIndex,
    titleError,
  };
}

export type AppBuilderModel = ReturnType<typeof useAppBuilder>;
