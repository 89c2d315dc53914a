import type OlMap from 'ol/Map';
import Feature from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import type { Geometry, Polygon } from 'ol/geom';
import Draw, { type DrawEvent } from 'ol/interaction/Draw';
import type Interaction from 'ol/interaction/Interaction';
import Modify from 'ol/interaction/Modify';
import Select from 'ol/interaction/Select';
import Snap from 'ol/interaction/Snap';
import Translate from 'ol/interaction/Translate';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { buildBatch, type BatchChange, type EditRecord } from './edit-changes';
import { drawTypeOf, withHole, withPart, type EditGeometryKind } from './geometry-ops';
import { SNAP_PIXEL_TOLERANCE } from './snapping';
import { UndoStack } from './undo-stack';
import { EDIT_STYLE, SELECTED_STYLE } from './edit-styles';

/** The editing tools: select, add a feature, move, reshape (vertices), add a hole or a part. */
export type EditTool = 'select' | 'add' | 'move' | 'reshape' | 'addHole' | 'addPart';

export const EDIT_TOOLS: readonly EditTool[] = ['select', 'add', 'move', 'reshape', 'addHole', 'addPart'];

/** A feature of the session as screens see it. */
export interface EditedFeature {
  uid: string;
  gid: string | null;
  version: string | null;
  status: 'base' | 'new' | 'changed';
  properties: Record<string, unknown>;
}

export interface EditorState {
  tool: EditTool;
  canUndo: boolean;
  canRedo: boolean;
  /** Features added, changed or deleted and not saved yet. */
  pending: number;
  selected: EditedFeature | null;
  /** Features loaded for editing and sources snapped to (tests and diagnostics). */
  loaded: number;
  snapSources: number;
}

export interface FeatureEditorOptions {
  kind: EditGeometryKind;
  onState?: (state: EditorState) => void;
  /** A tool refused what was drawn: a hole outside the polygon, a part without a selected feature. */
  onRefused?: (reason: 'holeOutside' | 'selectFirst') => void;
}

interface Dirty {
  status: 'new' | 'changed' | 'deleted';
  geometry: Geometry | null;
  properties: Record<string, unknown>;
}
type Snapshot = ReadonlyMap<string, Dirty>;
interface Base {
  geometry: Geometry | null;
  properties: Record<string, unknown>;
}

const PROPS = 'nuriProps';
const format = new GeoJSON();

/**
 * One layer's editing session on a map: its features of the current view on an editing layer,
 * the tools (OpenLayers Draw, Select, Translate, Modify, Snap), undo/redo of every change, and
 * the batch a save sends (GeoJSON, EPSG:4326, with the versions read).
 */
export class FeatureEditor {
  readonly layer: VectorLayer<VectorSource<Feature<Geometry>>>;
  private readonly source = new VectorSource<Feature<Geometry>>();
  private readonly select: Select;
  private readonly all = new Map<string, Feature<Geometry>>();
  private readonly references = new Map<string, VectorSource<Feature<Geometry>>>();
  private dirty = new Map<string, Dirty>();
  private readonly history = new UndoStack<Snapshot>(new Map());
  private tool: EditTool = 'select';
  private active: Interaction[] = [];
  private seq = 0;

  constructor(
    private readonly map: OlMap,
    private readonly options: FeatureEditorOptions,
  ) {
    this.layer = new VectorLayer({ source: this.source, style: EDIT_STYLE, zIndex: 9_000 });
    this.layer.set('nuriEditing', true);
    map.addLayer(this.layer);
    this.select = new Select({ layers: [this.layer], style: SELECTED_STYLE, hitTolerance: 6 });
    this.select.on('select', () => this.emit());
    map.addInteraction(this.select);
    this.setTool('select');
  }

  private get projection() {
    return this.map.getView().getProjection();
  }

