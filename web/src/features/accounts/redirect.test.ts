import { describe, expect, it } from 'vitest';
import { safeRedirect, signInPathFor } from './redirect';

describe('sign-in redirect', () => {
  it.each([
    ['/profile', '/profile'],
    ['/view/12?from=search#photos', '/view/12?from=search#photos'],
    ['/messages/ada', '/messages/ada'],
    // Normalised as the browser would: dot segments resolved, the path kept on this site.
    ['/a/../profile', '/profile'],
    ['/./my-posts', '/my-posts'],
  ])('follows the same-site path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['profile'],
    ['https://evil.example/profile'],
    ['//evil.example/profile'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/.//evil.example'],
    ['/./\\evil.example'],
    ['/../..//evil.example'],
    ['/a/..//evil.example'],
    ['/%2e//evil.example'],
    ['/%2E%2E//evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    [' //evil.example'],
    ['///evil.example'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['javascript:alert(1)//'],
    ['/%2F%2Fevil.example'],
    ['/%2f/evil.example'],
    ['/%5Cevil.example'],
    ['/%5C%5Cevil.example'],
    ['/%E0%A4%A'],
    ['data:text/html,<script>alert(1)</script>'],
    ['http:/evil.example'],
    ['/auth'],
    ['/auth?redirect=/profile'],
  ])('goes home for %j', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it('builds the sign-in address with a readable path', () => {
    expect(signInPathFor('/profile')).toBe('/auth?redirect=/profile');
    expect(signInPathFor('/view/1?a=1&b=2')).toBe('/auth?redirect=/view/1%3Fa%3D1%26b%3D2');
  });
});
