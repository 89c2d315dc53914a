import { DEFAULT_LABEL, validateLayerStyle, defaultLayerStyle, type LabelStyle } from '@nuri/domain';
import { renderWithServices } from '@nuri/shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_MESSAGES } from '../../i18n/messages';
import { LabelPanel } from './index';
import { Controlled } from './testing/controlled';
import { fakeLayerApi } from './testing/fake-layer-api';

function renderPanel(initial: LabelStyle = { ...DEFAULT_LABEL }, fetch = fakeLayerApi()) {
  const spy = jest.fn<void, [LabelStyle]>();
  renderWithServices(
    <Controlled initial={initial} spy={spy}>
      {(value, onChange) => <LabelPanel lyrId="L1" value={value} onChange={onChange} />}
    </Controlled>,
    { fetch, messages: APP_MESSAGES },
  );
  return { spy, last: (): LabelStyle => spy.mock.calls[spy.mock.calls.length - 1][0], fetch };
}

describe('LabelPanel', () => {
  it('switches labels on with the first text column and edits column, size, colour and halo', async () => {
    const user = userEvent.setup();
    const { last, spy } = renderPanel();
    const toggle = await screen.findByRole('switch', { name: '라벨 표시' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(last()).toEqual({ ...DEFAULT_LABEL, enabled: true, column: 'name' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');

    const column = screen.getByRole('combobox', { name: '라벨 컬럼' });
    expect(within(column).getAllByRole('option').map((o) => o.textContent)).toEqual(['컬럼을 고르세요', 'name', '시설 구분', 'pop']);
    await user.selectOptions(column, 'pop');
    expect(last().column).toBe('pop');

    const size = screen.getByRole('spinbutton', { name: '글자 크기(px)' });
    await user.clear(size);
    await user.type(size, '16');
    expect(last().fontSize).toBe(16);
    await user.clear(size);
    await user.type(size, '7');
    expect(screen.getByRole('alert')).toHaveTextContent('8에서 40 사이의 정수를 입력하세요.');
    expect(last().fontSize).toBe(16);
    await user.clear(size);
    await user.type(size, '20');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const color = screen.getByRole('textbox', { name: '글자 색' });
    await user.clear(color);
    await user.type(color, '#ff0000');
    const halo = screen.getByRole('textbox', { name: '외곽선 색' });
    await user.clear(halo);
    await user.type(halo, '#000000');
    const haloWidth = screen.getByRole('spinbutton', { name: '외곽선 두께(px)' });
    await user.clear(haloWidth);
    await user.type(haloWidth, '3');
    expect(last()).toEqual({ enabled: true, column: 'pop', fontSize: 20, color: '#ff0000', haloColor: '#000000', haloWidth: 3 });
    expect(validateLayerStyle({ ...defaultLayerStyle(), label: last() })).toEqual([]);

    await user.clear(haloWidth);
    await user.type(haloWidth, '11');
    expect(screen.getByRole('alert')).toHaveTextContent('0에서 10 사이의 숫자를 입력하세요.');
    // '1' was a valid width on the way to '11'; '11' itself was not emitted.
    expect(last().haloWidth).toBe(1);
    const calls = spy.mock.calls.length;
    await user.click(toggle);
    expect(spy.mock.calls).toHaveLength(calls + 1);
    expect(last()).toMatchObject({ enabled: false, column: 'pop', haloWidth: 1 });
  });

  it('asks for a column when labels are on without one', async () => {
    const user = userEvent.setup();
    renderPanel({ ...DEFAULT_LABEL, enabled: true, column: 'name' });
    await user.selectOptions(await screen.findByRole('combobox', { name: '라벨 컬럼' }), '컬럼을 고르세요');
    expect(screen.getByRole('alert')).toHaveTextContent('라벨로 표시할 컬럼을 고르세요.');
  });

  it('shows loading, a failure with retry, and a layer without attribute columns', async () => {
    const user = userEvent.setup();
    const fetch = fakeLayerApi({ columns: 'failing' });
    renderPanel(undefined, fetch);
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중입니다.');
    const problem = await screen.findByText('레이어의 컬럼 목록을 불러오지 못했습니다.');
    fetch.state.columns = [{ name: 'gid', kind: 'numeric', type: 'integer', nullable: false, isKey: true, isGeometry: false, geometryType: null, srid: null }];
    await user.click(within(problem.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('이 레이어에는 속성 컬럼이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
