import type { TReportReason } from '@common/constants';
import type { TReportCreated } from '@common/contracts/reports';
import { useMutation } from '@tanstack/react-query';
import { uploadForm } from '@/lib/upload-file';

export interface TReportDraft {
  postId: number;
  reason: TReportReason;
  description: string;
  email: string;
  photos: File[];
}

/** POST /api/reports: the fields and the photos in one multipart request (kept together or not at all). */
export function submitReport(draft: TReportDraft, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append('post_id', String(draft.postId));
  form.append('reason', draft.reason);
  form.append('description', draft.description);
  if (draft.email.trim() !== '') form.append('email', draft.email.trim());
  for (const photo of draft.photos) form.append('photo', photo, photo.name);
  return uploadForm<TReportCreated>('/reports', form, { onProgress });
}

export function useSubmitReport(onProgress: (fraction: number) => void) {
  return useMutation({ mutationFn: (draft: TReportDraft) => submitReport(draft, onProgress) });
}
