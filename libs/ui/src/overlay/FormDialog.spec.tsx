import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormDialog } from './FormDialog';
import { renderWithI18n } from './spec-render';

describe('FormDialog', () => {
  it('submits its form from the footer button and from Enter, and cancels', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    const onClose = jest.fn();
    renderWithI18n(
      <FormDialog title="이름 바꾸기" onClose={onClose} onSubmit={onSubmit} submitLabel="저장">
        <label>
          이름
          <input />
        </label>
      </FormDialog>,
    );
    expect(screen.getByRole('dialog', { name: '이름 바꾸기' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('이름'), '새 이름{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('disables submit while pending, and shows more actions between cancel and submit', async () => {
    const user = userEvent.setup();
    const preview = jest.fn();
    renderWithI18n(
      <FormDialog
        title="청구 실행"
        onClose={() => undefined}
        onSubmit={() => undefined}
        submitLabel="실행"
        pending
        actions={
          <button type="button" onClick={preview}>
            미리보기
          </button>
        }
      >
        <p>본문</p>
      </FormDialog>,
    );
    expect(screen.getByRole('button', { name: '실행' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '실행' })).toHaveAttribute('aria-busy', 'true');
    const footer = screen.getAllByRole('button').map((b) => b.textContent);
    expect(footer.indexOf('미리보기')).toBeGreaterThan(footer.indexOf('취소'));
    expect(footer.indexOf('미리보기')).toBeLessThan(footer.indexOf('실행'));
    await user.click(screen.getByRole('button', { name: '미리보기' }));
    expect(preview).toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    renderWithI18n(
      <FormDialog
        open={false}
        title="닫힘"
        onClose={() => undefined}
        onSubmit={() => undefined}
        submitLabel="저장"
      >
        <p>본문</p>
      </FormDialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
