import { renderWithServices } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_MESSAGES } from '../../i18n/messages';
import { AttributeTable } from './index';
import { Controlled } from './testing/controlled';
import { FILTER_ERROR, fakeLayerApi } from './testing/fake-layer-api';

function renderTable(onSelectFeature?: (gid: number) => void) {
  const fetch = fakeLayerApi();
  renderWithServices(<AttributeTable lyrId="L1" onSelectFeature={onSelectFeature} />, { fetch, messages: APP_MESSAGES });
  const grid = () => screen.getByRole('table', { name: '속성 테이블' });
  const bodyRows = () => within(grid()).getAllByRole('row').slice(1);
  const cells = () => bodyRows().map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
  const bodies = () => fetch.attributeBodies;
  return { fetch, grid, cells, bodies };
}

describe('AttributeTable', () => {
  it('pages the attributes without geometry, with a header per attribute column', async () => {
    const { grid, cells, bodies } = renderTable();
    await waitFor(() => expect(within(grid()).getAllByRole('row')).toHaveLength(4));
    expect(within(grid()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['객체 번호 ▲', 'name', '시설 구분', 'pop']);
    expect(cells()).toEqual([
      ['1', '종로구', '공원', '150'],
      ['2', '중구', '도서관', '120'],
      ['3', '용산구', '', '230'],
    ]);
    const [first] = bodies();
    expect(first).toEqual({ pageIndex: 1, pageSize: 50, sortBy: 'ASC', excludeGeometry: true });
    expect(screen.getByText('총 3건')).toBeInTheDocument();
  });

  it('sorts by a chosen column and direction', async () => {
    const user = userEvent.setup();
    const { cells, bodies } = renderTable();
    await waitFor(() => expect(cells()).toHaveLength(3));
    await user.selectOptions(screen.getByRole('combobox', { name: '정렬 컬럼' }), 'pop');
    await waitFor(() => expect(cells().map((r) => r[0])).toEqual(['2', '1', '3']));
    await user.selectOptions(screen.getByRole('combobox', { name: '정렬 방향' }), '내림차순');
    await waitFor(() => expect(cells().map((r) => r[0])).toEqual(['3', '1', '2']));
    const sent = bodies();
    expect(sent[sent.length - 1]).toMatchObject({ sortColumnName: 'pop', sortBy: 'DESC', excludeGeometry: true });
    // A header click sorts by its column, a second one turns the direction.
    await user.click(screen.getByRole('button', { name: 'name' }));
    await waitFor(() => expect(cells().map((r) => r[0])).toEqual(['3', '1', '2']));
    expect(screen.getByRole('columnheader', { name: /name/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'name' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /name/ })).toHaveAttribute('aria-sort', 'descending'));
    expect(bodies()[bodies().length - 1]).toMatchObject({ sortColumnName: 'name', sortBy: 'DESC' });
  });

  it("applies a filter, shows the server's message inline for a bad one and keeps the rows, and clears", async () => {
    const user = userEvent.setup();
    const { cells, bodies } = renderTable();
    await waitFor(() => expect(cells()).toHaveLength(3));
    const filter = screen.getByRole('textbox', { name: '속성 조건' });
    await user.type(filter, "name = '중구'{Enter}");
    await waitFor(() => expect(cells()).toEqual([['2', '중구', '도서관', '120']]));
    expect(screen.getByText("적용된 조건: name = '중구'")).toBeInTheDocument();
    const sent = bodies();
    expect(sent[sent.length - 1]).toMatchObject({ attributeFilter: "name = '중구'", pageIndex: 1 });

    await user.clear(filter);
    await user.type(filter, "nmae = 'x'");
    await user.click(screen.getByRole('button', { name: '적용' }));
    const inline = await screen.findByText(FILTER_ERROR, { selector: '.builder-panel__error' });
    expect(inline).toHaveAttribute('role', 'alert');
    expect(filter).toHaveAttribute('aria-invalid', 'true');
    expect(filter).toHaveAccessibleDescription(FILTER_ERROR);
    // The bad filter is not used: the table still shows the last good one.
    expect(cells()).toEqual([['2', '중구', '도서관', '120']]);
    expect(screen.getByText("적용된 조건: name = '중구'")).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '초기화' }));
    expect(filter).toHaveValue('');
    expect(screen.queryByText(FILTER_ERROR, { selector: '.builder-panel__error' })).not.toBeInTheDocument();
    await waitFor(() => expect(cells()).toHaveLength(3));
  });

  it('locates a feature from its row', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    const { cells } = renderTable(onSelect);
    await waitFor(() => expect(cells()).toHaveLength(3));
    const buttons = screen.getAllByRole('button', { name: /위치/ });
    expect(buttons).toHaveLength(3);
    await user.click(buttons[1]);
    expect(onSelect).toHaveBeenCalledWith(2);
  });

  it('selects a row on click and marks the row of the feature selected elsewhere', async () => {
    const user = userEvent.setup();
    const onSelectRow = jest.fn();
    const fetch = fakeLayerApi();
    renderWithServices(
      <Controlled<number | null> initial={null} spy={onSelectRow}>
        {(value, onChange) => <AttributeTable lyrId="L1" selectedGid={value} onSelectRow={onChange} />}
      </Controlled>,
      { fetch, messages: APP_MESSAGES },
    );
    const rows = async () => within(await screen.findByRole('table', { name: '속성 테이블' })).getAllByRole('row').slice(1);
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    await user.click(within((await rows())[2]).getByText('용산구'));
    expect(onSelectRow).toHaveBeenLastCalledWith(3);
    expect((await rows()).map((r) => r.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true']);
    // Clicking the selected row again clears the selection.
    await user.click(within((await rows())[2]).getByText('용산구'));
    expect(onSelectRow).toHaveBeenLastCalledWith(null);
  });
});
