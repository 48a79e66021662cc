import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enServer from '../../locales/en.json';
import frServer from '../../locales/fr-CA.json';
import { createUser, nextIp, PASSWORD } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { serverText } from './server-text';
import { localizeMessage, translate } from './translate';

// The server's own sentences (server/locales) in both languages, across modules: a service's
// AppError, an admin-only refusal, a 404 sentence, the auth library's sign-in refusal.

const FR = { 'accept-language': 'fr-CA,fr;q=0.9' };

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TTree = { [key: string]: string | TTree };
const at = (tree: TTree, key: string) =>
  key
    .split('.')
    .reduce<TTree | string | undefined>((n, k) => (n && typeof n === 'object' ? n[k] : undefined), tree);

describe('server answers in both languages', () => {
  it('a service refusal (404, no such username) in English and in French', async () => {
    const ask = (headers = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/get-user-id',
        payload: { username: 'nobody_here' },
        headers,
      });
    const en = await ask();
    expect(en.statusCode).toBe(404);
    expect(en.json().message).toBe('No user has this username.');
    const fr = await ask(FR);
    expect(fr.statusCode).toBe(404);
    expect(fr.json()).toMatchObject({ code: 'NOT_FOUND', message: frServer.errors.noSuchUsername });
  });

  it('an admin-only refusal in the caller language', async () => {
    const { cookie } = await createUser(t.app);
    const en = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie } });
    expect(en.statusCode).toBe(403);
    expect(en.json().message).toBe('Only administrators may do this.');
    const fr = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie, ...FR } });
    expect(fr.statusCode).toBe(403);
    expect(fr.json().message).toBe('Seuls les administrateurs peuvent faire cela.');
  });

  it('a rule sentence of common/locales (signing in required) in French', async () => {
    const fr = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: FR });
    expect(fr.statusCode).toBe(401);
    expect(fr.json().message).toBe(translate('fr', 'signInRequired'));
  });

  it("the auth library's refusal of a wrong password, in the caller language", async () => {
    const { email } = await createUser(t.app, { profile: false });
    const signIn = (headers = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: `${PASSWORD}x` },
        remoteAddress: nextIp(),
        headers,
      });
    const en = await signIn();
    expect(en.statusCode).toBe(401);
    expect(en.json()).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
    const fr = await signIn(FR);
    expect(fr.statusCode).toBe(401);
    expect(fr.json()).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Adresse courriel ou mot de passe incorrect',
    });
  });

  it('an upload refusal (not multipart) in French', async () => {
    const { cookie } = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { cookie, ...FR, 'content-type': 'application/json' },
      payload: {},
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Envoyez le signalement en multipart/form-data.');
  });

  it("the global rate limit's answer, with its seconds, in French", async () => {
    const limited = await createTestApp({}, { rateLimitPerMinute: 1 });
    try {
      const ask = () =>
        limited.app.inject({ method: 'GET', url: '/api/vehicles', remoteAddress: '10.77.0.1', headers: FR });
      expect((await ask()).statusCode).toBe(200);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Trop de requêtes\. Veuillez réessayer dans \d+ secondes\.$/);
    } finally {
      await limited.close();
    }
  });

  it('sentences with variable parts come back in French with their parts', () => {
    const english = serverText('errors.tooManyRequests', { seconds: 42 });
    expect(english).toBe('Too many requests. Please try again in 42 seconds.');
    expect(localizeMessage(english, 'fr')).toBe('Trop de requêtes. Veuillez réessayer dans 42 secondes.');
    expect(localizeMessage(serverText('errors.unexpectedFileField', { field: 'pic' }), 'fr')).toBe(
      'Champ de fichier inattendu «\u00a0pic\u00a0».',
    );
    expect(localizeMessage('A sentence of no file.', 'fr')).toBe('A sentence of no file.');
  });
});

describe('server/locales', () => {
  it("holds every key the server's code asks for", () => {
    const used = new Set<string>();
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) {
          const text = readFileSync(file, 'utf8');
          for (const m of text.matchAll(/(?:serverText|words|t)\(\s*'((?:errors|auth|mail|pages)\.[\w.]+)'/g))
            used.add(m[1] as string);
          for (const m of text.matchAll(/translate\(\s*[\w.]+,\s*'server\.([\w.]+)'/g))
            used.add(m[1] as string);
        }
      }
    };
    walk(path.resolve(__dirname, '../..'));
    expect(used.size).toBeGreaterThan(10);
    // (The two files' parity is common/i18n/locale-parity.test.ts's.) A plural is asked for by its base.
    const has = (tree: TTree, key: string) =>
      typeof at(tree, key) === 'string' || typeof at(tree, `${key}_other`) === 'string';
    for (const key of used) {
      expect(has(enServer as TTree, key), key).toBe(true);
      expect(has(frServer as TTree, key), key).toBe(true);
    }
  });
});
