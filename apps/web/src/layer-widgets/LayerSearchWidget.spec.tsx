import { envelope, renderWithServices } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_MESSAGES } from '../i18n/messages';
import { LayerSearchWidget } from './LayerSearchWidget';
import { fakeLayerApi, layer, paged } from './test/fake-layer-api';

const LIST = 'GET /api/layers';

const DISTRICTS = layer('L1', '서울 자치구', { thumbnailUrl: '/api/layers/L1/thumbnail' });
const FACILITIES = layer('L2', '공공시설', {
  lyrTySeCode: '1',
  registerNm: null,
  registerId: 'lee',
  registDt: '2026-04-15T09:30:00+09:00',
});

function renderWidget(fetch: typeof globalThis.fetch, addedLyrIds: readonly string[] = []) {
  const onAdd = jest.fn();
  const view = renderWithServices(<LayerSearchWidget onAdd={onAdd} addedLyrIds={addedLyrIds} />, {
    fetch,
    messages: APP_MESSAGES,
  });
  return { ...view, onAdd, user: userEvent.setup() };
}

/** The query of each GET /api/layers sent, as a plain object. */
const queries = (api: ReturnType<typeof fakeLayerApi>) =>
  api.sent('GET', '/api/layers').map((r) => Object.fromEntries(new URL(r.url).searchParams));

const results = () => screen.findByRole('list', { name: '검색 결과' });

