import { describe, expect, it } from 'vitest';
import { convertAmount, formatRoughAmount, isValidRate, roughConversion } from './currency';

describe('currency', () => {
  it('converts USD to CAD by multiplying by the rate, and CAD to USD by dividing', () => {
    expect(convertAmount(100, 'USD', 'CAD', 1.4)).toBeCloseTo(140);
    expect(convertAmount(140, 'CAD', 'USD', 1.4)).toBeCloseTo(100);
    expect(convertAmount(120, 'CAD', 'CAD', 1.4)).toBe(120);
  });

  it('rounds an estimate to whole dollars with thousands separators', () => {
    expect(formatRoughAmount(164.5)).toBe('$165');
    expect(formatRoughAmount(164.49)).toBe('$164');
    expect(formatRoughAmount(12_345.6)).toBe('$12,346');
    expect(formatRoughAmount(0.3)).toBe('$0');
  });

  it('writes the estimate in French as fr-CA does (no-break spaces)', () => {
    expect(formatRoughAmount(12_345.6, 'fr')).toBe('12\u00a0346\u00a0$');
    expect(roughConversion(117.86, 'USD', 'CAD', 1.4, 'fr')).toBe('165\u00a0$');
  });

  it('gives the amount in the viewer’s currency only when it differs from the price’s', () => {
    expect(roughConversion(117.86, 'USD', 'CAD', 1.4)).toBe('$165');
    expect(roughConversion(165, 'CAD', 'USD', 1.4)).toBe('$118');
    expect(roughConversion(165, 'CAD', 'CAD', 1.4)).toBeNull();
  });

  it('accepts rates from 0.5 to 3 with at most 4 decimals', () => {
    expect(isValidRate(1.4)).toBe(true);
    expect(isValidRate(1.3725)).toBe(true);
    expect(isValidRate(0.5)).toBe(true);
    expect(isValidRate(3)).toBe(true);
    expect(isValidRate(0.49)).toBe(false);
    expect(isValidRate(3.01)).toBe(false);
    expect(isValidRate(1.37251)).toBe(false);
    expect(isValidRate(Number.NaN)).toBe(false);
    expect(isValidRate(Number.POSITIVE_INFINITY)).toBe(false);
  });
});
