import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InsttStatusCode } from '@nuri/domain';
import { renderInScope } from '../nav/render-nav';
import { OrgProfilePanel, type OrgProfilePanelProps } from './OrgProfilePanel';

const KWATER = { insttCode: 'kwater', insttNm: '한국수자원', imageCn: null };
const SCOPE = { system: 'institution-admin', insttCode: 'kwater' } as const;

function renderPanel(props: Partial<OrgProfilePanelProps> = {}) {
  return renderInScope(<OrgProfilePanel institution={KWATER} {...props} />, { scope: SCOPE });
}

/** A file of `size` bytes without allocating them. */
function fileOf(name: string, size: number, type = 'image/png'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function choose(file: File) {
  // applyAccept off: the check must hold even for a file the picker's filter let through.
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByLabelText('이미지 변경'), file);
}

describe('OrgProfilePanel', () => {
  it("shows the institution's name, a placeholder image and 'normal operation' by default", () => {
    renderPanel();
    const panel = screen.getByRole('region', { name: '한국수자원' });
    expect(within(panel).getByRole('img', { name: '기관 이미지 없음' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('정상 운영');
    expect(screen.queryByLabelText('이미지 변경')).not.toBeInTheDocument();
  });

  it.each<[InsttStatusCode, string, string]>([
    ['NORMAL', '정상 운영', 'org-profile__status--default'],
    ['BILLING', '결제 진행 중', 'org-profile__status--yellow'],
    ['PAUSED', '일시 정지', 'org-profile__status--red'],
  ])('shows the status %s as %s in its tone', (statusCode, text, tone) => {
    renderPanel({ statusCode });
    const status = screen.getByText(text).closest('p');
    expect(status).toHaveClass(tone);
    for (const other of ['default', 'yellow', 'red'].map((t) => `org-profile__status--${t}`)) {
      if (other !== tone) expect(status).not.toHaveClass(other);
    }
  });

  it('uploads an image of exactly 1 MB and shows it', async () => {
    const onUpload = jest.fn(async () => '/files/kwater.png');
    renderPanel({ onUpload });

    await choose(fileOf('logo.PNG', 1048576));

    expect(onUpload).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('img', { name: '한국수자원 기관 이미지' })).toHaveAttribute(
      'src',
      '/files/kwater.png',
    );
    // A success is a toast, not a dialog.
    expect(await screen.findByText('기관 이미지를 변경했습니다.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('refuses an image of 1048577 bytes, showing its size', async () => {
    const onUpload = jest.fn(async () => '/files/kwater.png');
    renderPanel({ onUpload });

    await choose(fileOf('logo.jpg', 1048577, 'image/jpeg'));

    const dialog = await screen.findByRole('alertdialog', { name: '용량 확인' });
    expect(dialog).toHaveTextContent('썸네일 용량은 1MB로 제한됩니다. (현재 용량: 1.01MB)');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it("refuses a .gif under the 'extension check' title", async () => {
    const onUpload = jest.fn(async () => '/files/kwater.gif');
    renderPanel({ onUpload });

    await choose(fileOf('logo.gif', 2048, 'image/gif'));

    const dialog = await screen.findByRole('alertdialog', { name: '확장자 확인' });
    expect(dialog).toHaveTextContent('png, jpg, jpeg 파일을 선택해 주세요.');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it("deletes the image after 'delete organization image?' and says 'photo deleted'", async () => {
    const user = userEvent.setup();
    const confirm = jest.fn(async () => true);
    const onDeleteImage = jest.fn(async () => undefined);
    renderPanel({ institution: { ...KWATER, imageCn: '/files/old.png' }, confirm, onDeleteImage });

    await user.click(screen.getByRole('button', { name: '이미지 삭제' }));

    expect(confirm).toHaveBeenCalledWith('기관 이미지를 삭제하시겠습니까?');
    expect(onDeleteImage).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alertdialog', { name: '사진이 삭제되었습니다.' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '기관 이미지 없음' })).toBeInTheDocument();
  });

  it('keeps the image when the confirmation is refused, asking in the app dialog by default', async () => {
    const user = userEvent.setup();
    const onDeleteImage = jest.fn(async () => undefined);
    renderPanel({ institution: { ...KWATER, imageCn: '/files/old.png' }, onDeleteImage });

    await user.click(screen.getByRole('button', { name: '이미지 삭제' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('기관 이미지를 삭제하시겠습니까?');
    await user.click(within(question).getByRole('button', { name: '취소' }));

    expect(onDeleteImage).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: '한국수자원 기관 이미지' })).toBeInTheDocument();
  });

  it("says 'photo delete failed' when the delete fails", async () => {
    const user = userEvent.setup();
    const onDeleteImage = jest.fn(async () => {
      throw new Error('disk');
    });
    renderPanel({
      institution: { ...KWATER, imageCn: '/files/old.png' },
      confirm: async () => true,
      onDeleteImage,
    });

    await user.click(screen.getByRole('button', { name: '이미지 삭제' }));

    expect(await screen.findByRole('alertdialog', { name: '사진 삭제에 실패했습니다.' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '한국수자원 기관 이미지' })).toBeInTheDocument();
  });
});
