import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { YesNo } from '@nuri/domain';
import { DataGrid } from './DataGrid';
import { installMatchMedia, renderUi, uninstallMatchMedia } from './grid-fixtures';
import { createInMemoryFetchPage } from './in-memory-pages';
import type { GridCellEvents, GridColumn, GridRow } from './types';

interface MemberRow extends GridRow {
  uid: string;
  userNm: string;
  role: string;
  useAt: YesNo;
  memo: string;
  noticeHtml: string;
  importantAt: YesNo;
}

const LABEL = '구성원 목록';
const ROLES = [
  { value: '14', label: '기관 관리자' },
  { value: '11', label: '기관 사용자' },
];

const COLUMNS: GridColumn<MemberRow>[] = [
  { id: 'memo', field: 'memo', title: '메모', type: 'input', order: 9 },
  { id: 'userNm', field: 'userNm', title: '이름', order: 1, textAlign: 'left', colWidth: 160 },
  { id: 'role', field: 'role', title: '권한', type: 'select', items: ROLES, order: 2 },
  { id: 'useAt', field: 'useAt', title: '사용', type: 'checkbox', order: 3 },
  { id: 'notice', field: 'noticeHtml', title: '안내', type: 'templateHTML', order: 4, mobileHide: true },
  { id: 'important', field: 'importantAt', title: '중요', type: 'important', order: 5 },
  { id: 'state', title: '발행 상태', type: 'isPublish', order: 6 },
  { id: 'geometry', title: '유형', type: 'geometry', order: 7 },
  { id: 'publish', title: '발행', type: 'publishButton', order: 8 },
  { id: 'sld', title: 'SLD', type: 'sldFileUpload', order: 10 },
  { id: 'file', title: '첨부', type: 'file', order: 11 },
  { id: 'detail', title: '상세', type: 'button', text: '보기', order: 12 },
  { id: 'hidden', field: 'uid', title: '숨김', visibility: false },
];

const ROWS: MemberRow[] = [
  {
    uid: 'u3',
    userNm: '김민지',
    role: '11',
    useAt: 'Y',
    memo: '',
    noticeHtml: '<b>굵게</b><img src="x.png" alt="그림" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)" onclick="alert(4)">링크</a>',
    importantAt: 'Y',
    upperExpsrAt: 'Y',
    publish: 'Y',
    geometryType: 'MULTIPOLYGON',
    atchmnflId: 'F-1',
  },
  {
    uid: 'u2',
    userNm: '박서준',
    role: '14',
    useAt: 'N',
    memo: '관리자',
    noticeHtml: '',
    importantAt: 'N',
    isCreatman: true,
    publish: false,
    geometryType: 'POINT',
  },
  { uid: 'u1', userNm: '이도윤', role: '11', useAt: 'N', memo: '', noticeHtml: '', importantAt: 'N', publish: true, geometryType: 'CIRCLE' },
];

function renderGrid(events: GridCellEvents<MemberRow> = {}) {
  return renderUi(<DataGrid label={LABEL} columns={COLUMNS} fetchPage={createInMemoryFetchPage(ROWS)} {...events} />);
}

/** The body row whose number cell shows `n`. */
function row(n: number): HTMLElement {
  const rows = within(screen.getByRole('table', { name: LABEL })).getAllByRole('row').slice(1);
  const found = rows.find((r) => within(r).getAllByRole('cell')[0].textContent?.startsWith(String(n)));
  if (!found) throw new Error(`no row ${n}`);
  return found;
}