  /** Adds the server's features (GeoJSON, EPSG:4326, id = gid); features already here stay as edited. */
  load(collection: unknown): number {
    const features = format.readFeatures(collection, { dataProjection: 'EPSG:4326', featureProjection: this.projection }) as Feature<Geometry>[];
    let added = 0;
    for (const f of features) {
      const gid = f.getId();
      if (gid === undefined) continue;
      const uid = `g:${gid}`;
      if (this.all.has(uid)) continue;
      const { geometry: _g, ...properties } = f.getProperties();
      f.setProperties({ nuriUid: uid, nuriGid: String(gid), nuriVersion: null, [PROPS]: properties, nuriBase: { geometry: f.getGeometry()?.clone() ?? null, properties } });
      for (const name of Object.keys(properties)) f.unset(name, true);
      this.all.set(uid, f);
      this.source.addFeature(f);
      added += 1;
    }
    if (added) this.emit();
    return added;
  }

  /**
   * The server's features again (someone else saved): features without pending changes are
   * replaced, pending ones stay as edited (their save is checked against the new version).
   */
  refresh(collection: unknown): void {
    const selectedGid = this.selected()?.gid ?? null;
    for (const [uid, f] of [...this.all]) {
      if (this.dirty.has(uid)) continue;
      if (this.source.hasFeature(f)) this.source.removeFeature(f);
      this.select.getFeatures().remove(f);
      this.all.delete(uid);
    }
    this.load(collection);
    if (selectedGid && this.select.getFeatures().getLength() === 0) this.selectGid(selectedGid);
    this.emit();
  }

  /** Features of another visible layer to snap to (GeoJSON, EPSG:4326); null forgets the layer. */
  setReference(lyrId: string, collection: unknown | null): void {
    let source = this.references.get(lyrId);
    if (collection === null) {
      this.references.delete(lyrId);
    } else {
      if (!source) {
        source = new VectorSource();
        this.references.set(lyrId, source);
      }
      source.clear(true);
      source.addFeatures(format.readFeatures(collection, { dataProjection: 'EPSG:4326', featureProjection: this.projection }) as Feature<Geometry>[]);
    }
    this.setTool(this.tool);
  }

  setTool(tool: EditTool): void {
    this.active.forEach((i) => this.map.removeInteraction(i));
    this.active = [];
    this.tool = tool;
    this.select.setActive(tool !== 'add');
    const selected = this.select.getFeatures();
    if (tool === 'move') {
      const translate = new Translate({ features: selected });
      translate.on('translateend', () => this.changed(selected.getArray()));
      this.active.push(translate);
    } else if (tool === 'reshape') {
      const modify = new Modify({ features: selected, pixelTolerance: SNAP_PIXEL_TOLERANCE });
      modify.on('modifyend', () => this.changed(selected.getArray()));
      this.active.push(modify);
    } else if (tool === 'add' || tool === 'addHole' || tool === 'addPart') {
      const type = tool === 'addHole' ? 'Polygon' : drawTypeOf(this.options.kind);
      const draw = new Draw({ type, style: SELECTED_STYLE });
      draw.on('drawend', (e: DrawEvent) => this.drawn(tool, e.feature.getGeometry() as Geometry));
      this.active.push(draw);
    }
    // Snap goes last so it sees the pointer before the others.
    this.active.push(new Snap({ source: this.source, pixelTolerance: SNAP_PIXEL_TOLERANCE }));
    for (const source of this.references.values()) this.active.push(new Snap({ source, pixelTolerance: SNAP_PIXEL_TOLERANCE }));
    this.active.forEach((i) => this.map.addInteraction(i));
    this.emit();
  }

