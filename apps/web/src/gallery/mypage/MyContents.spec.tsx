import { envelope } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountApi, bodyOf, MEMBER, requestsTo, storeLogin } from '../../account/testing/account-api';
import { renderApp } from '../../test/render-app';
import { paged, sentTo } from '../testing/gallery-fixtures';
import type { MyContent } from './mypage-contents-api';

jest.setTimeout(15_000);
afterEach(() => window.localStorage.clear());

function content(contentsId: string, contentsSj: string, overrides: Partial<MyContent> = {}): MyContent {
  return {
    contentsId,
    contentsType: 'MAP',
    contentsSj,
    registDt: '2026-03-01T10:00:00+09:00',
    updtDt: '2026-03-04T10:00:00+09:00',
    registerId: 'kim',
    registerNm: '김누리',
    thumbnailUrl: null,
    bookmarkAt: 'N',
    usePblonsipSeCode: '01',
    insttCode: 'openbiz',
    ...overrides,
  };
}

const MINE = [
  content('MAP1', '내 공원 지도', { thumbnailUrl: '/api/webmap/MAP1/thumbnail?sig=a', bookmarkAt: 'Y' }),
  content('APP1', '내 하천 앱', { contentsType: 'APP', usePblonsipSeCode: '04' }),
  content('LYR1', '내 레이어', { contentsType: 'LYR' }),
];

function renderContents() {
  storeLogin(MEMBER);
  const fetch = accountApi(
    {
      'GET /api/mypage/contents/count': () =>
        envelope(200, { mapCnt: 4, appCnt: 2, lyrCnt: 7, sharedCnt: 3, bookmarkCnt: 5 }),
      'GET /api/mypage/contents': (request) => {
        const url = new URL(request.url);
        if (url.searchParams.get('bookmarkedOnly') === 'Y') return envelope(200, paged([MINE[0]]));
        if (url.searchParams.get('contentsSj')) return envelope(200, paged([]));
        return envelope(200, paged(MINE, 23, false));
      },
      'GET /api/mypage/contents/shared': () =>
        envelope(200, paged([content('MAP9', '받은 지도', { registerNm: '이편집', registerId: 'lee' })])),
      'GET /api/mypage/contents/instt': () =>
        envelope(200, paged([content('APP9', '기관 앱', { contentsType: 'APP' })])),
      'POST /api/mapgallery/request': () => envelope(201, { mapGaleReqstSn: 40 }),
    },
    MEMBER,
  );
  renderApp({ fetch, route: '/myPage?active=myContents' });
  return fetch;
}

const listOf = (name: string) => screen.findByRole('list', { name: `${name} 목록` });

describe('/myPage?active=myContents', () => {
  it('shows the counts and my contents with their kind, scope and actions', async () => {
    const fetch = renderContents();
    expect(screen.getByRole('link', { name: '콘텐츠 관리' })).toHaveAttribute('aria-current', 'page');
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
    const layer = within(list).getByRole('listitem', { name: /내 레이어/ });
    expect(within(layer).queryByRole('link')).not.toBeInTheDocument();
    expect(within(layer).queryByRole('button', { name: '갤러리 신청' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3 페이지' })).toBeInTheDocument();
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
    expect(screen.queryByRole('textbox', { name: '그룹 이름' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '기관 콘텐츠' }));
    expect(within(await listOf('기관 콘텐츠')).getByText('기관 앱')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '즐겨찾기' }));
    const bookmarks = await listOf('즐겨찾기');
    expect(within(bookmarks).getAllByRole('listitem')).toHaveLength(1);
    expect(sentTo(fetch, 'GET', '/api/mypage/contents').at(-1)?.searchParams.get('bookmarkedOnly')).toBe('Y');
    expect(sentTo(fetch, 'GET', '/api/mypage/contents/instt')).toHaveLength(1);
  });

  it('applies my map to the gallery from the list', async () => {
    const user = userEvent.setup();
    const fetch = renderContents();
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
});
