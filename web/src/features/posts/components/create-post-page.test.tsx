import { MESSAGES } from '@common/messages';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { bodyText, click, getByLabel, getByRole, selectOption, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { cart, PARTS, VEHICLES } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { stubXhr } from '@/test/xhr-stub';
import { CreatePostPage } from './create-post-page';

const CATALOG = { vehicles: VEHICLES, parts: PARTS, loading: false };
const LAUNCH = { feesCharged: false, discountCode: 'PARTSYARD-LAUNCH' };
const CHARGED = { feesCharged: true, discountCode: '' };

const renderCreate = (path = '/create-post') =>
  renderRoutes([{ path: '/create-post', element: <CreatePostPage catalog={CATALOG} /> }], path);

const alertText = () => document.querySelector('form [role="alert"]')?.textContent;
const submitButton = () => document.querySelector<HTMLButtonElement>('form button[type="submit"]');
const calls = (fetchMock: ReturnType<typeof stubFetch>, key: string) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key);

async function fillForm() {
  await selectOption('Manufacturer', 'Ford');
  await selectOption('Model', 'Focus');
  await typeInto(getByLabel('Stock number (Part ID)'), 'ALT-42');
  await typeInto(getByLabel('Description'), 'Works perfectly.');
  await typeInto(getByLabel('Price'), '100');
}

async function pickPhotos(...names: string[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  const files = names.map((n) => new File([new Uint8Array([137, 80, 78, 71])], n, { type: 'image/png' }));
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await waitFor(() => expect(document.querySelectorAll('img[alt^="Photo "]').length).toBe(names.length));
}

describe('create post form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts on the first year and part, and alerts when no model is chosen', async () => {
    const fetchMock = stubFetch({ 'GET /api/posting-terms': () => json(LAUNCH) });
    await renderCreate();
    expect(document.title).toBe('Create Post - PartsYard');
    expect(getByRole('heading', 'Create Post')).toBeTruthy();
    expect(getByLabel('Year').value).toBe(String(new Date().getFullYear()));
    expect(getByLabel('Part').value).toBe('Alternator');
    expect(getByLabel('Model').disabled).toBe(true);

    await typeInto(getByLabel('Price'), '100');
    await click(getByRole('button', 'Create Post'));
    expect(alertText()).toBe('Please select a manufacturer and model before submitting.');
    await selectOption('Manufacturer', 'Toyota');
    await click(getByRole('button', 'Create Post'));
    expect(alertText()).toBe('Please select a manufacturer and model before submitting.');
    expect(calls(fetchMock, 'POST /api/carts')).toHaveLength(0);
  });

  it("says 'Submitting...' while it works, then 'Error: ' and the message, keeping what was typed", async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch({
      'GET /api/posting-terms': () => json(LAUNCH),
      'POST /api/carts': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await renderCreate();
    await fillForm();
    await click(getByRole('button', 'Create Post'));

    expect(submitButton()?.textContent).toBe('Submitting...');
    expect(submitButton()?.disabled).toBe(true);
    await act(async () =>
      answer(
        json({ statusCode: 403, code: 'FORBIDDEN', message: 'Please complete your profile first.' }, 403),
      ),
    );

    await waitFor(() => expect(alertText()).toBe('Error: Please complete your profile first.'));
    expect(submitButton()?.textContent).toBe('Create Post');
    expect(submitButton()?.disabled).toBe(false);
    expect(getByLabel('Manufacturer').value).toBe('Ford');
    expect(getByLabel('Model').value).toBe('Focus');
    expect(getByLabel('Stock number (Part ID)').value).toBe('ALT-42');
    expect(getByLabel('Description').value).toBe('Works perfectly.');
    expect(getByLabel('Price').value).toBe('$100');
  });

  it('uploads each photo with a progress bar, and a retry reuses the cart and the photos sent', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    let photos = 0;
    let checkouts = 0;
    const fetchMock = stubFetch({
      'GET /api/posting-terms': () => json(LAUNCH),
      'POST /api/carts': () => json(cart(), 201),
      'POST /api/carts/31/images': () => {
        photos += 1;
        return json(cart({ images: Array.from({ length: photos }, (_, i) => imageAt(i)) }), 201);
      },
      'POST /api/create-checkout-session': () => {
        checkouts += 1;
        return checkouts === 1
          ? json({ statusCode: 503, code: 'UNAVAILABLE', message: 'down', error: 'down' }, 503)
          : json({ url: '/my-posts' });
      },
    });
    stubXhr();
    await renderCreate();
    await fillForm();
    await pickPhotos('front.png', 'back.png');
    await click(getByRole('button', 'Create Post'));

    // A 503 says the database cannot be reached (try again), not 'something went wrong'.
    await waitFor(() => expect(alertText()).toBe(`Error: ${MESSAGES.serviceUnavailable}`));
    const bars = [...document.querySelectorAll('[role="progressbar"]')];
    expect(bars.map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-valuenow')])).toEqual([
      ['Uploading front.png', '100'],
      ['Uploading back.png', '100'],
    ]);
    const checkout = JSON.parse(String(calls(fetchMock, 'POST /api/create-checkout-session')[0]?.[1]?.body));
    expect(checkout).toMatchObject({ id: 31, currency: 'cad', discountCode: 'PARTSYARD-LAUNCH' });

    await click(getByRole('button', 'Create Post'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/my-posts'));
    expect(calls(fetchMock, 'POST /api/carts')).toHaveLength(1);
    expect(photos).toBe(2);
    expect(submitButton()?.textContent).toBe('Submitting...');
  });

  it('shows the fee and its terms, with a discount code field, only once fees are charged', async () => {
    stubFetch({ 'GET /api/posting-terms': () => json(CHARGED) });
    await renderCreate();
    await waitFor(() => expect(bodyText()).toContain('Fee: $0.50 CAD'));
    await typeInto(getByLabel('Price'), '100');
    expect(bodyText()).toContain('Fee: $3.00 CAD');
    await click(getByLabel('USD'));
    expect(bodyText()).toContain('Fee: $3.00 USD');
    expect(bodyText()).toContain('The fee is 3% of the listed price, with a minimum of $0.50');
    expect(bodyText()).toContain('Renewal costs 1% of the listed price after 12 months.');
    expect(getByLabel('Discount code').value).toBe('');
  });

  it('hides the fee and the discount code before the fee start date', async () => {
    stubFetch({ 'GET /api/posting-terms': () => json(LAUNCH) });
    await renderCreate();
    await waitFor(() => expect(bodyText()).toContain('Posting is free during our launch'));
    await typeInto(getByLabel('Price'), '100');
    expect(bodyText()).not.toContain('Fee:');
    expect(() => getByLabel('Discount code')).toThrow();
  });

  it('says to try again after a cancelled checkout', async () => {
    stubFetch({ 'GET /api/posting-terms': () => json(LAUNCH) });
    await renderCreate('/create-post?cancelled=true');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Transaction Ended! Please try again.',
    );
  });
});

function imageAt(position: number) {
  const base = `/files/cart/${position}`;
  return {
    position,
    image: `${base}-full.webp`,
    card: `${base}-card.webp`,
    thumb: `${base}-thumb.webp`,
    width: 10,
    height: 10,
  };
}
