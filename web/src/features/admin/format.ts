const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A date and time as the dashboard shows it. */
export const formatWhen = (iso: string) => when.format(new Date(iso));
