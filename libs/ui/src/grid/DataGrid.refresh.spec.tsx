import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataGrid } from './DataGrid';
import { installMatchMedia, renderUi, uninstallMatchMedia } from './grid-fixtures';
import { pageOfRows } from './in-memory-pages';
import type { GridColumn, GridPageRequest, GridRow } from './types';
import { useGridRefresh } from './use-grid-data';

interface LevelRow extends GridRow {
  name: string;
  level: string;
}

const COLUMNS: GridColumn<LevelRow>[] = [
  { id: 'name', field: 'name', title: '이름', type: 'string' },
  {
    id: 'level',
    field: 'level',
    title: '권한',
    type: 'select',
    items: [
      { value: 'A', label: '관리자' },
      { value: 'U', label: '사용자' },
    ],
  },
];
const GRID = ['spec', 'levels'] as const;

describe('DataGrid query key', () => {
  beforeEach(() => installMatchMedia(1440));
  afterEach(() => uninstallMatchMedia());

  it('loads again when a mutation invalidates its key, and the reloaded rows show the server values', async () => {
    const server: LevelRow[] = [{ uid: 1, name: '김누리', level: 'U' }];
    const fetchPage = jest.fn(async (request: GridPageRequest) => pageOfRows(server, request));
    let refresh: () => void = () => undefined;
    function Screen() {
      refresh = useGridRefresh(GRID);
      return <DataGrid<LevelRow> label="권한 목록" columns={COLUMNS} fetchPage={fetchPage} queryKey={[...GRID, 'x']} />;
    }
    const user = userEvent.setup();
    renderUi(<Screen />);
    const select = await screen.findByRole('combobox', { name: /1/ });
    expect(fetchPage).toHaveBeenCalledTimes(1);

    // The user picks a level the server then refuses: a reload shows the server's level again.
    await user.selectOptions(select, 'A');
    expect(select).toHaveValue('A');
    await act(async () => refresh());
    expect(fetchPage).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /1/ })).toHaveValue('U'));

    // A changed server value shows after the next reload.
    server[0] = { ...server[0], name: '이누리' };
    await act(async () => refresh());
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(3));
    expect(await screen.findByText('이누리')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });
});
