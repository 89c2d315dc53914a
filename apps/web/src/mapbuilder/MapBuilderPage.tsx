import { extentArea, formatArea, gridOf, saveView, viewFromSaved } from '@nuri/map';
import { SystemScopeProvider, useApi } from '@nuri/shell';
import { Tabs, useDialogs, useIsPiecesMobile } from '@nuri/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { RequireSignIn } from '../account/RequireSignIn';
import { LayerSearchWidget, LayerUploadWidget, type LayerDetail, type LayerSummary } from '../layer-widgets';
import { baseMapQueryKey, defaultBaseMap, mapServicesQueryKey, tocLayerInfo } from '../map-kit/base-maps';
import { DEFAULT_LEGEND, type LegendSetting } from '../map-kit/legend';
import { MapLegend } from '../map-kit/MapLegend';
import { TimeSliders } from '../map-kit/TimeSlider';
import { parseViewParam, viewParam } from '../map-kit/map-link';
import { BaseMapFailure, fallbackBaseMap } from './BaseMapPicker';
import { FeaturePopup, type FeaturePopupContent } from '../map-kit/FeaturePopup';
import { LayersTab } from './LayersTab';
import { applyBaseMap, shownBaseMaps, syncToc } from '../map-kit/map-display';
import { PrintDialog } from '../map-kit/print/PrintDialog';
import { fetchBaseMaps, fetchMapServices, fetchWebMap } from '../map-kit/map-api';
import type { WebMapDetail, WebMapView } from '../map-kit/map-types';
import { restoreFromDetail, type BuilderMeta } from '../map-kit/save-payload';
import { allLayers, EMPTY_TOC, findNode, layerKey, tocReducer, type TocAction, type TocLayerNode } from '../map-kit/toc-state';
import { useMapController } from '../map-kit/use-map-controller';
import { useMapInteractions } from '../map-kit/use-map-interactions';
import { WidgetBar } from './WidgetBar';
import { zoomToFeature, zoomToLayer } from '../map-kit/zoom';
import { AttributeDock } from './AttributeDock';
import { EditingOverlay } from './editing/EditingOverlay';
import { BuilderHeader } from './BuilderHeader';
import { MapRevisionsDialog } from './MapRevisionsDialog';
import { useBuilderSave } from './use-builder-save';
import { Icon } from '@nuri/ui';
import { MapControls } from './MapControls';
import { Resizer, useClampedSize } from './Resizer';
import { useFullscreen } from './use-fullscreen';
import { useLiveLayers } from './use-live-layers';
import { NO_WIDGET, widgetReducer } from '../map-kit/widget-state';
import './mapbuilder.css';
import { useUnsavedWarning } from '../map-kit/use-unsaved-warning';
import { AddressMarks, AddressSearchPanel, useAddressOverlay } from '../map-kit/address-search';

