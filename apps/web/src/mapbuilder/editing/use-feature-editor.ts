import { ApiError } from '@nuri/api-client';
import {
  editKindOf,
  FeatureEditor,
  ProblemMarker,
  SNAP_FEATURE_LIMIT,
  snapLayers,
  type EditorState,
  type EditTool,
  type MapController,
  viewBboxParam,
} from '@nuri/map';
import { useApi, useLayerEvents, useSession } from '@nuri/shell';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allLayers, type TocLayerNode, type TocNode } from '../../map-kit/toc-state';
import { useLayerColumns } from '../panels/panels-api';
import { missingRequired } from './attribute-inputs';
import { refusedShapePlace } from './problem-place';
import { fetchVersioned, fetchViewFeatures, saveBatch, type FeatureConflict } from './editing-api';

declare global {
  interface Window {
    /** The builder's feature editor, only when __NURI_TEST__ is true (browser tests). */
    __nuriEditor?: FeatureEditor;
  }
}

export interface FeatureEditorOptions {
  controller: MapController;
  node: TocLayerNode;
  nodes: readonly TocNode[];
  /** A save went through: the layer's new data version (its tiles are drawn anew). */
  onSaved: (dataVersion: number) => void;
  say: (text: string) => void;
}

/**
 * One layer's editing session on the builder's map (issue 22): the FeatureEditor of @nuri/map,
 * the features of the current view (and of other visible vector layers, for snapping), the
 * selected feature's version, live refresh when others save, keyboard shortcuts, and the save
 * with its conflict (409) and validity (400) answers.
 */
