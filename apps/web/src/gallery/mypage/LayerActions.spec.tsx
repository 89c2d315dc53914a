import { envelope } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  accountApi,
  bodyOf,
  MEMBER,
  requestsTo,
  storeLogin,
  type Handler,
} from '../../account/testing/account-api';
import { renderApp } from '../../test/render-app';
import { myContent, paged } from '../testing/gallery-fixtures';

// My layer on my contents: clearing its description (docs/api-guide.md "Clearing an optional
// field": the edit form sends null) and publishing / republishing it (issue 19).
jest.setTimeout(20_000);
afterEach(() => window.localStorage.clear());

const LAYER = myContent('LYR1', '내 레이어', { contentsType: 'LYR' });

const detail = (extra: Record<string, unknown> = {}) => ({
  lyrId: 'LYR1',
  lyrNm: '내 레이어',
  lyrDc: '하천 시설',
  lyrTySeCode: '1',
  status: 'READY',
  publishAt: 'N',
  publishDt: null,
  ...extra,
});

function renderLayer(routes: Record<string, Handler>) {
  storeLogin(MEMBER);
  const fetch = accountApi(
    {
      'GET /api/mypage/contents/count': () =>
        envelope(200, { mapCnt: 0, appCnt: 0, lyrCnt: 1, sharedCnt: 0, bookmarkCnt: 0 }),
      'GET /api/mypage/contents': () => envelope(200, paged([LAYER])),
      ...routes,
    },
    MEMBER,
  );
  renderApp({ fetch, route: '/myPage?active=myContents' });
  return fetch;
}

const myLayer = async () =>
  within(await screen.findByRole('list', { name: '내 콘텐츠 목록' })).getByRole('listitem', {
    name: /내 레이어/,
  });

describe('my layer: clearing the description', () => {
  it('sends null for an emptied description, and the text when there is one', async () => {
    const user = userEvent.setup();
    const fetch = renderLayer({
      'GET /api/layers/LYR1': () => envelope(200, detail()),
      'PUT /api/layers/LYR1': () => envelope(200, detail({ lyrDc: null })),
    });
    await user.click(within(await myLayer()).getByRole('button', { name: '이름·설명' }));
    const dialog = await screen.findByRole('dialog', { name: '레이어 정보 수정' });
    const description = within(dialog).getByRole('textbox', { name: '설명' });
    await waitFor(() => expect(description).toHaveValue('하천 시설'));
    await user.clear(description);
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(requestsTo(fetch, 'PUT /api/layers/LYR1')).toHaveLength(1));
    expect(await bodyOf(requestsTo(fetch, 'PUT /api/layers/LYR1')[0])).toEqual({
      lyrNm: '내 레이어',
      lyrDc: null,
    });
    expect(await screen.findByText('레이어 정보를 저장했습니다.')).toBeInTheDocument();

    await user.click(within(await myLayer()).getByRole('button', { name: '이름·설명' }));
    const again = await screen.findByRole('dialog', { name: '레이어 정보 수정' });
    const field = within(again).getByRole('textbox', { name: '설명' });
    await waitFor(() => expect(field).toHaveValue('하천 시설'));
    await user.clear(field);
    await user.type(field, '새 설명');
    await user.click(within(again).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(requestsTo(fetch, 'PUT /api/layers/LYR1')).toHaveLength(2));
    expect(await bodyOf(requestsTo(fetch, 'PUT /api/layers/LYR1')[1])).toEqual({
      lyrNm: '내 레이어',
      lyrDc: '새 설명',
    });
  });
});

