import { defaultLayerStyle } from '@nuri/domain';
import type { TocLayerInfo } from './map-types';
import { allLayers, drawList, EMPTY_TOC, findNode, LAYER_PALETTE, newLayerStyle, tocReducer, type TocAction, type TocGroupNode, type TocLayerNode, type TocState } from './toc-state';

function info(lyrId: string, lyrTySeCode = '3'): TocLayerInfo {
  return { lyrId, lyrNm: `레이어 ${lyrId}`, lyrTySeCode, uploadTy: 'shp', lyrStleCode: null, mapUrl: null, mapUrlParamtr: null, dataVersion: 1, viewable: true };
}

const run = (...actions: TocAction[]): TocState => actions.reduce(tocReducer, EMPTY_TOC);
const keys = (s: TocState) => s.nodes.map((n) => n.key);

describe('TOC reducer', () => {
  it('adds layers on top with the default style in the first palette colour, selects them, never twice', () => {
    const s = run({ type: 'addLayer', layer: info('A') }, { type: 'addLayer', layer: info('B') }, { type: 'addLayer', layer: info('A') });
    expect(keys(s)).toEqual(['lyr:B', 'lyr:A']);
    expect(s.selectedKey).toBe('lyr:A');
    const a = findNode(s.nodes, 'lyr:A');
    expect(a).toMatchObject({ type: 'layer', tocNm: '레이어 A', visible: true, opacity: 1, cluster: false });
    const style = (a as TocLayerNode).style;
    expect({ ...style, base: undefined }).toEqual({ ...defaultLayerStyle(), base: undefined });
    expect(style.base.fillColor).toBe(`${LAYER_PALETTE[0]}59`);
  });

  it('gives each new layer a palette colour no other layer uses, with a symbol suited to its geometry', () => {
    let s = run({ type: 'addLayer', layer: info('P', '3') }, { type: 'addLayer', layer: info('L', '2') }, { type: 'addLayer', layer: info('D', '1') });
    const base = (key: string) => (findNode(s.nodes, key) as TocLayerNode).style.base;
    expect(base('lyr:P')).toMatchObject({ fillColor: `${LAYER_PALETTE[0]}59`, strokeWidth: 1 });
    expect(base('lyr:L')).toMatchObject({ strokeColor: LAYER_PALETTE[1], strokeWidth: 2 });
    expect(base('lyr:D')).toMatchObject({ fillColor: LAYER_PALETTE[2], strokeColor: '#ffffff', pointRadius: 5 });
    // A freed colour is taken again before the later ones.
    s = tocReducer(s, { type: 'remove', key: 'lyr:L' });
    s = tocReducer(s, { type: 'addLayer', layer: info('Q', '3') });
    expect(base('lyr:Q').fillColor).toBe(`${LAYER_PALETTE[1]}59`);
    // A style given with the action wins.
    const given = newLayerStyle(info('R'), '#123456');
    s = tocReducer(s, { type: 'addLayer', layer: info('R'), style: given });
    expect((findNode(s.nodes, 'lyr:R') as TocLayerNode).style).toBe(given);
  });

  it('puts a new raster or remote image layer under the vector layers, new vector layers on top', () => {
    const wms = { ...info('W', '3'), uploadTy: 'web', lyrStleCode: 'W' };
    const wfs = { ...info('F', '1'), uploadTy: 'web', lyrStleCode: 'F' };
    let s = run({ type: 'addLayer', layer: info('T1', '0') }, { type: 'addLayer', layer: info('A') }, { type: 'addLayer', layer: info('B', '2') });
    expect(keys(s)).toEqual(['lyr:B', 'lyr:A', 'lyr:T1']);
    s = tocReducer(s, { type: 'addLayer', layer: info('T2', '0') });
    expect(keys(s)).toEqual(['lyr:B', 'lyr:A', 'lyr:T2', 'lyr:T1']);
    s = tocReducer(s, { type: 'addLayer', layer: wms });
    expect(keys(s)).toEqual(['lyr:B', 'lyr:A', 'lyr:W', 'lyr:T2', 'lyr:T1']);
    s = tocReducer(s, { type: 'addLayer', layer: wfs });
    expect(keys(s)[0]).toBe('lyr:F');
    // Only rasters: a new one goes on top of them.
    expect(keys(run({ type: 'addLayer', layer: info('T1', '0') }, { type: 'addLayer', layer: info('T2', '0') }))).toEqual(['lyr:T2', 'lyr:T1']);
  });

  it('makes groups and moves layers into, inside and out of them', () => {
    let s = run({ type: 'addLayer', layer: info('A') }, { type: 'addLayer', layer: info('B') }, { type: 'addGroup', name: '기본도' });
    expect(keys(s)).toEqual(['grp:1', 'lyr:B', 'lyr:A']);
    s = tocReducer(s, { type: 'move', key: 'lyr:A', to: { groupKey: 'grp:1', index: 0 } });
    s = tocReducer(s, { type: 'move', key: 'lyr:B', to: { groupKey: 'grp:1', index: 1 } });
    expect(keys(s)).toEqual(['grp:1']);
    expect((s.nodes[0] as TocGroupNode).children.map((c) => c.key)).toEqual(['lyr:A', 'lyr:B']);
    s = tocReducer(s, { type: 'move', key: 'lyr:B', to: { groupKey: 'grp:1', index: 0 } });
    expect((s.nodes[0] as TocGroupNode).children.map((c) => c.key)).toEqual(['lyr:B', 'lyr:A']);
    s = tocReducer(s, { type: 'move', key: 'lyr:A', to: { groupKey: null, index: 5 } });
    expect(keys(s)).toEqual(['grp:1', 'lyr:A']);
    // groups are not nested
    s = tocReducer(s, { type: 'addGroup', name: '두번째' });
    const before = s;
    s = tocReducer(s, { type: 'move', key: 'grp:2', to: { groupKey: 'grp:1', index: 0 } });
    expect(s).toBe(before);
    // groups reorder at the top level
    s = tocReducer(s, { type: 'move', key: 'grp:2', to: { groupKey: null, index: 2 } });
    expect(keys(s)).toEqual(['grp:1', 'lyr:A', 'grp:2']);
  });

  it('adds a layer into a group when asked', () => {
    const s = run({ type: 'addGroup', name: 'g' }, { type: 'addLayer', layer: info('A'), groupKey: 'grp:1' });
    expect((s.nodes[0] as TocGroupNode).children.map((c) => c.key)).toEqual(['lyr:A']);
  });

  it('toggles visibility, sets opacity (clamped), renames', () => {
    let s = run({ type: 'addLayer', layer: info('A') }, { type: 'toggle', key: 'lyr:A' }, { type: 'setOpacity', key: 'lyr:A', opacity: 1.7 });
    expect(findNode(s.nodes, 'lyr:A')).toMatchObject({ visible: false, opacity: 1 });
    s = tocReducer(s, { type: 'setOpacity', key: 'lyr:A', opacity: 0.25 });
    s = tocReducer(s, { type: 'rename', key: 'lyr:A', name: '  도로  ' });
    s = tocReducer(s, { type: 'rename', key: 'lyr:A', name: '   ' });
    expect(findNode(s.nodes, 'lyr:A')).toMatchObject({ opacity: 0.25, tocNm: '도로' });
  });

  it('removes layers and whole groups, clearing the selection', () => {
    let s = run({ type: 'addLayer', layer: info('A') }, { type: 'addGroup', name: 'g' }, { type: 'addLayer', layer: info('B'), groupKey: 'grp:1' });
    expect(s.selectedKey).toBe('lyr:B');
    s = tocReducer(s, { type: 'remove', key: 'grp:1' });
    expect(keys(s)).toEqual(['lyr:A']);
    expect(s.selectedKey).toBeNull();
    s = tocReducer(s, { type: 'remove', key: 'lyr:A' });
    expect(s.nodes).toEqual([]);
  });

  it('keeps style and popup per layer; clustering only for point layers', () => {
    const style = { ...defaultLayerStyle(), kind: 'categorized' as const, column: 'kind' };
    let s = run({ type: 'addLayer', layer: info('P', '1') }, { type: 'addLayer', layer: info('L', '2') });
    s = tocReducer(s, { type: 'setStyle', key: 'lyr:P', style });
    s = tocReducer(s, { type: 'setPopup', key: 'lyr:P', popup: { enabled: true, columns: ['name'] } });
    s = tocReducer(s, { type: 'setCluster', key: 'lyr:P', cluster: true });
    s = tocReducer(s, { type: 'setCluster', key: 'lyr:L', cluster: true });
    expect(findNode(s.nodes, 'lyr:P')).toMatchObject({ style, popup: { enabled: true, columns: ['name'] }, cluster: true });
    expect(findNode(s.nodes, 'lyr:L')).toMatchObject({ cluster: false });
  });

  it('draws bottom first with group visibility and opacity applied', () => {
    let s = run({ type: 'addLayer', layer: info('A') }, { type: 'addGroup', name: 'g' }, { type: 'addLayer', layer: info('B'), groupKey: 'grp:1' });
    s = tocReducer(s, { type: 'setOpacity', key: 'grp:1', opacity: 0.5 });
    s = tocReducer(s, { type: 'setOpacity', key: 'lyr:B', opacity: 0.5 });
    s = tocReducer(s, { type: 'toggle', key: 'grp:1' });
    const drawn = drawList(s.nodes);
    expect(drawn.map((d) => [d.node.key, d.zIndex, d.visible, d.opacity])).toEqual([
      ['lyr:A', 0, true, 1],
      ['lyr:B', 1, false, 0.25],
    ]);
    expect(allLayers(s.nodes).map((n) => n.key)).toEqual(['lyr:B', 'lyr:A']);
  });

  it('takes a newer data version of a layer from live events, in groups too, never an older one', () => {
    let s = run({ type: 'addLayer', layer: info('A') }, { type: 'addGroup', name: '묶음' }, { type: 'addLayer', layer: info('B') });
    s = tocReducer(s, { type: 'move', key: 'lyr:B', to: { groupKey: s.nodes.find((n) => n.type === 'group')!.key, index: 0 } });
    const version = (state: TocState, key: string) => (findNode(state.nodes, key) as TocLayerNode).layer.dataVersion;
    const bumped = tocReducer(tocReducer(s, { type: 'dataChanged', lyrId: 'B', dataVersion: 5 }), { type: 'dataChanged', lyrId: 'A', dataVersion: 3 });
    expect(version(bumped, 'lyr:B')).toBe(5);
    expect(version(bumped, 'lyr:A')).toBe(3);
    expect(version(tocReducer(bumped, { type: 'dataChanged', lyrId: 'B', dataVersion: 4 }), 'lyr:B')).toBe(5);
    expect(tocReducer(bumped, { type: 'dataChanged', lyrId: 'Z', dataVersion: 9 }).nodes).toEqual(bumped.nodes);
  });
});