describe('DataGrid cells', () => {
  afterEach(() => uninstallMatchMedia());

  it('orders the columns, hides invisible ones and gives every header a column scope', async () => {
    renderGrid();
    await screen.findByText('김민지');
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      '번호', '이름', '권한', '사용', '안내', '중요', '발행 상태', '유형', '발행', '메모', 'SLD', '첨부', '상세',
    ]);
    headers.forEach((h) => expect(h).toHaveAttribute('scope', 'col'));
    expect(screen.getByRole('columnheader', { name: '이름' })).toHaveStyle({ width: '160px', textAlign: 'left' });
    expect(screen.getByRole('table', { name: LABEL })).toBeInTheDocument();
  });

  it('hides mobileHide columns at 767 px and below, shows them above', async () => {
    installMatchMedia(767);
    const { unmount } = renderGrid();
    await screen.findByText('김민지');
    expect(screen.queryByRole('columnheader', { name: '안내' })).not.toBeInTheDocument();
    expect(screen.queryByText('굵게')).not.toBeInTheDocument();
    unmount();

    installMatchMedia(768);
    renderGrid();
    await screen.findByText('김민지');
    expect(screen.getByRole('columnheader', { name: '안내' })).toBeInTheDocument();
  });

  it('templateHTML: keeps markup, strips <script>, on* handlers and javascript: links', async () => {
    renderGrid();
    const bold = await screen.findByText('굵게');
    expect(bold.tagName).toBe('B');
    const cell = bold.closest('td');
    if (!cell) throw new Error('no cell');
    expect(cell.querySelector('script')).toBeNull();
    expect(cell.innerHTML).not.toMatch(/onerror|onclick|alert/);
    expect(within(cell).getByRole('img', { name: '그림' })).not.toHaveAttribute('onerror');
    expect(within(cell).getByText('링크')).not.toHaveAttribute('href', 'javascript:alert(3)');
  });

  it('rows with isCreatman cannot change their select and checkbox; other rows can', async () => {
    renderGrid();
    await screen.findByText('박서준');
    expect(screen.getByRole('combobox', { name: '2번 행 권한' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '2번 행 사용' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: '2번 행 메모' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: '3번 행 권한' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: '3번 행 사용' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: '3번 행 사용' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '1번 행 사용' })).not.toBeChecked();
  });

  it("marks upperExpsrAt 'Y' rows as recent with a badge", async () => {
    renderGrid();
    await screen.findByText('김민지');
    expect(within(row(3)).getByText('최근')).toBeInTheDocument();
    expect(within(row(2)).queryByText('최근')).not.toBeInTheDocument();
    expect(within(row(1)).queryByText('최근')).not.toBeInTheDocument();
  });

  it('publish button says republish for a published row, publish otherwise; states and geometry follow', async () => {
    const onPublishClick = jest.fn();
    const user = userEvent.setup();
    renderGrid({ onPublishClick });
    await screen.findByText('김민지');
    expect(within(row(3)).getByRole('button', { name: '재발행 (3번 행)' })).toHaveTextContent('재발행');
    expect(within(row(2)).getByRole('button', { name: '발행 (2번 행)' })).toHaveTextContent(/^발행$/);
    expect(within(row(1)).getByRole('button', { name: '재발행 (1번 행)' })).toBeInTheDocument();
    expect(within(row(3)).getByText('발행됨')).toBeInTheDocument();
    expect(within(row(2)).getByText('미발행')).toBeInTheDocument();
    expect(within(row(3)).getByText('면')).toBeInTheDocument();
    expect(within(row(2)).getByText('점')).toBeInTheDocument();
    expect(within(row(1)).getByText('CIRCLE')).toBeInTheDocument();
    expect(within(row(3)).getByText('중요')).toBeInTheDocument();
    expect(within(row(2)).queryByText('중요')).not.toBeInTheDocument();

    await user.click(within(row(2)).getByRole('button', { name: '발행 (2번 행)' }));
    expect(onPublishClick).toHaveBeenCalledWith(ROWS[1], expect.objectContaining({ id: 'publish' }));
  });

  it('offers the SLD file upload only on published rows', async () => {
    const onFileChosen = jest.fn();
    const user = userEvent.setup();
    renderGrid({ onFileChosen });
    await screen.findByText('김민지');
    expect(within(row(2)).queryByLabelText(/SLD 파일 업로드/)).not.toBeInTheDocument();
    expect(within(row(2)).getByText('발행 후 업로드할 수 있습니다.')).toBeInTheDocument();
    expect(within(row(1)).getByLabelText('SLD 파일 업로드 (1번 행)')).toBeInTheDocument();

    const file = new File(['<sld/>'], 'style.sld', { type: 'application/xml' });
    await user.upload(within(row(3)).getByLabelText('SLD 파일 업로드 (3번 행)'), file);
    expect(onFileChosen).toHaveBeenCalledWith(ROWS[0], expect.objectContaining({ id: 'sld' }), file);
  });

  it('reports select, checkbox, input, button and file events with the row', async () => {
    const events = {
      onSelectChange: jest.fn(),
      onCheckboxChange: jest.fn(),
      onInputEdit: jest.fn(),
      onButtonClick: jest.fn(),
      onFileDownload: jest.fn(),
    };
    const user = userEvent.setup();
    renderGrid(events);
    await screen.findByText('김민지');

    await user.selectOptions(screen.getByRole('combobox', { name: '3번 행 권한' }), '기관 관리자');
    expect(events.onSelectChange).toHaveBeenCalledWith(ROWS[0], expect.objectContaining({ id: 'role' }), '14');

    await user.click(screen.getByRole('checkbox', { name: '1번 행 사용' }));
    expect(events.onCheckboxChange).toHaveBeenCalledWith(ROWS[2], expect.objectContaining({ id: 'useAt' }), true);

    await user.type(screen.getByRole('textbox', { name: '1번 행 메모' }), '새 메모{Enter}');
    expect(events.onInputEdit).toHaveBeenCalledWith(ROWS[2], expect.objectContaining({ id: 'memo' }), '새 메모');
    await user.tab();
    expect(events.onInputEdit).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: '보기 (2번 행)' }));
    expect(events.onButtonClick).toHaveBeenCalledWith(ROWS[1], expect.objectContaining({ id: 'detail' }));

    expect(within(row(2)).queryByRole('button', { name: /파일 다운로드/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '파일 다운로드 (3번 행)' }));
    expect(events.onFileDownload).toHaveBeenCalledWith(ROWS[0], expect.objectContaining({ id: 'file' }));
  });

  it('is keyboard operable: the scroll box takes focus, Tab moves into the cells, Enter presses', async () => {
    const onButtonClick = jest.fn();
    const user = userEvent.setup();
    renderGrid({ onButtonClick });
    await screen.findByText('김민지');
    await user.click(screen.getByRole('combobox', { name: '페이지당 행 수' }));
    await user.tab();
    expect(screen.getByRole('group', { name: LABEL })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('combobox', { name: '3번 행 권한' })).toHaveFocus();

    screen.getByRole('button', { name: '보기 (1번 행)' }).focus();
    await user.keyboard('{Enter}');
    expect(onButtonClick).toHaveBeenCalledWith(ROWS[2], expect.objectContaining({ id: 'detail' }));
  });

  it('speaks English through the same keys', async () => {
    renderUi(<DataGrid label={LABEL} columns={COLUMNS} fetchPage={createInMemoryFetchPage(ROWS)} />, 'en');
    await screen.findByText('김민지');
    expect(screen.getByRole('button', { name: 'Republish (row 3)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish (row 2)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '사용, row 2' })).toBeDisabled();
    expect(screen.getByText('Recent')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Total 3');
  });
});