  private drawn(tool: EditTool, geometry: Geometry): void {
    if (tool === 'add') {
      this.seq += 1;
      const f = new Feature<Geometry>(geometry);
      f.setProperties({ nuriUid: `n:${this.seq}`, nuriGid: null, nuriVersion: null, [PROPS]: {} });
      this.all.set(`n:${this.seq}`, f);
      this.source.addFeature(f);
      this.select.getFeatures().clear();
      this.select.getFeatures().push(f);
      this.changed([f]);
      return;
    }
    const target = this.select.getFeatures().item(0);
    const current = target?.getGeometry();
    if (!target || !current) {
      this.options.onRefused?.('selectFirst');
      return;
    }
    const next = tool === 'addHole' ? withHole(current, (geometry as Polygon).getCoordinates()[0]) : withPart(current, geometry);
    if (!next) {
      this.options.onRefused?.(tool === 'addHole' ? 'holeOutside' : 'selectFirst');
      return;
    }
    target.setGeometry(next);
    this.changed([target]);
  }

  /** Records the features' state after a change as one undoable step. */
  private changed(features: readonly Feature<Geometry>[]): void {
    for (const f of features) {
      const uid = f.get('nuriUid') as string;
      const status = this.dirty.get(uid)?.status ?? (f.get('nuriGid') ? 'changed' : 'new');
      this.dirty.set(uid, { status, geometry: f.getGeometry()?.clone() ?? null, properties: { ...(f.get(PROPS) as Record<string, unknown>) } });
    }
    this.commit();
  }

  private commit(): void {
    this.history.push(new Map(this.dirty));
    this.emit();
  }

  /** Deletes the selected features (one undoable step). */
  deleteSelected(): void {
    const features = [...this.select.getFeatures().getArray()];
    if (!features.length) return;
    this.select.getFeatures().clear();
    for (const f of features) {
      const uid = f.get('nuriUid') as string;
      this.source.removeFeature(f);
      if (f.get('nuriGid')) this.dirty.set(uid, { status: 'deleted', geometry: f.getGeometry()?.clone() ?? null, properties: { ...(f.get(PROPS) as Record<string, unknown>) } });
      else this.dirty.delete(uid);
    }
    this.commit();
  }

  /** New attribute values for the selected feature (one undoable step). */
  setSelectedProperties(properties: Record<string, unknown>): void {
    const f = this.select.getFeatures().item(0);
    if (!f) return;
    f.set(PROPS, { ...(f.get(PROPS) as Record<string, unknown>), ...properties });
    this.changed([f]);
  }

  /** A stored feature's attributes as edited here (null when not loaded). */
  propertiesOf(gid: string): Record<string, unknown> | null {
    const f = this.all.get(`g:${gid}`);
    return f ? { ...(f.get(PROPS) as Record<string, unknown>) } : null;
  }

  /** New attribute values for a stored feature (a conflict's merge; one undoable step). */
  setPropertiesOf(gid: string, properties: Record<string, unknown>): void {
    const f = this.all.get(`g:${gid}`);
    if (!f) return;
    f.set(PROPS, { ...(f.get(PROPS) as Record<string, unknown>), ...properties });
    this.changed([f]);
  }

  /** The version read for a stored feature (GET …/features/{gid}); sent back on save. */
  setVersion(gid: string, version: string): void {
    this.all.get(`g:${gid}`)?.set('nuriVersion', version);
    this.emit();
  }

  /**
   * Takes the stored feature after a conflict: `theirs` (GeoJSON with its version) replaces the
   * feature and its pending change; null (deleted by the other editor) removes it.
   */
  takeTheirs(gid: string, theirs: { version: string; geometry: unknown; properties: Record<string, unknown> } | null): void {
    const uid = `g:${gid}`;
    const f = this.all.get(uid);
    this.dirty.delete(uid);
    if (f) {
      if (!theirs) {
        this.all.delete(uid);
        if (this.source.hasFeature(f)) this.source.removeFeature(f);
        this.select.getFeatures().remove(f);
      } else {
        const geometry = theirs.geometry ? (format.readGeometry(theirs.geometry, { dataProjection: 'EPSG:4326', featureProjection: this.projection }) as Geometry) : null;
        f.setGeometry(geometry ?? undefined);
        f.setProperties({ nuriVersion: theirs.version, [PROPS]: { ...theirs.properties }, nuriBase: { geometry: geometry?.clone() ?? null, properties: { ...theirs.properties } } });
        if (!this.source.hasFeature(f)) this.source.addFeature(f);
      }
    }
    this.commit();
  }

