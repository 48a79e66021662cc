import frCommon from '@common/locales/fr-CA.json';
import { MESSAGES } from '@common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';

// The server answers in the request's language: an API call's Accept-Language.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const badContact = (headers: Record<string, string>, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Dana', email: 'not-an-email', subject: 'Hood', message: 'Any hood?' },
    remoteAddress: ip,
    headers,
  });

describe('server answers in both languages', () => {
  it('answers a refused request in English by default and in French for a French caller', async () => {
    const en = await badContact({}, '10.9.0.1');
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe(MESSAGES.invalidEmail);
    const fr = await badContact({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' }, '10.9.0.2');
    expect(fr.statusCode).toBe(400);
    expect(fr.json().message).toBe(frCommon.invalidEmail);
    expect(fr.json().fields).toEqual(en.json().fields);
    const english = await badContact({ 'accept-language': 'en-US,fr;q=0.5' }, '10.9.0.3');
    expect(english.json().message).toBe(MESSAGES.invalidEmail);
  });
});
