import { describe, expect, it } from 'vitest';
import { canReportPost } from './post-policy';

describe('canReportPost', () => {
  const post = { user_id: 'seller' };
  it('lets visitors and other users report, never the seller', () => {
    expect(canReportPost(null, post)).toBe(true);
    expect(canReportPost('buyer', post)).toBe(true);
    expect(canReportPost('seller', post)).toBe(false);
  });
});
