import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHtml } from './render-html';

// A lazy part resolved during the render must come out in place: React otherwise sends a large
// page's late parts (over 500 bytes) after it with inline scripts that move them in, which the CSP refuses (and the
// browser then hydrates an unfinished boundary: React's error 419).
// Loaded in a later task, as a chunk read from disk is: after the shell is done.
const Late = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) =>
      setImmediate(() => resolve({ default: () => <p>late part {'y'.repeat(2_000)}</p> })),
    ),
);

describe('renderHtml', () => {
  it('writes a lazy part resolved after a large shell in place, with no inline script', async () => {
    const html = await renderHtml(
      <main>
        <p>{'x'.repeat(40_000)}</p>
        <Suspense fallback={<p>waiting</p>}>
          <Late />
        </Suspense>
      </main>,
      10_000,
    );
    expect(html).toMatch(/<!--\$--><p>late part <!-- -->y{2000}<\/p><!--\/\$-->/);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<template');
    expect(html).not.toContain('waiting');
  });
});
