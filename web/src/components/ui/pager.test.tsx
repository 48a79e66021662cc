import { describe, expect, it, vi } from 'vitest';
import { click, getByRole } from '@/test/dom';
import { renderRoutes } from '@/test/render';
import { Pager } from './pager';

// docs/PRODUCT.md §2, paging: Previous and Next buttons with 'Page: n' between them.

async function renderPager(props: Partial<Parameters<typeof Pager>[0]> = {}) {
  const onMove = vi.fn();
  await renderRoutes([
    {
      path: '/',
      element: <Pager page={1} hasNext={false} onMove={onMove} label="Pages of results" {...props} />,
    },
  ]);
  return onMove;
}

const buttons = () => [...document.querySelectorAll('nav button')].map((b) => b.textContent);
const nav = () => document.querySelector('nav');
/**
 * What the pager shows, as a person reads it left to right and line by line: each button or link is
 * one item (its text), and so is each other run of text ('Page: 3', a gap's '…').
 */
function shown(): string[] {
  const items: string[] = [];
  const read = (element: Element) => {
    if (element.matches('button, a')) {
      items.push((element.textContent ?? '').replace(/\s+/g, ' ').trim());
      return;
    }
    for (const child of element.childNodes) {
      if (child instanceof Element) read(child);
      else if (child.nodeType === Node.TEXT_NODE && child.textContent?.trim())
        items.push(child.textContent.replace(/\s+/g, ' ').trim());
    }
  };
  const root = nav();
  if (root) read(root);
  return items;
}

describe('pager', () => {
  it("shows only 'Page: 1' on a first page with nothing after it", async () => {
    await renderPager();
    expect(nav()?.getAttribute('aria-label')).toBe('Pages of results');
    expect(shown()).toEqual(['Page: 1']);
    expect(buttons()).toEqual([]);
  });

  it('offers Next when more follow, and asks for the next page', async () => {
    const onMove = await renderPager({ hasNext: true });
    expect(buttons()).toEqual(['Next']);
    await click(getByRole('button', 'Next'));
    expect(onMove).toHaveBeenCalledWith(2);
  });

  it('offers Previous after page 1, and both in the middle', async () => {
    const onMove = await renderPager({ page: 3, hasNext: true });
    expect(shown()).toEqual(['Previous', 'Page: 3', 'Next']);
    await click(getByRole('button', 'Previous'));
    expect(onMove).toHaveBeenLastCalledWith(2);
    await click(getByRole('button', 'Next'));
    expect(onMove).toHaveBeenLastCalledWith(4);
  });

  it('offers only Previous on the last page', async () => {
    await renderPager({ page: 2 });
    expect(buttons()).toEqual(['Previous']);
    expect(shown()).toEqual(['Previous', 'Page: 2']);
  });

  it('shows the numbered pages on a line under Previous, Page: n and Next, the current one marked', async () => {
    const onMove = await renderPager({
      page: 3,
      hasNext: true,
      numbers: { known: 10, exact: true, href: (n) => `/?page=${n}` },
    });
    expect(shown()).toEqual(['Previous', 'Page: 3', 'Next', '1', '2', '3', '4', '…', '10']);
    expect(getByRole('link', 'Page 3').getAttribute('aria-current')).toBe('page');
    await click(getByRole('link', 'Page 4'));
    expect(onMove).toHaveBeenLastCalledWith(4);
  });

  it('holds both buttons while a move is under way', async () => {
    const onMove = await renderPager({ page: 2, hasNext: true, moving: true });
    const previous = getByRole('button', 'Previous') as HTMLButtonElement;
    const next = getByRole('button', 'Next') as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(true);
    expect(next.hasAttribute('data-loading')).toBe(true);
    await click(previous);
    await click(next);
    expect(onMove).not.toHaveBeenCalled();
  });
});
