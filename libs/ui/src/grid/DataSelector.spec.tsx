import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataSelector } from './DataSelector';
import { renderUi } from './grid-fixtures';

interface Member {
  insttCode: string;
  userId: string;
  userNm: string;
}

const MEMBERS: Member[] = [
  { insttCode: 'I1', userId: 'kim', userNm: '김민지' },
  { insttCode: 'I1', userId: 'park', userNm: '박서준' },
  { insttCode: 'I2', userId: 'kim', userNm: '김민지(타기관)' },
];

const LABEL = '구성원 선택';

function renderSelector(props: Partial<Parameters<typeof DataSelector<Member>>[0]> = {}) {
  const search = jest.fn(async (text: string) => MEMBERS.filter((m) => m.userNm.includes(text) || m.userId.includes(text)));
  const onChange = jest.fn();
  renderUi(
    <DataSelector<Member>
      label={LABEL}
      search={search}
      keyFields={['insttCode', 'userId']}
      itemLabel={(m) => `${m.userNm} (${m.userId})`}
      onChange={onChange}
      {...props}
    />,
  );
  return { search, onChange };
}

function selectedList(): HTMLElement {
  return screen.getByRole('list', { name: '추가한 데이터' });
}

describe('DataSelector', () => {
  it('shows "no added data" before anything is picked', () => {
    renderSelector();
    expect(screen.getByRole('region', { name: LABEL })).toBeInTheDocument();
    expect(screen.getByText('추가된 데이터가 없습니다.')).toBeInTheDocument();
    expect(screen.queryByText('키워드 검색 결과가 없습니다.')).not.toBeInTheDocument();
  });

  it('searches, adds, refuses a duplicate by key fields with "already added data", and removes', async () => {
    const user = userEvent.setup();
    const { search, onChange } = renderSelector();
    await user.type(screen.getByRole('searchbox', { name: '검색어' }), '김{Enter}');
    expect(search).toHaveBeenCalledWith('김');
    const results = await screen.findByRole('list', { name: '검색 결과' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: '김민지 (kim) 추가' }));
    expect(within(selectedList()).getAllByRole('listitem')).toHaveLength(1);
    expect(onChange).toHaveBeenLastCalledWith([MEMBERS[0]]);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: '김민지 (kim) 추가' }));
    expect(screen.getByRole('alert')).toHaveTextContent('이미 추가된 데이터입니다.');
    expect(within(selectedList()).getAllByRole('listitem')).toHaveLength(1);
    expect(onChange).toHaveBeenCalledTimes(1);

    // Same userId in another institution: a different item by the key fields.
    await user.click(screen.getByRole('button', { name: '김민지(타기관) (kim) 추가' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(within(selectedList()).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: '김민지 (kim) 제거' }));
    expect(within(selectedList()).getAllByRole('listitem')).toHaveLength(1);
    expect(onChange).toHaveBeenLastCalledWith([MEMBERS[2]]);
    expect(screen.getByText('추가한 데이터')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '김민지(타기관) (kim) 제거' }));
    expect(screen.getByText('추가된 데이터가 없습니다.')).toBeInTheDocument();
  });

  it('refuses an item equal on the key fields even when other fields differ', async () => {
    const user = userEvent.setup();
    renderSelector({ defaultSelected: [{ insttCode: 'I1', userId: 'park', userNm: '예전 이름' }] });
    expect(within(selectedList()).getByText('예전 이름 (park)')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: '검색어' }), 'park{Enter}');
    await user.click(await screen.findByRole('button', { name: '박서준 (park) 추가' }));
    expect(screen.getByRole('alert')).toHaveTextContent('이미 추가된 데이터입니다.');
    expect(within(selectedList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says "keyword search results none" for an empty result and cuts the search text at 100', async () => {
    const user = userEvent.setup();
    const { search } = renderSelector();
    fireEvent.change(screen.getByRole('searchbox', { name: '검색어' }), { target: { value: 'z'.repeat(120) } });
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('키워드 검색 결과가 없습니다.')).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith('z'.repeat(100));
  });
});
