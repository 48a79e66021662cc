import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, getByRole, waitFor } from '@/test/dom';
import { renderRoutes } from '@/test/render';
import { framedRoutes } from '../routes';

class PartsError extends Error {
  constructor() {
    super('The part list exploded');
    this.stack = 'PartsError: The part list exploded\n    at PartsList (parts-list.tsx:12:7)';
  }
}

function Broken(): never {
  throw new PartsError();
}

describe('error screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the title, the message and the stack of a render failure, inside the frame', async () => {
    // React reports caught render errors on the console; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderRoutes(framedRoutes([{ index: true, Component: Broken }]));

    const heading = await waitFor(() => getByRole('heading', 'Unexpected Application Error!'));
    expect(heading.tagName).toBe('H1');
    expect(bodyText()).toContain('The part list exploded');
    const stack = document.querySelector('pre');
    expect(stack?.textContent).toContain('at PartsList (parts-list.tsx:12:7)');
    // The page boundary keeps the header and footer usable.
    expect(document.querySelector('header')).not.toBeNull();
    expect(document.querySelector('footer')).not.toBeNull();
    expect(document.title).toBe('Error - PartsYard');
  });
});
