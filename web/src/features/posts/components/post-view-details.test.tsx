import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_GARAGE_KEY } from '@/lib/garage';
import { bodyText, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { post } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { PostViewPage } from './post-view-page';

// The post page's issue-15 sections: what the part fits (and 'Fits your ...' from My Garage), and
// its condition, grade, mileage, warranty, delivery, OEM numbers and donor VIN.

const DETAILED = post({
  user_id: 'u2',
  fitments: [
    { vehicle_id: 2, vehicle_name: 'Ford - Focus', year_from: 2012, year_to: 2014 },
    { vehicle_id: 3, vehicle_name: 'Toyota - Corolla', year_from: 2009, year_to: 2009 },
  ],
  condition: 'used',
  grade: 'B',
  mileage_km: 160_934,
  warranty_days: 90,
  delivery: 'both',
  shipping_price: 25,
  oem_numbers: ['31100-RNA-A01', 'AL-553'],
  donor_vin: '1HGCM82633A004352',
});

const renderView = (unit: 'km' | 'mi') =>
  renderRoutes(
    [
      {
        path: '/view/:id',
        element: <PostViewPage postId={9} viewerId={null} signInPath={(p) => p} extras={{ unit }} />,
      },
    ],
    '/view/9',
  );

const section = (name: string) =>
  document.querySelector(`section[aria-labelledby="${name}"]`)?.textContent?.replace(/\s+/g, ' ');
/** The section's text once it shows. */
const shown = (name: string) =>
  waitFor(() => {
    const text = section(name);
    if (!text) throw new Error(`No section ${name}`);
    return text;
  });

afterEach(() => localStorage.clear());

describe('the post page: fitment and part details', () => {
  it('lists every fitment row and the details, the mileage in miles for a miles reader', async () => {
    stubFetch({ 'GET /api/posts/9': () => json(DETAILED) });
    await renderView('mi');
    await waitFor(() => expect(section('post-fits')).toBeTruthy());
    expect(
      [...document.querySelectorAll('section[aria-labelledby="post-fits"] li')].map((li) => li.textContent),
    ).toEqual(['Ford - Focus 2012-2014', 'Toyota - Corolla 2009']);
    const details = section('post-part-details');
    expect(details).toContain('ConditionUsed');
    expect(details).toContain('GradeGrade B: more wear than grade A');
    expect(details).toContain('Donor mileage100,000 mi');
    expect(details).toContain('Warranty90-day warranty');
    expect(details).toContain('DeliveryLocal pickup or shipping');
    expect(details).toContain('Shipping$25.00 CAD');
    expect(details).toContain('OEM / interchange numbers31100-RNA-A01, AL-553');
    expect(details).toContain('Donor vehicle VIN1HGCM82633A004352');
    expect(bodyText()).not.toContain('Fits your');
  });

  it("shows km for a km reader, 'Ask for a quote' without a shipping price, and no grade, OEM or VIN when none", async () => {
    stubFetch({
      'GET /api/posts/9': () =>
        json({
          ...DETAILED,
          grade: null,
          condition: 'remanufactured',
          shipping_price: null,
          oem_numbers: [],
          donor_vin: null,
        }),
    });
    await renderView('km');
    const details = await shown('post-part-details');
    expect(details).toContain('ConditionRemanufactured');
    expect(details).toContain('Donor mileage160,934 km');
    expect(details).toContain('ShippingAsk for a quote');
    expect(details).not.toContain('Grade');
    expect(details).not.toContain('OEM');
    expect(details).not.toContain('VIN');
  });

  it('shows no shipping line for local pickup', async () => {
    stubFetch({ 'GET /api/posts/9': () => json(post({ user_id: 'u2' })) });
    await renderView('km');
    const details = await shown('post-part-details');
    expect(details).toContain('DeliveryLocal pickup');
    expect(details).not.toContain('Shipping');
    expect(details).not.toContain('Donor mileage');
  });

  it("says 'Fits your 2013 Ford Focus' when a My Garage vehicle falls in a row", async () => {
    localStorage.setItem(
      LOCAL_GARAGE_KEY,
      JSON.stringify([
        { key: 'b-1', year: 2020, vehicle_id: 1, vehicle_name: 'Ford - F-150', vin: null },
        { key: 'b-2', year: 2013, vehicle_id: 2, vehicle_name: 'Ford - Focus', vin: null },
      ]),
    );
    stubFetch({ 'GET /api/posts/9': () => json(DETAILED) });
    await renderView('km');
    await waitFor(() => expect(section('post-fits')).toContain('Fits your 2013 Ford Focus'));
  });

  it('says nothing of My Garage when no vehicle there fits (a year outside every row)', async () => {
    localStorage.setItem(
      LOCAL_GARAGE_KEY,
      JSON.stringify([{ key: 'b-1', year: 2015, vehicle_id: 2, vehicle_name: 'Ford - Focus', vin: null }]),
    );
    stubFetch({ 'GET /api/posts/9': () => json(DETAILED) });
    await renderView('km');
    await waitFor(() => expect(section('post-fits')).toBeTruthy());
    expect(bodyText()).not.toContain('Fits your');
  });
});
