import { THUMBNAIL_MAX_BYTES } from '@nuri/domain';
import { exportMapImage, extentArea, formatArea, gridOf, viewFromSaved, saveView } from '@nuri/map';
import { ShareButton, SystemScopeProvider, useApi } from '@nuri/shell';
import { LanguageSwitch, Tabs, useDialogs, useIsPiecesMobile } from '@nuri/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { RequireSignIn } from '../account/RequireSignIn';
import { ApplyGalleryButton } from '../gallery';
import { LayerSearchWidget, LayerUploadWidget, type LayerDetail, type LayerSummary } from '../layer-widgets';
import { baseMapQueryKey, defaultBaseMap, mapServicesQueryKey, tocLayerInfo } from '../map-kit/base-maps';
import { BaseMapFailure, BaseMapPicker, fallbackBaseMap } from './BaseMapPicker';
import { FeaturePopup, type FeaturePopupContent } from '../map-kit/FeaturePopup';
import { LayerSettings } from './LayerSettings';
import { applyBaseMap, syncToc } from '../map-kit/map-display';
import { createWebMap, fetchBaseMaps, fetchFeatureExtent, fetchMapServices, fetchWebMap, updateWebMap, uploadThumbnail } from '../map-kit/map-api';
import type { WebMapView } from '../map-kit/map-types';
import { restoreFromDetail, buildSavePayload, copyTitle, TITLE_MAX, DESCRIPTION_MAX, type BuilderMeta } from '../map-kit/save-payload';
import { TocPanel } from './TocPanel';
import { allLayers, EMPTY_TOC, findNode, layerKey, tocReducer, type TocAction, type TocLayerNode } from '../map-kit/toc-state';
import { useMapController } from '../map-kit/use-map-controller';
import { useMapInteractions } from '../map-kit/use-map-interactions';
import { WidgetBar } from './WidgetBar';
import { zoomToLayer } from '../map-kit/zoom';
import { AttributeTable } from './panels';
import { Icon } from '@nuri/ui';
import { Resizer, useClampedSize } from './Resizer';
import { useFullscreen } from './use-fullscreen';
import { NO_WIDGET, widgetReducer } from '../map-kit/widget-state';
import './mapbuilder.css';

const THUMBNAIL_TIMEOUT_MS = 15_000;

/** /:insttCode/builder and /:insttCode/builder/:userMapId: full screen, signed-in users only. */
export default function MapBuilderRoute() {
  const { insttCode = '', userMapId } = useParams();
  return (
    <SystemScopeProvider system="institution-user" insttCode={insttCode}>
      <RequireSignIn>{() => <MapBuilder insttCode={insttCode} userMapId={userMapId ?? null} />}</RequireSignIn>
    </SystemScopeProvider>
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);
}

