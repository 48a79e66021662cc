import { describe, expect, it } from 'vitest';
import { normalizeUsername, usernameProblem } from './username';
import { usernameKey } from './username-skeleton';

describe('the username rule', () => {
  it('normalises with NFKC', () => {
    expect(normalizeUsername(' ｅｖｅ ')).toBe('eve');
    expect(usernameProblem('ｅｖｅ')).toBeUndefined();
  });

  it('refuses length, spaces, then invisible and control characters', () => {
    expect(usernameProblem('a'.repeat(21))).toBe('usernameTooLong');
    expect(usernameProblem('e ve')).toBe('usernameSpaces');
    for (const c of ['\u200b', '\u200c', '\u200d', '\u2060', '\u202e', '\u00ad', '\u0007', '\u3164'])
      expect(usernameProblem(`ev${c}e`), JSON.stringify(c)).toBe('usernameInvisible');
    expect(usernameProblem('Éloïse_42')).toBeUndefined();
  });

  it('gives look-alikes one skeleton, case aside', () => {
    const same = (a: string, b: string) => expect(usernameKey(a), `${a} ~ ${b}`).toBe(usernameKey(b));
    same('paypal', 'pаypаl');
    same('mike', 'rnike');
    same('bill', 'biIl');
    same('bill', 'bi1l');
    same('Bob', 'B0B');
    same('eve', 'ＥＶＥ');
    expect(usernameKey('eve')).not.toBe(usernameKey('ava'));
  });
});
