import { envelope } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountApi, bodyOf, MEMBER, requestsTo, storeLogin } from '../../account/testing/account-api';
import { renderApp } from '../../test/render-app';
import { myContent, paged, sentTo } from '../testing/gallery-fixtures';

jest.setTimeout(15_000);
afterEach(() => window.localStorage.clear());

const content = myContent;

const MINE = [
  content('MAP1', '내 공원 지도', { thumbnailUrl: '/api/webmap/MAP1/thumbnail?sig=a', bookmarkAt: 'Y' }),
  content('APP1', '내 하천 앱', { contentsType: 'APP', usePblonsipSeCode: '04' }),
  content('LYR1', '내 레이어', { contentsType: 'LYR' }),
];

const EDITOR = { ...MEMBER, userSeCode: 11 } as const;
const MORE = [content('MAP2', '두 번째 쪽 지도')];

function renderContents(user: typeof MEMBER = MEMBER, extra: Parameters<typeof accountApi>[0] = {}) {
  storeLogin(user);
  const fetch = accountApi(
    {
      'GET /api/mypage/contents/count': () =>
        envelope(200, { mapCnt: 4, appCnt: 2, lyrCnt: 7, sharedCnt: 3, bookmarkCnt: 5 }),
      'GET /api/mypage/contents': (request) => {
        const url = new URL(request.url);
        if (url.searchParams.get('bookmarkedOnly') === 'Y') return envelope(200, paged([MINE[0]]));
        if (url.searchParams.get('contentsSj')) return envelope(200, paged([]));
        if (url.searchParams.get('pageIndex') === '2') return envelope(200, paged(MORE, 4, true));
        return envelope(200, paged(MINE, 4, false));
      },
      'GET /api/mypage/contents/shared': () =>
        envelope(200, paged([content('MAP9', '받은 지도', { registerNm: '이편집', registerId: 'lee' })])),
      'GET /api/mypage/contents/instt': () =>
        envelope(200, paged([content('APP9', '기관 앱', { contentsType: 'APP' })])),
      'POST /api/mapgallery/request': () => envelope(201, { mapGaleReqstSn: 40 }),
      'GET /api/webmap/MAP1': () => envelope(200, { userMapId: 'MAP1', useSttusSeCode: '01' }),
      'GET /api/webmap/MAP2': () => envelope(200, { userMapId: 'MAP2', useSttusSeCode: '01' }),
      'GET /api/webapp/tmplat/APP1': () => envelope(200, { webappTmplatId: 'APP1', useSttusSeCode: '02' }),
      ...extra,
    },
    user,
  );
  renderApp({ fetch, route: '/myPage?active=myContents' });
  return fetch;
}

const listOf = (name: string) => screen.findByRole('list', { name: `${name} 목록` });