export function useFeatureEditor({ controller, node, nodes, onSaved, say }: FeatureEditorOptions) {
  const { t } = useTranslation();
  const api = useApi();
  const session = useSession();
  const queryClient = useQueryClient();
  const { lyrId } = node.layer;
  const kind = editKindOf(node.layer.lyrTySeCode) ?? 'point';
  const columns = useLayerColumns(lyrId);
  const [state, setState] = useState<EditorState | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<FeatureConflict | null>(null);
  const [saving, setSaving] = useState(false);
  const [editor, setEditor] = useState<FeatureEditor | null>(null);
  const marker = useRef<ProblemMarker | null>(null);
  const sayRef = useRef(say);
  sayRef.current = say;
  const tRef = useRef(t);
  tRef.current = t;

  useEffect(() => {
    // A language switch keeps the session (the texts are read when needed).
    const e = new FeatureEditor(controller.map, { kind, onState: setState, onRefused: (r) => sayRef.current(tRef.current(`web.mapBuilder.edit.refused.${r}`)) });
    marker.current = new ProblemMarker(controller.map);
    controller.setEditing(node.key);
    setEditor(e);
    if (window.__NURI_TEST__ === true) window.__nuriEditor = e;
    return () => {
      marker.current?.clear();
      e.dispose();
      controller.setEditing(null);
      setEditor(null);
      delete window.__nuriEditor;
    };
  }, [controller, node.key, kind]);

  // Other visible vector layers: their features of the view are snapped to.
  const candidates = allLayers(nodes).map((n) => ({
    key: n.key,
    lyrId: n.layer.lyrId,
    visible: n.visible,
    vector: n.layer.viewable && n.layer.uploadTy !== 'web' && editKindOf(n.layer.lyrTySeCode) !== null,
  }));
  const references = snapLayers(node.key, lyrId, candidates)
    .map((c) => c.lyrId)
    .join(',');

  const loadView = useCallback(
    async (refresh = false) => {
      if (!editor) return;
      const bbox = viewBboxParam(controller.map);
      try {
        const data = await fetchViewFeatures(api, lyrId, bbox, SNAP_FEATURE_LIMIT);
        if (refresh) editor.refresh(data);
        else editor.load(data);
        if (data.features.length >= SNAP_FEATURE_LIMIT) sayRef.current(t('web.mapBuilder.edit.tooMany', { count: SNAP_FEATURE_LIMIT }));
      } catch {
        sayRef.current(t('web.mapBuilder.edit.loadFailed'));
      }
      for (const id of references ? references.split(',') : []) {
        fetchViewFeatures(api, id, bbox, SNAP_FEATURE_LIMIT)
          .then((data) => editor.setReference(id, data))
          .catch(() => editor.setReference(id, null));
      }
    },
    [api, controller, editor, lyrId, references, t],
  );

  useEffect(() => {
    if (!editor) return undefined;
    void loadView();
    const onMove = () => void loadView();
    controller.map.on('moveend', onMove);
    return () => controller.map.un('moveend', onMove);
  }, [controller, editor, loadView]);

  // The selected stored feature's version: sent back with its save (the conflict check).
  const selectedGid = state?.selected?.gid ?? null;
  const selectedVersion = state?.selected?.version ?? null;
  useEffect(() => {
    if (!editor || !selectedGid || selectedVersion) return;
    void fetchVersioned(api, lyrId, selectedGid).then((f) => {
      if (f) editor.setVersion(selectedGid, f.version);
    });
  }, [api, editor, lyrId, selectedGid, selectedVersion]);

  // Listed as editing; others' saves bring their features (pending edits stay as edited).
  useLayerEvents(
    [lyrId],
    {
      onChanged: (e) => {
        if (e.kind === 'RESYNC' || e.by.userId !== session.userId) void loadView(true);
      },
    },
    'edit',
  );

  // A refusal is said until the edits change (the shape fixed or undone).
  const pending = state?.pending ?? 0;
  useEffect(() => {
    setProblem(null);
    marker.current?.clear();
  }, [pending, state?.canUndo, state?.canRedo]);

  const save = useCallback(async (): Promise<void> => {
    if (!editor) return;
    const changes = editor.changes();
    if (!changes.length) {
      say(t('web.mapBuilder.edit.noChanges'));
      return;
    }
    const missing = columns.data ? changes.filter((c) => c.op === 'create').map((c) => missingRequired(columns.data, c.properties ?? {})).find(Boolean) : null;
    if (missing) {
      setProblem(t('web.mapBuilder.edit.requiredMissing', { column: missing }));
      return;
    }
    setSaving(true);
    setProblem(null);
    marker.current?.clear();
    try {
      const keep = editor.selected();
      const saved = await saveBatch(api, lyrId, changes);
      editor.reset();
      say(t('web.mapBuilder.edit.saved', { count: changes.length, versionNo: saved.versionNo }));
      onSaved(saved.dataVersion);
      void queryClient.invalidateQueries({ queryKey: ['mapBuilder', 'attributes', lyrId] });
      void queryClient.invalidateQueries({ queryKey: ['mapBuilder', 'versions', lyrId] });
      void queryClient.invalidateQueries({ queryKey: ['mapBuilder', 'featureHistory', lyrId] });
      await loadView();
      // The selected feature stays selected (a new one by the id it got).
      const creates = changes.filter((c) => c.op === 'create').length;
      const gid = keep?.gid ?? (keep && creates === 1 ? String(saved.results[0].id) : null);
      if (gid) editor.selectGid(gid);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.result && typeof error.result === 'object') {
        setConflict(error.result as FeatureConflict);
      } else if (error instanceof ApiError && error.status === 400) {
        setProblem(error.message);
        const first = Array.isArray(error.result) ? (error.result[0] as { field?: string }) : null;
        const place = refusedShapePlace(first?.field, changes);
        if (place) marker.current?.show(place, t('web.mapBuilder.edit.problemHere'));
      } else if (error instanceof ApiError) {
        setProblem(error.message);
      }
    } finally {
      setSaving(false);
    }
  }, [api, columns.data, editor, loadView, lyrId, onSaved, queryClient, say, t]);

  /** The conflict's answer: keep mine (their version), take theirs, or merge attributes; then save again. */
  const resolve = useCallback(
    (how: { kind: 'mine' } | { kind: 'theirs' } | { kind: 'merge'; properties: Record<string, unknown> }) => {
      if (!editor || !conflict) return;
      const { gid, currentVersion, current } = conflict;
      setConflict(null);
      if (how.kind === 'theirs' || !current || !currentVersion) {
        editor.takeTheirs(gid, current ? { version: current.version, geometry: current.geometry, properties: current.properties } : null);
      } else {
        if (how.kind === 'merge') editor.setPropertiesOf(gid, how.properties);
        editor.setVersion(gid, currentVersion);
      }
      if (editor.changes().length) void save();
    },
    [conflict, editor, save],
  );

  // Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y); Delete removes the selected feature (not while typing).
  useEffect(() => {
    if (!editor) return undefined;
    const onKey = (e: KeyboardEvent) => {
      const typing = e.target instanceof HTMLElement && (['INPUT', 'TEXTAREA', 'SELECT'].includes(e.target.tagName) || e.target.isContentEditable);
      if (typing) return;
      const key = e.key.toLowerCase();
      if ((e.ctrlKey || e.metaKey) && (key === 'z' || key === 'y')) {
        e.preventDefault();
        if (key === 'y' || e.shiftKey) editor.redo();
        else editor.undo();
      } else if (e.key === 'Delete' && editor.selected()) {
        e.preventDefault();
        editor.deleteSelected();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [editor]);

  const setTool = useCallback((tool: EditTool) => editor?.setTool(tool), [editor]);
  return { editor, state, kind, columns: columns.data ?? [], problem, conflict, saving, save, resolve, setTool, dismissConflict: () => setConflict(null) };
}