export function MapBuilder({ insttCode, userMapId }: { insttCode: string; userMapId: string | null }) {
  const { t } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const [toc, dispatchToc] = useReducer(tocReducer, EMPTY_TOC);
  const [meta, setMeta] = useState<BuilderMeta>({ title: '', description: '' });
  const [baseMapId, setBaseMapId] = useState<string | null | undefined>(undefined);
  const [currentId, setCurrentId] = useState<string | null>(userMapId);
  const [canEdit, setCanEdit] = useState(true);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [tab, setTab] = useState('layers');
  const [widgets, dispatchWidgets] = useReducer(widgetReducer, NO_WIDGET);
  const [popup, setPopup] = useState<FeaturePopupContent | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const phone = useIsPiecesMobile();
  // The side panel: open on a desktop, a closed sheet on a phone (the map fills the screen).
  const [sideOpen, setSideOpen] = useState<boolean | null>(null);
  const sideShown = sideOpen ?? !phone;
  const [sideWidth, setSideWidth] = useClampedSize(380, 280, 640);
  const [toolsOpen, setToolsOpen] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  // The attribute table docked under the map (a TOC layer's key) and the selected feature.
  const [tableKey, setTableKey] = useState<string | null>(null);
  const [dockHeight, setDockHeight] = useClampedSize(280, 140, 640);
  const [selectedFeature, setSelectedFeature] = useState<{ key: string; gid: number } | null>(null);
  const screenRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(screenRef);
  const pendingView = useRef<WebMapView | null>(null);
  // A layer just added: the map goes to its data once it is drawn.
  const [pendingFit, setPendingFit] = useState<string | null>(null);
  // The web map restored or saved here: the address then names it without fetching it again.
  const [knownId, setKnownId] = useState<string | null>(null);

  // A base map whose tiles fail: said on the map, with another one to switch to.
  const [failedBaseMap, setFailedBaseMap] = useState<string | null>(null);
  const { ref, controller } = useMapController({
    onBaseMapError: (id) => setFailedBaseMap(id),
    onMeasured: (text) => setNotice(t('web.mapBuilder.widgets.measured', { value: text })),
    onSelectArea: (extent, projection) => setNotice(t('web.mapBuilder.widgets.selectedArea', { area: formatArea(extentArea(extent, projection)) })),
  });

  const baseMaps = useQuery({ queryKey: baseMapQueryKey, queryFn: () => fetchBaseMaps(api), staleTime: 10 * 60 * 1000, retry: false });
  const services = useQuery({ queryKey: mapServicesQueryKey, queryFn: () => fetchMapServices(api), staleTime: 60_000, retry: false });
  const detail = useQuery({
    queryKey: ['web', 'webmap', userMapId],
    queryFn: () => fetchWebMap(api, userMapId as string),
    enabled: Boolean(userMapId) && userMapId !== knownId,
    staleTime: Infinity,
    retry: false,
  });

  const change = useCallback((action: TocAction) => {
    dispatchToc(action);
    if (action.type !== 'select') setDirty(true);
  }, []);

  // Loading a saved map restores the TOC, title, base map and (once the base map is drawn) the view.
  useEffect(() => {
    const d = detail.data;
    if (!d || knownId === d.userMapId) return;
    setKnownId(d.userMapId);
    const restored = restoreFromDetail(d);
    setMeta(restored.meta);
    dispatchToc({ type: 'load', nodes: restored.nodes });
    // null names the default base map.
    setBaseMapId(restored.bcrnMapId ?? undefined);
    setCanEdit(restored.canEdit);
    setCurrentId(d.userMapId);
    pendingView.current = restored.view;
    setDirty(false);
  }, [detail.data, knownId]);

  // A new map (and a saved one without a base map) starts on the default base map.
  useEffect(() => {
    if (baseMapId !== undefined || !baseMaps.data) return;
    if (userMapId && knownId !== userMapId) return;
    setBaseMapId(defaultBaseMap(baseMaps.data)?.bcrnMapId ?? null);
  }, [userMapId, knownId, baseMapId, baseMaps.data]);

  // The chosen base map (the view follows its grid), then a restored view on top.
  useEffect(() => {
    if (!controller || baseMapId === undefined) return;
    const outcome = applyBaseMap(controller, baseMapId, baseMaps.data);
    if (outcome.kind === 'wait') return;
    if (outcome.kind === 'replace') {
      // Saved with a base map that is gone or no longer usable here: the default one instead.
      setBaseMapId(outcome.bcrnMapId);
      return;
    }
    if (pendingView.current) {
      const saved = pendingView.current;
      pendingView.current = null;
      controller.setView(viewFromSaved(saved, gridOf(controller.map.getView())));
    }
  }, [controller, baseMapId, baseMaps.data]);

  // Layers of a map shared with me are viewable through that map: their tiles name it.
  useEffect(() => {
    if (controller) syncToc(controller, toc.nodes, knownId);
  }, [controller, toc.nodes, knownId]);

  const zoomTo = useCallback((node: TocLayerNode) => (controller ? zoomToLayer(api, controller, node, knownId) : Promise.resolve(false)), [api, controller, knownId]);

  useEffect(() => {
    if (!pendingFit || !controller) return;
    const node = findNode(toc.nodes, pendingFit);
    setPendingFit(null);
    if (node?.type === 'layer') void zoomTo(node);
  }, [pendingFit, controller, toc.nodes, zoomTo]);

  useEffect(() => {
    controller?.tools.setMode(widgets.tool);
  }, [controller, widgets.tool]);

  // The selected row is marked on the map.
  useEffect(() => {
    controller?.setHighlight(selectedFeature?.key ?? null, selectedFeature?.gid ?? null);
  }, [controller, selectedFeature]);

  const tableNode = findNode(toc.nodes, tableKey);
  // The docked table closes with its layer.
  useEffect(() => {
    if (tableKey && !tableNode) {
      setTableKey(null);
      setSelectedFeature(null);
    }
  }, [tableKey, tableNode]);

  // A feature clicked on the map selects its row in the docked table of its layer.
  const onFeature = useCallback(
    (hit: { key: string; id?: number | string } | null) => {
      if (hit && hit.key === tableKey && typeof hit.id === 'number') setSelectedFeature({ key: hit.key, gid: hit.id });
      else if (!hit) setSelectedFeature(null);
    },
    [tableKey],
  );

  const { locate } = useMapInteractions({ controller, widgets, services: services.data ?? null, nodes: toc.nodes, setPopup, setNotice, onFeature });

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

  const leave = async () => {
    if (dirty && !(await dialogs.confirm({ type: 'confirm', message: t('web.mapBuilder.leaveConfirm') }))) return;
    setDirty(false);
    navigate(`/${insttCode}`);
  };

  const addLayer = (layer: LayerSummary | LayerDetail) => {
    const info = tocLayerInfo(layer);
    change({ type: 'addLayer', layer: info });
    setPendingFit(layerKey(info.lyrId));
    setNotice(t('web.mapBuilder.toc.added'));
  };

  const save = async (asNew: boolean) => {
    if (!controller) return;
    if (!meta.title.trim()) {
      await dialogs.alert({ type: 'info', message: t('web.mapBuilder.save.titleRequired') });
      return;
    }
    // Save as: a copy of a saved map gets its own title ('… (사본)'), so the two are told apart.
    const copying = asNew && currentId !== null;
    const savedMeta = copying ? { ...meta, title: copyTitle(meta.title.trim(), (title) => t('web.mapBuilder.copyTitle', { title })) } : meta;
    setSaving(true);
    try {
      const body = buildSavePayload(savedMeta, baseMapId ?? null, saveView(controller.map.getView()), toc.nodes);
      const saved = !asNew && currentId && canEdit ? await updateWebMap(api, currentId, body) : await createWebMap(api, body);
      if (copying) setMeta(savedMeta);
      setKnownId(saved.userMapId);
      setCurrentId(saved.userMapId);
      setCanEdit(true);
      setDirty(false);
      let thumbnail = true;
      try {
        const image = await withTimeout(exportMapImage(controller.map, { maxBytes: THUMBNAIL_MAX_BYTES }), THUMBNAIL_TIMEOUT_MS);
        await uploadThumbnail(api, saved.userMapId, image);
      } catch {
        thumbnail = false;
      }
      if (saved.userMapId !== userMapId) navigate(`/${insttCode}/builder/${saved.userMapId}`, { replace: true });
      await dialogs.alert({ type: 'success', message: thumbnail ? t('web.mapBuilder.save.done') : t('web.mapBuilder.save.thumbnailFailed') });
    } catch {
      // The API client has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  const locateFeature = async (lyrId: string, gid: number) => {
    try {
      const extent = await fetchFeatureExtent(api, lyrId, gid);
      if (extent && controller) controller.fitLonLatExtent(extent);
    } catch {
      // The API client has shown the server's message.
    }
  };

  const selected = findNode(toc.nodes, toc.selectedKey);
  const addedLyrIds = allLayers(toc.nodes).map((n) => n.layer.lyrId);
  const loading = Boolean(userMapId) && detail.isLoading;

  return (
    <div className="mb-screen" data-testid="map-builder" ref={screenRef}>
      <header className="mb-top mb-top--compact">
        <button type="button" className="mb-back" onClick={() => void leave()}>
          ← {t('web.mapBuilder.back')}
        </button>
        <h1 className="mb-visually-hidden">{t('web.mapBuilder.title')}</h1>
        <input
          className="mb-top__title"
          aria-label={t('web.mapBuilder.mapTitle')}
          placeholder={t('web.mapBuilder.mapTitlePlaceholder')}
          maxLength={TITLE_MAX}
          value={meta.title}
          onChange={(e) => {
            setMeta({ ...meta, title: e.target.value });
            setDirty(true);
          }}
        />
        <input
          className="mb-top__desc"
          aria-label={t('web.mapBuilder.mapDescription')}
          placeholder={t('web.mapBuilder.mapDescription')}
          maxLength={DESCRIPTION_MAX}
          value={meta.description}
          onChange={(e) => {
            setMeta({ ...meta, description: e.target.value });
            setDirty(true);
          }}
        />
        {dirty && <span className="mb-top__dirty">{t('web.mapBuilder.unsaved')}</span>}
        <button type="button" className="mb-primary" disabled={saving || !controller || loading} onClick={() => void save(false)}>
          {saving ? t('web.mapBuilder.saving') : t('web.mapBuilder.save')}
        </button>
        {phone && (
          <button
            type="button"
            className="mb-top__more-toggle"
            aria-expanded={moreOpen}
            aria-controls="mb-top-more"
            aria-label={t('web.mapBuilder.more')}
            title={t('web.mapBuilder.more')}
            onClick={() => setMoreOpen(!moreOpen)}
          >
            ⋯
          </button>
        )}
        <div id="mb-top-more" className="mb-top__more" hidden={phone && !moreOpen}>
          <button type="button" disabled={saving || !controller || loading} onClick={() => void save(true)}>
            {t('web.mapBuilder.saveAs')}
          </button>
          <ShareButton contentType="map" contentId={currentId && canEdit ? currentId : null} />
          <ApplyGalleryButton content={currentId && canEdit ? { kind: 'map', id: currentId, title: meta.title, description: meta.description } : null} />
          <LanguageSwitch />
        </div>
      </header>
      {!canEdit && <p className="mb-banner">{t('web.mapBuilder.readOnly')}</p>}
      {detail.isError && <p className="mb-banner mb-banner--error">{t('web.mapBuilder.load.failed')}</p>}
      <div className="mb-body mb-body--sheets">
        <aside id="mb-side" className="mb-side mb-side--sheet" aria-label={t('web.mapBuilder.side.label')} hidden={!sideShown} style={phone ? undefined : { width: sideWidth }}>
          {phone && (
            <div className="mb-sheet__head">
              <span className="mb-sheet__grip" aria-hidden="true" />
              <button type="button" className="mb-icon-btn" aria-label={t('web.mapBuilder.side.close')} onClick={() => setSideOpen(false)}>
                ✕
              </button>
            </div>
          )}
          <Tabs
            label={t('web.mapBuilder.tabs.label')}
            selectedId={tab}
            onChange={setTab}
            tabs={[
              {
                id: 'layers',
                label: t('web.mapBuilder.tabs.layers'),
                content: (
                  <div className="mb-side__layers">
                    <BaseMapPicker
                      baseMaps={baseMaps.data ?? []}
                      selectedId={baseMapId ?? null}
                      onSelect={(b) => {
                        setBaseMapId(b.bcrnMapId);
                        setDirty(true);
                      }}
                    />
                    <TocPanel state={toc} dispatch={change} onZoom={(node) => void zoomTo(node)} />
                    {selected?.type === 'layer' && (
                      <LayerSettings
                        node={selected as TocLayerNode}
                        dispatch={change}
                        tableOpen={tableKey === selected.key}
                        onToggleTable={() => {
                          setTableKey(tableKey === selected.key ? null : selected.key);
                          setSelectedFeature(null);
                        }}
                      />
                    )}
                  </div>
                ),
              },
              { id: 'search', label: t('web.mapBuilder.tabs.search'), content: <LayerSearchWidget onAdd={addLayer} addedLyrIds={addedLyrIds} /> },
              {
                id: 'upload',
                label: t('web.mapBuilder.tabs.upload'),
                content: (
                  <LayerUploadWidget
                    onUploaded={(layer) => {
                      addLayer(layer);
                      // Rows left out: the widget shows the import report, so the tab stays.
                      if (!layer.importReport?.skippedCnt) setTab('layers');
                    }}
                    onClose={() => setTab('layers')}
                  />
                ),
              },
            ]}
          />
        </aside>
        {sideShown && !phone && <Resizer axis="x" label={t('web.mapBuilder.side.resize')} value={sideWidth} min={280} max={640} onChange={setSideWidth} />}
        <div className="mb-main">
          <main className="mb-map-wrap">
            <div ref={ref} className="mb-map" data-testid="map" aria-busy={loading} />
            {loading && (
              <p className="mb-loading" role="status">
                {t('web.mapBuilder.loading')}
              </p>
            )}
            <div className="mb-map-controls">
              {/* On a phone the panel opens from the sheet button at the bottom. */}
              {!phone && (
                <button
                  type="button"
                  className="mb-widget"
                  aria-expanded={sideShown}
                  aria-controls="mb-side"
                  aria-label={sideShown ? t('web.mapBuilder.side.hide') : t('web.mapBuilder.side.show')}
                  title={sideShown ? t('web.mapBuilder.side.hide') : t('web.mapBuilder.side.show')}
                  onClick={() => setSideOpen(!sideShown)}
                >
                  <Icon name="panel" />
                </button>
              )}
              {fullscreen.supported && (
                <button
                  type="button"
                  className="mb-widget"
                  aria-pressed={fullscreen.active}
                  aria-label={t('web.mapBuilder.fullscreen')}
                  title={t('web.mapBuilder.fullscreen')}
                  onClick={() => void fullscreen.toggle()}
                >
                  <Icon name={fullscreen.active ? 'exitFullscreen' : 'fullscreen'} />
                </button>
              )}
            </div>
            {phone && (
              <button
                type="button"
                className="mb-widget mb-tools-toggle"
                aria-expanded={toolsOpen}
                aria-controls="mb-tools"
                aria-label={t('web.mapBuilder.widgets.label')}
                title={t('web.mapBuilder.widgets.label')}
                onClick={() => setToolsOpen(!toolsOpen)}
              >
                <Icon name="tools" />
              </button>
            )}
            <div id="mb-tools" className={`mb-tools${phone ? ' mb-tools--sheet' : ''}`} hidden={phone && !toolsOpen}>
              <WidgetBar
                state={widgets}
                services={services.data ?? null}
                onToggle={(id) => {
                  dispatchWidgets({ type: 'toggle', id });
                  if (phone) setToolsOpen(false);
                }}
                onClear={() => {
                  dispatchWidgets({ type: 'clear' });
                  controller?.tools.clear();
                  setPopup(null);
                  setNotice(null);
                  setSelectedFeature(null);
                }}
                onLocate={() => void locate()}
              />
            </div>
            {failedBaseMap && failedBaseMap === baseMapId && (
              <BaseMapFailure
                failed={baseMaps.data?.find((b) => b.bcrnMapId === failedBaseMap)?.bcrnMapNm ?? failedBaseMap}
                other={fallbackBaseMap(baseMaps.data ?? [], failedBaseMap)}
                onSwitch={(b) => {
                  setFailedBaseMap(null);
                  setBaseMapId(b.bcrnMapId);
                  setDirty(true);
                }}
              />
            )}
            {notice && (
              <p className="mb-notice" role="status">
                {notice}
              </p>
            )}
            {popup && <FeaturePopup popup={popup} onClose={() => setPopup(null)} />}
          </main>
          {tableNode?.type === 'layer' && (
            <section className="mb-dock" aria-label={t('web.mapBuilder.table.title', { name: tableNode.tocNm })} style={phone ? undefined : { height: dockHeight }}>
              {!phone && <Resizer axis="y" invert label={t('web.mapBuilder.table.resize')} value={dockHeight} min={140} max={640} onChange={setDockHeight} />}
              <div className="mb-dock__head">
                <h2>{t('web.mapBuilder.table.title', { name: tableNode.tocNm })}</h2>
                <button
                  type="button"
                  className="mb-icon-btn"
                  aria-label={t('web.mapBuilder.table.close')}
                  onClick={() => {
                    setTableKey(null);
                    setSelectedFeature(null);
                  }}
                >
                  ✕
                </button>
              </div>
              <AttributeTable
                key={tableNode.key}
                lyrId={tableNode.layer.lyrId}
                selectedGid={selectedFeature?.key === tableNode.key ? selectedFeature.gid : null}
                onSelectRow={(gid) => setSelectedFeature(gid === null ? null : { key: tableNode.key, gid })}
                onSelectFeature={(gid) => void locateFeature(tableNode.layer.lyrId, gid)}
              />
            </section>
          )}
        </div>
      </div>
      {phone && !sideShown && (
        <button type="button" className="mb-sheet-toggle" aria-expanded={false} aria-controls="mb-side" onClick={() => setSideOpen(true)}>
          <Icon name="panel" /> {t('web.mapBuilder.side.show')}
        </button>
      )}
    </div>
  );
}
