import { API_BASE } from '@/config/api';
import { readJsonBody } from './api-client';
import { ApiError, toApiError } from './api-error';
import { apiLanguageHeader } from './api-fetch';

interface TUploadOptions {
  /** The multipart field the server reads. */
  field: string;
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Sends one file as multipart/form-data (see uploadForm). */
export function uploadFile<T>(path: string, file: Blob, { field, ...options }: TUploadOptions): Promise<T> {
  const form = new FormData();
  form.append(field, file, file instanceof File ? file.name : 'photo');
  return uploadForm<T>(path, form, options);
}

/**
 * Sends a multipart form and returns the answer as T (unchecked, as apiRequest's), or throws an
 * ApiError like apiRequest does. XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  { onProgress, signal }: Omit<TUploadOptions, 'field'> = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', apiLanguageHeader());
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
      try {
        resolve((await readJsonBody(response)) as T);
      } catch (error) {
        reject(error);
      }
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
