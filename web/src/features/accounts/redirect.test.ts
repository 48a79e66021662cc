import { describe, expect, it } from 'vitest';
import { safeRedirect, signInPathFor } from './redirect';

describe('sign-in redirect', () => {
  it.each([
    ['/profile', '/profile'],
    ['/view/12?from=search#photos', '/view/12?from=search#photos'],
    ['/messages/ada', '/messages/ada'],
  ])('follows the same-site path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['profile'],
    ['https://evil.example/profile'],
    ['//evil.example/profile'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['/auth'],
  ])('goes home for %s', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it('builds the sign-in address with a readable path', () => {
    expect(signInPathFor('/profile')).toBe('/auth?redirect=/profile');
    expect(signInPathFor('/view/1?a=1&b=2')).toBe('/auth?redirect=/view/1%3Fa%3D1%26b%3D2');
  });
});
