import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  alertDialog,
  currentStep,
  entry,
  fakeApi,
  member,
  openBizMember,
  renderWizard,
  tabNames,
} from './share-wizard.fixtures';

// Steps 1 → 2 → 3 with users and groups (the broad scopes and the share button: ShareWizardScopes.spec).
describe('ShareWizard', () => {
  it('loads the saved shares first (pageSize 10000, DESC) and preselects the users and groups', async () => {
    const api = fakeApi([
      entry(5, 3, 'kim', '김철수'),
      entry(4, 2, '7', '도시계획팀'),
      entry(3, 1, 'seoul', '서울시'),
    ]);
    renderWizard(api);

    expect(await tabNames()).toEqual(['사용자(1)', '그룹(1)', '기관', '전체']);
    const list = api.calls('GET', '/shares')[0];
    expect(list.path).toBe('/api/webmap/M1/shares');
    expect(Object.fromEntries(list.query)).toEqual({ pageIndex: '1', pageSize: '10000', direction: 'DESC' });
    const selected = await screen.findByRole('region', { name: '선택한 사용자' });
    expect(within(selected).getByText('김철수 (kim)')).toBeInTheDocument();
    expect(currentStep()).toContain('공유 범위 선택');
  });

  it('offers tabs by content type, role and openBiz', async () => {
    const layer = renderWizard(fakeApi(), { contentType: 'layer', contentId: 'L1' });
    expect(await tabNames()).toEqual(['사용자(0)', '그룹(0)', '기관']);
    layer.unmount();

    const plain = renderWizard(fakeApi(), { session: member, contentType: 'theme', contentId: 'T1' });
    expect(await tabNames()).toEqual(['사용자(0)', '그룹(0)', '전체']);
    plain.unmount();

    renderWizard(fakeApi(), { session: openBizMember });
    expect(await tabNames()).toEqual(['전체']);
    expect(screen.getByRole('tab', { name: '전체' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: '전체 공유' })).toBeInTheDocument();
  });

  it("says 'no changes' when the selection is the saved one", async () => {
    const api = fakeApi([entry(5, 3, 'kim', '김철수')]);
    renderWizard(api);
    const user = userEvent.setup();
    await screen.findByText('김철수 (kim)', { selector: 'span' });

    await user.click(screen.getByRole('button', { name: '다음' }));
    const alert = await alertDialog();
    expect(alert).toHaveAccessibleName('선택 조회');
    expect(alert).toHaveTextContent('변경 사항이 없습니다.');
    await user.click(within(alert).getByRole('button', { name: '확인' }));
    expect(currentStep()).toContain('공유 범위 선택');
  });

  it('searches my institution without me, checks the selection and shares (steps 1 → 2 → 3)', async () => {
    const api = fakeApi();
    renderWizard(api);
    const user = userEvent.setup();

    const results = await screen.findByRole('region', { name: '사용자 검색 결과' });
    await user.type(screen.getByLabelText('사용자 이름'), '이영');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(within(results).queryByText('김철수 (kim)')).not.toBeInTheDocument());
    const search = api.calls('GET', '/constituents').at(-1);
    expect(search?.path).toBe('/api/instt/seoul/constituents');
    expect(search?.query.get('excludeMyId')).toBe('true');
    expect(search?.query.get('userNm')).toBe('이영');
    expect(search?.query.get('pageIndex')).toBe('1');

    await user.click(within(results).getByRole('checkbox', { name: '이영희 (lee)' }));
    expect(screen.getByRole('tab', { name: '사용자(1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '그룹(0)' }));
    const groups = await screen.findByRole('region', { name: '그룹 검색 결과' });
    await user.click(await within(groups).findByRole('checkbox', { name: '도시계획팀 (구성원 3명)' }));
    expect(screen.getByRole('tab', { name: '그룹(1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(currentStep()).toContain('선택 확인');
    const usersTable = screen.getByRole('table', { name: '사용자' });
    expect(within(usersTable).getByRole('row', { name: '이영희 lee' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: '그룹' })).getByRole('row', { name: '도시계획팀' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '이전' }));
    expect(currentStep()).toContain('공유 범위 선택');
    await user.click(screen.getByRole('button', { name: '다음' }));
    await user.click(screen.getByRole('button', { name: '사용자/그룹 공유' }));

    expect(await screen.findByText('공유 설정이 완료되었습니다.')).toBeInTheDocument();
    expect(currentStep()).toContain('완료');
    expect(api.calls('POST')).toHaveLength(1);
    expect(api.calls('POST')[0].path).toBe('/api/webmap/M1/shares');
    expect(api.calls('POST')[0].body).toEqual({
      shareList: [
        { pblonsipScopeSeCode: 3, pblonsipRefrnId: 'lee' },
        { pblonsipScopeSeCode: 2, pblonsipRefrnId: '7' },
      ],
    });
    expect(api.calls('DELETE')).toHaveLength(0);
  });

  it("shows 'no data added' for an empty list on the check step", async () => {
    renderWizard(fakeApi());
    const user = userEvent.setup();
    const results = await screen.findByRole('region', { name: '사용자 검색 결과' });
    await user.click(await within(results).findByRole('checkbox', { name: '김철수 (kim)' }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(
      within(screen.getByRole('table', { name: '그룹' })).getByText('추가된 데이터가 없습니다.'),
    ).toBeInTheDocument();
  });

  it('sends only the additions: a new user next to saved shares is added alone, the deselected one deleted, the kept group untouched', async () => {
    const api = fakeApi([entry(5, 3, 'kim', '김철수'), entry(4, 2, '7', '도시계획팀')]);
    renderWizard(api);
    const user = userEvent.setup();

    const results = await screen.findByRole('region', { name: '사용자 검색 결과' });
    await user.click(await within(results).findByRole('checkbox', { name: '이영희 (lee)' }));
    await user.click(screen.getByRole('button', { name: '김철수 선택 해제' }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    await user.click(screen.getByRole('button', { name: '사용자/그룹 공유' }));

    expect(await screen.findByText('공유 설정이 완료되었습니다.')).toBeInTheDocument();
    expect(api.calls('DELETE').map((c) => [c.path, c.body])).toEqual([
      ['/api/webmap/M1/shares', { pblonsipOrdrList: [5] }],
    ]);
    // The saved group is neither deleted nor sent again.
    expect(api.calls('POST').map((c) => [c.path, c.body])).toEqual([
      ['/api/webmap/M1/shares', { shareList: [{ pblonsipScopeSeCode: 3, pblonsipRefrnId: 'lee' }] }],
    ]);
  });

  it('deletes deselected saved targets by their order numbers', async () => {
    const api = fakeApi([entry(5, 3, 'kim', '김철수'), entry(4, 2, '7', '도시계획팀')]);
    renderWizard(api);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '김철수 선택 해제' }));
    expect(screen.getByRole('tab', { name: '사용자(0)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByText('선택을 해제한 1개 대상의 공유는 삭제됩니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '사용자/그룹 공유' }));

    expect(await screen.findByText('공유 설정이 완료되었습니다.')).toBeInTheDocument();
    expect(api.calls('DELETE').map((c) => [c.path, c.body])).toEqual([
      ['/api/webmap/M1/shares', { pblonsipOrdrList: [5] }],
    ]);
    expect(api.calls('POST')).toHaveLength(0);
  });
});