/** /:insttCode/builder and /:insttCode/builder/:userMapId: full screen, signed-in users only. */
export default function MapBuilderRoute() {
  const { insttCode = '', userMapId } = useParams();
  return (
    <SystemScopeProvider system="institution-user" insttCode={insttCode}>
      <RequireSignIn>{() => <MapBuilder insttCode={insttCode} userMapId={userMapId ?? null} />}</RequireSignIn>
    </SystemScopeProvider>
  );
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
  const [tab, setTab] = useState('layers');
  const [widgets, dispatchWidgets] = useReducer(widgetReducer, NO_WIDGET);
  const [popup, setPopup] = useState<FeaturePopupContent | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const phone = useIsPiecesMobile();
  // The side panel: open on a desktop, a closed sheet on a phone (the map fills the screen).
  const [sideOpen, setSideOpen] = useState<boolean | null>(null);
  const sideShown = sideOpen ?? !phone;
  const [sideWidth, setSideWidth] = useClampedSize(380, 280, 640);
  // The attribute table docked under the map (a TOC layer's key) and the selected feature.
  const [tableKey, setTableKey] = useState<string | null>(null);
  const [dockHeight, setDockHeight] = useClampedSize(280, 140, 640);
  const [selectedFeature, setSelectedFeature] = useState<{ key: string; gid: number } | null>(null);
  const [editKey, setEditKey] = useState<string | null>(null);
  const screenRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(screenRef);
  const pendingView = useRef<WebMapView | null>(null);
  // A link's view (`?view=`, issue 24) wins over the saved one, once.
  const [search] = useSearchParams();
  const linkedView = useRef(parseViewParam(search.get('view')));
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
  const address = useAddressOverlay(controller);

  const baseMaps = useQuery({ queryKey: baseMapQueryKey, queryFn: () => fetchBaseMaps(api), staleTime: 10 * 60 * 1000, retry: false });
  const services = useQuery({ queryKey: mapServicesQueryKey, queryFn: () => fetchMapServices(api), staleTime: 60_000, retry: false });
  const detail = useQuery({
    queryKey: ['web', 'webmap', userMapId],
    queryFn: () => fetchWebMap(api, userMapId as string),
    enabled: Boolean(userMapId) && userMapId !== knownId,
    staleTime: Infinity,
    retry: false,
  });

  const live = useLiveLayers(toc, dispatchToc, setNotice);

  const change = useCallback((action: TocAction) => {
    dispatchToc(action);
    if (action.type !== 'select') setDirty(true);
  }, []);

  // Loading a saved map (or one restored from a revision) restores the TOC, title, base map and
  // (once the base map is drawn) the view.
  const [revisionsOpen, setRevisionsOpen] = useState(false);
  const [printOpen, setPrintOpen] = useState(false);
  // The legend's order and folded state, saved with the map (the print lists the entries in that
  // order); each loaded map mounts the legend anew, opened or folded as saved.
  const [legend, setLegend] = useState<LegendSetting>(DEFAULT_LEGEND);
  const [legendLoads, setLegendLoads] = useState(0);
  const [restoredMap, setRestoredMap] = useState<WebMapDetail | null>(null);
  useEffect(() => {
    const d = restoredMap ?? detail.data;
    if (!d || (knownId === d.userMapId && !restoredMap)) return;
    setRestoredMap(null);
    setKnownId(d.userMapId);
    const restored = restoreFromDetail(d);
    setMeta(restored.meta);
    dispatchToc({ type: 'load', nodes: restored.nodes });
    setLegend(restored.legend);
    setLegendLoads((n) => n + 1);
    // null names the default base map.
    setBaseMapId(restored.bcrnMapId ?? undefined);
    setCanEdit(restored.canEdit);
    setCurrentId(d.userMapId);
    pendingView.current = linkedView.current ?? restored.view;
    linkedView.current = null;
    setDirty(false);
  }, [detail.data, knownId, restoredMap]);

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
    // restoredMap: a revision restored on the same base map brings its view too.
  }, [controller, baseMapId, baseMaps.data, restoredMap]);

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
  useUnsavedWarning(dirty);

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

  const { saving, save } = useBuilderSave({
    controller,
    meta,
    setMeta,
    baseMapId: baseMapId ?? null,
    nodes: toc.nodes,
    legend,
    current: { userMapId, currentId, canEdit },
    onSaved: (id) => {
      setKnownId(id);
      setCurrentId(id);
      setCanEdit(true);
      setDirty(false);
    },
    navigateTo: (path) => navigate(path, { replace: true }),
    builderPath: `/${insttCode}/builder`,
  });

  const stopEditing = useCallback(() => setEditKey(null), []);
  const onEditSaved = useCallback((lyrId: string, dataVersion: number) => dispatchToc({ type: 'dataChanged', lyrId, dataVersion }), []);
  const addedLyrIds = allLayers(toc.nodes).map((n) => n.layer.lyrId);
  const loading = Boolean(userMapId) && detail.isLoading;

  return (
    <div className="mb-screen" data-testid="map-builder" ref={screenRef}>
      <BuilderHeader
        meta={meta}
        onMeta={(next) => {
          setMeta(next);
          setDirty(true);
        }}
        dirty={dirty}
        saving={saving}
        canSave={!saving && Boolean(controller) && !loading}
        onSave={(asNew) => void save(asNew)}
        onLeave={() => void leave()}
        ownedId={currentId && canEdit ? currentId : null}
        onRevisions={currentId && canEdit ? () => setRevisionsOpen(true) : undefined}
        onPrint={controller && !loading ? () => setPrintOpen(true) : undefined}
        link={currentId && knownId === currentId ? { userMapId: currentId, insttCode, canEdit, view: () => (controller ? viewParam(saveView(controller.map.getView())) : null) } : null}
      />
      {printOpen && controller && (
        <PrintDialog
          controller={controller}
          title={meta.title}
          nodes={toc.nodes}
          legendOrder={legend.order}
          baseMaps={shownBaseMaps(baseMapId, baseMaps.data)}
          onClose={() => setPrintOpen(false)}
        />
      )}
      {revisionsOpen && currentId && (
        <MapRevisionsDialog userMapId={currentId} dirty={dirty} onClose={() => setRevisionsOpen(false)} onRestored={(d) => (setRestoredMap(d), setRevisionsOpen(false))} />
      )}
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
                  <LayersTab
                    toc={toc}
                    change={change}
                    baseMaps={baseMaps.data ?? []}
                    baseMapId={baseMapId ?? null}
                    onBaseMap={(b) => {
                      setBaseMapId(b.bcrnMapId);
                      setDirty(true);
                    }}
                    editingNow={live.editing}
                    onZoom={(node) => void zoomTo(node)}
                    tableKey={tableKey}
                    editKey={editKey}
                    onEdit={(key) => {
                      setEditKey(editKey === key ? null : key);
                      if (phone) setSideOpen(false);
                    }}
                    onToggleTable={(key) => {
                      setTableKey(tableKey === key ? null : key);
                      setSelectedFeature(null);
                    }}
                  />
                ),
              },
              { id: 'search', label: t('web.mapBuilder.tabs.search'), content: <LayerSearchWidget onAdd={addLayer} addedLyrIds={addedLyrIds} /> },
              { id: 'address', label: t('web.address.tab'), content: <AddressSearchPanel overlay={address} onShown={() => phone && setSideOpen(false)} /> },
              {
                id: 'upload',
                label: t('web.mapBuilder.tabs.upload'),
                content: (
                  <LayerUploadWidget
                    // The tab stays on the result summary (features, skipped rows); the map goes to the layer.
                    onUploaded={addLayer}
                    onOpenLayer={() => setTab('layers')}
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
            <MapLegend
              key={legendLoads}
              nodes={toc.nodes}
              order={legend.order}
              onOrderChange={(order) => {
                setLegend((l) => ({ ...l, order }));
                setDirty(true);
              }}
              hidden={legend.hidden}
              onHiddenChange={(hidden) => {
                if (hidden === legend.hidden) return;
                setLegend((l) => ({ ...l, hidden }));
                setDirty(true);
              }}
            />
            <TimeSliders nodes={toc.nodes} userMapId={knownId} onChange={(key, time) => change({ type: 'setTime', key, time })} />
            <AddressMarks overlay={address} />
            {loading && (
              <p className="mb-loading" role="status">
                {t('web.mapBuilder.loading')}
              </p>
            )}
            <MapControls
              sideShown={sideShown}
              onToggleSide={() => setSideOpen(!sideShown)}
              fullscreen={fullscreen}
              tools={(closeSheet) => (
                <WidgetBar
                  state={widgets}
                  services={services.data ?? null}
                  onToggle={(id) => {
                    dispatchWidgets({ type: 'toggle', id });
                    closeSheet();
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
              )}
            />
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
            <EditingOverlay controller={controller} nodes={toc.nodes} editKey={editKey} rowGid={selectedFeature?.key === editKey ? selectedFeature.gid : null} onClose={stopEditing} say={setNotice} onSaved={onEditSaved} />
          </main>
          {tableNode?.type === 'layer' && (
            <AttributeDock
              node={tableNode}
              selectedGid={selectedFeature?.key === tableNode.key ? selectedFeature.gid : null}
              onSelectRow={(gid) => setSelectedFeature(gid === null ? null : { key: tableNode.key, gid })}
              onLocate={(gid) => void zoomToFeature(api, controller, tableNode.layer.lyrId, gid)}
              onClose={() => {
                setTableKey(null);
                setSelectedFeature(null);
              }}
              height={dockHeight}
              onHeight={setDockHeight}
            />
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
