import { defaultLayerStyle } from '@nuri/domain';
import type { TocLayerInfo, WebMapDetail } from './map-types';
import { legendFromSaved, legendToSave } from './legend';
import { buildSavePayload, copyTitle, restoreFromDetail, TITLE_MAX } from './save-payload';
import { EMPTY_TOC, LAYER_PALETTE, newLayerStyle, tocReducer, type TocAction, type TocState } from './toc-state';

function info(lyrId: string, lyrTySeCode = '3'): TocLayerInfo {
  return { lyrId, lyrNm: `레이어 ${lyrId}`, lyrTySeCode, uploadTy: 'shp', lyrStleCode: null, mapUrl: null, mapUrlParamtr: null, dataVersion: 1, viewable: true };
}
const run = (...actions: TocAction[]): TocState => actions.reduce(tocReducer, EMPTY_TOC);
const categorized = {
  ...defaultLayerStyle(),
  kind: 'categorized' as const,
  column: 'kind',
  classes: [{ value: 'park', label: '공원', symbol: { ...defaultLayerStyle().base, fillColor: '#00ff00' } }],
};

describe('web map save payload and load', () => {
  const state = run(
    { type: 'addLayer', layer: info('A') },
    { type: 'addGroup', name: '그룹' },
    { type: 'addLayer', layer: info('P', '1'), groupKey: 'grp:1' },
    { type: 'setStyle', key: 'lyr:A', style: categorized },
    { type: 'setPopup', key: 'lyr:A', popup: { enabled: true, columns: ['name', 'kind'] } },
    { type: 'setCluster', key: 'lyr:P', cluster: true },
    { type: 'toggle', key: 'lyr:P' },
    { type: 'setOpacity', key: 'grp:1', opacity: 0.6666666 },
  );

  it('builds the body of POST/PUT /api/webmap per the contract, in TOC order', () => {
    const body = buildSavePayload(
      { title: '  우리 동네 지도 ', description: '' },
      'OFFLINE_WORLD',
      { projection: 'EPSG:3857', center: [14135000.12345, 4518000.98765], zoom: 15.004 },
      state.nodes,
    );
    expect(body).toEqual({
      userMapSj: '우리 동네 지도',
      userMapCn: null,
      bcrnMapId: 'OFFLINE_WORLD',
      view: { projection: 'EPSG:3857', center: [14135000.123, 4518000.988], zoom: 15 },
      toc: [
        {
          lyrGroupSeCode: '01',
          tocNm: '그룹',
          visibleAt: 'Y',
          opacity: 0.667,
          clusterAt: 'N',
          children: [
            { lyrGroupSeCode: '02', tocNm: '레이어 P', visibleAt: 'N', opacity: 1, lyrId: 'P', style: newLayerStyle({ lyrTySeCode: '1', uploadTy: 'shp', lyrStleCode: null }, LAYER_PALETTE[1]), popup: { enabled: false, columns: [] }, clusterAt: 'Y' },
          ],
        },
        { lyrGroupSeCode: '02', tocNm: '레이어 A', visibleAt: 'Y', opacity: 1, lyrId: 'A', style: categorized, popup: { enabled: true, columns: ['name', 'kind'] }, clusterAt: 'N' },
      ],
      legend: { order: [], hidden: false },
    });
  });

  it('saves the legend by layer id, without the places of removed layers, and reads it back as TOC keys', () => {
    const view = { projection: 'EPSG:5186', center: [200000, 550000], zoom: 12 };
    const body = buildSavePayload({ title: '지도', description: '' }, null, view, state.nodes, { order: ['lyr:P', 'lyr:REMOVED', 'lyr:A', 'lyr:P'], hidden: true });
    expect(body.legend).toEqual({ order: ['P', 'A'], hidden: true });
    expect(legendToSave({ order: ['grp:1', 'lyr:A'], hidden: false }, state.nodes)).toEqual({ order: ['A'], hidden: false });
    expect(legendFromSaved(body.legend)).toEqual({ order: ['lyr:P', 'lyr:A'], hidden: true });
    // A map saved before legends were kept: the TOC's order, unfolded.
    expect(legendFromSaved(undefined)).toEqual({ order: [], hidden: false });
  });

  it('refuses a projection the API does not store', () => {
    expect(() => buildSavePayload({ title: 't', description: '' }, null, { projection: 'EPSG:2097', center: [0, 0], zoom: 1 }, [])).toThrow();
  });

  it('loading a saved map restores meta, base map, view and the TOC with styles, popups, visibility, opacity', () => {
    const body = buildSavePayload({ title: '지도', description: '설명' }, 'OSM', { projection: 'EPSG:5186', center: [200000, 550000], zoom: 12 }, state.nodes);
    // The detail as the API answers it: the saved entries plus tocSn and the layer.
    const toDetail = (e: (typeof body.toc)[number], i: number): WebMapDetail['toc'][number] => ({
      tocSn: i + 1,
      lyrGroupSeCode: e.lyrGroupSeCode,
      tocNm: e.tocNm,
      visibleAt: e.visibleAt,
      opacity: e.opacity,
      clusterAt: e.clusterAt,
      style: e.style ?? null,
      popup: e.popup ?? null,
      children: (e.children ?? []).map(toDetail),
      lyrId: e.lyrId ?? null,
      layer: e.lyrId ? info(e.lyrId, e.lyrId === 'P' ? '1' : '3') : null,
    });
    const detail: WebMapDetail = {
      userMapId: 'UM1',
      userMapSj: body.userMapSj,
      userMapCn: body.userMapCn ?? null,
      insttCode: null,
      bcrnMapId: body.bcrnMapId,
      view: body.view,
      thumbnailUrl: null,
      canEdit: true,
      toc: body.toc.map(toDetail),
      legend: { order: ['A', 'P'], hidden: true },
    };
    const restored = restoreFromDetail(detail);
    expect(restored.meta).toEqual({ title: '지도', description: '설명' });
    expect(restored.bcrnMapId).toBe('OSM');
    expect(restored.view).toEqual({ projection: 'EPSG:5186', center: [200000, 550000], zoom: 12 });
    expect(restored.legend).toEqual({ order: ['lyr:A', 'lyr:P'], hidden: true });
    // Saving what was loaded gives the same body: nothing lost on the way.
    const again = buildSavePayload(restored.meta, restored.bcrnMapId, restored.view!, restored.nodes, restored.legend);
    expect(again).toEqual({ ...body, legend: { order: ['A', 'P'], hidden: true } });
  });

  it('a layer the user can no longer see stays in the TOC, marked not viewable', () => {
    const restored = restoreFromDetail({
      userMapId: 'UM2', userMapSj: 'm', userMapCn: null, insttCode: null, bcrnMapId: null, view: null, thumbnailUrl: null, canEdit: false,
      toc: [{ tocSn: 1, lyrGroupSeCode: '02', tocNm: '비공개', visibleAt: 'Y', opacity: 1, clusterAt: 'N', style: null, popup: null, children: [], lyrId: 'GONE', layer: null }],
    });
    expect(restored.nodes[0]).toMatchObject({ key: 'lyr:GONE', tocNm: '비공개', style: defaultLayerStyle(), layer: { viewable: false } });
  });
});

describe('copyTitle (save as)', () => {
  const ko = (title: string) => `${title} (사본)`;
  it('adds the copy suffix', () => {
    expect(copyTitle('공원 지도', ko)).toBe('공원 지도 (사본)');
  });
  it('shortens the original title, not the suffix, to stay within the limit', () => {
    const long = '가'.repeat(TITLE_MAX);
    const copy = copyTitle(long, ko);
    expect(copy).toHaveLength(TITLE_MAX);
    expect(copy.endsWith(' (사본)')).toBe(true);
  });
});
