import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInScope } from '../nav/render-nav';
import { PasswordChangeForm, type PasswordChangeFormProps } from './PasswordChangeForm';

const SCOPE = { system: 'provider-user', insttCode: null } as const;
const VALID = 'Nuri#2024map';

function renderForm(props: Partial<PasswordChangeFormProps> = {}) {
  const encrypt = jest.fn(async (plaintext: string) => `enc(${plaintext})`);
  const onSubmit = jest.fn(async () => undefined);
  renderInScope(
    <PasswordChangeForm userId="kim" userNm="kimnuri" encrypt={encrypt} onSubmit={onSubmit} {...props} />,
    { scope: SCOPE },
  );
  return { encrypt, onSubmit, user: userEvent.setup() };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { old?: string; next: string; confirm: string },
) {
  if (values.old !== undefined) await user.type(screen.getByLabelText('현재 비밀번호'), values.old);
  await user.type(screen.getByLabelText('새 비밀번호'), values.next);
  await user.type(screen.getByLabelText('새 비밀번호 확인'), values.confirm);
  await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
}

describe('PasswordChangeForm', () => {
  it('encrypts both passwords before sending them, then says the password has been changed', async () => {
    const { encrypt, onSubmit, user } = renderForm();
    await fill(user, { old: 'Old#pass99', next: VALID, confirm: VALID });

    expect(encrypt.mock.calls.map(([plaintext]) => plaintext).sort()).toEqual(['Old#pass99', VALID].sort());
    expect(onSubmit).toHaveBeenCalledWith({
      userId: 'kim',
      oldPassword: 'enc(Old#pass99)',
      newPassword: `enc(${VALID})`,
    });
    // A success is a toast, not a dialog.
    expect(await screen.findByText('비밀번호가 변경되었습니다.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('requires the old password', async () => {
    const { onSubmit, user } = renderForm();
    await fill(user, { next: VALID, confirm: VALID });

    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('비밀번호 형식을 확인해 주세요.');
    expect(error).toHaveTextContent('현재 비밀번호를 입력해 주세요.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes the old password from the parent without asking for it', async () => {
    const { onSubmit, user } = renderForm({ oldPassword: 'Expired#1234' });
    expect(screen.queryByLabelText('현재 비밀번호')).not.toBeInTheDocument();
    await fill(user, { next: VALID, confirm: VALID });

    expect(onSubmit).toHaveBeenCalledWith({
      userId: 'kim',
      oldPassword: 'enc(Expired#1234)',
      newPassword: `enc(${VALID})`,
    });
  });

  it.each([
    ['breaks the shared rules', 'short1!', 'short1!', '비밀번호는 영문, 숫자, 특수문자를 모두 포함한'],
    ['contains the name', 'KimNuri#2024', 'KimNuri#2024', '이름은 비밀번호로 사용할 수 없습니다.'],
    ['differs from its confirmation', VALID, `${VALID}x`, '새 비밀번호와 비밀번호 확인이 일치하지 않습니다.'],
  ])("refuses a new password that %s with 'check password format'", async (_case, next, confirm, reason) => {
    const { encrypt, onSubmit, user } = renderForm();
    await fill(user, { old: 'Old#pass99', next, confirm });

    const error = screen.getByRole('alert');
    expect(within(error).getByText('비밀번호 형식을 확인해 주세요.')).toBeInTheDocument();
    expect(error).toHaveTextContent(reason);
    expect(screen.getByLabelText('새 비밀번호')).toHaveAttribute('aria-invalid', 'true');
    expect(encrypt).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says 'password change failed' when the change throws", async () => {
    const { user } = renderForm({ onSubmit: jest.fn(async () => Promise.reject(new Error('offline'))) });
    await fill(user, { old: 'Old#pass99', next: VALID, confirm: VALID });

    expect(await screen.findByRole('alertdialog', { name: '실패' })).toHaveTextContent(
      '비밀번호 변경에 실패했습니다.',
    );
  });
});
