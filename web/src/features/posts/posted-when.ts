// When a post went up, as a person says it: 'today', 'yesterday', '3 days ago', '2 weeks ago'; past
// about two months the date itself reads better than '5 months ago'.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TPostedWhen {
  /** 'today', '3 days ago' ...; null when the date should be shown instead. */
  relative: string | null;
  /** The date in full ('November 21, 2026'). */
  exact: string;
}

/** How long ago `iso` was, seen at `now`, in the page's language. */
export function postedWhen(iso: string, now: Date, language: string): TPostedWhen {
  const then = new Date(iso);
  const exact = new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(then);
  // Calendar days, so a post from last night is 'yesterday' this morning.
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.max(0, Math.round((startOf(now) - startOf(then)) / DAY_MS));
  if (days > 60) return { relative: null, exact };
  const rtf = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const relative = days < 14 ? rtf.format(-days, 'day') : rtf.format(-Math.floor(days / 7), 'week');
  return { relative, exact };
}
