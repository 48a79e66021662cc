import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultDiscountCode,
  FEE_START,
  feesCharged,
  LAUNCH_DISCOUNT_CODE,
  listingFee,
  renewalFee,
} from './fees';

const before = new Date('2027-05-01T12:00:00Z');
const after = new Date('2028-09-01T00:00:00Z');

describe('listing fee', () => {
  it('is 3% of the price, at least 0.50', () => {
    expect(listingFee(10_000, after)).toEqual({ cents: 300, fullCents: 300, waived: false });
    expect(listingFee(1_000, after).cents).toBe(50);
    expect(listingFee(1_667, after).cents).toBe(50);
    expect(listingFee(1_700, after).cents).toBe(51);
  });

  it('is waived by the launch code before the fee start, and only then', () => {
    expect(listingFee(10_000, before, LAUNCH_DISCOUNT_CODE)).toEqual({
      cents: 0,
      fullCents: 300,
      waived: true,
    });
    expect(listingFee(10_000, before, ' parTsyard-launch ').waived).toBe(true);
    expect(listingFee(10_000, before, 'OTHER').cents).toBe(300);
    expect(listingFee(10_000, after, LAUNCH_DISCOUNT_CODE).cents).toBe(300);
    expect(defaultDiscountCode(before)).toBe(LAUNCH_DISCOUNT_CODE);
    expect(defaultDiscountCode(after)).toBe('');
    expect(feesCharged(new Date(FEE_START.getTime() - 1))).toBe(false);
    expect(feesCharged(FEE_START)).toBe(true);
  });

  it('renewal is 1%, at least 0.50', () => {
    expect(renewalFee(100_000, after).cents).toBe(1_000);
    expect(renewalFee(100, after).cents).toBe(50);
  });

  it('holds for every price: whole cents, never below the minimum, never above 3% + a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (price) => {
        const { cents } = listingFee(price, after);
        expect(Number.isInteger(cents)).toBe(true);
        expect(cents).toBeGreaterThanOrEqual(50);
        if (price * 0.03 > 50) expect(Math.abs(cents - price * 0.03)).toBeLessThanOrEqual(0.5);
        expect(renewalFee(price, after).cents).toBeLessThanOrEqual(cents);
      }),
    );
  });
});
