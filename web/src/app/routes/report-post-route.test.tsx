import { describe, expect, it } from 'vitest';
import { bodyText, getByLabel, getByRole, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
// Mantine's autosizing Textarea (the description) needs the document.fonts stand-in this installs.
import '@/test/messages';
import { post } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { meRoute, session } from '@/test/session';
import { ReportPostRoute } from './report-post-route';

// /report-post/{id}: an id of digits only (1 or more) opens the form; anything else is not found.

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/report-post/:id', element: <ReportPostRoute /> },
      { path: '/', element: <h1>Home</h1> },
    ],
    path,
  );

const postRequests = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/posts'));

describe('/report-post/{id}', () => {
  it.each(['/report-post/12abc', '/report-post/0', '/report-post/-5', '/report-post/99999999999'])(
    'shows the not-found page at %s, asking nothing about posts',
    async (path) => {
      const fetchMock = stubFetch({ 'GET /api/posts/12': () => json(post({ id: 12 })) });
      await renderAt(path);
      await waitFor(() => getByRole('heading', 'Page not found'));
      expect(document.title).toBe('Page not found - PartsYard');
      expect(document.querySelector('form')).toBeNull();
      expect(postRequests(fetchMock)).toEqual([]);
    },
  );

  it('shows a visitor the form for post 5 with the email to fill in', async () => {
    const fetchMock = stubFetch({ 'GET /api/posts/5': () => json(post({ id: 5, stock_number: 'B-5' })) });
    await renderAt('/report-post/5');
    await waitFor(() => expect(bodyText()).toContain('You are reporting: 2012 Ford - Focus Alternator B-5'));
    expect(getByRole('heading', 'Report a post')).toBeTruthy();
    expect(getByRole('button', 'Submit Report')).toBeTruthy();
    expect(getByLabel('Your email').value).toBe('');
    expect(postRequests(fetchMock)).toEqual(['/api/posts/5']);
  });

  it("prefills a signed-in user's account email", async () => {
    stubFetch({ ...meRoute(session()), 'GET /api/posts/5': () => json(post({ id: 5 })) });
    await renderAt('/report-post/5');
    await waitFor(() => expect(getByLabel('Your email').value).toBe('dana@example.com'));
    expect(bodyText()).toContain('You are reporting: 2012 Ford - Focus Alternator ALT-42');
  });
});