describe('/myPage?active=myContents', () => {
  it('shows the counts and my contents with their kind, scope and actions', async () => {
    const fetch = renderContents();
    expect(await screen.findByRole('link', { name: '콘텐츠 관리' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '내 정보 관리' })).not.toHaveAttribute('aria-current');

    const counts = await screen.findByRole('region', { name: '콘텐츠 현황' });
    expect((await within(counts).findByText('웹지도')).nextElementSibling).toHaveTextContent('4');
    expect(within(counts).getByText('레이어').nextElementSibling).toHaveTextContent('7');
    expect(within(counts).getByText('즐겨찾기').nextElementSibling).toHaveTextContent('5');

    const list = await listOf('내 콘텐츠');
    const park = within(list).getByRole('listitem', { name: /내 공원 지도/ });
    expect(within(park).getByText(/웹지도 · 등록자 김누리 · 수정일 2026-03-04 · 비공개/)).toBeInTheDocument();
    expect(within(park).getByLabelText('즐겨찾기한 콘텐츠')).toBeInTheDocument();
    expect(within(park).getByRole('link', { name: '열기' })).toHaveAttribute('href', '/openbiz/builder/MAP1');
    const app = within(list).getByRole('listitem', { name: /내 하천 앱/ });
    expect(within(app).getByRole('link', { name: '열기' })).toHaveAttribute('href', '/apps/APP1');
    expect(within(app).getByText(/전체 공유/)).toBeInTheDocument();
    // A member (12) manages their own contents but does not apply to the gallery (editors and admins do).
    expect(within(park).getByRole('button', { name: '사본 저장' })).toBeInTheDocument();
    expect(within(park).queryByRole('button', { name: '갤러리 신청' })).not.toBeInTheDocument();
    expect(await within(app).findByRole('combobox', { name: "'내 하천 앱' 사용 상태" })).toHaveValue('02');
    const layer = within(list).getByRole('listitem', { name: /내 레이어/ });
    expect(within(layer).queryByRole('link')).not.toBeInTheDocument();
    for (const name of ['새 지도에서 열기', '이름·설명', '다운로드', '공유', '삭제'])
      expect(within(layer).getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByText('총 4건')).toBeInTheDocument();

    // Load more: the next page joins the list, then "all data loaded".
    await userEvent.setup().click(screen.getByRole('button', { name: '더 보기' }));
    expect(await within(list).findByRole('listitem', { name: /두 번째 쪽 지도/ })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('모든 데이터를 불러왔습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
    expect(sentTo(fetch, 'GET', '/api/mypage/contents').at(-1)?.searchParams.get('pageIndex')).toBe('2');
    const [url] = sentTo(fetch, 'GET', '/api/mypage/contents');
    expect(url.searchParams.get('direction')).toBe('DESC');
    expect(url.searchParams.get('pageSize')).toBe('10');
  });

  it('filters my contents by title, type, group and bookmarks', async () => {
    const user = userEvent.setup();
    const fetch = renderContents();
    await listOf('내 콘텐츠');
    const form = screen.getByRole('form', { name: '콘텐츠 검색 조건' });
    await user.selectOptions(within(form).getByRole('combobox', { name: '종류' }), '테마지도');
    await user.type(within(form).getByRole('textbox', { name: '제목' }), '하천');
    await user.type(within(form).getByRole('textbox', { name: '그룹 이름' }), '수자원팀');
    await user.click(within(form).getByRole('checkbox', { name: '즐겨찾기만' }));
    await user.click(within(form).getByRole('button', { name: '검색' }));

    await waitFor(() => expect(sentTo(fetch, 'GET', '/api/mypage/contents')).toHaveLength(2));
    const url = sentTo(fetch, 'GET', '/api/mypage/contents')[1];
    expect(url.searchParams.get('contentsType')).toBe('APP');
    expect(url.searchParams.get('contentsSj')).toBe('하천');
    expect(url.searchParams.get('groupNm')).toBe('수자원팀');
    expect(url.searchParams.get('bookmarkedOnly')).toBe('Y');
  });

  it('shows the shared, institution and bookmark tabs from their routes', async () => {
    const user = userEvent.setup();
    const fetch = renderContents();
    await listOf('내 콘텐츠');

    await user.click(screen.getByRole('tab', { name: '공유받은 콘텐츠' }));
    const shared = await listOf('공유받은 콘텐츠');
    expect(within(shared).getByText(/등록자 이편집/)).toBeInTheDocument();
    expect(within(shared).queryByRole('button', { name: '갤러리 신청' })).not.toBeInTheDocument();
    expect(within(shared).queryByRole('button', { name: '삭제' })).not.toBeInTheDocument();
    // Shared with me by user, group or institution.
    await user.selectOptions(screen.getByRole('combobox', { name: '공유 경로' }), '그룹 공유');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(sentTo(fetch, 'GET', '/api/mypage/contents/shared').at(-1)?.searchParams.get('sharedVia')).toBe(
        'group',
      ),
    );

    await user.click(screen.getByRole('tab', { name: '기관 콘텐츠' }));
    expect(within(await listOf('기관 콘텐츠')).getByText('기관 앱')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '즐겨찾기' }));
    const bookmarks = await listOf('즐겨찾기');
    expect(within(bookmarks).getAllByRole('listitem')).toHaveLength(1);
    expect(sentTo(fetch, 'GET', '/api/mypage/contents').at(-1)?.searchParams.get('bookmarkedOnly')).toBe('Y');
    expect(sentTo(fetch, 'GET', '/api/mypage/contents/instt')).toHaveLength(1);
  });

  it('applies my map to the gallery from the list (editors)', async () => {
    const user = userEvent.setup();
    const fetch = renderContents(EDITOR);
    const park = within(await listOf('내 콘텐츠')).getByRole('listitem', { name: /내 공원 지도/ });
    await user.click(within(park).getByRole('button', { name: '갤러리 신청' }));
    const dialog = await screen.findByRole('dialog', { name: '지도 갤러리 신청' });
    await user.click(within(dialog).getByRole('button', { name: '신청' }));
    expect(
      await screen.findByText('갤러리 신청을 접수했습니다. 관리자 승인 후 공개됩니다.'),
    ).toBeInTheDocument();
    expect(await bodyOf(requestsTo(fetch, 'POST /api/mapgallery/request')[0])).toEqual({
      mapGaleSj: '내 공원 지도',
      mapGaleKndSeCode: '01',
      userMapId: 'MAP1',
      galleryType: 'instt',
    });
  });

  it('shows an empty search', async () => {
    const user = userEvent.setup();
    renderContents();
    await listOf('내 콘텐츠');
    const form = screen.getByRole('form', { name: '콘텐츠 검색 조건' });
    await user.type(within(form).getByRole('textbox', { name: '제목' }), '없음');
    await user.click(within(form).getByRole('button', { name: '검색' }));
    expect(await screen.findByText('콘텐츠가 없습니다.')).toBeInTheDocument();
  });

  it('renames a layer: a restricted word is sent only after the user confirms, with the confirm header', async () => {
    const user = userEvent.setup();
    const fetch = renderContents(MEMBER, {
      'GET /api/layers/LYR1': () => envelope(200, { lyrId: 'LYR1', lyrNm: '내 레이어', lyrDc: '설명' }),
      'PUT /api/layers/LYR1': () => envelope(200, { lyrId: 'LYR1' }),
    });
    const layer = within(await listOf('내 콘텐츠')).getByRole('listitem', { name: /내 레이어/ });
    await user.click(within(layer).getByRole('button', { name: '이름·설명' }));
    const dialog = await screen.findByRole('dialog', { name: '레이어 정보 수정' });
    const name = within(dialog).getByRole('textbox', { name: '레이어 이름' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: '설명' })).toHaveValue('설명'));

    // A banned word is refused on screen: nothing is sent.
    await user.clear(name);
    await user.type(name, 'admin 레이어');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByText("'admin'은(는) 이름에 사용할 수 없는 단어입니다.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(requestsTo(fetch, 'PUT /api/layers/LYR1')).toHaveLength(0);

    // A restricted word asks first; cancelling sends nothing, confirming sends the header.
    await user.clear(name);
    await user.type(name, '무료 레이어');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    const ask = await screen.findByRole('alertdialog', { name: /확인/ });
    expect(within(ask).getByText(/'무료'은\(는\) 사용이 제한된 단어입니다/)).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: '취소' }));
    expect(requestsTo(fetch, 'PUT /api/layers/LYR1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await user.click(await screen.findByRole('button', { name: '확인하고 사용' }));
    await waitFor(() => expect(requestsTo(fetch, 'PUT /api/layers/LYR1')).toHaveLength(1));
    const [put] = requestsTo(fetch, 'PUT /api/layers/LYR1');
    expect(put.headers.get('X-Restricted-Word-Confirm')).toBe('Y');
    expect(await bodyOf(put)).toEqual({ lyrNm: '무료 레이어', lyrDc: '설명' });
  });

  it('deletes my layer after a confirm that says what goes with it', async () => {
    const user = userEvent.setup();
    const fetch = renderContents(MEMBER, { 'DELETE /api/layers/LYR1': () => envelope(200, null) });
    const layer = within(await listOf('내 콘텐츠')).getByRole('listitem', { name: /내 레이어/ });
    await user.click(within(layer).getByRole('button', { name: '삭제' }));
    expect(
      await screen.findByText(
        /공유 설정이 함께 삭제되고, 이 레이어를 담은 웹지도와 레이어 그룹에서도 빠집니다/,
      ),
    ).toBeInTheDocument();
    const confirm = screen.getAllByRole('button', { name: '삭제' }).at(-1);
    if (!confirm) throw new Error('no confirm button');
    await user.click(confirm);
    await waitFor(() => expect(requestsTo(fetch, 'DELETE /api/layers/LYR1')).toHaveLength(1));
  });

  it('sets my map not in use: the saved map is written back with the new status', async () => {
    const user = userEvent.setup();
    const detail = {
      userMapId: 'MAP1',
      userMapSj: '내 공원 지도',
      userMapCn: null,
      userMapNcm: null,
      bcrnMapId: null,
      view: { projection: 'EPSG:4326', center: [127, 37.5], zoom: 10 },
      toc: [],
      legend: { order: ['LYR2', 'LYR1'], hidden: true },
      useSttusSeCode: '01',
    };
    const fetch = renderContents(MEMBER, {
      'GET /api/webmap/MAP1': () => envelope(200, detail),
      'PUT /api/webmap/MAP1': () => envelope(200, { ...detail, useSttusSeCode: '02' }),
    });
    const park = within(await listOf('내 콘텐츠')).getByRole('listitem', { name: /내 공원 지도/ });
    const status = await within(park).findByRole('combobox', { name: "'내 공원 지도' 사용 상태" });
    await waitFor(() => expect(status).toHaveValue('01'));
    await user.selectOptions(status, '미사용');
    await waitFor(() => expect(requestsTo(fetch, 'PUT /api/webmap/MAP1')).toHaveLength(1));
    const { useSttusSeCode, userMapSj, view, legend } = await bodyOf(requestsTo(fetch, 'PUT /api/webmap/MAP1')[0]);
    expect({ useSttusSeCode, userMapSj, view, legend }).toEqual({
      useSttusSeCode: '02',
      userMapSj: '내 공원 지도',
      view: detail.view,
      // PUT replaces the map: the legend's order and folded state are sent back too.
      legend: detail.legend,
    });
    await waitFor(() => expect(status).toHaveValue('02'));
  });

  it('saves a copy of my map under "(사본)" and opens my layer in a new map', async () => {
    const user = userEvent.setup();
    const detail = {
      userMapId: 'MAP1',
      userMapSj: '내 공원 지도',
      userMapCn: '공원',
      userMapNcm: null,
      bcrnMapId: 'OSM_STANDARD',
      view: { projection: 'EPSG:4326', center: [127, 37.5], zoom: 10 },
      toc: [],
      legend: { order: [], hidden: true },
      useSttusSeCode: '01',
    };
    const fetch = renderContents(MEMBER, {
      'GET /api/webmap/MAP1': () => envelope(200, detail),
      'POST /api/webmap': () => envelope(201, { ...detail, userMapId: 'MAP77' }),
      'GET /api/layers/LYR1/extent': () => envelope(200, { bbox: [129.0, 35.1, 129.2, 35.2] }),
    });
    const list = await listOf('내 콘텐츠');
    await user.click(
      within(within(list).getByRole('listitem', { name: /내 공원 지도/ })).getByRole('button', {
        name: '사본 저장',
      }),
    );
    expect(await screen.findByText("'내 공원 지도'의 사본을 저장했습니다.")).toBeInTheDocument();
    const copy = await bodyOf(requestsTo(fetch, 'POST /api/webmap')[0]);
    expect(copy).toMatchObject({
      userMapSj: '내 공원 지도 (사본)',
      userMapCn: '공원',
      bcrnMapId: 'OSM_STANDARD',
      view: detail.view,
      legend: { order: [], hidden: true },
    });

    await user.click(
      within(within(list).getByRole('listitem', { name: /내 레이어/ })).getByRole('button', {
        name: '새 지도에서 열기',
      }),
    );
    await waitFor(() => expect(requestsTo(fetch, 'POST /api/webmap')).toHaveLength(2));
    expect(await bodyOf(requestsTo(fetch, 'POST /api/webmap')[1])).toMatchObject({
      userMapSj: '내 레이어',
      // Opened on the layer's data (Busan here), not on the default view over Seoul.
      view: { projection: 'EPSG:4326', center: [129.1, 35.15], zoom: 12 },
      toc: [
        {
          lyrGroupSeCode: '02',
          lyrId: 'LYR1',
          tocNm: '내 레이어',
          visibleAt: 'Y',
          opacity: 1,
          clusterAt: 'N',
        },
      ],
    });
  });
});