describe('my layer: publish and republish', () => {
  it('publishes after a confirm, says so in a toast, then offers republish', async () => {
    const user = userEvent.setup();
    let published = false;
    const fetch = renderLayer({
      'GET /api/layers/LYR1': () =>
        envelope(200, detail(published ? { publishAt: 'Y', publishDt: '2026-11-27T10:00:00+09:00' } : {})),
      'POST /api/layers/LYR1/publish': () => {
        published = true;
        return envelope(200, detail({ publishAt: 'Y', publishDt: '2026-11-27T10:00:00+09:00' }));
      },
      'POST /api/layers/LYR1/republish': () =>
        envelope(200, detail({ publishAt: 'Y', publishDt: '2026-11-28T09:00:00+09:00' })),
    });
    const layer = await myLayer();
    await user.click(await within(layer).findByRole('button', { name: '발행' }));
    const ask = await screen.findByRole('alertdialog', { name: '레이어 발행' });
    expect(within(ask).getByText(/레이어 '내 레이어'을\(를\) 발행하시겠습니까\?/)).toBeInTheDocument();
    // Cancelling sends nothing.
    await user.click(within(ask).getByRole('button', { name: '취소' }));
    expect(requestsTo(fetch, 'POST /api/layers/LYR1/publish')).toHaveLength(0);

    await user.click(within(layer).getByRole('button', { name: '발행' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '발행' }));
    expect(await screen.findByText("레이어 '내 레이어'을(를) 발행했습니다.")).toBeInTheDocument();
    expect(requestsTo(fetch, 'POST /api/layers/LYR1/publish')).toHaveLength(1);
    const republish = await within(layer).findByRole('button', { name: '재발행' });
    expect(republish).toHaveAccessibleDescription('발행됨 2026-11-27');

    await user.click(republish);
    const again = await screen.findByRole('alertdialog', { name: '레이어 재발행' });
    await user.click(within(again).getByRole('button', { name: '재발행' }));
    expect(await screen.findByText("레이어 '내 레이어'을(를) 재발행했습니다.")).toBeInTheDocument();
    expect(requestsTo(fetch, 'POST /api/layers/LYR1/republish')).toHaveLength(1);
  });

  it("shows the server's refusal titled by the action and reads the flag again", async () => {
    const user = userEvent.setup();
    let reads = 0;
    const fetch = renderLayer({
      'GET /api/layers/LYR1': () => {
        reads += 1;
        return envelope(
          200,
          detail(reads > 1 ? { publishAt: 'Y', publishDt: '2026-11-27T10:00:00+09:00' } : {}),
        );
      },
      'POST /api/layers/LYR1/publish': () =>
        envelope(409, '이미 발행된 레이어입니다. 재발행을 사용해 주세요.'),
    });
    const layer = await myLayer();
    await user.click(await within(layer).findByRole('button', { name: '발행' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '발행' }));
    const refusal = await screen.findByRole('alertdialog', { name: '레이어 발행' });
    expect(
      within(refusal).getByText('이미 발행된 레이어입니다. 재발행을 사용해 주세요.'),
    ).toBeInTheDocument();
    await user.click(within(refusal).getByRole('button', { name: '확인' }));
    expect(await within(layer).findByRole('button', { name: '재발행' })).toBeInTheDocument();
    expect(requestsTo(fetch, 'POST /api/layers/LYR1/publish')).toHaveLength(1);
  });

  it('waits for a layer still importing and offers nothing for a layer group', async () => {
    renderLayer({ 'GET /api/layers/LYR1': () => envelope(200, detail({ status: 'IMPORTING' })) });
    const layer = await myLayer();
    const button = await within(layer).findByRole('button', { name: '발행' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('데이터를 다 불러온 레이어만 발행할 수 있습니다.');
  });

  it('offers no publish for a layer group', async () => {
    const fetch = renderLayer({ 'GET /api/layers/LYR1': () => envelope(200, detail({ lyrTySeCode: '5' })) });
    const layer = await myLayer();
    await waitFor(() => expect(requestsTo(fetch, 'GET /api/layers/LYR1')).toHaveLength(1));
    await within(layer).findByRole('button', { name: '다운로드' });
    expect(within(layer).queryByRole('button', { name: '발행' })).not.toBeInTheDocument();
  });
});
