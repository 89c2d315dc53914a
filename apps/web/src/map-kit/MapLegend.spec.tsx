import { categorizedClasses, defaultLayerStyle } from '@nuri/domain';
import { envelope, fakeFetch, renderWithServices } from '@nuri/shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_MESSAGES } from '../i18n/messages';
import { legendEntries } from './legend';
import { MapLegend } from './MapLegend';
import type { TocLayerInfo } from './map-types';
import { EMPTY_TOC, tocReducer, type TocAction, type TocState } from './toc-state';

function info(lyrId: string, lyrTySeCode = '3'): TocLayerInfo {
  return { lyrId, lyrNm: `레이어 ${lyrId}`, lyrTySeCode, uploadTy: 'shp', lyrStleCode: null, mapUrl: null, mapUrlParamtr: null, dataVersion: 1, viewable: true };
}
const run = (...actions: TocAction[]): TocState => actions.reduce(tocReducer, EMPTY_TOC);

const categorized = { ...defaultLayerStyle(), kind: 'categorized' as const, column: 'k', classes: categorizedClasses(['공원', '학교']) };

describe('map legend', () => {
  it('lists visible vector layers in TOC order with a row per class and one for other values', () => {
    const s = run(
      { type: 'addLayer', layer: info('R', '0') },
      { type: 'addLayer', layer: info('A') },
      { type: 'addLayer', layer: info('B', '1') },
      { type: 'addLayer', layer: info('H', '2') },
      { type: 'toggle', key: 'lyr:H' },
      { type: 'setStyle', key: 'lyr:A', style: categorized },
    );
    const entries = legendEntries(s.nodes);
    expect(entries.map((e) => [e.title, e.geometry, e.rows.map((r) => (r.other ? 'other' : r.label))])).toEqual([
      ['레이어 B', 'point', [null]],
      ['레이어 A', 'polygon', ['공원', '학교', 'other']],
    ]);
  });

  it('is hidden and shown, and its entries move up and down', async () => {
    const user = userEvent.setup();
    const s = run({ type: 'addLayer', layer: info('A') }, { type: 'addLayer', layer: info('B', '1') }, { type: 'setStyle', key: 'lyr:A', style: categorized });
    renderWithServices(<MapLegend nodes={s.nodes} />, { fetch: fakeFetch(async () => envelope(404, null, '없음')), messages: APP_MESSAGES });
    const legend = screen.getByRole('region', { name: '범례' });
    const titles = () => within(legend).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles()).toEqual(['레이어 B', '레이어 A']);
    expect(within(within(legend).getByRole('list', { name: '레이어 A' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['공원', '학교', '기타']);

    await user.click(within(legend).getByRole('button', { name: '레이어 A 범례 위로' }));
    expect(titles()).toEqual(['레이어 A', '레이어 B']);
    expect(within(legend).getByRole('button', { name: '레이어 A 범례 위로' })).toBeDisabled();
    await user.click(within(legend).getByRole('button', { name: '레이어 A 범례 아래로' }));
    expect(titles()).toEqual(['레이어 B', '레이어 A']);

    await user.click(within(legend).getByRole('button', { name: '범례 숨기기' }));
    expect(within(legend).queryByRole('list', { name: '레이어 A' })).not.toBeInTheDocument();
    await user.click(within(legend).getByRole('button', { name: '범례 보기' }));
    expect(within(legend).getByRole('list', { name: '레이어 A' })).toBeInTheDocument();
  });

  it('opens folded in the saved order and tells the screen when the reader folds or unfolds it', async () => {
    const user = userEvent.setup();
    const s = run({ type: 'addLayer', layer: info('A') }, { type: 'addLayer', layer: info('B', '1') });
    const folded: boolean[] = [];
    const orders: string[][] = [];
    renderWithServices(
      <MapLegend nodes={s.nodes} order={['lyr:A', 'lyr:GONE']} onOrderChange={(o) => orders.push(o)} hidden onHiddenChange={(h) => folded.push(h)} />,
      { fetch: fakeFetch(async () => envelope(404, null, '없음')), messages: APP_MESSAGES },
    );
    const legend = screen.getByRole('region', { name: '범례' });
    // Saved folded: only the title and the button to unfold it.
    expect(within(legend).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    await user.click(within(legend).getByRole('button', { name: '범례 보기' }));
    expect(folded).toEqual([false]);
    // The saved order first (a key of a layer no longer on the map is passed over), the rest in TOC order.
    expect(within(legend).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['레이어 A', '레이어 B']);
    await user.click(within(legend).getByRole('button', { name: '레이어 B 범례 위로' }));
    expect(orders).toEqual([['lyr:B', 'lyr:A']]);
    await user.click(within(legend).getByRole('button', { name: '범례 숨기기' }));
    expect(folded).toEqual([false, true]);
  });

  it('shows rule names, proportional sizes and a heatmap gradient with its weight column', () => {
    const base = defaultLayerStyle();
    const rules = { ...base, kind: 'rules' as const, classes: [{ filter: 'pop >= 100', label: '', symbol: base.base }, { filter: 'pop < 100', label: '적음', symbol: base.base }] };
    const sized = { ...base, size: { column: 'pop', minValue: 0, maxValue: 100, minRadius: 4, maxRadius: 24 } };
    const heat = { ...base, heatmap: { enabled: true, weightColumn: 'pop', radius: 15, blur: 15 } };
    const s = run(
      { type: 'addLayer', layer: info('R') },
      { type: 'addLayer', layer: info('P', '1') },
      { type: 'addLayer', layer: info('H', '1') },
      { type: 'setStyle', key: 'lyr:R', style: rules },
      { type: 'setStyle', key: 'lyr:P', style: sized },
      { type: 'setStyle', key: 'lyr:H', style: heat },
    );
    const entries = legendEntries(s.nodes);
    const byTitle = Object.fromEntries(entries.map((e) => [e.title, e]));
    expect(byTitle['레이어 R'].rows.map((r) => (r.other ? 'other' : r.label))).toEqual(['pop >= 100', '적음', 'other']);
    expect(byTitle['레이어 P'].sizes?.samples).toEqual([
      { value: 100, radius: 24 },
      { value: 50, radius: 4 + 20 * Math.sqrt(0.5) },
      { value: 0, radius: 4 },
    ]);
    expect(byTitle['레이어 H'].rows).toEqual([]);
    expect(byTitle['레이어 H'].heatmap).toEqual({ weightColumn: 'pop' });

    renderWithServices(<MapLegend nodes={s.nodes} />, { fetch: fakeFetch(async () => envelope(404, null, '없음')), messages: APP_MESSAGES });
    const legend = screen.getByRole('region', { name: '범례' });
    expect(within(legend).getByText('밀도(가중치: pop)')).toBeInTheDocument();
    expect(within(legend).getByRole('img', { name: '낮음에서 높음으로 파랑, 하늘, 초록, 노랑, 빨강' })).toBeInTheDocument();
    expect(within(within(legend).getByRole('list', { name: '기호 크기: pop' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['100', '50', '0']);
  });
});
