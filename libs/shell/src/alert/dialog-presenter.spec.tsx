import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatusPanel } from '../health/StatusPanel';
import { envelope, fakeFetch, renderWithServices } from '../testing';
import { useDialogs } from '@nuri/ui';

describe('the app error presenter', () => {
  it('shows the session-ended alert with a login button, then goes to /logout', async () => {
    const user = userEvent.setup();
    const { navigate } = renderWithServices(<StatusPanel />, {
      fetch: fakeFetch(() => envelope(401, null, 'Unauthorized')),
    });

    const dialog = await screen.findByRole('alertdialog', { name: '실패' });
    expect(dialog).toHaveTextContent('세션이 종료되었습니다. 다시 로그인해 주세요.');
    await user.click(within(dialog).getByRole('button', { name: '로그인' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/logout');
  });

  it("shows the server's own text under the error-notice title, and closes on Escape", async () => {
    const user = userEvent.setup();
    renderWithServices(<StatusPanel />, {
      fetch: fakeFetch(() => envelope(409, '이미 등록된 기관입니다.', 'Conflict')),
    });

    const dialog = await screen.findByRole('alertdialog', { name: '오류 안내' });
    expect(dialog).toHaveAccessibleDescription('이미 등록된 기관입니다.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows the client's alerts and the screens' confirmations through one host, one at a time", async () => {
    const user = userEvent.setup();
    const answers: boolean[] = [];
    function Asker() {
      const dialogs = useDialogs();
      return (
        <button
          type="button"
          onClick={() =>
            void dialogs.confirm({ type: 'delete', message: '삭제할까요?' }).then((a) => answers.push(a))
          }
        >
          묻기
        </button>
      );
    }
    renderWithServices(
      <>
        <Asker />
        <StatusPanel />
      </>,
      { fetch: fakeFetch(() => envelope(500, null, 'Internal Server Error')) },
    );

    const serverAlert = await screen.findByRole('alertdialog');
    expect(serverAlert).toHaveTextContent('요청을 처리하는 중 서버에서 문제가 발생했습니다.');
    await user.click(screen.getByRole('button', { name: '묻기' }));
    expect(screen.getAllByRole('alertdialog')).toEqual([serverAlert]);

    await user.click(within(serverAlert).getByRole('button', { name: '확인' }));
    const question = screen.getByRole('alertdialog', { name: '삭제' });
    expect(question).toHaveAccessibleDescription('삭제할까요?');
    await user.click(within(question).getByRole('button', { name: '삭제' }));
    expect(answers).toEqual([true]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
