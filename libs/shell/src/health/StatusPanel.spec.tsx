import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, fakeFetch, renderWithServices } from '../testing';
import { StatusPanel } from './StatusPanel';

const HEALTH = {
  status: 'degraded',
  version: '0.1.0',
  checks: {
    db: { status: 'up', detail: 'PostGIS 3.4' },
    redis: { status: 'down', detail: 'connect ECONNREFUSED' },
    queue: { status: 'up' },
    gdal: { status: 'up', detail: 'GDAL 3.6.2' },
  },
};

function statusOf(checkName: string): string | null {
  const row = screen.getByRole('rowheader', { name: checkName }).closest('tr');
  if (!row) throw new Error(`no row for ${checkName}`);
  return within(row).getAllByRole('cell')[0].textContent;
}

describe('StatusPanel', () => {
  afterEach(() => window.localStorage.clear());

  it('shows the version and each check as 정상 / 장애 from GET /api/health', async () => {
    const fetch = fakeFetch(() => envelope(200, HEALTH));
    renderWithServices(<StatusPanel />, { fetch });

    expect(await screen.findByText('버전 0.1.0')).toBeInTheDocument();
    expect(statusOf('데이터베이스')).toBe('정상');
    expect(statusOf('캐시(Redis)')).toBe('장애');
    expect(statusOf('작업 큐')).toBe('정상');
    expect(statusOf('공간정보 변환(GDAL)')).toBe('정상');
    expect(screen.getByText('일부 서비스에 장애가 있습니다.')).toBeInTheDocument();
    expect(screen.getByText('GDAL 3.6.2')).toBeInTheDocument();
    expect(new URL(fetch.requests[0].url).pathname).toBe('/api/health');
    expect(fetch.requests[0].method).toBe('GET');
  });

  it('shows the loading state until the API answers', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = fakeFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithServices(<StatusPanel />, { fetch });

    expect(await screen.findByRole('status')).toHaveTextContent('서비스 상태를 불러오는 중입니다…');
    answer(envelope(200, { ...HEALTH, status: 'ok', checks: { db: { status: 'up' } } }));
    expect(await screen.findByText('모든 서비스가 정상입니다.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the empty state when the result carries no checks', async () => {
    renderWithServices(<StatusPanel />, { fetch: fakeFetch(() => envelope(200, null)) });
    expect(await screen.findByText('표시할 데이터가 없습니다.')).toBeInTheDocument();
  });

  it('shows the error state and the server-error alert on a 500, and retries', async () => {
    const user = userEvent.setup();
    let healthy = false;
    const fetch = fakeFetch(() =>
      healthy ? envelope(200, HEALTH) : envelope(500, null, 'Internal Server Error'),
    );
    renderWithServices(<StatusPanel />, { fetch });

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('요청을 처리하는 중 서버에서 문제가 발생했습니다.');
    const ok = within(dialog).getByRole('button', { name: '확인' });
    expect(ok).toHaveFocus();
    await user.click(ok);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('서비스 상태를 불러오지 못했습니다.');
    healthy = true;
    await user.click(within(error).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('버전 0.1.0')).toBeInTheDocument();
  });

  it('shows the error state and the no-response alert when the network fails', async () => {
    renderWithServices(<StatusPanel />, {
      fetch: fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))),
    });

    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      '응답이 없습니다. API 요청 정보를 확인해 주세요.',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('서비스 상태를 불러오지 못했습니다.');
  });
});
