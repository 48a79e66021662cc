import { describe, expect, it } from 'vitest';
import { matchAppPath, robotsDisallowedPrefixes } from './app-paths';

describe('matchAppPath', () => {
  it.each([
    ['/', 'home', {}],
    ['/top-questions', 'faq', {}],
    ['/TOP-QUESTIONS/', 'faq', {}],
    ['/view/12', 'viewPost', { id: '12' }],
    ['/view/abc', 'viewPost', { id: 'abc' }],
    [
      '/view/12/2012-honda-civic-alternator',
      'viewPostSlug',
      { id: '12', slug: '2012-honda-civic-alternator' },
    ],
    ['/messages', 'messages', {}],
    ['/messages/bob%20smith', 'messagesWith', { name: 'bob smith' }],
    ['/recover-password/a@b.example', 'recoverPassword', { email: 'a@b.example' }],
    ['/user-profile/u1/', 'userProfile', { id: 'u1' }],
    ['/garage', 'garage', {}],
  ])('%s opens %s', (path, route, params) => {
    expect(matchAppPath(path)).toEqual({ route, params });
  });

  it.each(['/no/such/page', '/view', '/view/', '/view/1/2/3', '/favicon.ico', '/top-questionsx', '/edit'])(
    '%s opens no page',
    (path) => {
      expect(matchAppPath(path)).toBeNull();
    },
  );
});

describe('robotsDisallowedPrefixes', () => {
  it('names the private pages once each, never the public ones', () => {
    const prefixes = robotsDisallowedPrefixes();
    expect(prefixes).toEqual(expect.arrayContaining(['/messages', '/my-posts', '/profile', '/dashboard']));
    expect(prefixes).toEqual(expect.arrayContaining(['/create-post', '/edit/', '/favorites', '/success']));
    expect(prefixes).toContain('/garage');
    expect(prefixes).not.toContain('/messages/');
    expect(prefixes.some((p) => '/view/1'.startsWith(p) || '/top-questions'.startsWith(p))).toBe(false);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
