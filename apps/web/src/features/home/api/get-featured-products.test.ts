import { describe, expect, it } from 'vitest';
import { FEATURED_SHOWN, pickRandom } from './get-featured-products';

describe('featured products (storefront §9: 5 chosen at random)', () => {
  const pool = Array.from({ length: 20 }, (_, index) => index + 1);

  it('shows 5 different products of the pool', () => {
    const picked = pickRandom(pool, FEATURED_SHOWN);
    expect(FEATURED_SHOWN).toBe(5);
    expect(picked).toHaveLength(5);
    expect(new Set(picked).size).toBe(5);
    for (const id of picked) expect(pool).toContain(id);
  });

  it('draws by chance, not the pool order, and leaves the pool alone', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const picked = pickRandom(pool, 5, random);
    expect(picked).not.toEqual([1, 2, 3, 4, 5]);
    expect(pool).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(pickRandom([1, 2], 5)).toHaveLength(2);
  });
});
