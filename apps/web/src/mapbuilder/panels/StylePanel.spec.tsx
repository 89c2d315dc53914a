import { CATEGORY_PALETTE, defaultLayerStyle, validateLayerStyle, type LayerStyle, type LyrTySeCode } from '@nuri/domain';
import { renderWithServices } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_MESSAGES } from '../../i18n/messages';
import { StylePanel } from './index';
import { Controlled } from './testing/controlled';
import { fakeLayerApi, requestsOf } from './testing/fake-layer-api';

function renderPanel(lyrTySeCode: LyrTySeCode, initial: LayerStyle = defaultLayerStyle(), fetch = fakeLayerApi(), language: 'ko' | 'en' = 'ko') {
  const spy = jest.fn<void, [LayerStyle]>();
  const view = renderWithServices(
    <Controlled initial={initial} spy={spy}>
      {(value, onChange) => <StylePanel lyrId="L1" lyrTySeCode={lyrTySeCode} value={value} onChange={onChange} />}
    </Controlled>,
    { fetch, messages: APP_MESSAGES, language },
  );
  const last = (): LayerStyle => spy.mock.calls[spy.mock.calls.length - 1][0];
  return { ...view, spy, last, fetch, panel: screen.getByRole('region', { name: language === 'ko' ? '스타일' : 'Style' }) };
}

