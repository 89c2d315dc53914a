import { defaultLayerStyle, validateLayerStyle, type LayerStyle, type LyrTySeCode } from '@nuri/domain';
import { renderWithServices } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_MESSAGES } from '../../i18n/messages';
import { StylePanel } from './index';
import { Controlled } from './testing/controlled';
import { fakeLayerApi } from './testing/fake-layer-api';

function renderPanel(lyrTySeCode: LyrTySeCode, initial: LayerStyle = defaultLayerStyle()) {
  const spy = jest.fn<void, [LayerStyle]>();
  renderWithServices(
    <Controlled initial={initial} spy={spy}>
      {(value, onChange) => <StylePanel lyrId="L1" lyrTySeCode={lyrTySeCode} value={value} onChange={onChange} />}
    </Controlled>,
    { fetch: fakeLayerApi(), messages: APP_MESSAGES },
  );
  return { spy, last: (): LayerStyle => spy.mock.calls[spy.mock.calls.length - 1][0] };
}

describe('StylePanel rule-based classes', () => {
  it('adds rules in the filter language and shows the parser and column messages under a rule', async () => {
    const user = userEvent.setup();
    const { last } = renderPanel('1');
    // The columns have loaded (the size column offers them).
    await screen.findByRole('option', { name: 'pop' });
    await user.click(screen.getByRole('radio', { name: '규칙 기반' }));
    // The first rule starts on the first numeric attribute column.
    const first = await screen.findByRole('textbox', { name: '규칙 1 조건식' });
    expect(first).toHaveValue('pop >= 0');
    expect(last().kind).toBe('rules');

    await user.clear(first);
    await user.type(first, 'pop >');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('속성 조건이 6번째 글자에서 끝났습니다. 조건을 마저 입력해 주세요.')).toBeInTheDocument();

    await user.clear(first);
    await user.type(first, 'nmae = 1');
    expect(screen.getByText("속성 조건의 1번째 글자: 'nmae' 컬럼이 레이어에 없습니다.")).toBeInTheDocument();

    await user.clear(first);
    await user.type(first, "pop = 'many'");
    expect(screen.getByText("속성 조건의 7번째 글자: 'pop' 컬럼(integer)에 맞지 않는 값입니다.")).toBeInTheDocument();

    await user.clear(first);
    await user.type(first, 'pop >= 100');
    expect(first).toHaveAttribute('aria-invalid', 'false');
    await user.type(screen.getByRole('textbox', { name: '규칙 1 범례 이름' }), '많음');

    await user.click(screen.getByRole('button', { name: '규칙 추가' }));
    const second = screen.getByRole('textbox', { name: '규칙 2 조건식' });
    await user.clear(second);
    await user.type(second, "\"시설 구분\" = '공원'");
    await user.click(screen.getByRole('button', { name: '규칙 2 위로' }));
    expect(last().classes.map((c) => c.filter)).toEqual(["\"시설 구분\" = '공원'", 'pop >= 100']);
    expect(validateLayerStyle(last())).toEqual([]);

    const legend = within(screen.getByRole('list', { name: '범례 미리보기' }));
    expect(legend.getAllByRole('listitem').map((li) => li.textContent)).toEqual(["\"시설 구분\" = '공원'", '많음', '기타']);
    expect(screen.getByRole('group', { name: '그 밖의 객체 기호(어느 규칙에도 맞지 않는 객체)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '규칙 1 삭제' }));
    expect(last().classes.map((c) => c.label)).toEqual(['많음']);
  });

  it('sizes point markers by a numeric column from its range on the server', async () => {
    const user = userEvent.setup();
    const { last } = renderPanel('1');
    const sizeColumn = await screen.findByRole('combobox', { name: '크기 컬럼' });
    expect(screen.getByRole('spinbutton', { name: '점 반지름(px)' })).toBeInTheDocument();
    await user.selectOptions(sizeColumn, 'pop');
    await waitFor(() => expect(last().size).toEqual({ column: 'pop', minValue: 0, maxValue: 100, minRadius: 4, maxRadius: 24 }));
    // The markers' own radius gives way to the size column.
    expect(screen.queryByRole('spinbutton', { name: '점 반지름(px)' })).not.toBeInTheDocument();
    const max = screen.getByRole('spinbutton', { name: '최대 반지름(px)' });
    await user.clear(max);
    await user.type(max, '30');
    expect(last().size?.maxRadius).toBe(30);
    expect(validateLayerStyle(last())).toEqual([]);
    await user.selectOptions(screen.getByRole('combobox', { name: '크기 컬럼' }), '');
    expect(last().size).toBeNull();
    expect(screen.getByRole('spinbutton', { name: '점 반지름(px)' })).toBeInTheDocument();
  });
});
