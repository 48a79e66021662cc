import { describe, expect, it } from 'vitest';
import { bodyText, click, getByRole, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { UnsubscribePage } from './unsubscribe-page';

// /unsubscribe?token=…: a visitor (no session) is asked before anything stops, then told it did;
// a link that does not work says so with the server's sentence.

const TOKEN = '3f1c2b7a-9d4e-4f6a-8b2c-1d2e3f4a5b6c';
const routes = [{ path: '/unsubscribe', element: <UnsubscribePage /> }];

describe('the unsubscribe page', () => {
  it("asks, then stops one search's alerts", async () => {
    let posted = '';
    stubFetch({
      [`GET /api/alerts/unsubscribe?token=${TOKEN}`]: () =>
        json({ name: 'Civic alternators', scope: 'search', alert: 'instant' }),
      [`POST /api/alerts/unsubscribe?token=${TOKEN}`]: (url) => {
        posted = url;
        return json({ name: 'Civic alternators', scope: 'search', turned_off: 1 });
      },
    });
    await renderRoutes(routes, `/unsubscribe?token=${TOKEN}`);
    await waitFor(() =>
      expect(bodyText()).toContain('Stop the alert emails of your saved search "Civic alternators"?'),
    );
    expect(posted).toBe('');
    await click(getByRole('button', 'Stop these alerts'));
    await waitFor(() =>
      expect(bodyText()).toContain('You will no longer get alerts for "Civic alternators".'),
    );
    expect(posted).toBe(`/api/alerts/unsubscribe?token=${TOKEN}`);
    expect(getByRole('link', 'Manage your alerts').getAttribute('href')).toBe('/saved-searches');
  });

  it('stops the daily digest from a digest link', async () => {
    stubFetch({
      [`GET /api/alerts/unsubscribe?token=${TOKEN}&scope=digest`]: () =>
        json({ name: 'Civic, daily', scope: 'digest', alert: 'daily' }),
      [`POST /api/alerts/unsubscribe?token=${TOKEN}&scope=digest`]: () =>
        json({ name: 'Civic, daily', scope: 'digest', turned_off: 2 }),
    });
    await renderRoutes(routes, `/unsubscribe?token=${TOKEN}&scope=digest`);
    await click(await waitFor(() => getByRole('button', 'Stop the daily digest')));
    await waitFor(() => expect(bodyText()).toContain('You will no longer get the daily digest.'));
  });

  it("says when the link does not work, in the server's words", async () => {
    stubFetch({
      [`GET /api/alerts/unsubscribe?token=${TOKEN}`]: () =>
        json({ statusCode: 404, code: 'NOT_FOUND', message: 'This unsubscribe link is not valid.' }, 404),
    });
    await renderRoutes(routes, `/unsubscribe?token=${TOKEN}`);
    await waitFor(() => expect(bodyText()).toContain('This link does not work'));
    expect(bodyText()).toContain('This unsubscribe link is not valid.');
  });
});
