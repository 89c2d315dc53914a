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
  it.each(ALERT_TYPES)('are titled by their type: %s', async (type) => {
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
    const { services } = renderInApp(<Teller type="success" />);
    const order: string[] = [];
    act(
      () => void services.dialogs.alert({ type: 'failure', message: '첫째' }).then(() => order.push('first')),
    );
    await user.click(await screen.findByRole('button', { name: '확인' }));
    expect(order).toEqual(['first']);

    await user.click(screen.getByRole('button', { name: '알리기' }));
    act(() => void services.dialogs.alert({ type: 'info', message: '셋째' }));
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog', { name: '성공' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alertdialog', { name: '안내' })).toHaveAccessibleDescription('셋째');
  });
});
