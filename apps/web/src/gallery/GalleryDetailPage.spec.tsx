import { envelope } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountApi, MEMBER, storeLogin } from '../account/testing/account-api';
import { renderApp } from '../test/render-app';
import { galleryItem, sentTo } from './testing/gallery-fixtures';

jest.setTimeout(15_000);

function detailApi(
  state = { bookmarkAt: 'N' as 'Y' | 'N', recommendAt: 'N' as 'Y' | 'N', recommendCnt: 3, viewCnt: 12 },
  signedIn = true,
) {
  const item = () =>
    galleryItem(7, {
      mapGaleSj: '서울 공원 지도',
      mapGaleCn: '서울시 공원의 위치',
      thumbnailUrl: '/api/webmap/MAP7/thumbnail?sig=abc',
      insttCode: 'seoul',
      insttNm: '서울특별시',
      ...state,
    });
  const fetch = accountApi(
    {
      'GET /api/mapgallery/7': () => envelope(200, item()),
      'GET /api/mapgallery/9': () => envelope(404, '지도 갤러리 정보를 찾을 수 없습니다.'),
      'POST /api/mapgallery/7/view-count': () => {
        state.viewCnt += 1;
        return envelope(201, item());
      },
      'POST /api/mapgallery/7/bookmark': () => {
        state.bookmarkAt = 'Y';
        return envelope(201, item());
      },
      'DELETE /api/mapgallery/7/bookmark': () => {
        state.bookmarkAt = 'N';
        return envelope(200, item());
      },
      'POST /api/mapgallery/7/recommend': () => {
        if (state.recommendAt === 'Y') return envelope(409, '이미 추천한 콘텐츠입니다.');
        state.recommendAt = 'Y';
        state.recommendCnt += 1;
        return envelope(201, item());
      },
    },
    signedIn ? MEMBER : null,
  );
  return { fetch, state };
}

describe('gallery detail (/gallery/:mapGaleReqstSn)', () => {
  afterEach(() => window.localStorage.clear());

  it('shows the item, counts one view, and opens the map in the builder', async () => {
    const { fetch } = detailApi(undefined, false);
    renderApp({ fetch, route: '/gallery/7' });

    expect(await screen.findByRole('heading', { level: 1, name: '서울 공원 지도' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '서울 공원 지도 미리보기' })).toHaveAttribute(
      'src',
      '/api/webmap/MAP7/thumbnail?sig=abc',
    );
    expect(screen.getByText('서울시 공원의 위치')).toBeInTheDocument();
    expect(screen.getByText('서울특별시')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '지도 열기' })).toHaveAttribute('href', '/seoul/builder/MAP7');
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/gallery');
    // Anonymous visitors see no bookmark or recommend buttons.
    expect(screen.getByText('로그인하면 즐겨찾기와 추천을 할 수 있습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '추천' })).not.toBeInTheDocument();
    await waitFor(() => expect(sentTo(fetch, 'POST', '/api/mapgallery/7/view-count')).toHaveLength(1));
    // The answer carries the new count.
    expect(await screen.findByText('조회 13')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentTo(fetch, 'POST', '/api/mapgallery/7/view-count')).toHaveLength(1);
  });

  it('opens a themed app in the app viewer', async () => {
    const fetch = accountApi({
      'GET /api/mapgallery/8': () =>
        envelope(
          200,
          galleryItem(8, {
            mapGaleSj: '하천 테마지도',
            mapGaleKndSeCode: '02',
            userMapId: null,
            webappTmplatId: 'APP8',
          }),
        ),
      'POST /api/mapgallery/8/view-count': () =>
        envelope(
          201,
          galleryItem(8, {
            mapGaleSj: '하천 테마지도',
            mapGaleKndSeCode: '02',
            userMapId: null,
            webappTmplatId: 'APP8',
            viewCnt: 1,
          }),
        ),
    });
    renderApp({ fetch, route: '/openbiz/gallery/8' });
    expect(await screen.findByRole('link', { name: '테마지도 열기' })).toHaveAttribute('href', '/apps/APP8');
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/openbiz/gallery');
  });

  it('lets a member bookmark, unbookmark and recommend once (the second is refused with the 409 text)', async () => {
    const user = userEvent.setup();
    storeLogin(MEMBER);
    const { fetch } = detailApi();
    renderApp({ fetch, route: '/gallery/7' });

    await user.click(await screen.findByRole('button', { name: '즐겨찾기' }));
    expect(await screen.findByText('즐겨찾기에 추가했습니다.')).toBeInTheDocument();
    const unbookmark = await screen.findByRole('button', { name: '즐겨찾기 해제' });
    expect(unbookmark).toHaveAttribute('aria-pressed', 'true');
    await user.click(unbookmark);
    expect(await screen.findByRole('button', { name: '즐겨찾기' })).toHaveAttribute('aria-pressed', 'false');
    expect(sentTo(fetch, 'DELETE', '/api/mapgallery/7/bookmark')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: '추천' }));
    expect(await screen.findByText('추천했습니다.')).toBeInTheDocument();
    expect(await screen.findByText('추천 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '추천함' }));
    const refusal = await screen.findByRole('alertdialog');
    expect(within(refusal).getByText('추천')).toBeInTheDocument();
    expect(within(refusal).getByText('이미 추천한 콘텐츠입니다.')).toBeInTheDocument();
    expect(sentTo(fetch, 'POST', '/api/mapgallery/7/recommend')).toHaveLength(2);
  });

  it('says so when the item is not in the gallery', async () => {
    const { fetch } = detailApi(undefined, false);
    renderApp({ fetch, route: '/gallery/9' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '갤러리 항목을 찾을 수 없습니다.' }),
    ).toBeInTheDocument();
    expect(sentTo(fetch, 'POST', '/api/mapgallery/9/view-count')).toHaveLength(0);
  });
});
