import { envelope } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInstitutionApi, KWATER } from '../kit/test/fake-institution-api';
import { renderScreen } from '../kit/test/render-screen';

const IMAGE = '/api/instt/kwater/image?v=2';

function panel(name = '한국수자원공사') {
  return within(screen.getByRole('complementary')).findByRole('region', { name });
}

describe('institution profile panel', () => {
  afterEach(() => window.localStorage.clear());

  it("shows the institution's image, name and operational status from the API", async () => {
    const api = fakeInstitutionApi({
      'GET /api/instt/kwater': { ...KWATER, imageCn: IMAGE },
      'GET /api/instt/kwater/status': { statusCode: 'BILLING', statusMsg: '결제 진행 중' },
    });
    renderScreen('', api.fetch);

    const region = await panel();
    expect(within(region).getByRole('img', { name: '한국수자원공사 기관 이미지' })).toHaveAttribute(
      'src',
      IMAGE,
    );
    await waitFor(() => expect(region).toHaveTextContent('결제 진행 중'));
    expect(region.querySelector('[data-status="BILLING"]')).not.toBeNull();
  });

  it('uploads a new image and refuses files that break the thumbnail rules', async () => {
    const api = fakeInstitutionApi({ 'POST /api/instt/kwater/image': { ...KWATER, imageCn: IMAGE } });
    renderScreen('', api.fetch);
    const user = userEvent.setup({ applyAccept: false });
    const region = await panel();

    await user.upload(
      within(region).getByLabelText('이미지 변경'),
      new File(['x'], 'logo.gif', { type: 'image/gif' }),
    );
    const refused = await screen.findByRole('alertdialog', { name: '확장자 확인' });
    expect(refused).toHaveTextContent('png, jpg, jpeg 파일을 선택해 주세요.');
    await user.click(within(refused).getByRole('button', { name: '확인' }));
    await user.upload(
      within(region).getByLabelText('이미지 변경'),
      new File([new Uint8Array(1048577)], 'big.png', { type: 'image/png' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog', { name: '용량 확인' })).getByRole('button', {
        name: '확인',
      }),
    );
    expect(api.sent('POST')).toHaveLength(0);

    await user.upload(
      within(region).getByLabelText('이미지 변경'),
      new File(['png'], 'logo.png', { type: 'image/png' }),
    );
    // A success is a toast, not a dialog.
    expect(await screen.findByText('기관 이미지를 변경했습니다.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.sent('POST').map((r) => r.path)).toEqual(['/api/instt/kwater/image']);
    expect(within(region).getByRole('img', { name: '한국수자원공사 기관 이미지' })).toHaveAttribute(
      'src',
      IMAGE,
    );
  });

  it('deletes the image after the confirmation', async () => {
    const api = fakeInstitutionApi({
      'GET /api/instt/kwater': { ...KWATER, imageCn: IMAGE },
      'DELETE /api/instt/kwater/image': { ...KWATER, imageCn: null },
    });
    renderScreen('', api.fetch);
    const user = userEvent.setup();
    const region = await panel();

    await user.click(await within(region).findByRole('button', { name: '이미지 삭제' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('기관 이미지를 삭제하시겠습니까?');
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    expect(await screen.findByRole('alertdialog', { name: '사진이 삭제되었습니다.' })).toBeInTheDocument();
    expect(api.sent('DELETE').map((r) => r.path)).toEqual(['/api/instt/kwater/image']);
    expect(within(region).getByRole('img', { name: '기관 이미지 없음' })).toBeInTheDocument();
  });

  it('titles failed lookups as the spec does, keeping the code as the name', async () => {
    const api = fakeInstitutionApi({
      'GET /api/instt/kwater': () => envelope(404, '기관 정보를 찾을 수 없습니다.'),
      'GET /api/instt/kwater/status': () => envelope(409, '상태를 확인할 수 없습니다.'),
    });
    renderScreen('', api.fetch);

    const column = screen.getByRole('complementary');
    expect(await panel('kwater')).toHaveTextContent('정상 운영');
    const errors = await within(column).findAllByRole('alert');
    expect(errors.map((e) => e.textContent)).toEqual([
      expect.stringContaining('기관 정보 조회기관 정보를 찾을 수 없습니다.'),
      expect.stringContaining('기관 운영 상태 조회상태를 확인할 수 없습니다.'),
    ]);
    expect(within(column).queryByLabelText('이미지 변경')).not.toBeInTheDocument();
  });
});