  undo(): void {
    const state = this.history.undo();
    if (state) this.restore(state);
  }

  redo(): void {
    const state = this.history.redo();
    if (state) this.restore(state);
  }

  /** Brings every feature to a snapshot: pending ones to their state then, the others to how they were loaded. */
  private restore(snapshot: Snapshot): void {
    const uids = new Set([...this.dirty.keys(), ...snapshot.keys()]);
    this.select.getFeatures().clear();
    for (const uid of uids) {
      const f = this.all.get(uid);
      if (!f) continue;
      const d = snapshot.get(uid);
      const base = f.get('nuriBase') as Base | undefined;
      const state = d ?? base;
      if (state) {
        f.setGeometry(state.geometry?.clone() ?? undefined);
        f.set(PROPS, { ...state.properties });
      }
      const shown = d ? d.status !== 'deleted' : Boolean(base);
      if (shown && !this.source.hasFeature(f)) this.source.addFeature(f);
      if (!shown && this.source.hasFeature(f)) this.source.removeFeature(f);
    }
    this.dirty = new Map(snapshot);
    this.emit();
  }

  /** The batch that saves every pending change (empty when nothing changed). */
  changes(): BatchChange[] {
    return buildBatch(this.records());
  }

  private records(): EditRecord[] {
    const json = (g: Geometry | null) => (g ? (format.writeGeometryObject(g, { dataProjection: 'EPSG:4326', featureProjection: this.projection, decimals: 8 }) as unknown as Record<string, unknown>) : null);
    return [...this.dirty.entries()].map(([uid, d]) => {
      const f = this.all.get(uid);
      const base = f?.get('nuriBase') as Base | undefined;
      return {
        gid: (f?.get('nuriGid') as string | null) ?? null,
        version: (f?.get('nuriVersion') as string | null) ?? null,
        status: d.status,
        geometry: json(d.geometry),
        properties: d.properties,
        base: base ? { geometry: json(base.geometry), properties: base.properties } : null,
      };
    });
  }

  /** The selected feature (the first when several). */
  selected(): EditedFeature | null {
    const f = this.select.getFeatures().item(0);
    if (!f) return null;
    const uid = f.get('nuriUid') as string;
    const status = this.dirty.get(uid)?.status;
    return {
      uid,
      gid: (f.get('nuriGid') as string | null) ?? null,
      version: (f.get('nuriVersion') as string | null) ?? null,
      status: status === 'new' || status === 'changed' ? status : 'base',
      properties: { ...(f.get(PROPS) as Record<string, unknown>) },
    };
  }

  /** Selects a stored feature by its id (the attribute table's row). */
  selectGid(gid: string | null): void {
    this.select.getFeatures().clear();
    const f = gid === null ? undefined : this.all.get(`g:${gid}`);
    if (f && this.source.hasFeature(f)) this.select.getFeatures().push(f);
    this.emit();
  }

  state(): EditorState {
    return {
      tool: this.tool,
      canUndo: this.history.canUndo,
      canRedo: this.history.canRedo,
      pending: this.changes().length,
      selected: this.selected(),
      loaded: this.source.getFeatures().length,
      snapSources: 1 + this.references.size,
    };
  }

  /** Forgets every feature and change (after a save or a cancel); the caller loads the view again. */
  reset(): void {
    this.select.getFeatures().clear();
    this.source.clear();
    this.all.clear();
    this.dirty = new Map();
    this.history.reset(new Map());
    this.emit();
  }

  private emit(): void {
    this.options.onState?.(this.state());
  }

  dispose(): void {
    this.active.forEach((i) => this.map.removeInteraction(i));
    this.active = [];
    this.map.removeInteraction(this.select);
    this.map.removeLayer(this.layer);
  }
}
