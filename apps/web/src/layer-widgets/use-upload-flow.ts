import { ApiError } from '@nuri/api-client';
import { useApi } from '@nuri/shell';
import { useDialogs } from '@nuri/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../institution/error-text';
import {
  cancelJob,
  fetchLayer,
  uploadLayer,
  type ImportReport,
  type JobStatus,
  type LayerDetail,
  type UploadAccepted,
} from './layer-widgets-api';
import { filesToSend, toUploadFields, type UploadForm } from './upload-form';
import { useImportJob } from './use-import-job';

/** Where an upload stands: the files being sent, then the import job to follow, then the result. */
export type Progress =
  | { phase: 'idle' }
  | { phase: 'sending'; loaded: number; total: number }
  | { phase: 'importing'; jobId: string; lyrId: string }
  | { phase: 'finishing'; lyrId: string }
  | { phase: 'done'; layer: LayerDetail; report: ImportReport | null }
  | { phase: 'cancelled'; message: string }
  | { phase: 'failed'; message: string };

export const isBusy = (progress: Progress): boolean =>
  progress.phase === 'sending' || progress.phase === 'importing' || progress.phase === 'finishing';

const isAbort = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

interface UploadFlowOptions {
  progress: Progress;
  setProgress: (progress: Progress) => void;
  onUploaded: (layer: LayerDetail) => void;
}

/**
 * The upload from the Send button to the ready layer: sends the files (their bytes counted),
 * follows the import job (GET /api/jobs/{jobId}: stage and percent) and fetches the ready layer.
 * Cancel aborts the sending, or cancels the import job (POST /api/jobs/{jobId}/cancel).
 */
export function useUploadFlow({ progress, setProgress, onUploaded }: UploadFlowOptions) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const dialogs = useDialogs();
  const sending = useRef<AbortController | null>(null);
  const title = t('layerWidgets.upload.title');

  const fail = (message: string) => {
    setProgress({ phase: 'failed', message });
    void dialogs.alert({ type: 'failure', title, message });
  };
  const failedRequest = (error: unknown) => {
    // The API client has shown the server's own text already; keep it beside the form too.
    if (error instanceof ApiError) setProgress({ phase: 'failed', message: errorText(error, i18n) });
    else fail(t('error.temporary'));
  };
  const cancelled = (message = t('upload.import.cancelled')) => setProgress({ phase: 'cancelled', message });

  const finish = useMutation({
    mutationFn: ({ lyrId }: { lyrId: string; report: ImportReport | null }) => fetchLayer(api, lyrId),
    onSuccess: (layer, { report }) => {
      setProgress({ phase: 'done', layer, report: report ?? layer.importReport });
      onUploaded(layer);
    },
    onError: failedRequest,
  });

  const upload = useMutation({
    mutationFn: ({ form, headers }: { form: UploadForm; headers: Record<string, string> }) => {
      const controller = new AbortController();
      sending.current = controller;
      return uploadLayer(api, toUploadFields(form), filesToSend(form), {
        headers,
        signal: controller.signal,
        onProgress: (loaded, total) => setProgress({ phase: 'sending', loaded, total }),
      });
    },
    onSuccess: (accepted: UploadAccepted) => {
      sending.current = null;
      if (accepted.jobId) setProgress({ phase: 'importing', jobId: accepted.jobId, lyrId: accepted.lyrId });
      else {
        setProgress({ phase: 'finishing', lyrId: accepted.lyrId });
        finish.mutate({ lyrId: accepted.lyrId, report: null });
      }
    },
    onError: (error) => {
      sending.current = null;
      if (isAbort(error)) cancelled();
      else failedRequest(error);
    },
  });

  const cancel = useMutation({
    mutationFn: (jobId: string) => cancelJob(api, jobId),
    onSuccess: (job: JobStatus) => {
      if (job.stage === 'cancelled') cancelled(job.error ?? undefined);
    },
    // 409: the import ended meanwhile (the client has said so); the job's own answer follows.
  });

  const job = useImportJob(progress.phase === 'importing' ? progress.jobId : null);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (progress.phase !== 'importing' || handled.current === progress.jobId) return;
    const data = job.data;
    if (data?.state === 'completed') {
      handled.current = progress.jobId;
      setProgress({ phase: 'finishing', lyrId: progress.lyrId });
      finish.mutate({ lyrId: progress.lyrId, report: data.report });
    } else if (data?.stage === 'cancelled') {
      handled.current = progress.jobId;
      cancelled(data.error ?? undefined);
    } else if (data?.state === 'failed') {
      handled.current = progress.jobId;
      fail(data.error ?? t('layerWidgets.upload.importFailed'));
    } else if (job.isError) {
      handled.current = progress.jobId;
      failedRequest(job.error);
    }
    // finish/fail are stable enough: they only read the state setters.
  }, [job.data, job.isError, progress]);

  return {
    job: job.data,
    start: (form: UploadForm, headers: Record<string, string>) => {
      setProgress({ phase: 'sending', loaded: 0, total: 0 });
      upload.mutate({ form, headers });
    },
    /** Whether Cancel applies now: while sending, or while the job is queued or running. */
    cancellable:
      !cancel.isPending &&
      (progress.phase === 'sending' || (progress.phase === 'importing' && job.data?.cancellable !== false)),
    cancel: () => {
      if (progress.phase === 'sending') sending.current?.abort();
      else if (progress.phase === 'importing') cancel.mutate(progress.jobId);
    },
    fail,
  };
}
