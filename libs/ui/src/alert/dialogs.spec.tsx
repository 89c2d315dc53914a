import { ALERT_TYPES, type AlertType } from '@nuri/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../overlay/spec-render';
import { useDialogs, type ConfirmDialogOptions } from './dialogs';

const KO_TITLES: Record<AlertType, string> = {
  failure: '실패',
  success: '성공',
  userFunction: '사용자 기능',
  delete: '삭제',
  info: '안내',
  confirm: '확인',
};

function Asker({
  options,
  onAnswer,
}: {
  options: ConfirmDialogOptions;
  onAnswer: (answer: boolean) => void;
}) {
  const dialogs = useDialogs();
  return (
    <button type="button" onClick={() => void dialogs.confirm(options).then(onAnswer)}>
      묻기
    </button>
  );
}

async function ask(options: ConfirmDialogOptions) {
  const user = userEvent.setup();
  const onAnswer = jest.fn<void, [boolean]>();
  renderInApp(<Asker options={options} onAnswer={onAnswer} />);
  await user.click(screen.getByRole('button', { name: '묻기' }));
  return { user, onAnswer, dialog: screen.getByRole('alertdialog') };
}

describe('confirmation dialogs', () => {
  it('resolves true when answered yes', async () => {
    const { user, onAnswer, dialog } = await ask({ message: '저장할까요?' });
    expect(dialog).toHaveAccessibleName('확인');
    expect(dialog).toHaveAccessibleDescription('저장할까요?');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(onAnswer).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves false when answered no, and on Escape', async () => {
    const first = await ask({ message: '저장할까요?' });
    await first.user.click(within(first.dialog).getByRole('button', { name: '취소' }));
    expect(first.onAnswer).toHaveBeenCalledWith(false);

    await first.user.click(screen.getByRole('button', { name: '묻기' }));
    await first.user.keyboard('{Escape}');
    expect(first.onAnswer).toHaveBeenLastCalledWith(false);
    expect(first.onAnswer).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: '묻기' })).toHaveFocus();
  });

  it('asks a delete question with a delete button, starting on cancel', async () => {
    const { user, onAnswer, dialog } = await ask({ type: 'delete', message: '기관 이미지를 삭제할까요?' });
    expect(dialog).toHaveAccessibleName('삭제');
    expect(within(dialog).getByRole('button', { name: '취소' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(onAnswer).toHaveBeenCalledWith(true);
  });

  it('keeps Tab between its two buttons', async () => {
    const { user, dialog } = await ask({ message: '저장할까요?' });
    const ok = within(dialog).getByRole('button', { name: '확인' });
    const cancel = within(dialog).getByRole('button', { name: '취소' });
    expect(ok).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(ok).toHaveFocus();
  });
});

function Teller({ type }: { type?: AlertType }) {
  const dialogs = useDialogs();
  return (
    <button type="button" onClick={() => void dialogs.alert({ type, message: '처리했습니다.' })}>
      알리기
    </button>
  );
}

describe('alert dialogs', () => {
  it.each(ALERT_TYPES.filter((type) => type !== 'success'))('are titled by their type: %s', async (type) => {
    const user = userEvent.setup();
    renderInApp(<Teller type={type} />);
    await user.click(screen.getByRole('button', { name: '알리기' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName(KO_TITLES[type]);
  });

  it('are info alerts by default, in English too', async () => {
    const user = userEvent.setup();
    renderInApp(<Teller />, 'en');
    await user.click(screen.getByRole('button', { name: '알리기' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Info' });
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('resolve when dismissed, and queue one after another', async () => {
    const user = userEvent.setup();
    const { services } = renderInApp(<Teller type="userFunction" />);
    const order: string[] = [];
    act(
      () => void services.dialogs.alert({ type: 'failure', message: '첫째' }).then(() => order.push('first')),
    );
    await user.click(await screen.findByRole('button', { name: '확인' }));
    expect(order).toEqual(['first']);

    await user.click(screen.getByRole('button', { name: '알리기' }));
    act(() => void services.dialogs.alert({ type: 'info', message: '셋째' }));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog', { name: '사용자 기능' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alertdialog', { name: '안내' })).toHaveAccessibleDescription('셋째');
  });
});

describe('feedback: successes as toasts, errors as one dialog', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a success as a toast for 2000 ms, never a dialog, and resolves at once', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderInApp(<Teller type="success" />);
    await user.click(screen.getByRole('button', { name: '알리기' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('처리했습니다.');
    act(() => void jest.advanceTimersByTime(1999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('never stacks: a success during an error dialog is a toast beside the one dialog', async () => {
    const user = userEvent.setup();
    const { services } = renderInApp(<Teller type="success" />);
    act(() => void services.dialogs.alert({ type: 'failure', message: '저장하지 못했습니다.' }));
    await user.click(screen.getByRole('button', { name: '알리기' }));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog', { name: '실패' })).toHaveAccessibleDescription('저장하지 못했습니다.');
    expect(screen.getByRole('status')).toHaveTextContent('처리했습니다.');
  });

  it('shows the same error reported twice as one dialog, answered once for both', async () => {
    const user = userEvent.setup();
    const { services } = renderInApp(<p>화면</p>);
    const closed: string[] = [];
    act(() => {
      void services.dialogs.alert({ type: 'failure', message: '서버 오류' }).then(() => closed.push('a'));
      void services.dialogs.alert({ type: 'failure', message: '서버 오류' }).then(() => closed.push('b'));
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(closed).toEqual(['a', 'b']);
  });

  it('queues a different second error behind the first, one dialog at a time', async () => {
    const user = userEvent.setup();
    const { services } = renderInApp(<p>화면</p>);
    act(() => {
      void services.dialogs.alert({ type: 'failure', message: '첫째 오류' });
      void services.dialogs.alert({ type: 'failure', message: '둘째 오류' });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('첫째 오류');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('둘째 오류');
  });
});
