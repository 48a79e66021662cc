import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { uploadFile, uploadForm } from './upload-file';

// uploadFile/uploadForm answer the server's JSON as the caller's type, unchecked (as apiRequest),
// and fail with the same ApiErrors. XMLHttpRequest is replaced by a fake the test answers.

class FakeXhr {
  static last: FakeXhr;
  status = 0;
  statusText = '';
  responseText = '';
  headers: Record<string, string> = {};
  sent: FormData | undefined;
  url = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return this.headers[name.toLowerCase()] ?? null;
  }
  send(form: FormData) {
    this.sent = form;
  }
  abort() {
    this.onabort?.();
  }
  /** The server's answer arrives. */
  answer(status: number, body: string, contentType = 'application/json') {
    this.status = status;
    this.responseText = body;
    this.headers['content-type'] = contentType;
    this.onload?.();
  }
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

const file = () => new File(['photo'], 'door.jpg', { type: 'image/jpeg' });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('uploadFile', () => {
  it('sends the file in its field and answers the JSON body, with progress to 1', async () => {
    const onProgress = vi.fn();
    const done = uploadFile<{ id: number }>('/posts/4/images', file(), { field: 'photo', onProgress });
    const xhr = FakeXhr.last;
    expect(xhr.url).toBe('/api/posts/4/images');
    expect(xhr.sent?.get('photo')).toMatchObject({ name: 'door.jpg' });
    xhr.answer(200, JSON.stringify({ id: 4, images: [] }));
    expect(await done).toEqual({ id: 4, images: [] });
    expect(onProgress).toHaveBeenLastCalledWith(1);
  });

  it('throws INVALID_RESPONSE for a 2xx body that is not JSON', async () => {
    const done = uploadFile('/carts/2/images', file(), { field: 'photo' });
    FakeXhr.last.answer(200, '<html>proxy</html>', 'text/html');
    expect(await failure(done)).toMatchObject({ statusCode: 200, code: 'INVALID_RESPONSE' });
  });

  it("throws the server's error for a non-2xx answer, and NETWORK when the upload fails", async () => {
    const tooBig = uploadFile('/carts/2/images', file(), { field: 'photo' });
    FakeXhr.last.answer(
      413,
      JSON.stringify({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too big.' }),
    );
    expect(await failure(tooBig)).toMatchObject({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Too big.',
    });
    const offline = uploadFile('/carts/2/images', file(), { field: 'photo' });
    FakeXhr.last.onerror?.();
    expect(await failure(offline)).toMatchObject({ statusCode: 0, code: 'NETWORK' });
  });
});

describe('uploadForm', () => {
  it('answers undefined for a 204', async () => {
    const done = uploadForm<void>('/reports', new FormData());
    FakeXhr.last.answer(204, '');
    expect(await done).toBeUndefined();
  });
});
