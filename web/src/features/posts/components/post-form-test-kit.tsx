import { act } from 'react';
import { click, typeInto, waitFor } from '@/test/dom';
import { json } from '@/test/fetch-stub';
import { PARTS, VEHICLES } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { CreatePostPage } from './create-post-page';

// Shared by the create form's issue-15 tests: rendering, and finding a control inside one fitment row.

export const CATALOG = { vehicles: VEHICLES, parts: PARTS, loading: false };
export const LAUNCH = { feesCharged: false, discountCode: 'PARTSYARD-LAUNCH' };
export const TERMS = { 'GET /api/posting-terms': () => json(LAUNCH) };

export const renderCreate = (unit: 'km' | 'mi' = 'km') =>
  renderRoutes(
    [{ path: '/create-post', element: <CreatePostPage catalog={CATALOG} unit={unit} /> }],
    '/create-post',
  );

/** The group of an extra fitment row: 'Vehicle 2', 'Vehicle 3'... */
export function row(n: number): HTMLFieldSetElement {
  const found = document.querySelector<HTMLFieldSetElement>(`fieldset[aria-label="Vehicle ${n}"]`);
  if (!found) throw new Error(`No row Vehicle ${n}`);
  return found;
}

/** The control labelled `text` inside `scope`. */
export function labelIn(scope: Element, text: string): HTMLInputElement {
  for (const label of scope.querySelectorAll('label')) {
    if (label.textContent?.replace(/\s+/g, ' ').replace('*', '').trim() !== text) continue;
    const control = label.htmlFor ? document.getElementById(label.htmlFor) : null;
    if (control instanceof HTMLInputElement) return control;
  }
  throw new Error(`No control labelled "${text}"`);
}

/**
 * Opens a select and picks an option of its own list (test mode renders every select's options, so
 * the years of one select must not be taken for another's).
 */
export async function pick(input: HTMLElement, option: string) {
  await click(input);
  const found = await waitFor(() => {
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
    const match = [...(list?.querySelectorAll('[role="option"]') ?? [])].find(
      (o) => o.textContent === option,
    );
    if (!match) throw new Error(`No option ${option}`);
    return match;
  });
  await click(found);
}

/** Picks an option of the select labelled `label` inside `scope` (a row, or the whole page). */
export const pickIn = (scope: Element, label: string, option: string) => pick(labelIn(scope, label), option);

/** Types a tag and presses Enter (a tags input takes typing only while it has the focus). */
export async function typeTag(input: HTMLInputElement, value: string) {
  await act(async () => input.focus());
  await typeInto(input, value);
  await act(async () => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  });
}

export const alertText = () => document.querySelector('form [role="alert"]')?.textContent;
