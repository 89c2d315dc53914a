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

describe('my layer: the thumbnail field', () => {
  it('refuses a file against the rules in the field, then saves each choice at once (the same file again too)', async () => {
    // The picker's accept list can be bypassed ("all files"): the dialog checks the file itself.
    const user = userEvent.setup({ applyAccept: false });
    const fetch = renderLayer({
      'GET /api/layers/LYR1': () => envelope(200, detail()),
      'POST /api/layers/LYR1/thumbnail': () => envelope(200, null),
      'PUT /api/layers/LYR1/thumbnail': () => envelope(200, null),
    });
    await user.click(within(await myLayer()).getByRole('button', { name: '이름·설명' }));
    const dialog = await screen.findByRole('dialog', { name: '레이어 정보 수정' });
    const upload = within(dialog).getByLabelText('썸네일 올리기');
    // In the page's language, with the rule read with the field.
    expect(within(dialog).getByText('파일 선택')).toBeInTheDocument();
    expect(upload).toHaveAccessibleDescription(
      '선택한 파일 없음 png, jpg, jpeg 파일(1MB 이하)을 올릴 수 있습니다.',
    );

    await user.upload(upload, new File(['GIF89a'], 'map.gif', { type: 'image/gif' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('png, jpg, jpeg 파일을 선택해 주세요.');
    expect(upload).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetch, 'POST /api/layers/LYR1/thumbnail')).toHaveLength(0);

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'thumb.png', { type: 'image/png' });
    await user.upload(upload, png);
    expect(await within(dialog).findByText('썸네일이 있습니다.')).toBeInTheDocument();
    expect(requestsTo(fetch, 'POST /api/layers/LYR1/thumbnail')).toHaveLength(1);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    // Now a replacement, and the input was emptied: the same file is a new choice.
    const replace = within(dialog).getByLabelText('썸네일 바꾸기');
    expect(replace).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(replace).toBeEnabled());
    await user.upload(replace, png);
    await waitFor(() => expect(requestsTo(fetch, 'PUT /api/layers/LYR1/thumbnail')).toHaveLength(1));
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
