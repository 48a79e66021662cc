import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, click, getByLabel, getByRole, selectOption, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { cart } from '@/test/posts';
import { renderCreate, TERMS } from './post-form-test-kit';

// The create form's errors: none left once fixed, the first one taken to on submit, and an empty
// shipping price that means 'ask for a quote' (not an error).

const MODEL_REQUIRED = 'Please select a manufacturer and model before submitting.';

describe('create post form: errors', () => {
  afterEach(() => vi.restoreAllMocks());

  it('drops "select a manufacturer and model" once both are chosen', async () => {
    stubFetch(TERMS);
    await renderCreate();
    await click(getByRole('button', 'Create Post'));
    expect(bodyText()).toContain(MODEL_REQUIRED);
    await selectOption('Manufacturer', 'Ford');
    await selectOption('Model', 'Focus');
    expect(bodyText()).not.toContain(MODEL_REQUIRED);
  });

  it('an empty submit scrolls to the first invalid field and puts the focus in it', async () => {
    stubFetch(TERMS);
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    await renderCreate();
    await click(getByRole('button', 'Create Post'));
    const manufacturer = getByLabel('Manufacturer');
    await waitFor(() => expect(document.activeElement).toBe(manufacturer));
    expect(manufacturer.getAttribute('aria-invalid')).toBe('true');
    // Its list stays closed, so the sentence under the field is not covered.
    expect(manufacturer.getAttribute('aria-expanded')).toBe('false');
    expect(scrolled.some((el) => el === manufacturer || el.contains(manufacturer))).toBe(true);
  });

  it('sends an empty shipping price as "ask for a quote"', async () => {
    const fetchMock = stubFetch({ ...TERMS, 'POST /api/carts': () => json(cart(), 201) });
    await renderCreate();
    await selectOption('Manufacturer', 'Ford');
    await selectOption('Model', 'Focus');
    await typeInto(getByLabel('Stock number (Part ID)'), 'ALT-42');
    await typeInto(getByLabel('Description'), 'Works perfectly.');
    await typeInto(getByLabel('Price'), '100');
    await click(getByLabel('Shipping offered'));
    expect(getByLabel('Shipping price').value).toBe('');
    await click(getByRole('button', 'Create Post'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/carts')).toBe(true));
    expect(bodyText()).not.toContain('Enter the shipping price');
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/carts');
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({ delivery: 'shipping', shipping_price: null });
  });
});
