import { envelope } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountApi } from '../account/testing/account-api';
import { renderApp } from '../test/render-app';
import { galleryItem, paged, sentTo } from './testing/gallery-fixtures';

const ITEMS = [
  galleryItem(7, {
    mapGaleSj: '서울 공원 지도',
    mapGaleCn: '서울시 공원의 위치',
    thumbnailUrl: '/api/webmap/MAP7/thumbnail?exp=1&sig=abc',
    registDt: '2026-03-05T10:00:00+09:00',
    registerNm: '김누리',
    viewCnt: 12,
    recommendCnt: 3,
  }),
  galleryItem(8, {
    mapGaleSj: '하천 테마지도',
    mapGaleKndSeCode: '02',
    userMapId: null,
    webappTmplatId: 'APP8',
    registerNm: '이편집',
  }),
];
const COUNTS = { total: 2, map: 1, app: 1 };

function galleryApi(list: (url: URL) => Response = () => envelope(200, paged(ITEMS))) {
  return accountApi({
    'GET /api/mapgallery': (request) => list(new URL(request.url)),
    'GET /api/mapgallery/count': () => envelope(200, COUNTS),
  });
}

const cards = () => screen.findByRole('list', { name: '갤러리 목록' });

describe('map gallery (/gallery, /:insttCode/gallery)', () => {
  afterEach(() => window.localStorage.clear());

  it("shows the provider's gallery as cards: image, title, description, date, author and counts", async () => {
    const fetch = galleryApi();
    renderApp({ fetch, route: '/gallery' });

    expect(await screen.findByRole('heading', { level: 1, name: '누리지도 갤러리' })).toBeInTheDocument();
    const list = await cards();
    const park = within(list).getByRole('listitem', { name: '서울 공원 지도' });
    expect(within(park).getByRole('img', { name: '서울 공원 지도 미리보기' })).toHaveAttribute(
      'src',
      '/api/webmap/MAP7/thumbnail?exp=1&sig=abc',
    );
    expect(within(park).getByText('서울시 공원의 위치')).toBeInTheDocument();
    expect(within(park).getByText('2026-03-05')).toBeInTheDocument();
    expect(within(park).getByText('김누리')).toBeInTheDocument();
    expect(within(park).getByText('조회 12')).toBeInTheDocument();
    expect(within(park).getByText('추천 3')).toBeInTheDocument();
    expect(within(park).getByRole('link')).toHaveAttribute('href', '/gallery/7');
    const river = within(list).getByRole('listitem', { name: '하천 테마지도' });
    expect(within(river).getByText('이미지 없음')).toBeInTheDocument();
    expect(within(river).getByText('테마지도')).toBeInTheDocument();
    expect(screen.getByText('총 2건')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '웹지도 (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '전체 (2)' })).toHaveAttribute('aria-pressed', 'true');

    const [url] = sentTo(fetch, 'GET', '/api/mapgallery');
    expect(url.searchParams.get('galleryType')).toBe('product');
    expect(url.searchParams.get('insttCode')).toBeNull();
    expect(url.searchParams.get('sort')).toBe('recent');
    expect(url.searchParams.get('pageIndex')).toBe('1');
    expect(sentTo(fetch, 'GET', '/api/mapgallery/count')[0].searchParams.get('galleryType')).toBe('product');
  });

  it("shows an institution's gallery (galleryType instt) under its code", async () => {
    const fetch = galleryApi();
    renderApp({ fetch, route: '/openbiz/gallery' });

    expect(await screen.findByRole('heading', { level: 1, name: '지도 갤러리' })).toBeInTheDocument();
    const list = await cards();
    expect(within(list).getByRole('listitem', { name: '서울 공원 지도' }).querySelector('a')).toHaveAttribute(
      'href',
      '/openbiz/gallery/7',
    );
    const [url] = sentTo(fetch, 'GET', '/api/mapgallery');
    expect(url.searchParams.get('galleryType')).toBe('instt');
    expect(url.searchParams.get('insttCode')).toBe('openbiz');
  });

  it('filters by kind, searches, sorts and pages', async () => {
    const user = userEvent.setup();
    const fetch = galleryApi((url) =>
      envelope(
        200,
        paged(
          url.searchParams.get('pageIndex') === '2' ? [galleryItem(30, { mapGaleSj: '두 번째 쪽' })] : ITEMS,
          30,
          false,
        ),
      ),
    );
    renderApp({ fetch, route: '/gallery' });
    await cards();

    await user.click(await screen.findByRole('button', { name: '테마지도 (1)' }));
    await waitFor(() =>
      expect(sentTo(fetch, 'GET', '/api/mapgallery').at(-1)?.searchParams.get('mapGaleKndSeCode')).toBe('02'),
    );
    expect(screen.getByRole('button', { name: '테마지도 (1)' })).toHaveAttribute('aria-pressed', 'true');

    const search = screen.getByRole('search', { name: '갤러리 검색' });
    await user.type(within(search).getByRole('searchbox'), '공원');
    await user.click(within(search).getByRole('button'));
    await waitFor(() =>
      expect(sentTo(fetch, 'GET', '/api/mapgallery').at(-1)?.searchParams.get('searchNm')).toBe('공원'),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: '정렬' }), '추천순');
    await waitFor(() =>
      expect(sentTo(fetch, 'GET', '/api/mapgallery').at(-1)?.searchParams.get('sort')).toBe('recommends'),
    );

    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    expect(await screen.findByText('두 번째 쪽')).toBeInTheDocument();
    const last = sentTo(fetch, 'GET', '/api/mapgallery').at(-1);
    expect(last?.searchParams.get('pageIndex')).toBe('2');
    expect(last?.searchParams.get('pageSize')).toBe('12');
    // The filters are kept while paging.
    expect(last?.searchParams.get('mapGaleKndSeCode')).toBe('02');
    expect(last?.searchParams.get('searchNm')).toBe('공원');
    expect(last?.searchParams.get('sort')).toBe('recommends');
  });

  it('says so when the gallery is empty, and when a search finds nothing', async () => {
    const user = userEvent.setup();
    const fetch = galleryApi(() => envelope(200, paged([])));
    renderApp({ fetch, route: '/gallery' });

    expect(await screen.findByText('갤러리에 등록된 지도가 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '갤러리 목록' })).not.toBeInTheDocument();
    const search = screen.getByRole('search', { name: '갤러리 검색' });
    await user.type(within(search).getByRole('searchbox'), '없는 지도');
    await user.click(within(search).getByRole('button'));
    expect(await screen.findByText('검색 결과가 없습니다.')).toBeInTheDocument();
  });

  it("alerts a failed lookup titled 'gallery list lookup' and offers a retry", async () => {
    const user = userEvent.setup();
    let fail = true;
    const fetch = galleryApi(() => (fail ? envelope(500, null) : envelope(200, paged(ITEMS))));
    renderApp({ fetch, route: '/gallery' });

    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('갤러리 목록 조회')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button'));
    const problem = await screen.findByText('갤러리를 불러오지 못했습니다.');
    fail = false;
    await user.click(
      within(problem.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: '다시 시도' }),
    );
    expect(await cards()).toBeInTheDocument();
  });
});
