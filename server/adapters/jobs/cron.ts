// Cron has a minute's resolution: an interval in seconds becomes the nearest whole minutes (at
// least one), or whole hours from an hour up (at most a day).

/** A cron expression that fires about every `seconds`, on the clock's round minutes and hours. */
export function cronEvery(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes === 1) return '* * * * *';
  if (minutes < 60) return `*/${minutes} * * * *`;
  const hours = Math.min(24, Math.round(minutes / 60));
  if (hours === 1) return '0 * * * *';
  if (hours === 24) return '0 0 * * *';
  return `0 */${hours} * * *`;
}
