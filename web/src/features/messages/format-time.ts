const timeOf = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dayOf = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const fullOf = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A message time as a list shows it: the time today, the day otherwise. */
export function shortTime(iso: string, now = new Date()): string {
  const d = new Date(iso);
  return d.toDateString() === now.toDateString() ? timeOf.format(d) : dayOf.format(d);
}

/** A message time in full (under a message, and for screen readers). */
export function fullTime(iso: string): string {
  return fullOf.format(new Date(iso));
}
