import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { setApiFetch } from './api-fetch';

// apiRequest returns the server's JSON as the caller's type, unchecked (the server checks it against
// the contract before sending), and turns every failure into an ApiError.

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function answer(response: Response | (() => Promise<Response>)) {
  const calls: { url: string; init: RequestInit }[] = [];
  setApiFetch(async (url, init) => {
    calls.push({ url, init });
    return typeof response === 'function' ? response() : response;
  });
  return calls;
}

afterEach(() => setApiFetch((url, init) => fetch(url, init)));

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  it('answers the JSON body as it came, and sends a JSON body with its method', async () => {
    const body = { id: 7, name: 'Honda - Civic', extra: [1, 2] };
    const calls = answer(json(body));
    const saved = await apiRequest<{ id: number; name: string }>('/admin/vehicles', {
      method: 'POST',
      body: { name: 'Honda - Civic' },
    });
    expect(saved).toEqual(body);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/admin/vehicles');
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: '{"name":"Honda - Civic"}',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    });
  });

  it('GETs without a body or content type by default', async () => {
    const calls = answer(json([]));
    expect(await apiRequest<unknown[]>('/parts')).toEqual([]);
    expect(calls[0]?.init).toMatchObject({
      method: 'GET',
      body: undefined,
      headers: { Accept: 'application/json' },
    });
  });

  it('answers undefined for a 204 or an empty 2xx body', async () => {
    answer(new Response(null, { status: 204 }));
    expect(await apiRequest<void>('/push/subscriptions', { method: 'DELETE' })).toBeUndefined();
    answer(new Response('', { status: 200 }));
    expect(await apiRequest<void>('/auth/sign-out', { method: 'POST', body: {} })).toBeUndefined();
  });

  it("throws INVALID_RESPONSE, with the answer's status, for a 2xx body that is not JSON", async () => {
    answer(
      new Response('<html>Gateway page</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
    const error = await failure(apiRequest('/parts'));
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.statusCode).toBe(200);
  });

  it("throws the server's error for a non-2xx answer", async () => {
    answer(json({ statusCode: 404, code: 'NOT_FOUND', message: 'No such post.' }, 404));
    const error = await failure(apiRequest('/posts/9'));
    expect(error).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', message: 'No such post.' });
    answer(new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }));
    expect(await failure(apiRequest('/posts/9'))).toMatchObject({ statusCode: 502, code: 'INTERNAL' });
  });

  it('throws NETWORK when the request does not reach the server, and the abort itself when cancelled', async () => {
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failure(apiRequest('/parts'))).toMatchObject({
      statusCode: 0,
      code: 'NETWORK',
      message: 'Failed to fetch',
    });
    const controller = new AbortController();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    answer(() => {
      controller.abort();
      return Promise.reject(abort);
    });
    await expect(apiRequest('/parts', { signal: controller.signal })).rejects.toBe(abort);
  });
});

describe('the error of a bad body', () => {
  it('is an ApiError, never a SyntaxError', async () => {
    answer(new Response('{"cut off', { status: 201 }));
    const spy = vi.fn();
    await apiRequest('/carts', { method: 'POST', body: {} }).catch(spy);
    expect(spy.mock.calls[0]?.[0]).toMatchObject({
      name: 'ApiError',
      code: 'INVALID_RESPONSE',
      statusCode: 201,
    });
  });
});
