import { envelope, renderWithServices } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountApi, bodyOf, requestsTo } from '../account/testing/account-api';
import { APP_MESSAGES } from '../i18n/messages';
import { ApplyGalleryButton } from './ApplyGalleryButton';

const MAP = { kind: 'map' as const, id: 'MAP7', title: '서울 공원 지도', description: '공원 위치' };

function renderButton(content: typeof MAP | null, answer = () => envelope(201, { mapGaleReqstSn: 31 })) {
  const fetch = accountApi({ 'POST /api/mapgallery/request': answer });
  renderWithServices(<ApplyGalleryButton content={content} />, { fetch, messages: APP_MESSAGES });
  return fetch;
}

const dialog = () => screen.findByRole('dialog', { name: '지도 갤러리 신청' });

describe('apply to the gallery', () => {
  it('is disabled until the content is saved', () => {
    renderButton(null);
    expect(screen.getByRole('button', { name: '갤러리 신청' })).toBeDisabled();
  });

  it('sends the title, description, the kind from the content and the chosen gallery', async () => {
    const user = userEvent.setup();
    const fetch = renderButton(MAP);
    await user.click(screen.getByRole('button', { name: '갤러리 신청' }));
    const form = await dialog();
    expect(within(form).getByRole('textbox', { name: '제목' })).toHaveValue('서울 공원 지도');
    expect(within(form).getByRole('textbox', { name: '종류' })).toHaveValue('웹지도');
    await user.type(within(form).getByRole('textbox', { name: '설명' }), '와 산책로');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: '신청할 갤러리' }),
      '누리지도 갤러리',
    );
    await user.click(within(form).getByRole('button', { name: '신청' }));

    expect(
      await screen.findByText('갤러리 신청을 접수했습니다. 관리자 승인 후 공개됩니다.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const [request] = requestsTo(fetch, 'POST /api/mapgallery/request');
    expect(await bodyOf(request)).toEqual({
      mapGaleSj: '서울 공원 지도',
      mapGaleCn: '공원 위치와 산책로',
      mapGaleKndSeCode: '01',
      userMapId: 'MAP7',
      galleryType: 'product',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '지도 갤러리 신청' })).not.toBeInTheDocument(),
    );
  });

  it('applies the names rule: a banned word is refused on screen, a restricted one is sent after the confirmation', async () => {
    const user = userEvent.setup();
    const fetch = renderButton(MAP);
    await user.click(screen.getByRole('button', { name: '갤러리 신청' }));
    const form = await dialog();
    const title = within(form).getByRole('textbox', { name: '제목' });
    await user.clear(title);
    await user.type(title, 'sample 공원');
    await user.click(within(form).getByRole('button', { name: '신청' }));
    const refusal = await screen.findByRole('alertdialog');
    expect(refusal).toHaveTextContent("'sample'은(는) 이름에 사용할 수 없는 단어입니다.");
    await user.click(within(refusal).getByRole('button'));
    expect(requestsTo(fetch, 'POST /api/mapgallery/request')).toHaveLength(0);

    await user.clear(title);
    await user.type(title, '할인 공원');
    await user.click(within(form).getByRole('button', { name: '신청' }));
    await user.click(await screen.findByRole('button', { name: '확인하고 사용' }));
    await waitFor(() => expect(requestsTo(fetch, 'POST /api/mapgallery/request')).toHaveLength(1));
    const [request] = requestsTo(fetch, 'POST /api/mapgallery/request');
    expect(request.headers.get('X-Restricted-Word-Confirm')).toBe('Y');
    expect((await bodyOf(request)).mapGaleSj).toBe('할인 공원');
  });

  it('sends a themed app as kind 02 with its id', async () => {
    const user = userEvent.setup();
    const fetch = accountApi({ 'POST /api/mapgallery/request': () => envelope(201, { mapGaleReqstSn: 32 }) });
    renderWithServices(<ApplyGalleryButton content={{ kind: 'app', id: 'APP8', title: '하천 앱' }} />, {
      fetch,
      messages: APP_MESSAGES,
    });
    await user.click(screen.getByRole('button', { name: '갤러리 신청' }));
    await user.click(within(await dialog()).getByRole('button', { name: '신청' }));
    await waitFor(() => expect(requestsTo(fetch, 'POST /api/mapgallery/request')).toHaveLength(1));
    expect(await bodyOf(requestsTo(fetch, 'POST /api/mapgallery/request')[0])).toEqual({
      mapGaleSj: '하천 앱',
      mapGaleKndSeCode: '02',
      webappTmplatId: 'APP8',
      galleryType: 'instt',
    });
  });

  it("refuses an empty title in a 'validity check' alert without calling the API", async () => {
    const user = userEvent.setup();
    const fetch = renderButton(MAP);
    await user.click(screen.getByRole('button', { name: '갤러리 신청' }));
    const form = await dialog();
    await user.clear(within(form).getByRole('textbox', { name: '제목' }));
    await user.click(within(form).getByRole('button', { name: '신청' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('유효성 검사')).toBeInTheDocument();
    expect(within(alert).getByText('제목을 입력해 주세요.')).toBeInTheDocument();
    expect(requestsTo(fetch, 'POST /api/mapgallery/request')).toHaveLength(0);
  });

  it("shows the server's refusal titled 'map gallery application' and keeps the dialog", async () => {
    const user = userEvent.setup();
    renderButton(MAP, () => envelope(409, '이미 갤러리에 신청한 콘텐츠입니다.'));
    await user.click(screen.getByRole('button', { name: '갤러리 신청' }));
    await user.click(within(await dialog()).getByRole('button', { name: '신청' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('이미 갤러리에 신청한 콘텐츠입니다.')).toBeInTheDocument();
    expect(within(alert).getByText('지도 갤러리 신청')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '지도 갤러리 신청' })).toBeInTheDocument();
  });
});
