// How quickly a user usually answers messages, in the words a buyer reads on a seller's
// page ("Usually answers within a few hours"). The server measures; this file decides the words.

/** Only the last 90 days of messages count: an old habit says little about today. */
export const RESPONSE_TIME_WINDOW_DAYS = 90;
/** Fewer answered messages than this and nothing is claimed (two quick answers are luck, not a habit). */
export const RESPONSE_TIME_MIN_SAMPLES = 3;

export const RESPONSE_TIME_BUCKETS = ['hour', 'hours', 'day', 'days'] as const;
export type TResponseTimeBucket = (typeof RESPONSE_TIME_BUCKETS)[number];

const HOUR = 3_600_000;
/** Each bucket's upper bound, inclusive: within an hour, a few hours (6), a day, a few days (4). */
const LIMITS: ReadonlyArray<[TResponseTimeBucket, number]> = [
  ['hour', HOUR],
  ['hours', 6 * HOUR],
  ['day', 24 * HOUR],
  ['days', 96 * HOUR],
];

/**
 * The bucket of a median answer delay (milliseconds) over `samples` answers: null when there are
 * too few samples, or when the median is slower than a few days (nothing flattering or fair to say).
 */
export function responseTimeBucket(medianMs: number | null, samples: number): TResponseTimeBucket | null {
  if (medianMs === null || !Number.isFinite(medianMs) || medianMs < 0) return null;
  if (samples < RESPONSE_TIME_MIN_SAMPLES) return null;
  for (const [bucket, limit] of LIMITS) if (medianMs <= limit) return bucket;
  return null;
}
