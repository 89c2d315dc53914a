import { envelope } from '@nuri/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeLayerApi, layer } from './test/fake-layer-api';
import {
  CANCEL,
  DETAIL,
  file,
  fileInput,
  JOB,
  renderWidget,
  submit,
  UPLOAD,
} from './test/upload-widget-harness';

const accepted = () =>
  envelope(202, { lyrId: 'L1', jobId: 'import-L1', lyrSttusCode: 'IMPORTING', subLayers: [] });
const job = (stage: string, progress: number, more: Record<string, unknown> = {}) => ({
  jobId: 'import-L1',
  lyrId: 'L1',
  state: stage === 'queued' ? 'waiting' : stage === 'ready' ? 'completed' : 'active',
  stage,
  progress,
  cancellable: stage !== 'ready',
  error: null,
  report: null,
  ...more,
});
const CANCELLED = '업로드를 취소했습니다. 레이어는 만들어지지 않았습니다.';

/** An answer held until the test lets it go (or the request is aborted). */
function held<T>() {
  let release: (value: T) => void = () => undefined;
  const answer = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { answer: () => answer, release: (value: T) => release(value) };
}

/** The steps list as read out: each step's name with its state. */
const steps = () =>
  within(screen.getByRole('list', { name: '업로드 단계' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.visually-hidden')?.textContent);

describe('LayerUploadWidget: progress bar, stages and cancel', () => {
  it('shows the bytes sent, then each stage of the import job on the bar, then the result summary', async () => {
    const upload = held<Response>();
    const importReport = { rowsRead: 27, importedCnt: 25, skippedCnt: 2, skippedRows: [] };
    const api = fakeLayerApi({
      [UPLOAD]: upload.answer,
      [JOB]: [
        job('queued', 0),
        job('converting', 20),
        job('loading', 55),
        job('indexing', 90),
        job('ready', 100, { report: importReport }),
      ],
      [DETAIL]: layer('L1', '서울 자치구', { importReport }),
    });
    const { user, onUploaded } = renderWidget(api.fetch);
    await user.upload(fileInput(), [file('seoul_districts.zip', 'x'.repeat(4000))]);
    await submit(user);

    // Half the bytes have gone (the answer is held).
    const bar = await screen.findByRole('progressbar', { name: '업로드 진행률' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(bar).toHaveAttribute('aria-valuetext', '파일 전송 50%');
    expect(screen.getByRole('status')).toHaveTextContent(/^파일을 보내는 중입니다\.\.\. .+ \/ .+ \(50%\)$/);
    expect(steps()[0]).toBe('파일 전송 (진행 중)');
    expect(screen.getByRole('button', { name: '업로드 취소' })).toBeEnabled();

    upload.release(accepted());
    // Every stage the job reports, in order, on the bar and in the steps.
    const seen = new Set<string>();
    await waitFor(
      () => {
        const now = screen.queryByRole('progressbar', { name: '업로드 진행률' });
        if (now) seen.add(`${now.getAttribute('aria-valuetext')}`);
        expect(screen.getByText("'서울 자치구' 레이어를 만들었습니다.")).toBeInTheDocument();
      },
      { timeout: 8000, interval: 50 },
    );
    expect([...seen]).toEqual(expect.arrayContaining(['적재 55%', '색인 90%']));
    // The result summary: the features, the rows skipped, from the job's report.
    const report = screen.getByRole('region', { name: '가져오기 결과' });
    expect(report).toHaveTextContent('피처 25건을 가져왔습니다. (읽은 행 27건)');
    expect(report).toHaveTextContent('행 2건을 건너뛰었습니다');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: '업로드 취소' })).toBeNull();
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ lyrId: 'L1' }));
  }, 20000);

  it('leads from the summary to the new layer’s settings when the host offers them', async () => {
    const api = fakeLayerApi({ [UPLOAD]: accepted, [JOB]: job('ready', 100), [DETAIL]: layer('L1', '서울 자치구') });
    const onOpenLayer = jest.fn();
    const { user } = renderWidget(api.fetch, { onOpenLayer });
    await user.upload(fileInput(), [file('seoul_districts.zip', 'PK')]);
    await submit(user);
    await user.click(await screen.findByRole('button', { name: '레이어 설정 열기' }, { timeout: 4000 }));
    expect(onOpenLayer).toHaveBeenCalledWith(expect.objectContaining({ lyrId: 'L1', lyrNm: '서울 자치구' }));
    // Without a report (an older layer), the summary still gives the features.
    expect(screen.getByText('피처 25건')).toBeInTheDocument();
  });

  it('cancels the sending: the request is aborted, nothing is created, the panel says so', async () => {
    const upload = held<Response>();
    const api = fakeLayerApi({ [UPLOAD]: upload.answer });
    const { user, onUploaded } = renderWidget(api.fetch);
    await user.upload(fileInput(), [file('seoul_districts.zip', 'x'.repeat(4000))]);
    await submit(user);
    const bar = await screen.findByRole('progressbar', { name: '업로드 진행률' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));

    await user.click(screen.getByRole('button', { name: '업로드 취소' }));
    expect(await screen.findByText(CANCELLED)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`취소됨 ${CANCELLED}`);
    const [sent] = api.sent('POST', '/api/layers/upload');
    expect(sent.signal.aborted).toBe(true);
    // No alert for a cancel the user asked for; the form can be sent again.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: '업로드' })).toBeEnabled();
    expect(api.sent('GET', '/api/jobs/import-L1')).toHaveLength(0);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('cancels the running import job (POST /api/jobs/{jobId}/cancel) and shows the server’s words', async () => {
    const api = fakeLayerApi({
      [UPLOAD]: accepted,
      [JOB]: job('converting', 12),
      [CANCEL]: job('cancelled', 12, { state: 'failed', cancellable: false, error: CANCELLED }),
    });
    const { user, onUploaded } = renderWidget(api.fetch);
    await user.upload(fileInput(), [file('seoul_districts.zip', 'PK')]);
    await submit(user);
    const bar = await screen.findByRole('progressbar', { name: '업로드 진행률' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '변환 12%'));
    expect(steps()).toEqual(['파일 전송 (끝남)', '대기 (끝남)', '변환 (진행 중)', '적재', '색인', '완료']);

    await user.click(screen.getByRole('button', { name: '업로드 취소' }));
    expect(await screen.findByText(CANCELLED)).toBeInTheDocument();
    expect(api.sent('POST', '/api/jobs/import-L1/cancel')).toHaveLength(1);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Polling stops with the cancel.
    const polls = api.sent('GET', '/api/jobs/import-L1').length;
    await new Promise((r) => setTimeout(r, 1500));
    expect(api.sent('GET', '/api/jobs/import-L1')).toHaveLength(polls);
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('reads a job cancelled elsewhere (an admin) as cancelled, not as a failure', async () => {
    const api = fakeLayerApi({
      [UPLOAD]: accepted,
      [JOB]: [
        job('loading', 40),
        job('cancelled', 40, { state: 'failed', cancellable: false, error: CANCELLED }),
      ],
    });
    const { user } = renderWidget(api.fetch);
    await user.upload(fileInput(), [file('seoul_districts.zip', 'PK')]);
    await submit(user);
    expect(await screen.findByText(CANCELLED, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('업로드하지 못했습니다.')).toBeNull();
  });
});
