import { defaultLayerStyle, validateLayerStyle, type LayerStyle, type LyrTySeCode } from '@nuri/domain';
import { renderWithServices } from '@nuri/shell/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_MESSAGES } from '../../i18n/messages';
import { StylePanel } from './index';
import { Controlled } from './testing/controlled';
import { fakeLayerApi } from './testing/fake-layer-api';

function renderPanel(lyrTySeCode: LyrTySeCode) {
  const spy = jest.fn<void, [LayerStyle]>();
  renderWithServices(
    <Controlled initial={defaultLayerStyle()} spy={spy}>
      {(value, onChange) => <StylePanel lyrId="L1" lyrTySeCode={lyrTySeCode} value={value} onChange={onChange} />}
    </Controlled>,
    { fetch: fakeLayerApi(), messages: APP_MESSAGES },
  );
  return () => spy.mock.calls[spy.mock.calls.length - 1][0];
}

describe('style panel: heatmap and visible zooms (issue 24)', () => {
  it('turns a point layer into a heatmap weighted by a numeric column', async () => {
    const user = userEvent.setup();
    const last = renderPanel('1');
    await user.click(screen.getByRole('checkbox', { name: '점 대신 열지도로 그리기' }));
    expect(last().heatmap).toEqual({ enabled: true, weightColumn: null, radius: 15, blur: 15 });
    const weight = await screen.findByRole('combobox', { name: '가중치 컬럼' });
    await waitFor(() => expect(weight.querySelectorAll('option')).toHaveLength(2));
    await user.selectOptions(weight, 'pop');
    const radius = screen.getByRole('spinbutton', { name: '반경(px)' });
    await user.clear(radius);
    await user.type(radius, '25');
    expect(last().heatmap).toEqual({ enabled: true, weightColumn: 'pop', radius: 25, blur: 15 });
    expect(validateLayerStyle(last())).toEqual([]);
  });

  it('limits the zooms, never leaving the minimum at or above the maximum; no heatmap for polygons', async () => {
    const user = userEvent.setup();
    const last = renderPanel('3');
    expect(screen.queryByRole('checkbox', { name: '점 대신 열지도로 그리기' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '최대 줌' }), '12');
    await user.selectOptions(screen.getByRole('combobox', { name: '최소 줌' }), '8');
    expect(last()).toMatchObject({ minZoom: 8, maxZoom: 12 });
    await user.selectOptions(screen.getByRole('combobox', { name: '최소 줌' }), '14');
    expect(last()).toMatchObject({ minZoom: 14, maxZoom: null });
    expect(validateLayerStyle(last())).toEqual([]);
    await user.selectOptions(screen.getByRole('combobox', { name: '최소 줌' }), '제한 없음');
    expect(last().minZoom).toBeNull();
  });
});
