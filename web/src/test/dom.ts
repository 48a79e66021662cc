import { act } from 'react';

// Visible text of an element, without aria-hidden decorations such as Mantine's required asterisk.
function accessibleText(element: Element): string {
  const clone = element.cloneNode(true) as Element;
  for (const hidden of clone.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (clone.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The form control whose <label> reads exactly `text`. */
export function getByLabel(text: string): HTMLInputElement | HTMLTextAreaElement {
  for (const label of document.querySelectorAll('label')) {
    if (accessibleText(label) !== text) continue;
    const control = label.htmlFor
      ? document.getElementById(label.htmlFor)
      : label.querySelector('input, textarea');
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) return control;
  }
  throw new Error(`No control labelled "${text}"`);
}

/** The element of a role (native or ARIA) whose name (aria-label or text) is exactly `name`. */
export function getByRole(role: 'button' | 'link' | 'option' | 'heading', name: string): HTMLElement {
  const selectors = {
    button: 'button, [role="button"]',
    link: 'a[href]',
    option: '[role="option"]',
    heading: 'h1, h2, h3, h4, h5, h6',
  };
  for (const element of document.querySelectorAll<HTMLElement>(selectors[role])) {
    const label = element.getAttribute('aria-label') ?? accessibleText(element);
    if (label === name) return element;
  }
  throw new Error(`No ${role} named "${name}"`);
}

export function bodyText(): string {
  return accessibleText(document.body);
}

/**
 * Retries `check` until it stops throwing, letting React and timers run in between. The limit is a
 * fuse, not a budget: a busy machine took seconds for what a quiet one does in 50 ms (the web
 * project's test limit is 60 s, so this one fails first, with the check's own message).
 */
export async function waitFor<T>(check: () => T, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }
}

export async function click(element: Element): Promise<void> {
  await act(async () => {
    element.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true }));
    element.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, cancelable: true }));
    (element as HTMLElement).click();
  });
}

/** Types into an input the way React notices: the native value setter, then an input event. */
export async function typeInto(
  element: HTMLInputElement | HTMLTextAreaElement,
  value: string,
): Promise<void> {
  const proto =
    element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  await act(async () => {
    setter?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Opens a Mantine Select by its label and picks the option with this text. */
export async function selectOption(label: string, option: string): Promise<void> {
  await click(getByLabel(label));
  await click(await waitFor(() => getByRole('option', option)));
}
