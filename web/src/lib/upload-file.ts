import type { z } from 'zod';
import { API_BASE } from '@/config/api';
import { ApiError, toApiError } from './api-error';

interface TUploadOptions<S extends z.ZodType> {
  /** The multipart field the server reads. */
  field: string;
  schema: S;
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Sends one file as multipart/form-data (see uploadForm). */
export function uploadFile<S extends z.ZodType>(
  path: string,
  file: Blob,
  { field, ...options }: TUploadOptions<S>,
): Promise<z.infer<S>> {
  const form = new FormData();
  form.append(field, file, file instanceof File ? file.name : 'photo');
  return uploadForm(path, form, options);
}

/**
 * Sends a multipart form and returns the parsed answer, or throws an ApiError like apiRequest
 * does. XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function uploadForm<S extends z.ZodType>(
  path: string,
  form: FormData,
  { schema, onProgress, signal }: Omit<TUploadOptions<S>, 'field'>,
): Promise<z.infer<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Network error'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.onload = async () => {
      // Reuse the fetch path's error reading: the same body shapes arrive here.
      const response = new Response(xhr.status === 204 ? null : xhr.responseText, {
        status: xhr.status,
        statusText: xhr.statusText,
        headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'application/json' },
      });
      if (!response.ok) return reject(await toApiError(response));
      onProgress?.(1);
      const json: unknown = await response.json().catch(() => undefined);
      const parsed = schema.safeParse(json);
      if (!parsed.success) return reject(new ApiError(xhr.status, 'INVALID_RESPONSE', parsed.error.message));
      resolve(parsed.data);
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
