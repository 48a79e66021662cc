import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { bodyText, click, getByLabel, getByRole, selectOption, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { cart } from '@/test/posts';
import { alertText, labelIn, pickIn, renderCreate, row, TERMS, typeTag } from './post-form-test-kit';

// The create form's OEM numbers, condition, grade, mileage, warranty and delivery, and
// what it sends.

const VIN = '1FAHP3F27CL123456';
const DECODED = {
  vin: VIN,
  warning: null,
  year: 2012,
  make: 'FORD',
  model: 'Focus',
  trim: null,
  engine: null,
  body: null,
  drive: null,
  vehicle: { vehicle_id: 2, name: 'Ford - Focus' },
  suggestions: [],
};
const PUBLISH = {
  ...TERMS,
  'POST /api/carts': () => json(cart(), 201),
  'POST /api/create-checkout-session': () => json({ url: '/my-posts' }),
};
const cartBody = (fetchMock: ReturnType<typeof stubFetch>) =>
  JSON.parse(
    String(
      fetchMock.mock.calls.find(([url, init]) => url === '/api/carts' && init?.method === 'POST')?.[1]?.body,
    ),
  );
const fieldError = (input: HTMLElement) =>
  document.getElementById(
    input
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-error')) ?? '',
  )?.textContent;

async function fillRequired() {
  await selectOption('Manufacturer', 'Ford');
  await selectOption('Model', 'Focus');
  await typeInto(getByLabel('Stock number (Part ID)'), 'ALT-42');
  await typeInto(getByLabel('Description'), 'Works perfectly.');
  await typeInto(getByLabel('Price'), '100');
}

describe('create post form: part details', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers a grade, each with its definition, only for a used part', async () => {
    stubFetch(TERMS);
    await renderCreate();
    expect((getByLabel('Used') as HTMLInputElement).checked).toBe(true);
    expect(document.body.textContent).toContain('Grade B: more wear than grade A, or minor damage');
    await click(getByLabel('Grade B'));
    await click(getByLabel('New'));
    expect(() => getByLabel('Grade B')).toThrow();
    await click(getByLabel('Used'));
    expect((getByLabel('Grade B') as HTMLInputElement).checked).toBe(false); // another condition dropped it
  });

  it("offers a shipping price or 'Ask for a quote' once shipping is offered; left empty it asks for a quote", async () => {
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const fetchMock = stubFetch(PUBLISH);
    await renderCreate();
    expect(() => getByLabel('Shipping price')).toThrow();
    await fillRequired();
    await click(getByLabel('Shipping offered'));
    expect(bodyText()).toContain('Leave it empty to ask for a quote.');
    await click(getByLabel('Ask for a quote'));
    expect(getByLabel('Shipping price').disabled).toBe(true);
    await click(getByLabel('Ask for a quote'));
    expect(getByLabel('Shipping price').value).toBe('');
    await click(getByRole('button', 'Create Post'));
    expect(fieldError(getByLabel('Shipping price'))).toBeFalsy();
    await waitFor(() =>
      expect(cartBody(fetchMock)).toMatchObject({ delivery: 'shipping', shipping_price: null }),
    );
  });

  it('checks part numbers as the server does', async () => {
    stubFetch(TERMS);
    await renderCreate();
    const oem = getByLabel('OEM / interchange numbers');
    await typeTag(oem as HTMLInputElement, 'AB#1');
    expect(fieldError(oem)).toBe(
      'A part number can only have letters, digits, spaces, dashes, dots and slashes.',
    );
  });

  it("sends the rows, the numbers and the details, the mileage in the viewer's unit", async () => {
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const fetchMock = stubFetch({ ...PUBLISH, [`GET /api/vin/${VIN}`]: () => json(DECODED) });
    await renderCreate('mi');
    await typeInto(getByLabel('Donor vehicle VIN'), VIN.toLowerCase());
    await waitFor(() => expect(getByLabel('Model').value).toBe('Focus'));
    await pickIn(document.body, 'Year to', '2014');
    await click(getByRole('button', 'Add another vehicle'));
    await pickIn(row(2), 'Vehicle', 'Toyota - Corolla');
    await pickIn(row(2), 'Year from', '2009');
    await pickIn(row(2), 'Year to', '2011');
    const oem = getByLabel('OEM / interchange numbers') as HTMLInputElement;
    for (const n of ['31100-RNA-A01', 'AL 553']) await typeTag(oem, n);
    await typeInto(getByLabel('Stock number (Part ID)'), 'ALT-42');
    await typeInto(getByLabel('Description'), 'Works perfectly.');
    await typeInto(getByLabel('Price'), '100');
    await click(getByLabel('Grade B'));
    await typeInto(getByLabel('Donor mileage'), '100000');
    await selectOption('Warranty', '90-day warranty');
    await click(getByLabel('Local pickup or shipping'));
    await typeInto(getByLabel('Shipping price'), '25.5');
    await click(getByRole('button', 'Create Post'));

    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/carts')).toBe(true));
    expect(cartBody(fetchMock)).toEqual({
      year: 2012,
      vehicle_id: 2,
      fitments: [
        { vehicle_id: 2, year_from: 2012, year_to: 2014 },
        { vehicle_id: 3, year_from: 2009, year_to: 2011 },
      ],
      part_id: 7,
      stock_number: 'ALT-42',
      description: 'Works perfectly.',
      price: 100,
      currencytype: 'CAD',
      condition: 'used',
      grade: 'B',
      mileage: 100000,
      mileage_unit: 'mi',
      warranty_days: 90,
      delivery: 'both',
      shipping_price: 25.5,
      oem_numbers: ['31100-RNA-A01', 'AL 553'],
      donor_vin: VIN,
    });
  });

  it("shows the server's refusal of a row at that row", async () => {
    stubFetch({
      ...TERMS,
      'POST /api/carts': () =>
        json(
          {
            statusCode: 400,
            code: 'VALIDATION',
            message: 'One of the models this part fits is not in our catalog. Pick it again from the list.',
            fields: { 'fitments.1.vehicle_id': 'fitmentModelUnknown' },
          },
          400,
        ),
    });
    await renderCreate();
    await fillRequired();
    await click(getByRole('button', 'Add another vehicle'));
    await pickIn(row(2), 'Vehicle', 'Toyota - Corolla');
    await click(getByRole('button', 'Create Post'));
    await waitFor(() =>
      expect(fieldError(labelIn(row(2), 'Vehicle'))).toBe(
        'One of the models this part fits is not in our catalog. Pick it again from the list.',
      ),
    );
    expect(alertText()).toContain('Error: ');
  });
});
