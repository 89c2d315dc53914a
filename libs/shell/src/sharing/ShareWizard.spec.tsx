import type { ShareContentType } from '@nuri/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionOf } from '../account/session';
import { StaticSession } from '../account/session-context';
import { envelope, fakeFetch } from '../testing/fake-fetch';
import { renderWithServices } from '../testing/render-with-services';
import type { ShareEntry } from './share-api';
import { ShareButton } from './ShareButton';
import { ShareWizard, type ShareWizardProps } from './ShareWizard';

const editor = sessionOf({
  userId: 'me',
  userNm: '나편집',
  userSeCode: 11,
  insttCode: 'seoul',
  insttNm: '서울시',
});
const member = sessionOf({ userId: 'me', userNm: '나회원', userSeCode: 12, insttCode: 'seoul' });
const openBizMember = sessionOf({ userId: 'me', userNm: '나개인', userSeCode: 12, insttCode: 'openbiz' });

const paged = <T,>(content: T[]) => ({
  content,
  totalElements: content.length,
  pageIndex: 1,
  pageSize: 10,
  last: true,
});
const entry = (
  pblonsipOrdr: number,
  scope: 0 | 1 | 2 | 3,
  id: string | null,
  name: string | null,
  editPosblAt: 0 | 1 = 0,
): ShareEntry => ({
  pblonsipOrdr,
  pblonsipScopeSeCode: scope,
  pblonsipRefrnId: id,
  pblonsipRefrnNm: name,
  editPosblAt,
  ownerId: 'me',
  registerId: 'me',
  registDt: '2026-03-01T10:00:00+09:00',
});
const USERS = [
  { userId: 'kim', userNm: '김철수' },
  { userId: 'lee', userNm: '이영희' },
];
const GROUPS = [{ groupSn: 7, groupNm: '도시계획팀', memberCnt: 3 }];

type Answer = Response | ((request: Request, url: URL) => Response | Promise<Response>);

/** A fake API: 'METHOD /path' → answer; the saved list, searches and saving calls by default. */
function fakeApi(saved: ShareEntry[] = [], answers: Record<string, Answer> = {}) {
  const sent: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
  const fetch = fakeFetch(async (request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    sent.push({
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    });
    const key = `${request.method} ${url.pathname}`;
    const answer = answers[key];
    if (answer) return typeof answer === 'function' ? answer(request, url) : answer.clone();
    if (request.method === 'GET' && url.pathname.endsWith('/shares')) return envelope(200, paged(saved));
    if (key === 'GET /api/instt/seoul/constituents') {
      const name = url.searchParams.get('userNm');
      return envelope(200, paged(name ? USERS.filter((u) => u.userNm.includes(name)) : USERS));
    }
    if (key === 'GET /api/groups') return envelope(200, paged(GROUPS));
    if (request.method === 'POST') return envelope(request.url.endsWith('/shares') ? 200 : 201, []);
    if (request.method === 'DELETE') return envelope(200, null);
    return envelope(404, 'not found');
  });
  const calls = (method: string, suffix = '') =>
    sent.filter((c) => c.method === method && c.path.endsWith(suffix));
  return { fetch, sent, calls };
}

function renderWizard(
  api: ReturnType<typeof fakeApi>,
  {
    session = editor,
    ...props
  }: Partial<ShareWizardProps> & { session?: typeof editor; contentType?: ShareContentType } = {},
) {
  const onClose = jest.fn();
  const view = renderWithServices(
    <StaticSession session={session}>
      <ShareWizard contentType="map" contentId="M1" onClose={onClose} {...props} />
    </StaticSession>,
    { fetch: api.fetch },
  );
  return { ...view, onClose };
}

const wizard = () => screen.findByRole('dialog', { name: '공유 설정' });
const tabNames = async () =>
  within(await wizard())
    .findAllByRole('tab')
    .then((tabs) => tabs.map((tab) => tab.textContent));
