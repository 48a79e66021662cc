import { describe, expect, it } from 'vitest';
import { post } from '@/test/posts';
import { fitmentsOf, liveFitmentErrors } from './fitment-draft';
import { checkUpdate, draftOf, errorsAfter, serverErrors } from './post-draft';

const PARTS = [{ id: 7, part_name: 'Alternator', part_name_fr: 'Alternateur' }];

describe('post draft', () => {
  it("puts the server's first-row reasons at the spec's fields, and the others at their rows", () => {
    expect(
      serverErrors({
        'fitments.0.vehicle_id': 'fitmentModelUnknown',
        'fitments.0.year_from': 'yearInvalid',
        'fitments.2.year_to': 'fitmentYearsReversed',
        price: 'not a message key',
      }),
    ).toEqual({
      vehicle_id: 'fitmentModelUnknown',
      year: 'yearInvalid',
      'fitments.2.year_to': 'fitmentYearsReversed',
    });
  });

  it("drops a field's errors when it changes, and the rows' shared ones on any fitment change", () => {
    const errors = {
      year: 'yearInvalid',
      'fitments.1': 'fitmentDuplicate',
      'oem_numbers.0': 'oemNumberInvalid',
      shipping_price: 'shippingPriceInvalid',
    } as const;
    expect(errorsAfter(errors, { year: 2012 })).toEqual({
      'oem_numbers.0': 'oemNumberInvalid',
      shipping_price: 'shippingPriceInvalid',
    });
    expect(errorsAfter(errors, { shipping_quote: true })).toEqual({
      year: 'yearInvalid',
      'fitments.1': 'fitmentDuplicate',
      'oem_numbers.0': 'oemNumberInvalid',
    });
  });

  it('finds reversed years and a row repeating an earlier one, not an unfinished row', () => {
    const rows = fitmentsOf({ year: 2014, year_to: 2012, vehicle_id: 2 }, [
      { key: 'a', vehicle_id: null, year_from: 2014, year_to: null },
      { key: 'b', vehicle_id: 2, year_from: 2013, year_to: 2013 },
    ]);
    expect(liveFitmentErrors(rows)).toEqual({ 'fitments.0.year_to': 'fitmentYearsReversed' });
    const dup = fitmentsOf({ year: 2012, year_to: 2014, vehicle_id: 2 }, [
      { key: 'b', vehicle_id: 2, year_from: 2013, year_to: 2016 },
    ]);
    expect(liveFitmentErrors(dup)).toEqual({ 'fitments.1': 'fitmentDuplicate' });
  });

  it("sends an unchanged mileage back in km, and a changed one in the viewer's unit", () => {
    const draft = draftOf(post({ mileage_km: 160_934 }), 'mi');
    expect(draft.mileage).toBe(100_000);
    const same = checkUpdate(draft, PARTS, 'mi');
    expect(same.ok && [same.value.mileage, same.value.mileage_unit]).toEqual([160_934, 'km']);
    const changed = checkUpdate({ ...draft, mileage: 90_000 }, PARTS, 'mi');
    expect(changed.ok && [changed.value.mileage, changed.value.mileage_unit]).toEqual([90_000, 'mi']);
  });

  it('drops the grade of a part that is not used, and the shipping price without shipping', () => {
    const draft = {
      ...draftOf(post(), 'km'),
      condition: 'new' as const,
      grade: 'A' as const,
      shipping_price: 20,
    };
    const checked = checkUpdate(draft, PARTS, 'km');
    expect(checked.ok && [checked.value.grade, checked.value.shipping_price]).toEqual([null, null]);
  });
});
