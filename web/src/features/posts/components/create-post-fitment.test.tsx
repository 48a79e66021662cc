import type { TVinDecode } from '@common/contracts/vin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, click, getByLabel, getByRole, selectOption, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { labelIn, pickIn, renderCreate, row, TERMS } from './post-form-test-kit';

// The create form's donor VIN and fitment rows.

const FOCUS_VIN = '1FAHP3F27CL123456';
const decoded = (change: Partial<TVinDecode> = {}): TVinDecode => ({
  vin: FOCUS_VIN,
  warning: null,
  year: 2012,
  make: 'FORD',
  model: 'Focus',
  trim: 'SE',
  engine: '2.0L',
  body: 'Sedan',
  drive: null,
  vehicle: { vehicle_id: 2, name: 'Ford - Focus' },
  suggestions: [],
  ...change,
});
const vinField = () => getByLabel('Donor vehicle VIN') as HTMLInputElement;
const fieldError = (input: HTMLElement) =>
  document.getElementById(
    input
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-error')) ?? '',
  )?.textContent;
const vinCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/vin/'));

describe('create post form: donor VIN', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says which rule a VIN breaks as it is typed, and asks nothing of the server for a bad one', async () => {
    const fetchMock = stubFetch(TERMS);
    await renderCreate();
    await typeInto(vinField(), '1HGCM826');
    expect(fieldError(vinField())).toBeFalsy(); // still typing: not yet too short
    await typeInto(vinField(), '1HGCM82O33A004352');
    expect(fieldError(vinField())).toBe(
      'A VIN has only letters and digits, and never the letters I, O or Q (they look like 1 and 0).',
    );
    await typeInto(vinField(), '1HGCM82643A004352');
    expect(fieldError(vinField())).toContain(
      "This VIN's check digit (its 9th character) does not match the other",
    );
    await typeInto(vinField(), '1HGCM82633A00435');
    await click(getByRole('button', 'Decode VIN'));
    expect(fieldError(vinField())).toBe(
      'A VIN has exactly 17 letters and digits. Vehicles built before 1981 have none: pick the year and model instead.',
    );
    expect(vinCalls(fetchMock)).toHaveLength(0);
    expect(bodyText()).toContain(
      'Vehicles built before 1981 have no 17-character VIN: pick their year and model by hand.',
    );
  });

  it('warns of a wrong check digit outside North America but decodes it', async () => {
    const fetchMock = stubFetch({
      ...TERMS,
      'GET /api/vin/WDB1240221A000001': () =>
        json(
          decoded({ vin: 'WDB1240221A000001', warning: 'vinCheckDigitWarning', vehicle: null, year: 1989 }),
        ),
    });
    await renderCreate();
    await typeInto(vinField(), 'wdb1240221a000001');
    expect(fieldError(vinField())).toBeFalsy();
    expect(bodyText()).toContain(
      "This VIN's check digit (its 9th character) does not match; vehicles built outside",
    );
    await waitFor(() => expect(vinCalls(fetchMock)).toHaveLength(1));
  });

  it('decodes a complete valid VIN into the first row and says what it decoded', async () => {
    const fetchMock = stubFetch({ ...TERMS, [`GET /api/vin/${FOCUS_VIN}`]: () => json(decoded()) });
    await renderCreate();
    await typeInto(vinField(), FOCUS_VIN);
    await waitFor(() => expect(bodyText()).toContain('Decoded: 2012 Ford Focus SE, 2.0L, Sedan'));
    expect(getByLabel('Year').value).toBe('2012');
    expect(getByLabel('Year to').value).toBe('2012');
    expect(getByLabel('Manufacturer').value).toBe('Ford');
    expect(getByLabel('Model').value).toBe('Focus');
    // The button decodes again on request; typing the same VIN does not.
    await click(getByRole('button', 'Decode VIN'));
    await waitFor(() => expect(vinCalls(fetchMock)).toHaveLength(2));
  });

  it('offers the closest catalog models when the decoded one has no exact match, and a pick fills the row', async () => {
    stubFetch({
      ...TERMS,
      [`GET /api/vin/${FOCUS_VIN}`]: () =>
        json(
          decoded({
            vehicle: null,
            model: 'Focus ST',
            suggestions: [{ vehicle_id: 2, name: 'Ford - Focus' }],
          }),
        ),
    });
    await renderCreate();
    await typeInto(vinField(), FOCUS_VIN);
    await waitFor(() => expect(bodyText()).toContain('This model is not in our list under the same name.'));
    expect(getByLabel('Year').value).toBe('2012'); // the year is known even so
    expect(getByLabel('Manufacturer').value).toBe('');
    await click(getByRole('button', 'Use Ford - Focus'));
    expect(getByLabel('Manufacturer').value).toBe('Ford');
    expect(getByLabel('Model').value).toBe('Focus');
  });

  it("shows the server's refusal at the field", async () => {
    stubFetch({
      ...TERMS,
      [`GET /api/vin/${FOCUS_VIN}`]: () =>
        json(
          {
            statusCode: 404,
            code: 'NOT_FOUND',
            message:
              'We could not decode this VIN: its maker or model is not in our data. Pick the year and model by hand.',
            fields: { vin: 'vinNotDecoded' },
          },
          404,
        ),
    });
    await renderCreate();
    await typeInto(vinField(), FOCUS_VIN);
    await waitFor(() => expect(fieldError(vinField())).toContain('We could not decode this VIN'));
  });
});

describe('create post form: fitment rows', () => {
  it("adds a row with the first row's years, and removes it", async () => {
    stubFetch(TERMS);
    await renderCreate();
    await pickIn(document.body, 'Year', '2013');
    await click(getByRole('button', 'Add another vehicle'));
    expect(labelIn(row(2), 'Vehicle').value).toBe('');
    expect(labelIn(row(2), 'Year from').value).toBe('2013');
    expect(labelIn(row(2), 'Year to').value).toBe('2013');
    await click(getByRole('button', 'Add another vehicle'));
    expect(document.querySelectorAll('fieldset[aria-label^="Vehicle "]')).toHaveLength(2);
    await click(getByRole('button', 'Remove vehicle 2'));
    expect(document.querySelectorAll('fieldset[aria-label^="Vehicle "]')).toHaveLength(1);
  });

  it("refuses reversed years and a repeated row with the server's words, and sends nothing", async () => {
    const fetchMock = stubFetch(TERMS);
    await renderCreate();
    await pickIn(document.body, 'Year', '2014');
    await pickIn(document.body, 'Year to', '2012');
    expect(fieldError(getByLabel('Year to'))).toBe(
      'The first year of a fitment row must not be after its last year.',
    );
    await pickIn(document.body, 'Year to', '2015');
    expect(fieldError(getByLabel('Year to'))).toBeFalsy();
    await selectOption('Manufacturer', 'Ford');
    await selectOption('Model', 'Focus');
    await click(getByRole('button', 'Add another vehicle'));
    await pickIn(row(2), 'Vehicle', 'Ford - Focus');
    await pickIn(row(2), 'Year from', '2015');
    expect(row(2).textContent).toContain('This model is already listed for some of these years.');
    await pickIn(row(2), 'Year from', '2016');
    await pickIn(row(2), 'Year to', '2016');
    expect(row(2).textContent).not.toContain('already listed');
    await pickIn(row(2), 'Year from', '2018');
    expect(row(2).textContent).toContain('The first year of a fitment row must not be after its last year.');
    await click(getByRole('button', 'Create Post'));
    expect(document.querySelector('form [role="alert"]')?.textContent).toBe(
      'The first year of a fitment row must not be after its last year.',
    );
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/carts')).toBe(false);
  });
});
