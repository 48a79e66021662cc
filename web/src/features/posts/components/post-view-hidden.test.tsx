import { describe, expect, it } from 'vitest';
import { bodyText, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { post } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { PostViewPage } from './post-view-page';

// A suspended seller's post is hidden; only admins get it from the server, and the page
// says so beside the title (a live post has no badge).

const renderView = (viewerId: string) =>
  renderRoutes(
    [
      {
        path: '/view/:id',
        element: (
          <PostViewPage postId={9} viewerId={viewerId} signInPath={(p) => p} extras={{ unit: 'km' }} />
        ),
      },
    ],
    '/view/9',
  );

describe('the post page of a hidden post', () => {
  it('tells an admin it is hidden because its seller is suspended', async () => {
    stubFetch({ 'GET /api/posts/9': () => json(post({ user_id: 'u2', status: 'hidden' })) });
    await renderView('admin1');
    await waitFor(() => expect(bodyText()).toContain('Hidden: seller suspended'));
  });

  it('shows no badge on a live post', async () => {
    stubFetch({ 'GET /api/posts/9': () => json(post({ user_id: 'u2', status: 'active' })) });
    await renderView('admin1');
    await waitFor(() => expect(document.querySelector('h1')).toBeTruthy());
    expect(bodyText()).not.toContain('Hidden: seller suspended');
  });
});
