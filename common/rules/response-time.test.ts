import { describe, expect, it } from 'vitest';
import { RESPONSE_TIME_MIN_SAMPLES, responseTimeBucket } from './response-time';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('responseTimeBucket', () => {
  it('names the bucket of the median answer delay, each bound inclusive', () => {
    expect(responseTimeBucket(0, 3)).toBe('hour');
    expect(responseTimeBucket(HOUR, 3)).toBe('hour');
    expect(responseTimeBucket(HOUR + 1, 3)).toBe('hours');
    expect(responseTimeBucket(6 * HOUR, 10)).toBe('hours');
    expect(responseTimeBucket(6 * HOUR + 1, 10)).toBe('day');
    expect(responseTimeBucket(24 * HOUR, 10)).toBe('day');
    expect(responseTimeBucket(24 * HOUR + 1, 10)).toBe('days');
    expect(responseTimeBucket(96 * HOUR, 10)).toBe('days');
  });

  it('claims nothing slower than a few days', () => {
    expect(responseTimeBucket(96 * HOUR + 1, 10)).toBeNull();
    expect(responseTimeBucket(30 * 24 * HOUR, 10)).toBeNull();
  });

  it('claims nothing with fewer than the minimum samples', () => {
    expect(RESPONSE_TIME_MIN_SAMPLES).toBe(3);
    expect(responseTimeBucket(5 * MIN, 2)).toBeNull();
    expect(responseTimeBucket(5 * MIN, 0)).toBeNull();
    expect(responseTimeBucket(5 * MIN, 3)).toBe('hour');
  });

  it('claims nothing for no measure or a nonsense one', () => {
    expect(responseTimeBucket(null, 10)).toBeNull();
    expect(responseTimeBucket(Number.NaN, 10)).toBeNull();
    expect(responseTimeBucket(-1, 10)).toBeNull();
  });
});
