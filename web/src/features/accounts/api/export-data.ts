import { API_BASE } from '@/config/api';
import { ApiError, toApiError } from '@/lib/api-error';
import { apiFetch } from '@/lib/api-fetch';

/** The file name the server gave (Content-Disposition), else a plain one. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? 'partsyard-data.zip';
}

/**
 * GET /api/account/export: the user's data as one ZIP, saved through a temporary link so the
 * page can show its progress and the server's words when it refuses (one a minute).
 */
export async function downloadMyData(): Promise<string> {
  let response: Response;
  try {
    response = await apiFetch(`${API_BASE}/account/export`, { method: 'GET', credentials: 'same-origin' });
  } catch (error) {
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) throw await toApiError(response);
  const name = fileNameOf(response);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
  return name;
}