describe('StylePanel', () => {
  it('edits a polygon fill, opacity and stroke, refusing a bad colour inline', async () => {
    const user = userEvent.setup();
    const { spy, last } = renderPanel('3');
    expect(screen.queryByLabelText('점 모양')).not.toBeInTheDocument();
    const fill = screen.getByRole('textbox', { name: '채우기 색' });
    expect(fill).toHaveValue('#3388ff');

    await user.clear(fill);
    await user.type(fill, '#12');
    expect(screen.getByRole('alert')).toHaveTextContent('#과 16진수 6자리로 입력하세요 (예: #1f5fbf).');
    expect(fill).toHaveAttribute('aria-invalid', 'true');
    expect(spy).not.toHaveBeenCalled();

    await user.type(fill, 'abcd');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(last().base.fillColor).toBe('#12abcd66');

    const opacity = screen.getByRole('spinbutton', { name: '채우기 불투명도(%)' });
    expect(opacity).toHaveValue(40);
    await user.clear(opacity);
    await user.type(opacity, '100');
    expect(last().base.fillColor).toBe('#12abcd');
    await user.type(opacity, '0');
    expect(screen.getByRole('alert')).toHaveTextContent('0에서 100 사이의 정수를 입력하세요.');
    expect(last().base.fillColor).toBe('#12abcd');

    const width = screen.getByRole('spinbutton', { name: '선 두께(px)' });
    await user.clear(width);
    await user.type(width, '4.5');
    expect(last().base.strokeWidth).toBe(4.5);
    expect(validateLayerStyle(last())).toEqual([]);
    expect(within(screen.getByRole('list', { name: '범례 미리보기' })).getByText('전체')).toBeInTheDocument();
  });

  it('offers point shape and radius for points and only the stroke for lines', async () => {
    const user = userEvent.setup();
    const points = renderPanel('1');
    await user.selectOptions(screen.getByLabelText('점 모양'), '별');
    expect(points.last().base.pointShape).toBe('star');
    const radius = screen.getByRole('spinbutton', { name: '점 반지름(px)' });
    await user.clear(radius);
    await user.type(radius, '12');
    expect(points.last().base.pointRadius).toBe(12);
    points.unmount();

    renderPanel('2');
    expect(screen.queryByRole('textbox', { name: '채우기 색' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '선 색' })).toBeInTheDocument();
    expect(screen.queryByLabelText('점 모양')).not.toBeInTheDocument();
  });

  it('says that a raster layer has no style', () => {
    renderPanel('0');
    expect(screen.getByText('이 레이어 유형에는 스타일을 지정할 수 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it("categorises by a column's distinct values with a colour from the palette each", async () => {
    const user = userEvent.setup();
    const { last, fetch } = renderPanel('3');
    await user.click(screen.getByRole('radio', { name: '값별 분류' }));
    expect(last()).toMatchObject({ kind: 'categorized', column: null, classes: [] });

    const column = await screen.findByRole('combobox', { name: '분류 컬럼' });
    // Attribute columns only: neither the feature id nor the geometry.
    expect(within(column).getAllByRole('option').map((o) => o.textContent)).toEqual(['컬럼을 고르세요', 'name', '시설 구분', 'pop']);
    await user.selectOptions(column, '시설 구분');

    await waitFor(() => expect(last().classes).toHaveLength(3));
    // The most frequent values first (top N, 50 by default).
    expect(requestsOf(fetch)).toContain('GET /api/layers/L1/columns/시설 구분/values?pageIndex=1&pageSize=51&orderBy=count');
    let style = last();
    expect(style.column).toBe('시설 구분');
    expect(style.classes.map((c) => [c.value, c.label, c.symbol.fillColor])).toEqual([
      ['공원', '공원', `${CATEGORY_PALETTE[0]}66`],
      ['학교', '학교', `${CATEGORY_PALETTE[1]}66`],
      ['도서관', '도서관', `${CATEGORY_PALETTE[2]}66`],
    ]);
    expect(validateLayerStyle(style)).toEqual([]);

    // Top 2: the least frequent value falls to "other"; a qualitative ColorBrewer scheme, reversed.
    const topN = screen.getByRole('spinbutton', { name: '분류할 상위 값 개수' });
    await user.clear(topN);
    await user.type(topN, '2');
    await waitFor(() => expect(last().classes.map((c) => c.value)).toEqual(['공원', '학교']));
    expect(screen.getByText('값이 2개보다 많습니다. 많이 나오는 2개 값만 분류하고 나머지는 기타 값 기호로 표시합니다.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '색상 단계' }), '짙은 색 2');
    await waitFor(() => expect(last().classes[0].symbol.fillColor).toBe('#1b9e7766'));
    await user.click(screen.getByRole('checkbox', { name: '색 순서 뒤집기' }));
    await waitFor(() => expect(last().classes.map((c) => c.symbol.fillColor)).toEqual(['#d95f0266', '#1b9e7766']));
    await user.selectOptions(screen.getByRole('combobox', { name: '색상 단계' }), '기본 색 목록');
    await user.click(screen.getByRole('checkbox', { name: '색 순서 뒤집기' }));
    await user.clear(topN);
    await user.type(topN, '50');
    await waitFor(() => expect(last().classes).toHaveLength(3));
    style = last();
    expect(style.classes.map((c) => c.symbol.fillColor)).toEqual([`${CATEGORY_PALETTE[0]}66`, `${CATEGORY_PALETTE[1]}66`, `${CATEGORY_PALETTE[2]}66`]);

    const legend = screen.getByRole('list', { name: '범례 미리보기' });
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['공원', '학교', '도서관', '기타']);

    const park = screen.getByRole('textbox', { name: '공원 색' });
    await user.clear(park);
    await user.type(park, '#00ff00');
    expect(last().classes[0].symbol.fillColor).toBe('#00ff0066');
    await user.clear(park);
    await user.type(park, 'green');
    expect(screen.getByRole('alert')).toHaveTextContent('#과 16진수 6자리로');
    expect(last().classes[0].symbol.fillColor).toBe('#00ff0066');

    const name = screen.getByRole('textbox', { name: '도서관 범례 이름' });
    await user.clear(name);
    await user.type(name, '책');
    expect(last().classes[2]).toMatchObject({ value: '도서관', label: '책' });

    // The base symbol's opacity and stroke carry over to every class.
    const opacity = screen.getByRole('spinbutton', { name: '채우기 불투명도(%)' });
    await user.clear(opacity);
    await user.type(opacity, '80');
    expect(last().base.fillColor).toBe('#3388ffcc');
    expect(last().classes.map((c) => c.symbol.fillColor)).toEqual(['#00ff00cc', `${CATEGORY_PALETTE[1]}cc`, `${CATEGORY_PALETTE[2]}cc`]);
  });

  it('colours line classes by their stroke and says when a column has more values than classes', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 60 }, (_, i) => ({ value: `v${String(i).padStart(2, '0')}`, count: 1 }));
    const { last } = renderPanel('2', defaultLayerStyle(), fakeLayerApi({ values: { name: many } }));
    await user.click(screen.getByRole('radio', { name: '값별 분류' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: '분류 컬럼' }), 'name');
    await waitFor(() => expect(last().classes).toHaveLength(50));
    expect(screen.getByText('값이 50개보다 많습니다. 많이 나오는 50개 값만 분류하고 나머지는 기타 값 기호로 표시합니다.')).toBeInTheDocument();
    expect(last().classes[1].symbol).toEqual({ ...defaultLayerStyle().base, strokeColor: CATEGORY_PALETTE[1] });
  });

  it('shows a failed value lookup with a retry, and an empty column', async () => {
    const user = userEvent.setup();
    const fetch = fakeLayerApi({ values: { name: 'failing' } });
    const { last } = renderPanel('3', defaultLayerStyle(), fetch);
    await user.click(screen.getByRole('radio', { name: '값별 분류' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: '분류 컬럼' }), 'name');
    const problem = await screen.findByText('컬럼의 값을 불러오지 못했습니다.');
    fetch.state.values.name = [{ value: '하나', count: 1 }];
    await user.click(within(problem.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(last().classes.map((c) => c.value)).toEqual(['하나']));

    await user.selectOptions(screen.getByRole('combobox', { name: '분류 컬럼' }), 'pop');
    expect(await screen.findByText('이 컬럼에는 값이 없습니다.')).toBeInTheDocument();
    expect(last()).toMatchObject({ column: 'pop', classes: [] });
  });

  it('grades a numeric column by classes computed on the server, with a histogram and ColorBrewer ramps', async () => {
    const user = userEvent.setup();
    const { last, fetch } = renderPanel('3');
    await user.click(screen.getByRole('radio', { name: '단계 구분' }));
    const column = await screen.findByRole('combobox', { name: '분류 컬럼' });
    expect(within(column).getAllByRole('option').map((o) => o.textContent)).toEqual(['컬럼을 고르세요', 'pop']);
    await user.selectOptions(column, 'pop');

    await waitFor(() => expect(last().classes).toHaveLength(5));
    expect(requestsOf(fetch)).toContain('GET /api/layers/L1/columns/pop/classes?method=equalInterval&classCount=5');
    expect(last().classes.map((c) => [c.min, c.max])).toEqual([
      [0, 20],
      [20, 40],
      [40, 60],
      [60, 80],
      [80, 100],
    ]);
    expect(last().classes[0].symbol.fillColor).toBe('#deebf766');
    expect(last().classes[4].symbol.fillColor).toBe('#08306b66');
    expect(validateLayerStyle(last())).toEqual([]);
    expect(screen.getByText('80 이상 100 이하')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^값 분포 막대그래프: 값 7개, 최솟값 0, 최댓값 100, 경계 0, 20, 40, 60, 80, 100$/ })).toBeInTheDocument();

    const count = screen.getByRole('spinbutton', { name: '단계 수' });
    await user.clear(count);
    await user.type(count, '4');
    await waitFor(() => expect(last().classes).toHaveLength(4));
    expect(last().classes.map((c) => c.label)).toEqual(['0 – 25', '25 – 50', '50 – 75', '75 – 100']);

    await user.clear(count);
    await user.type(count, '11');
    expect(screen.getByRole('alert')).toHaveTextContent('2에서 10 사이의 정수를 입력하세요.');
    expect(last().classes).toHaveLength(4);
    await user.clear(count);
    await user.type(count, '3');

    // Natural breaks: the server's breaks at the gaps of 0 10 12 | 40 45 | 90 100.
    await user.selectOptions(screen.getByRole('combobox', { name: '분류 방법' }), '자연 구분(Jenks)');
    await waitFor(() => expect(last().classes.map((c) => [c.min, c.max])).toEqual([[0, 40], [40, 90], [90, 100]]));
    expect(requestsOf(fetch)).toContain('GET /api/layers/L1/columns/pop/classes?method=jenks&classCount=3');

    await user.selectOptions(screen.getByRole('combobox', { name: '색상 단계' }), '빨강');
    await waitFor(() => expect(last().classes[0].symbol.fillColor).toBe('#fee0d266'));
    await user.click(screen.getByRole('checkbox', { name: '색 순서 뒤집기' }));
    await waitFor(() => expect(last().classes[2].symbol.fillColor).toBe('#fee0d266'));
    await user.selectOptions(screen.getByRole('combobox', { name: '색상 단계' }), '빨강-파랑');
    await waitFor(() => expect(last().classes[0].symbol.fillColor).toBe('#05306166'));
    const legend = screen.getByRole('list', { name: '범례 미리보기' });
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['0 – 40', '40 – 90', '90 – 100', '기타']);

    await user.click(screen.getByRole('radio', { name: '단일 기호' }));
    expect(last()).toMatchObject({ kind: 'single', column: null, classes: [] });
  });

  it('says when a numeric column has no values', async () => {
    const user = userEvent.setup();
    const { last } = renderPanel('3', defaultLayerStyle(), fakeLayerApi({ numbers: {} }));
    await user.click(screen.getByRole('radio', { name: '단계 구분' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: '분류 컬럼' }), 'pop');
    expect(await screen.findByText('이 컬럼에는 숫자 값이 없습니다.')).toBeInTheDocument();
    expect(last()).toMatchObject({ kind: 'graduated', column: 'pop', classes: [] });
  });

  it('speaks English on request', async () => {
    renderPanel('3', defaultLayerStyle(), fakeLayerApi(), 'en');
    expect(screen.getByRole('radio', { name: 'Graduated' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: 'Fill colour' }));
    await user.type(screen.getByRole('textbox', { name: 'Fill colour' }), 'blue');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter # and 6 hexadecimal digits (e.g. #1f5fbf).');
  });
});
