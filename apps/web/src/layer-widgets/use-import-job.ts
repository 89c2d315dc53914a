import { useApi } from '@nuri/shell';
import { useQuery } from '@tanstack/react-query';
import { fetchJob, layerWidgetKeys, type JobStatus } from './layer-widgets-api';

/** How often the widget asks for the import job's progress. */
export const JOB_POLL_MS = 1000;

const finished = (job: JobStatus | undefined) => job?.state === 'completed' || job?.state === 'failed';

/** GET /api/jobs/{jobId} every second until the job has completed or failed (or the call fails). */
export function useImportJob(jobId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: layerWidgetKeys.job(jobId ?? ''),
    queryFn: () => fetchJob(api, jobId ?? ''),
    enabled: jobId !== null,
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => (finished(query.state.data) || query.state.error ? false : JOB_POLL_MS),
  });
}
