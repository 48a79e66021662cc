import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareLink } from './share-link';

const link = { title: '2012 Honda - Civic Alternator', url: 'https://example.test/view/7' };

function stubNavigator(parts: {
  share?: (data: unknown) => Promise<void>;
  writeText?: (t: string) => Promise<void>;
}) {
  vi.stubGlobal('navigator', {
    ...(parts.share ? { share: parts.share } : {}),
    clipboard: { writeText: parts.writeText ?? (() => Promise.reject(new Error('denied'))) },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('shareLink', () => {
  it('uses the share sheet when the browser has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator({ share, writeText });
    expect(await shareLink(link)).toBe('shared');
    expect(share).toHaveBeenCalledWith(link);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says nothing more when the person closes the sheet', async () => {
    stubNavigator({
      share: () => Promise.reject(Object.assign(new Error('closed'), { name: 'AbortError' })),
    });
    expect(await shareLink(link)).toBe('dismissed');
  });

  it('copies the link without a share sheet, or when the sheet is refused', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator({ writeText });
    expect(await shareLink(link)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(link.url);
    stubNavigator({ share: () => Promise.reject(new Error('NotAllowedError')), writeText });
    expect(await shareLink(link)).toBe('copied');
  });

  it('reports a copy the browser refuses', async () => {
    stubNavigator({});
    expect(await shareLink(link)).toBe('failed');
  });
});