const alertDialog = () => screen.findByRole('alertdialog');
const currentStep = () =>
  screen.getByRole('list', { name: '공유 단계' }).querySelector('[aria-current="step"]')?.textContent;

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

  it('needs the consent box for an institution share, then goes from step 1 to 3', async () => {
    const api = fakeApi();
    renderWizard(api);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('tab', { name: '기관' }));
    expect(screen.getByText('서울시의 모든 구성원이 볼 수 있도록 공유합니다.')).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('listitem')
        .filter((li) => li.closest('ol'))
        .map((li) => li.textContent),
    ).toEqual(['1 공유 범위 선택', '2 완료']);
    await user.click(screen.getByRole('button', { name: '기관 공유' }));
    const alert = await alertDialog();
    expect(alert).toHaveAccessibleName('유효성 검사');
    expect(alert).toHaveTextContent('공유하려면 동의란에 체크해야 합니다.');
    await user.click(within(alert).getByRole('button', { name: '확인' }));
    expect(api.calls('POST')).toHaveLength(0);

    await user.click(
      screen.getByRole('checkbox', {
        name: '기관의 모든 구성원이 이 콘텐츠를 볼 수 있게 되는 것에 동의합니다.',
      }),
    );
    await user.click(screen.getByRole('button', { name: '기관 공유' }));
    expect(await screen.findByText('공유 설정이 완료되었습니다.')).toBeInTheDocument();
    expect(api.calls('POST').map((c) => c.path)).toEqual(['/api/webmap/M1/shares/instt']);
  });

  it('shares a themed app with everyone once consented', async () => {
    const api = fakeApi();
    renderWizard(api, { contentType: 'theme', contentId: 'T1' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('tab', { name: '전체' }));
    await user.click(
      screen.getByRole('checkbox', { name: '누구나 이 콘텐츠를 볼 수 있게 되는 것에 동의합니다.' }),
    );
    await user.click(screen.getByRole('button', { name: '전체 공유' }));
    expect(await screen.findByText('공유 설정이 완료되었습니다.')).toBeInTheDocument();
    expect(api.calls('POST').map((c) => c.path)).toEqual(['/api/webapp/tmplat/T1/shares/all']);
  });

  it('goes back to start: reloads the saved list and returns to step 1 on the users tab', async () => {
    let saved: ShareEntry[] = [];
    const api = fakeApi([], {
      'GET /api/webmap/M1/shares': () => envelope(200, paged(saved)),
    });
    const { onClose } = renderWizard(api);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('tab', { name: '전체' }));
    await user.click(
      screen.getByRole('checkbox', { name: '누구나 이 콘텐츠를 볼 수 있게 되는 것에 동의합니다.' }),
    );
    await user.click(screen.getByRole('button', { name: '전체 공유' }));
    await screen.findByText('공유 설정이 완료되었습니다.');
    saved = [entry(9, 0, null, null), entry(8, 3, 'lee', '이영희')];

    await user.click(screen.getByRole('button', { name: '처음으로' }));
    expect(await screen.findByRole('tab', { name: '사용자(1)' })).toHaveAttribute('aria-selected', 'true');
    expect(currentStep()).toContain('공유 범위 선택');
    expect(api.calls('GET', '/shares')).toHaveLength(2);
    await user.click(screen.getByRole('tab', { name: '전체' }));
    expect(screen.getByText(/현재 전체 공유되어 있습니다/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /누구나/ })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: '공유 해제' }));
    await user.click(within(await alertDialog()).getByRole('button', { name: '공유 해제' }));
    await waitFor(() => expect(api.calls('DELETE')).toHaveLength(1));
    expect(api.calls('DELETE')[0].body).toEqual({ pblonsipOrdrList: [9] });

    expect(await screen.findByText('공유를 해제했습니다.')).toHaveAttribute('role', 'status'); // a toast
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '닫기', hidden: false }));
    expect(onClose).toHaveBeenCalled();
  });

  it('emits the selection and closes when not applied immediately', async () => {
    const api = fakeApi();
    const onEmit = jest.fn();
    const { onClose } = renderWizard(api, { applyImmediately: false, onEmit, contentId: '' });
    const user = userEvent.setup();

    const results = await screen.findByRole('region', { name: '사용자 검색 결과' });
    await user.click(await within(results).findByRole('checkbox', { name: '김철수 (kim)' }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    await user.click(screen.getByRole('button', { name: '사용자/그룹 공유' }));

    expect(onEmit).toHaveBeenCalledWith({
      scope: 3,
      targets: [{ pblonsipScopeSeCode: 3, pblonsipRefrnId: 'kim', name: '김철수', editPosblAt: 0 }],
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.calls('POST')).toHaveLength(0);
    expect(api.calls('GET', '/shares')).toHaveLength(0);
  });

  it('emits a broad scope once consented', async () => {
    const onEmit = jest.fn();
    const { onClose } = renderWizard(fakeApi(), { applyImmediately: false, onEmit });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '기관' }));
    await user.click(screen.getByRole('checkbox', { name: /동의합니다/ }));
    await user.click(screen.getByRole('button', { name: '기관 공유' }));
    expect(onEmit).toHaveBeenCalledWith({ scope: 1, targets: [] });
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's 409 text and stays on step 1", async () => {
    const api = fakeApi([], {
      'POST /api/layers/L1/shares/instt': envelope(409, '이미 기관에 공유된 레이어입니다.'),
    });
    renderWizard(api, { contentType: 'layer', contentId: 'L1' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('tab', { name: '기관' }));
    await user.click(screen.getByRole('checkbox', { name: /동의합니다/ }));
    await user.click(screen.getByRole('button', { name: '기관 공유' }));
    expect(await alertDialog()).toHaveTextContent('이미 기관에 공유된 레이어입니다.');
    expect(screen.queryByText('공유 설정이 완료되었습니다.')).not.toBeInTheDocument();
    expect(currentStep()).toContain('공유 범위 선택');
  });

  it('saves the edit-allowed flag of layer targets (a changed flag replaces the saved entry)', async () => {
    const api = fakeApi([entry(5, 3, 'kim', '김철수', 0)]);
    renderWizard(api, { contentType: 'layer', contentId: 'L1', ownerId: 'me' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('checkbox', { name: '김철수 편집 허용' }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    await user.click(screen.getByRole('button', { name: '사용자/그룹 공유' }));
    await screen.findByText('공유 설정이 완료되었습니다.');

    expect(api.calls('DELETE')[0].body).toEqual({ pblonsipOrdrList: [5], ownerId: 'me' });
    expect(api.calls('POST')[0].body).toEqual({
      shareList: [{ pblonsipScopeSeCode: 3, pblonsipRefrnId: 'kim', editPosblAt: 1 }],
    });
  });
});

describe('ShareButton', () => {
  it('is disabled until the content is saved, then opens the wizard for it', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    const view = renderWithServices(
      <StaticSession session={editor}>
        <ShareButton contentType="map" contentId={null} />
      </StaticSession>,
      { fetch: api.fetch },
    );
    expect(screen.getByRole('button', { name: '공유' })).toBeDisabled();
    view.unmount();

    renderWithServices(
      <StaticSession session={editor}>
        <ShareButton contentType="map" contentId="M7" />
      </StaticSession>,
      { fetch: api.fetch },
    );
    await user.click(screen.getByRole('button', { name: '공유' }));
    expect(await wizard()).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls('GET', '/shares').map((c) => c.path)).toEqual(['/api/webmap/M7/shares']),
    );
    await user.click(within(await wizard()).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog', { name: '공유 설정' })).not.toBeInTheDocument();
  });
});
