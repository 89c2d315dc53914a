/** @jest-environment jsdom */
import OlMap from 'ol/Map';
import View from 'ol/View';
import Snap from 'ol/interaction/Snap';
import Draw from 'ol/interaction/Draw';
import Modify from 'ol/interaction/Modify';
import Translate from 'ol/interaction/Translate';
import { MultiPolygon, Point, Polygon } from 'ol/geom';
import { buildBatch, differingAttributes } from './edit-changes';
import { FeatureEditor, type EditorState } from './feature-editor';
import { editKindOf, withHole, withPart } from './geometry-ops';
import { bboxParam, SNAP_PIXEL_TOLERANCE, snapLayers } from './snapping';
import { UndoStack } from './undo-stack';

(globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

const square = (x: number, y: number, d: number) => [[x, y], [x + d, y], [x + d, y + d], [x, y + d], [x, y]];
const collection = (features: Array<{ id: number; geometry: unknown; properties: Record<string, unknown> }>) => ({
  type: 'FeatureCollection',
  features: features.map((f) => ({ type: 'Feature', ...f })),
});

describe('UndoStack', () => {
  it('undoes and redoes in order, and a new change drops what could be redone', () => {
    const s = new UndoStack<number>(0);
    expect(s.canUndo).toBe(false);
    s.push(1);
    s.push(2);
    expect(s.undo()).toBe(1);
    expect(s.undo()).toBe(0);
    expect(s.undo()).toBeUndefined();
    expect(s.redo()).toBe(1);
    s.push(5);
    expect(s.canRedo).toBe(false);
    expect(s.undo()).toBe(1);
    s.reset(9);
    expect([s.current, s.canUndo, s.canRedo]).toEqual([9, false, false]);
  });

  it('keeps at most `limit` states', () => {
    const s = new UndoStack<number>(0, 3);
    [1, 2, 3, 4].forEach((n) => s.push(n));
    expect(s.undo()).toBe(3);
    expect(s.undo()).toBe(2);
    expect(s.undo()).toBeUndefined();
  });
});

describe('snapping set-up', () => {
  it('snaps to the other visible vector layers, each once, within 10 px', () => {
    const layers = [
      { key: 'a', lyrId: 'L1', visible: true, vector: true },
      { key: 'b', lyrId: 'L2', visible: true, vector: true },
      { key: 'c', lyrId: 'L3', visible: false, vector: true },
      { key: 'd', lyrId: 'L4', visible: true, vector: false },
      { key: 'e', lyrId: 'L2', visible: true, vector: true },
      { key: 'f', lyrId: 'L1', visible: true, vector: true },
    ];
    expect(snapLayers('a', 'L1', layers).map((l) => l.key)).toEqual(['b']);
    expect(SNAP_PIXEL_TOLERANCE).toBe(10);
    expect(bboxParam([126.9, 37.4, 200, -100])).toBe('126.900000,37.400000,180.000000,-90.000000');
  });
});

describe('geometry operations', () => {
  it('adds a hole inside a polygon (or the part holding it) and refuses one outside', () => {
    const poly = new Polygon([square(0, 0, 10)]);
    const hole = square(2, 2, 2);
    expect((withHole(poly, hole) as Polygon).getCoordinates()).toHaveLength(2);
    expect(withHole(poly, square(20, 20, 2))).toBeNull();
    const multi = new MultiPolygon([[square(0, 0, 10)], [square(50, 50, 10)]]);
    const holed = withHole(multi, square(52, 52, 2)) as MultiPolygon;
    expect(holed.getCoordinates()[1]).toHaveLength(2);
    expect(holed.getCoordinates()[0]).toHaveLength(1);
  });

  it('adds parts as multi geometries of the same kind only', () => {
    const poly = new Polygon([square(0, 0, 1)]);
    expect((withPart(poly, new Polygon([square(5, 5, 1)])) as MultiPolygon).getPolygons()).toHaveLength(2);
    expect(withPart(new Point([0, 0]), new Point([1, 1]))?.getType()).toBe('MultiPoint');
    expect(withPart(poly, new Point([1, 1]))).toBeNull();
    expect([editKindOf('1'), editKindOf('2'), editKindOf('3'), editKindOf('0')]).toEqual(['point', 'line', 'polygon', null]);
  });
});

describe('save batch', () => {
  it('sends creations, only what changed (with versions) and deletions; unchanged edits send nothing', () => {
    const g = { type: 'Point', coordinates: [127, 37.5] };
    const moved = { type: 'Point', coordinates: [127.1, 37.5] };
    const batch = buildBatch([
      { gid: '3', version: '7', status: 'deleted', geometry: g, properties: {}, base: { geometry: g, properties: {} } },
      { gid: null, version: null, status: 'new', geometry: g, properties: { name: '새 객체', memo: '' }, base: null },
      { gid: '1', version: '0', status: 'changed', geometry: moved, properties: { name: 'a', pop: 2 }, base: { geometry: g, properties: { name: 'a', pop: 1 } } },
      { gid: '2', version: '4', status: 'changed', geometry: g, properties: { name: 'b' }, base: { geometry: g, properties: { name: 'b' } } },
    ]);
    expect(batch).toEqual([
      { op: 'create', type: 'Feature', geometry: g, properties: { name: '새 객체' } },
      { op: 'update', type: 'Feature', gid: '1', version: '0', geometry: moved, properties: { pop: 2 } },
      { op: 'delete', type: 'Feature', gid: '3', version: '7' },
    ]);
    expect(differingAttributes({ a: 1, b: 'x', c: null }, { a: 1, b: 'y', d: 3 })).toEqual(['b', 'd']);
  });
});

describe('FeatureEditor', () => {
  function setUp(kind: 'point' | 'polygon' = 'polygon') {
    const target = document.createElement('div');
    const map = new OlMap({ target, view: new View({ projection: 'EPSG:4326', center: [127, 37.5], zoom: 10 }) });
    const states: EditorState[] = [];
    const refused: string[] = [];
    const editor = new FeatureEditor(map, { kind, onState: (s) => states.push(s), onRefused: (r) => refused.push(r) });
    return { map, editor, states, refused };
  }

  it('loads the view once per feature and sets up the tools with snapping to the layer and references', () => {
    const { map, editor } = setUp();
    const data = collection([{ id: 1, geometry: { type: 'Polygon', coordinates: [square(127, 37.5, 0.01)] }, properties: { name: '가' } }]);
    expect(editor.load(data)).toBe(1);
    expect(editor.load(data)).toBe(0);
    editor.setReference('L2', collection([{ id: 9, geometry: { type: 'Point', coordinates: [127.02, 37.5] }, properties: {} }]));
    editor.setTool('reshape');
    const interactions = map.getInteractions().getArray();
    const snaps = interactions.filter((i) => i instanceof Snap);
    expect(snaps).toHaveLength(2);
    expect(interactions.some((i) => i instanceof Modify)).toBe(true);
    // Snap interactions come after the tool so they see the pointer first.
    expect(interactions.indexOf(snaps[0])).toBeGreaterThan(interactions.findIndex((i) => i instanceof Modify));
    editor.setTool('move');
    expect(map.getInteractions().getArray().some((i) => i instanceof Translate)).toBe(true);
    expect(map.getInteractions().getArray().some((i) => i instanceof Modify)).toBe(false);
    editor.setTool('add');
    expect(map.getInteractions().getArray().filter((i) => i instanceof Draw)).toHaveLength(1);
    expect(editor.state()).toMatchObject({ tool: 'add', loaded: 1, snapSources: 2 });
    editor.setReference('L2', null);
    expect(editor.state().snapSources).toBe(1);
    editor.dispose();
    expect(map.getInteractions().getArray().some((i) => i instanceof Snap)).toBe(false);
  });

  it('undoes and redoes attribute changes, deletions and takes the stored feature after a conflict', () => {
    const { editor } = setUp();
    editor.load(collection([{ id: 1, geometry: { type: 'Polygon', coordinates: [square(127, 37.5, 0.01)] }, properties: { name: '가', pop: 1 } }]));
    editor.selectGid('1');
    editor.setVersion('1', '5');
    editor.setSelectedProperties({ pop: 2 });
    editor.setSelectedProperties({ name: '나' });
    expect(editor.changes()).toEqual([{ op: 'update', type: 'Feature', gid: '1', version: '5', properties: { name: '나', pop: 2 } }]);
    editor.undo();
    expect(editor.changes()[0].properties).toEqual({ pop: 2 });
    editor.undo();
    expect(editor.changes()).toEqual([]);
    expect(editor.state()).toMatchObject({ canUndo: false, canRedo: true, pending: 0 });
    editor.redo();
    editor.redo();
    expect(editor.changes()[0].properties).toEqual({ name: '나', pop: 2 });
    editor.selectGid('1');
    editor.deleteSelected();
    expect(editor.changes()).toEqual([{ op: 'delete', type: 'Feature', gid: '1', version: '5' }]);
    expect(editor.state().loaded).toBe(0);
    editor.undo();
    expect(editor.state().loaded).toBe(1);
    expect(editor.changes()[0]).toMatchObject({ op: 'update', gid: '1' });
    // Keep mine: the same change with their version; take theirs: no change left.
    editor.setVersion('1', '8');
    expect(editor.changes()[0].version).toBe('8');
    editor.takeTheirs('1', { version: '8', geometry: { type: 'Polygon', coordinates: [square(127, 37.5, 0.02)] }, properties: { name: '다', pop: 3 } });
    expect(editor.changes()).toEqual([]);
    editor.selectGid('1');
    expect(editor.selected()).toMatchObject({ gid: '1', version: '8', status: 'base', properties: { name: '다', pop: 3 } });
  });
});
