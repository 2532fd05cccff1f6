import { describe, expect, it } from 'vitest';
import { clampQuantity } from '../../components/quantity-stepper';
import { hasSpecifications, isDescriptionCut } from './pages/product-page';

const complete = {
  material: 'Linen',
  care: 'Hand wash',
  fit: 'Regular',
  origin: 'Tunisia',
  weight: 0.3,
};

describe('product page rules (storefront §2, §5)', () => {
  it('shows specifications only when material, care, fit, origin and weight are all present', () => {
    expect(hasSpecifications(complete)).toBe(true);
    expect(hasSpecifications({ ...complete, weight: 0 })).toBe(true);
    for (const key of ['material', 'care', 'fit', 'origin'] as const) {
      expect(hasSpecifications({ ...complete, [key]: null })).toBe(false);
      expect(hasSpecifications({ ...complete, [key]: '' })).toBe(false);
    }
    expect(hasSpecifications({ ...complete, weight: null })).toBe(false);
  });

  it('keeps the quantity between 1 and what is in stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(3.7, 5)).toBe(3);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(2, 0)).toBe(1);
  });

  it('repeats the description in its tab only when the short one was cut at 500 characters', () => {
    expect(isDescriptionCut('A linen shirt.')).toBe(false);
    expect(isDescriptionCut('a'.repeat(500))).toBe(false);
    expect(isDescriptionCut(` ${'a'.repeat(500)} `)).toBe(false);
    expect(isDescriptionCut('a'.repeat(501))).toBe(true);
  });
});
