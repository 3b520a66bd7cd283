import type { ExportJob } from '@kollega/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadExportFile, getExportJob } from '../api/export-jobs';
import { timeregQueryKeys } from '../api/query-keys';

/** How often a running export is asked for its progress. */
const POLL_MS = 1000;

/**
 * One background export on a page: `start` records the job (202), then its status is polled every second until
 * it is done or failed; `download` fetches the file. Starting again replaces the job shown.
 */
export function useExportJob<Input>(startJob: (input: Input) => Promise<ExportJob>) {
  const [jobId, setJobId] = useState<string | null>(null);
  const starting = useMutation({ mutationFn: startJob, onSuccess: (job) => setJobId(job.id) });
  const status = useQuery({
    queryKey: timeregQueryKeys.exportJob(jobId),
    queryFn: ({ signal }) => getExportJob(jobId as string, signal),
    enabled: jobId !== null,
    refetchInterval: (query) => {
      const current = query.state.data?.status;
      return current === 'done' || current === 'failed' ? false : POLL_MS;
    },
  });
  const download = useMutation({ mutationFn: downloadExportFile });
  const job = jobId === null ? null : (status.data ?? starting.data ?? null);
  const running = starting.isPending || job?.status === 'queued' || job?.status === 'running';
  return {
    start: (input: Input) => {
      setJobId(null);
      download.reset();
      starting.mutate(input);
    },
    job,
    running,
    /** Starting failed (a 4xx with the server's Danish message, e.g. too many exports), or polling did. */
    error: starting.error ?? status.error ?? null,
    download,
  };
}
