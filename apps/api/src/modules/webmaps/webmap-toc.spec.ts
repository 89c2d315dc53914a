import { defaultLayerStyle, WEBMAP_MAX_GROUPS, WEBMAP_MAX_LAYERS } from '@nuri/domain';
import { checkToc, tocLayers } from './webmap-toc';

const layer = (extra: Record<string, unknown> = {}) => ({ lyrGroupSeCode: '02', tocNm: '레이어', lyrId: 'l1', ...extra });
const group = (children: unknown[], extra: Record<string, unknown> = {}) => ({ lyrGroupSeCode: '01', tocNm: '그룹', children, ...extra });
const fields = (raw: unknown[]) => checkToc(raw).errors.map((e) => e.field);

describe('checkToc', () => {
  it('accepts groups of layers and fills defaults', () => {
    const style = defaultLayerStyle();
    const { entries, errors } = checkToc([group([layer({ lyrId: 'a', style, popup: { enabled: true, columns: ['name'] } })]), layer({ lyrId: 'b', tocNm: '  이름  ' })]);
    expect(errors).toEqual([]);
    expect(entries[0]).toMatchObject({ lyrGroupSeCode: '01', visibleAt: 'Y', opacity: 1, clusterAt: 'N', lyrId: null, path: 'toc[0]' });
    expect(entries[0].children[0]).toMatchObject({ lyrId: 'a', style, popup: { enabled: true, columns: ['name'] }, path: 'toc[0].children[0]' });
    expect(entries[1]).toMatchObject({ lyrId: 'b', tocNm: '이름', style: null, popup: null });
    expect(tocLayers(entries).map((e) => e.lyrId)).toEqual(['a', 'b']);
  });

  it('names every problem by its path', () => {
    expect(fields([layer({ style: { ...defaultLayerStyle(), kind: 'heatmap' } })])).toEqual(['toc[0].style.kind']);
    expect(fields([group([layer({ popup: { enabled: 1, columns: [] } })])])).toEqual(['toc[0].children[0].popup.enabled']);
    expect(fields([group([group([])])])).toEqual(['toc[0].children[0].lyrGroupSeCode']);
    expect(fields([group([], { lyrId: 'x', clusterAt: 'Y' })])).toEqual(['toc[0].lyrId', 'toc[0].clusterAt']);
    expect(fields([layer({ children: [layer()] })])).toEqual(['toc[0].children']);
    expect(fields([layer({ lyrId: '' }), layer({ opacity: -0.1 }), layer({ visibleAt: true }), layer({ extra: 1 }), 'x', layer({ lyrGroupSeCode: '2' })])).toEqual([
      'toc[0].lyrId',
      'toc[1].opacity',
      'toc[2].visibleAt',
      'toc[3].extra',
      'toc[4]',
      'toc[5].lyrGroupSeCode',
    ]);
  });

  it('ignores the read-only fields of the detail', () => {
    expect(fields([layer({ tocSn: 4, parentTocSn: null, layer: { lyrId: 'l1' } })])).toEqual([]);
  });

  it('limits layers and groups', () => {
    expect(fields(Array.from({ length: WEBMAP_MAX_LAYERS }, () => layer()))).toEqual([]);
    expect(fields(Array.from({ length: WEBMAP_MAX_LAYERS + 1 }, () => layer()))).toEqual(['toc']);
    expect(fields(Array.from({ length: WEBMAP_MAX_GROUPS + 1 }, () => group([])))).toEqual(['toc']);
  });
});
