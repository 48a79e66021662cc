import { describe, expect, it } from 'vitest';
import { DashboardRoute } from '@/app/routes/dashboard-route';
import { adminMeRoute } from '@/test/admin';
import { bodyText, click, getByLabel, getByRole, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { PARTS, VEHICLES } from '@/test/posts';
import { renderRoutes } from '@/test/render';

// The dashboard's Exchange rate tab: the rate in force (the default until an admin sets one), and
// a form to set it whose refusals show the server's sentence.

const DEFAULT = { usd_cad: 1.4, default_usd_cad: 1.4, updated_at: null };

function stub(put: (body: { usd_cad: unknown }) => Response) {
  let rate = DEFAULT as { usd_cad: number; default_usd_cad: number; updated_at: string | null };
  const sent: unknown[] = [];
  stubFetch({
    ...adminMeRoute(),
    'GET /api/vehicles': () => json(VEHICLES),
    'GET /api/parts': () => json(PARTS),
    'GET /api/exchange-rate': () => json(rate),
    'PUT /api/admin/exchange-rate': (_url, init) => {
      const body = JSON.parse(String(init?.body));
      sent.push(body);
      const res = put(body);
      if (res.status === 200)
        rate = { ...rate, usd_cad: body.usd_cad, updated_at: '2026-05-01T12:00:00.000Z' };
      return res;
    },
  });
  return sent;
}

const renderTab = () =>
  renderRoutes([{ path: '/dashboard', element: <DashboardRoute /> }], '/dashboard?tab=rate');

describe('the Exchange rate tab', () => {
  it('shows the default rate and sets a new one', async () => {
    const sent = stub((body) =>
      json({ usd_cad: body.usd_cad, default_usd_cad: 1.4, updated_at: '2026-05-01T12:00:00.000Z' }),
    );
    await renderTab();
    await waitFor(() => expect(bodyText()).toContain('1 USD = 1.4 CAD'));
    expect(bodyText()).toContain('The default (USD_CAD_RATE), until an admin sets one.');
    await typeInto(getByLabel('Canadian dollars for 1 US dollar'), '1.3725');
    await click(getByRole('button', 'Save rate'));
    await waitFor(() => expect(bodyText()).toContain('The rate is now 1 USD = 1.3725 CAD.'));
    expect(sent).toEqual([{ usd_cad: 1.3725 }]);
    await waitFor(() => expect(bodyText()).toContain('1 USD = 1.3725 CAD'));
    expect(bodyText()).toContain('Set ');
  });

  it('shows why the server refused a rate', async () => {
    stub(() =>
      json(
        {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'The exchange rate must be between 0.5 and 3 Canadian dollars for 1 US dollar.',
          fields: { usd_cad: 'exchangeRateRange' },
        },
        400,
      ),
    );
    await renderTab();
    await waitFor(() => expect(bodyText()).toContain('1 USD = 1.4 CAD'));
    await typeInto(getByLabel('Canadian dollars for 1 US dollar'), '14');
    await click(getByRole('button', 'Save rate'));
    await waitFor(() =>
      expect(bodyText()).toContain(
        'The exchange rate must be between 0.5 and 3 Canadian dollars for 1 US dollar.',
      ),
    );
  });

  it('in French writes the rate with a decimal comma and reads one typed so', async () => {
    const sent = stub((body) =>
      json({ usd_cad: body.usd_cad, default_usd_cad: 1.4, updated_at: '2026-05-01T12:00:00.000Z' }),
    );
    await renderRoutes([{ path: '/dashboard', element: <DashboardRoute /> }], '/fr/dashboard?tab=rate', {
      language: 'fr',
    });
    await waitFor(() => expect(bodyText()).toContain('1 USD = 1,4 CAD'));
    await typeInto(getByLabel('Dollars canadiens pour 1 dollar américain'), '1,3725');
    await click(getByRole('button', 'Enregistrer le taux'));
    await waitFor(() => expect(bodyText()).toContain('Le taux est maintenant de 1 USD = 1,3725 CAD.'));
    expect(sent).toEqual([{ usd_cad: 1.3725 }]);
  });
});
