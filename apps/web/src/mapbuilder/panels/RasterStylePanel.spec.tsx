import { validateLayerStyle, defaultLayerStyle, type RasterStyle } from '@nuri/domain';
import { envelope, fakeFetch, renderWithServices } from '@nuri/shell/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_MESSAGES } from '../../i18n/messages';
import { RasterStylePanel, type RasterBand } from './index';
import { Controlled } from './testing/controlled';

const DEM_BAND: RasterBand = { band: 1, type: 'Float32', min: 20, max: 158.7, mean: 89.35, stdDev: 31.09, nodata: -9999 };

function fakeRasterApi(bands: RasterBand[] | null | 'failing') {
  return fakeFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'GET' && path === '/api/layers/R1') {
      return bands === 'failing' ? envelope(500, null, '서버 오류') : envelope(200, { lyrId: 'R1', rasterBands: bands });
    }
    return envelope(404, null, '없는 경로');
  });
}

function renderPanel(bands: RasterBand[] | null | 'failing', initial?: RasterStyle, language: 'ko' | 'en' = 'ko') {
  const spy = jest.fn<void, [RasterStyle]>();
  const onOpacity = jest.fn<void, [number]>();
  renderWithServices(
    <Controlled<RasterStyle | undefined> initial={initial} spy={(next) => spy(next as RasterStyle)}>
      {(value, onChange) => <RasterStylePanel lyrId="R1" value={value} onChange={onChange} opacity={0.8} onOpacity={onOpacity} />}
    </Controlled>,
    { fetch: fakeRasterApi(bands), messages: APP_MESSAGES, language },
  );
  return { spy, onOpacity, last: (): RasterStyle => spy.mock.calls[spy.mock.calls.length - 1][0] };
}

jest.setTimeout(90_000);

describe('RasterStylePanel', () => {
  it('a single-band raster: a ramp starts stretched over the band statistics; min, max and hillshade change the style', async () => {
    const user = userEvent.setup();
    const { last, onOpacity } = renderPanel([DEM_BAND]);
    expect(await screen.findByTestId('raster-stats', {}, { timeout: 15000 })).toHaveTextContent('밴드 1 값 범위: 20 ~ 158.7');
    expect(screen.getByRole('spinbutton', { name: '불투명도(%)' })).toHaveValue(80);
    await user.selectOptions(screen.getByRole('combobox', { name: '색상표' }), '지형');
    expect(last()).toEqual({ ramp: 'terrain', min: 20, max: 158.7, hillshade: false });
    const max = screen.getByRole('spinbutton', { name: '최댓값' });
    await user.clear(max);
    await user.type(max, '120');
    expect(last()).toEqual({ ramp: 'terrain', min: 20, max: 120, hillshade: false });
    await user.click(screen.getByRole('button', { name: '밴드 통계로 되돌리기' }));
    expect(last()).toMatchObject({ min: 20, max: 158.7 });
    await user.click(screen.getByRole('switch', { name: '음영기복(힐셰이드)' }));
    expect(last().hillshade).toBe(true);
    expect(validateLayerStyle({ ...defaultLayerStyle(), raster: last() })).toEqual([]);

    // The opacity is the TOC entry's (the builder holds it): one change gives 0–1.
    fireEvent.change(screen.getByRole('spinbutton', { name: '불투명도(%)' }), { target: { value: '45' } });
    expect(onOpacity).toHaveBeenLastCalledWith(0.45);
  });

  it('a minimum above the maximum is not taken, and says why', async () => {
    const user = userEvent.setup();
    const { spy } = renderPanel([DEM_BAND], { ramp: 'viridis', min: 20, max: 150, hillshade: false }, 'en');
    const min = await screen.findByRole('spinbutton', { name: 'Minimum' });
    await user.clear(min);
    await user.type(min, '200');
    expect(spy.mock.calls.every(([s]) => s.min === null || s.min < (s.max ?? Infinity))).toBe(true);
    expect(within(min.closest('.builder-panel__field') as HTMLElement).getByText(/Enter a number from/)).toBeInTheDocument();
  });

  it('a three-band raster is drawn in its own colours: no ramp offered', async () => {
    renderPanel([DEM_BAND, { ...DEM_BAND, band: 2 }, { ...DEM_BAND, band: 3 }]);
    expect(await screen.findByText('밴드가 3개인 래스터는 원래 색(RGB)으로 표시됩니다.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '색상표' })).toBeNull();
  });

  it('says when the statistics cannot be loaded', async () => {
    renderPanel('failing');
    expect(await screen.findByRole('alert')).toHaveTextContent('래스터의 밴드 통계를 불러오지 못했습니다.');
  });
});
