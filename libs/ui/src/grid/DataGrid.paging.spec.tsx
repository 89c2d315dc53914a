import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataGrid } from './DataGrid';
import { controlledFetchPage, FakeIntersectionObserver, makeRows, renderUi, type LayerRow } from './grid-fixtures';
import { createInMemoryFetchPage } from './in-memory-pages';
import type { GridColumn } from './types';

const COLUMNS: GridColumn<LayerRow>[] = [{ id: 'lyrNm', field: 'lyrNm', title: '레이어명' }];
const LABEL = '레이어 목록';

/** Row numbers (first cell) of the grid's body rows. */
function rowNumbers(): number[] {
  const table = screen.getByRole('table', { name: LABEL });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Number(within(row).getAllByRole('cell')[0].textContent));
}

function layerNames(): string[] {
  const table = screen.getByRole('table', { name: LABEL });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent ?? '');
}

describe('DataGrid paging', () => {
  it('numbered pages: asks page by page and replaces the rows; numbers count down from the total', async () => {
    const user = userEvent.setup();
    const fetchPage = jest.fn(createInMemoryFetchPage(makeRows(250)));
    renderUi(<DataGrid label={LABEL} columns={COLUMNS} fetchPage={fetchPage} />);

    expect(await screen.findByText('Layer 250')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 10, searchNm: '', direction: 'DESC' });
    expect(rowNumbers()).toEqual([250, 249, 248, 247, 246, 245, 244, 243, 242, 241]);
    expect(screen.getByRole('status')).toHaveTextContent('총 250건');

    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    expect(await screen.findByText('Layer 240')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith({ pageIndex: 2, pageSize: 10, searchNm: '', direction: 'DESC' });
    expect(rowNumbers()).toEqual([240, 239, 238, 237, 236, 235, 234, 233, 232, 231]);
    expect(screen.queryByText('Layer 250')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '1 페이지' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: '마지막 페이지' }));
    expect(await screen.findByText('Layer 1')).toBeInTheDocument();
    expect(rowNumbers()).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(screen.getByRole('button', { name: '25 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('모든 데이터를 불러왔습니다.')).not.toBeInTheDocument();
  });

  it('load-more button: appends the next page until the last, then says all data is loaded', async () => {
    const user = userEvent.setup();
    const fetchPage = jest.fn(createInMemoryFetchPage(makeRows(25)));
    renderUi(<DataGrid label={LABEL} columns={COLUMNS} fetchPage={fetchPage} pageType="loadMoreButton" />);

    expect(await screen.findByText('Layer 25')).toBeInTheDocument();
    expect(rowNumbers()).toHaveLength(10);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '더 보기' }));
    expect(await screen.findByText('Layer 6')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith({ pageIndex: 2, pageSize: 10, searchNm: '', direction: 'DESC' });
    expect(rowNumbers()).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
    expect(screen.queryByText('모든 데이터를 불러왔습니다.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '더 보기' }));
    expect(await screen.findByText('모든 데이터를 불러왔습니다.')).toBeInTheDocument();
    expect(rowNumbers()).toEqual(Array.from({ length: 25 }, (_, i) => 25 - i));
    expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  describe('infinite scroll', () => {
    beforeEach(() => FakeIntersectionObserver.install());
    afterEach(() => FakeIntersectionObserver.uninstall());

    it('appends the next page when the end marker shows and stops with "all data loaded" at the last page', async () => {
      const pages = controlledFetchPage(makeRows(25));
      renderUi(<DataGrid label={LABEL} columns={COLUMNS} fetchPage={pages.fetchPage} pageType="infiniteScroll" />);

      expect(screen.getByText('로딩 중...')).toBeInTheDocument();
      await pages.answer();
      expect(rowNumbers()).toHaveLength(10);
      // The marker is observed inside the grid's scroll box.
      const [observer] = FakeIntersectionObserver.instances;
      expect(observer.root).toHaveClass('data-grid__scroll');
      expect(observer.targets.size).toBe(1);

      await FakeIntersectionObserver.setVisible(true);
      expect(pages.requests.map((r) => r.pageIndex)).toEqual([1, 2]);
      // Scrolled past the marker while the page loads: no further page after it lands.
      await FakeIntersectionObserver.setVisible(false);
      await pages.answer();
      expect(rowNumbers()).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
      expect(pages.waiting()).toBe(0);
      expect(screen.queryByText('모든 데이터를 불러왔습니다.')).not.toBeInTheDocument();

      await FakeIntersectionObserver.setVisible(true);
      expect(pages.requests.map((r) => r.pageIndex)).toEqual([1, 2, 3]);
      await pages.answer();
      expect(rowNumbers()).toEqual(Array.from({ length: 25 }, (_, i) => 25 - i));
      expect(screen.getByText('모든 데이터를 불러왔습니다.')).toBeInTheDocument();

      // last: true — the marker showing again asks for nothing.
      await FakeIntersectionObserver.setVisible(false);
      await FakeIntersectionObserver.setVisible(true);
      expect(pages.fetchPage).toHaveBeenCalledTimes(3);
    });

    it('keeps loading while the end marker stays visible after a page lands', async () => {
      const pages = controlledFetchPage(makeRows(25));
      renderUi(<DataGrid label={LABEL} columns={COLUMNS} fetchPage={pages.fetchPage} pageType="infiniteScroll" />);
      await pages.answer();
      await FakeIntersectionObserver.setVisible(true);
      await pages.answer();
      expect(pages.requests.map((r) => r.pageIndex)).toEqual([1, 2, 3]);
      await pages.answer();
      expect(rowNumbers()).toHaveLength(25);
      expect(pages.fetchPage).toHaveBeenCalledTimes(3);
    });
  });

  it('page-size chooser: asks page 1 with the new size', async () => {
    const user = userEvent.setup();
    const fetchPage = jest.fn(createInMemoryFetchPage(makeRows(250)));
    renderUi(<DataGrid label={LABEL} columns={COLUMNS} fetchPage={fetchPage} />);
    await screen.findByText('Layer 250');
    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    await screen.findByText('Layer 230');

    await user.selectOptions(screen.getByRole('combobox', { name: '페이지당 행 수' }), '20개씩');
    expect(await screen.findByText('Layer 231')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 20, searchNm: '', direction: 'DESC' });
    expect(rowNumbers()).toHaveLength(20);
    expect(rowNumbers()[0]).toBe(250);
  });

  it('search: cuts the text at 100 characters and starts again at page 1', async () => {
    const user = userEvent.setup();
    const fetchPage = jest.fn(createInMemoryFetchPage(makeRows(250), { searchFields: ['lyrNm'] }));
    renderUi(<DataGrid label={LABEL} columns={COLUMNS} fetchPage={fetchPage} />);
    await screen.findByText('Layer 250');
    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    await screen.findByText('Layer 240');

    const box = screen.getByRole('searchbox', { name: '검색어' });
    fireEvent.change(box, { target: { value: 'ㄱ'.repeat(150) } });
    expect(box).toHaveValue('ㄱ'.repeat(100));
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('검색 결과가 없습니다.')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 10, searchNm: 'ㄱ'.repeat(100), direction: 'DESC' });

    await user.clear(box);
    await user.type(box, 'Layer 12{Enter}');
    expect(await screen.findByText('Layer 120')).toBeInTheDocument();
    expect(layerNames()).toEqual(['Layer 129', 'Layer 128', 'Layer 127', 'Layer 126', 'Layer 125', 'Layer 124', 'Layer 123', 'Layer 122', 'Layer 121', 'Layer 120']);
    expect(screen.getByRole('status')).toHaveTextContent('총 11건');
  });

  it('honours a configured search maximum', async () => {
    const fetchPage = jest.fn(createInMemoryFetchPage(makeRows(3), { searchFields: ['lyrNm'] }));
    renderUi(<DataGrid label={LABEL} columns={COLUMNS} fetchPage={fetchPage} searchMaxLength={5} />);
    await screen.findByText('Layer 3');
    fireEvent.change(screen.getByRole('searchbox', { name: '검색어' }), { target: { value: 'abcdefgh' } });
    fireEvent.submit(screen.getByRole('search'));
    await screen.findByText('검색 결과가 없습니다.');
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ searchNm: 'abcde' }));
  });

  it('empty texts: "no data to show" by default, configurable, "no search result" when searching', async () => {
    const user = userEvent.setup();
    const { unmount } = renderUi(<DataGrid label={LABEL} columns={COLUMNS} fetchPage={createInMemoryFetchPage([])} />);
    expect(await screen.findByText('표시할 데이터가 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '1 페이지' })).not.toBeInTheDocument();
    unmount();

    renderUi(
      <DataGrid
        label={LABEL}
        columns={COLUMNS}
        fetchPage={createInMemoryFetchPage([], { searchFields: ['lyrNm'] })}
        emptyText="등록된 레이어가 없습니다."
        searchEmptyText="찾는 레이어가 없습니다."
      />,
    );
    expect(await screen.findByText('등록된 레이어가 없습니다.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: '검색어' }), 'x{Enter}');
    expect(await screen.findByText('찾는 레이어가 없습니다.')).toBeInTheDocument();
  });

  it('shows the loading state, then the error state with a retry', async () => {
    const user = userEvent.setup();
    const pages = controlledFetchPage(makeRows(5));
    renderUi(<DataGrid label={LABEL} columns={COLUMNS} fetchPage={pages.fetchPage} />);

    expect(screen.getByText('로딩 중...')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: LABEL })).toHaveAttribute('aria-busy', 'true');
    await pages.fail();
    expect(await screen.findByRole('alert')).toHaveTextContent('데이터를 불러오지 못했습니다.');

    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    await pages.answer();
    expect(screen.getByText('Layer 5')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: LABEL })).toHaveAttribute('aria-busy', 'false');
  });
});
