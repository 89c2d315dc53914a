import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLoading } from './LoadingOverlay';
import { renderInApp } from './spec-render';

function Controls() {
  const loading = useLoading();
  return (
    <>
      <button type="button" onClick={() => loading.show()}>
        켜기
      </button>
      <button type="button" onClick={() => loading.start('upload', '업로드 중...')}>
        업로드 시작
      </button>
      <button type="button" onClick={() => loading.start('search')}>
        검색 시작
      </button>
      <button type="button" onClick={() => loading.done('upload')}>
        업로드 끝
      </button>
      <button type="button" onClick={() => loading.done('search')}>
        검색 끝
      </button>
      <button type="button" onClick={() => loading.clear()}>
        삭제
      </button>
      <button type="button" onClick={() => loading.progress(45)}>
        45%
      </button>
      <button type="button" onClick={() => loading.progress(100)}>
        100%
      </button>
    </>
  );
}

const overlay = () => document.querySelector('.loading-overlay');

function setup(language: 'ko' | 'en' = 'ko') {
  const user = userEvent.setup();
  renderInApp(<Controls />, language);
  const press = (name: string) => user.click(screen.getByRole('button', { name }));
  return { press };
}

describe('LoadingOverlay', () => {
  it("shows the default 'loading...' message, busy, when toggled on", async () => {
    const { press } = setup();
    expect(overlay()).toBeNull();
    await press('켜기');
    expect(overlay()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('로딩 중...');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("says 'Loading...' in English", async () => {
    const { press } = setup('en');
    await press('켜기');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('hides only when every named event is done', async () => {
    const { press } = setup();
    await press('업로드 시작');
    await press('검색 시작');
    expect(screen.getByRole('status')).toHaveTextContent('업로드 중...');
    await press('업로드 끝');
    expect(overlay()).not.toBeNull();
    await press('검색 끝');
    expect(overlay()).toBeNull();
  });

  it('hides on the delete event', async () => {
    const { press } = setup();
    await press('업로드 시작');
    await press('검색 시작');
    await press('삭제');
    expect(overlay()).toBeNull();
  });

  it('shows a progress bar and hides at 100', async () => {
    const { press } = setup();
    await press('45%');
    const bar = screen.getByRole('progressbar', { name: '진행률' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuetext', '45%');
    await press('100%');
    expect(overlay()).toBeNull();
  });
});
