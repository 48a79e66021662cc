// Sharing a page's link: the system share sheet where the browser has one (phones, some desktops),
// else the clipboard. The caller says what happened (a toast for a copy; nothing for a share).

export type TShareOutcome = 'shared' | 'copied' | 'dismissed' | 'failed';

/** Puts text on the clipboard; false when the browser refuses (no permission, no secure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Offers the link through navigator.share when the browser has it, else copies it. A share sheet
 * the person closes is 'dismissed' (nothing more to say); a share the browser refuses falls back
 * to the copy.
 */
export async function shareLink(data: { title: string; url: string }): Promise<TShareOutcome> {
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if ((error as { name?: string }).name === 'AbortError') return 'dismissed';
    }
  }
  return (await copyText(data.url)) ? 'copied' : 'failed';
}
