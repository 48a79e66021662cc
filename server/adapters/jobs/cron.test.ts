import { describe, expect, it } from 'vitest';
import { cronEvery } from './cron';

describe('cronEvery', () => {
  it('rounds an interval to whole minutes, at least one', () => {
    expect(cronEvery(1)).toBe('* * * * *');
    expect(cronEvery(60)).toBe('* * * * *');
    expect(cronEvery(600)).toBe('*/10 * * * *');
    expect(cronEvery(620)).toBe('*/10 * * * *');
  });
  it('uses whole hours from an hour up, at most a day', () => {
    expect(cronEvery(3600)).toBe('0 * * * *');
    expect(cronEvery(4 * 3600)).toBe('0 */4 * * *');
    expect(cronEvery(86_400)).toBe('0 0 * * *');
    expect(cronEvery(7 * 86_400)).toBe('0 0 * * *');
  });
});