describe('LayerSearchWidget', () => {
  it('lists user data first, 20 a page from page 1, with thumbnail, name, type, owner and date', async () => {
    const api = fakeLayerApi({
      [LIST]: paged([DISTRICTS, FACILITIES], 2),
      'GET /api/layers/L1/thumbnail': () =>
        new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } }),
    });
    // The thumbnail route checks the bearer token: the widget fetches the image and shows it from an object URL.
    URL.createObjectURL = jest.fn(() => 'blob:thumbnail-L1');
    URL.revokeObjectURL = jest.fn();
    renderWidget(api.fetch);

    const list = await results();
    expect(queries(api)).toEqual([{ pageIndex: '1', pageSize: '20', holdDataSeCode: '1' }]);
    expect(screen.getByText('총 2건')).toBeInTheDocument();
    const districts = within(list).getByRole('listitem', { name: '서울 자치구' });
    expect(await within(districts).findByRole('img', { name: '서울 자치구 썸네일' })).toHaveAttribute(
      'src',
      'blob:thumbnail-L1',
    );
    expect(api.sent('GET', '/api/layers/L1/thumbnail')).toHaveLength(1);
    expect(within(districts).getByText('면')).toBeInTheDocument();
    expect(within(districts).getByText('김구성 (kim)')).toBeInTheDocument();
    expect(within(districts).getByText('2026-03-01')).toBeInTheDocument();
    const facilities = within(list).getByRole('listitem', { name: '공공시설' });
    expect(within(facilities).getByText('점')).toBeInTheDocument();
    expect(within(facilities).getByText('lee')).toBeInTheDocument();
    expect(within(facilities).getByText('2026-04-15')).toBeInTheDocument();
    expect(within(facilities).queryByRole('img')).not.toBeInTheDocument();
    expect(api.sent('GET', '/api/layers/L2/thumbnail')).toHaveLength(0);
  });

  it('sends the navigation group, type filter and search text, each from page 1', async () => {
    const api = fakeLayerApi({ [LIST]: paged([DISTRICTS], 45) });
    const { user } = renderWidget(api.fetch);
    await results();

    const groups = screen.getByRole('navigation', { name: '데이터 구분' });
    expect(
      within(groups)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['사용자 데이터', '국가공간정보']);
    expect(within(groups).getByRole('button', { name: '사용자 데이터' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const types = screen.getByRole('group', { name: '레이어 유형' });
    expect(
      within(types)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['전체', 'TIFF', '점', '선', '면', '레이어 그룹']);

    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    await waitFor(() => expect(queries(api).at(-1)).toMatchObject({ pageIndex: '3' }));

    await user.click(within(groups).getByRole('button', { name: '국가공간정보' }));
    await waitFor(() =>
      expect(queries(api).at(-1)).toEqual({ pageIndex: '1', pageSize: '20', holdDataSeCode: '9' }),
    );
    expect(within(groups).getByRole('button', { name: '국가공간정보' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(types).getByRole('button', { name: '레이어 그룹' }));
    await waitFor(() =>
      expect(queries(api).at(-1)).toEqual({
        pageIndex: '1',
        pageSize: '20',
        holdDataSeCode: '9',
        lyrTySeCode: '5',
      }),
    );
    await user.click(within(types).getByRole('button', { name: 'TIFF' }));
    await waitFor(() => expect(queries(api).at(-1)).toMatchObject({ lyrTySeCode: '0' }));

    await user.type(screen.getByRole('searchbox', { name: '레이어 검색어' }), ' 하천 ');
    await user.click(within(screen.getByRole('search')).getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(queries(api).at(-1)).toEqual({
        pageIndex: '1',
        pageSize: '20',
        holdDataSeCode: '9',
        lyrTySeCode: '0',
        searchTxt: '하천',
      }),
    );
    await user.click(within(types).getByRole('button', { name: '전체' }));
    await waitFor(() =>
      expect(queries(api).at(-1)).toEqual({
        pageIndex: '1',
        pageSize: '20',
        holdDataSeCode: '9',
        searchTxt: '하천',
      }),
    );
  });

  it('pages through the results: 45 layers make 3 pages', async () => {
    const api = fakeLayerApi({
      [LIST]: (_request: Request, url: URL) => {
        const pageIndex = Number(url.searchParams.get('pageIndex'));
        return paged([layer(`P${pageIndex}`, `${pageIndex}쪽 레이어`)], 45, pageIndex);
      },
    });
    const { user } = renderWidget(api.fetch);
    expect(await within(await results()).findByText('1쪽 레이어')).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: '페이지 이동' });
    expect(
      within(pages)
        .getAllByRole('button', { name: /^\d+ 페이지$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    await user.click(within(pages).getByRole('button', { name: '다음 페이지' }));
    expect(await screen.findByText('2쪽 레이어')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('button', { name: '마지막 페이지' }));
    expect(await screen.findByText('3쪽 레이어')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: '다음 페이지' })).toBeDisabled();
    expect(queries(api).map((q) => q.pageIndex)).toEqual(['1', '2', '3']);
  });

  it('adds a layer once: layers on the map read "added", layers still importing cannot be added', async () => {
    const importing = layer('L3', '가져오는 레이어', { status: 'IMPORTING' });
    const api = fakeLayerApi({ [LIST]: paged([DISTRICTS, FACILITIES, importing]) });
    const { user, onAdd } = renderWidget(api.fetch, ['L1']);
    const list = await results();

    const added = within(list).getByRole('button', { name: '서울 자치구 추가됨' });
    expect(added).toBeDisabled();
    expect(added).toHaveTextContent('추가됨');
    expect(within(list).getByRole('button', { name: '가져오는 레이어 추가' })).toBeDisabled();
    expect(within(list).getByText('가져오는 중')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: '공공시설 추가' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ lyrId: 'L2', lyrNm: '공공시설' }));
  });

  it('says when nothing matches', async () => {
    const api = fakeLayerApi({ [LIST]: paged([], 0) });
    renderWidget(api.fetch);
    expect(await screen.findByText('검색 결과가 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('총 0건')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '검색 결과' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).not.toBeInTheDocument();
  });

  it('shows a failed search with the server alert, and tries again', async () => {
    let fail = true;
    const api = fakeLayerApi({
      [LIST]: () => (fail ? envelope(400, '검색어는 100자까지 입력할 수 있습니다.') : paged([DISTRICTS], 1)),
    });
    const { user } = renderWidget(api.fetch);

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('검색어는 100자까지 입력할 수 있습니다.');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    const problem = screen.getByRole('alert');
    expect(problem).toHaveTextContent('레이어 목록을 불러오지 못했습니다.');

    fail = false;
    await user.click(within(problem).getByRole('button', { name: '다시 시도' }));
    expect(await within(await results()).findByText('서울 자치구')).toBeInTheDocument();
  });
});
