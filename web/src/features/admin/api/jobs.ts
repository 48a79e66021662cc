import type { TJobRetryResponse, TJobStateName, TJobsResponse } from '@common/contracts/admin-jobs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { JOBS_KEY } from './query-keys';

/** GET /api/admin/jobs: each queue's jobs by state and the recent jobs (all, or one state's). */
export function useJobs(state: TJobStateName | undefined) {
  return useQuery({
    queryKey: [...JOBS_KEY, state ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest<TJobsResponse>(`/admin/jobs${state ? `?state=${state}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/admin/jobs/{id}/retry: a failed job queued again. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<TJobRetryResponse>(`/admin/jobs/${encodeURIComponent(id)}/retry`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
