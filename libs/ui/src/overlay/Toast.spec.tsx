import { TOAST_TIMEOUT_MS } from '@nuri/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from './spec-render';
import { useToast, type ToastOptions } from './Toast';

function ToastButton({ message, options }: { message: string; options?: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, options)}>
      {message} 알리기
    </button>
  );
}

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderInApp(
    <>
      <ToastButton message="저장했습니다." />
      <ToastButton message="복사했습니다." />
      <ToastButton message="오래 보입니다." options={{ timeout: 5000, tone: 'success' }} />
    </>,
  );
  return user;
}

const texts = () => screen.queryAllByRole('status').map((toast) => toast.textContent);

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a status message that disappears after 2000 ms', async () => {
    expect(TOAST_TIMEOUT_MS).toBe(2000);
    const user = setup();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '저장했습니다. 알리기' }));
    expect(screen.getByRole('status')).toHaveTextContent('저장했습니다.');

    act(() => jest.advanceTimersByTime(TOAST_TIMEOUT_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('저장했습니다.');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stacks toasts, oldest first, each leaving on its own time', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: '저장했습니다. 알리기' }));
    act(() => jest.advanceTimersByTime(1000));
    await user.click(screen.getByRole('button', { name: '복사했습니다. 알리기' }));
    expect(texts()).toEqual(['저장했습니다.', '복사했습니다.']);

    act(() => jest.advanceTimersByTime(1000));
    expect(texts()).toEqual(['복사했습니다.']);
    act(() => jest.advanceTimersByTime(1000));
    expect(texts()).toEqual([]);
  });

  it('takes another timeout and can be dismissed early', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: '오래 보입니다. 알리기' }));
    act(() => jest.advanceTimersByTime(TOAST_TIMEOUT_MS));
    expect(screen.getByRole('status')).toHaveTextContent('오래 보입니다.');
    expect(screen.getByRole('status').parentElement).toHaveClass('toast--success');

    await user.click(screen.getByRole('button', { name: '알림 닫기' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
