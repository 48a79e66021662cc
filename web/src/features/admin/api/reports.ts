import { ZAdminReportsResponse, ZResolveResponse } from '@common/contracts/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_KEY, REPORTS_KEY, type TListStatus } from './query-keys';

/** GET /api/admin/reports: open reports newest first, or resolved ones. */
export function useAdminReports(status: TListStatus, page: number) {
  return useQuery({
    queryKey: [...REPORTS_KEY, status, page],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/reports?status=${status}&page=${page}`, { schema: ZAdminReportsResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

export type TReportAction =
  | { kind: 'ignore'; reportId: number }
  | { kind: 'delete'; reportId: number; postId: number; userId: string };

async function resolveReport(action: TReportAction): Promise<void> {
  if (action.kind === 'ignore') {
    await apiRequest(`/admin/reports/${action.reportId}/ignore`, {
      method: 'POST',
      schema: ZResolveResponse,
    });
    return;
  }
  // The spec's POST /delete-post with the report id: the post goes and its reports are resolved.
  await apiRequest('/delete-post', {
    method: 'POST',
    body: { post_id: action.postId, user_id: action.userId, report_id: action.reportId },
    schema: z.object({ message: z.string() }),
  });
}

/** Ignore Report or Delete Post; every admin list is read again after. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
