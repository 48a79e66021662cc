import frRules from '@common/locales/fr-CA.json';
import { MESSAGES } from '@common/messages';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from './api-error';
import { apiErrorMessage, serverMessage } from './api-error-message';
import i18n from './i18n';

const t = i18n.t.bind(i18n);
const answer = (status: number, body?: object) =>
  toApiError(new Response(body ? JSON.stringify(body) : 'upstream down', { status }));

describe('words for a failed call when a dependency fails', () => {
  it("says the database cannot be reached on a 503, the server's or a proxy's", async () => {
    const ours = await answer(503, {
      statusCode: 503,
      code: 'UNAVAILABLE',
      message: MESSAGES.serviceUnavailable,
    });
    expect(apiErrorMessage(t, ours)).toBe(MESSAGES.serviceUnavailable);
    expect(serverMessage(t, ours)).toBe(MESSAGES.serviceUnavailable);
    expect(apiErrorMessage(t, await answer(503))).toBe(MESSAGES.serviceUnavailable);
  });

  it('says the photo storage cannot be reached on its 503', async () => {
    const away = await answer(503, {
      statusCode: 503,
      code: 'UNAVAILABLE',
      message: MESSAGES.storageUnavailable,
    });
    expect(apiErrorMessage(t, away)).toBe(MESSAGES.storageUnavailable);
    expect(serverMessage(t, away)).toBe(MESSAGES.storageUnavailable);
  });

  it('says storage is full on a 507, and that nothing was saved', async () => {
    const full = await answer(507, {
      statusCode: 507,
      code: 'INSUFFICIENT_STORAGE',
      message: MESSAGES.storageFull,
    });
    expect(full.code).toBe('INSUFFICIENT_STORAGE');
    expect(serverMessage(t, full)).toBe(MESSAGES.storageFull);
    expect((await answer(507)).code).toBe('INSUFFICIENT_STORAGE');
  });

  it('keeps the generic words for a 500', async () => {
    expect(apiErrorMessage(t, await answer(500, { code: 'INTERNAL', message: 'x' }))).toBe(t('api.generic'));
  });
});

describe("a refusal's words", () => {
  it("are the server's sentence for a 4xx error body", async () => {
    const refused = await answer(404, { statusCode: 404, code: 'NOT_FOUND', message: 'No such post.' });
    expect(serverMessage(t, refused)).toBe('No such post.');
  });

  it("are never a proxy's English page or status text, in any language", async () => {
    const proxy = await toApiError(
      new Response('<html>413 Request Entity Too Large</html>', {
        status: 413,
        statusText: 'Request Entity Too Large',
      }),
    );
    expect(proxy.code).toBe('PAYLOAD_TOO_LARGE');
    expect(serverMessage(t, proxy)).toBe(t('api.generic'));
  });
});

describe('a rule sentence, on a French page', () => {
  const french = createInstance();
  void french.init({ lng: 'fr', initAsync: false, resources: { fr: { translation: { rules: frRules } } } });
  const tFr = french.t.bind(french) as typeof t;

  it("is the server's French sentence, the photo storage's 503 still named as such", async () => {
    const away = await answer(503, {
      statusCode: 503,
      code: 'UNAVAILABLE',
      message: frRules.storageUnavailable,
    });
    expect(apiErrorMessage(tFr, away)).toBe(frRules.storageUnavailable);
    const refused = await answer(409, { statusCode: 409, code: 'CONFLICT', message: frRules.garageFull });
    expect(serverMessage(tFr, refused)).toBe(frRules.garageFull);
  });

  it("is French when the browser's own check said it in English (the visitor's garage)", () => {
    expect(serverMessage(tFr, new ApiError(409, 'CONFLICT', MESSAGES.garageFull))).toBe(frRules.garageFull);
    expect(serverMessage(t, new ApiError(409, 'CONFLICT', MESSAGES.garageFull))).toBe(MESSAGES.garageFull);
  });
});
