import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, click, getByLabel, getByRole, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { PARTS, post, VEHICLES } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { EditPostPage } from './edit-post-page';

const CATALOG = { vehicles: VEHICLES, parts: PARTS, loading: false };

const renderEdit = (viewerId = 'u1') =>
  renderRoutes(
    [{ path: '/edit/:id', element: <EditPostPage postId={9} viewerId={viewerId} catalog={CATALOG} /> }],
    '/edit/9',
  );

const sentBody = (fetchMock: ReturnType<typeof stubFetch>) =>
  JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')?.[1]?.body));

describe('edit post form', () => {
  afterEach(() => vi.useRealTimers());

  it("clamps the price at the original and says 'Maximum price', then saves: 'Update Complete'", async () => {
    const fetchMock = stubFetch({
      'GET /api/posts/9': () => json(post()),
      'PUT /api/posts/9': (_url, init) => json(post({ price: JSON.parse(String(init?.body)).price })),
    });
    await renderEdit();
    const price = await waitFor(() => getByLabel('Price'));
    expect(document.title).toBe('Edit Post - PartsYard');
    expect(price.value).toBe('$120');
    expect(getByLabel('Model').value).toBe('Focus');
    expect(getByLabel('Stock number (Part ID)').value).toBe('ALT-42');
    expect(bodyText()).toContain('Maximum price: $120.00 CAD');
    expect(bodyText()).toContain('Currency: CAD');

    await typeInto(price, '150');
    expect(getByLabel('Price').value).toBe('$120');
    await typeInto(getByLabel('Price'), '95.5');
    expect(getByLabel('Price').value).toBe('$95.5');
    await click(getByRole('button', 'Save'));

    await waitFor(() =>
      expect(document.querySelector('form [role="status"]')?.textContent).toBe('Update Complete'),
    );
    expect(sentBody(fetchMock)).toEqual({
      year: 2012,
      vehicle_id: 2,
      fitments: [{ vehicle_id: 2, year_from: 2012, year_to: 2012 }],
      part_id: 7,
      stock_number: 'ALT-42',
      description: 'Works perfectly, 80,000 km.',
      price: 95.5,
      // The part's details as they were: an edit sends them all, so none is reset.
      condition: 'used',
      grade: null,
      mileage: null,
      mileage_unit: 'mi', // the test browser's (en-US) unit
      warranty_days: 0,
      delivery: 'pickup',
      shipping_price: null,
      oem_numbers: [],
      donor_vin: null,
    });
    // The saved price is the new maximum.
    expect(bodyText()).toContain('Maximum price: $95.50 CAD');
  });

  it('fills the rows and details from the post, stops at 20 rows, and sends them back unchanged', async () => {
    // In 1906 the year lists are short (1906 down to 1900): 20 rows of 3 selects render quickly.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('1906-06-01T12:00:00Z'));
    const rows = Array.from({ length: 19 }, (_, i) => {
      const vehicle = VEHICLES[[1, 0, 2][i % 3] ?? 0] ?? { id: 2, name: 'Ford - Focus' };
      const year = 1900 + Math.floor(i / 3);
      return { vehicle_id: vehicle.id, vehicle_name: vehicle.name, year_from: year, year_to: year };
    });
    const detailed = post({
      year: 1900,
      fitments: rows,
      grade: 'A',
      mileage_km: 160_934,
      delivery: 'shipping',
      shipping_price: 30,
      oem_numbers: ['X-1'],
      donor_vin: '1FAHP3F27CL123456',
    });
    const fetchMock = stubFetch({
      'GET /api/posts/9': () => json(detailed),
      'PUT /api/posts/9': () => json(detailed),
    });
    await renderRoutes(
      [{ path: '/edit/:id', element: <EditPostPage postId={9} viewerId="u1" catalog={CATALOG} unit="mi" /> }],
      '/edit/9',
    );
    await waitFor(() => getByLabel('Donor mileage'));
    expect(getByLabel('Donor mileage').value).toBe('100,000');
    expect(getByLabel('Donor vehicle VIN').value).toBe('1FAHP3F27CL123456');
    expect((getByLabel('Grade A') as HTMLInputElement).checked).toBe(true);
    expect(getByLabel('Shipping price').value).toBe('$30');
    expect(document.querySelectorAll('fieldset[aria-label^="Vehicle "]')).toHaveLength(18);
    await click(getByRole('button', 'Add another vehicle'));
    expect((getByRole('button', 'Add another vehicle') as HTMLButtonElement).disabled).toBe(true);
    expect(bodyText()).toContain('A post can list at most 20 vehicles.');
    await click(getByRole('button', 'Remove vehicle 20'));
    await click(getByRole('button', 'Save'));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    expect(sentBody(fetchMock)).toMatchObject({
      fitments: rows.map(({ vehicle_name: _, ...r }) => r),
      grade: 'A',
      // Unchanged, so the stored km go back as they were (no drift through miles).
      mileage: 160_934,
      mileage_unit: 'km',
      delivery: 'shipping',
      shipping_price: 30,
      oem_numbers: ['X-1'],
      donor_vin: '1FAHP3F27CL123456',
    });
    // The VIN the post already had is not decoded again by itself (that would overwrite the rows).
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/vin/'))).toBe(false);
  });

  it('requires a model', async () => {
    const fetchMock = stubFetch({ 'GET /api/posts/9': () => json(post()) });
    await renderEdit();
    await waitFor(() => getByLabel('Manufacturer'));
    await click(getByRole('button', 'Clear Manufacturer'));
    await click(getByRole('button', 'Save'));
    expect(document.querySelector('form [role="alert"]')?.textContent).toBe(
      'Please select a manufacturer and model before submitting.',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('tells another user the post is not theirs, and shows no form', async () => {
    stubFetch({ 'GET /api/posts/9': () => json(post({ user_id: 'someone-else' })) });
    await renderEdit();
    await waitFor(() => expect(bodyText()).toContain('Only the seller can change this post.'));
    expect(() => getByLabel('Price')).toThrow();
  });
});
