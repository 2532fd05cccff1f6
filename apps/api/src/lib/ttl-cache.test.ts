import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('serves a value until it expires, then computes it again', async () => {
    let clock = 0;
    let computed = 0;
    const cache = new TtlCache<number>(1000, 10, () => clock);
    const compute = async () => ++computed;
    expect(await cache.getOrCompute('a', compute)).toBe(1);
    expect(await cache.getOrCompute('a', compute)).toBe(1);
    clock = 1001;
    expect(await cache.getOrCompute('a', compute)).toBe(2);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new TtlCache<string>(1000, 2, () => 0);
    await cache.getOrCompute('a', async () => 'a1');
    await cache.getOrCompute('b', async () => 'b1');
    await cache.getOrCompute('c', async () => 'c1');
    expect(await cache.getOrCompute('a', async () => 'a2')).toBe('a2');
    expect(await cache.getOrCompute('c', async () => 'c2')).toBe('c1');
  });
});

describe('TtlCache bounds', () => {
  it('keeps the total weight under its bound, dropping the oldest entries', () => {
    const cache = new TtlCache<string>(1000, 10_000, () => 0, {
      maxWeight: 1000,
      weigh: (value) => value.length,
    });
    for (let i = 0; i < 2400; i++) cache.set(`url-${i}`, 'x'.repeat(100));
    expect(cache.weight).toBeLessThanOrEqual(1000);
    expect(cache.size).toBe(10);
    expect(cache.peek('url-2399')).toBeDefined();
    expect(cache.peek('url-0')).toBeUndefined();
  });

  it('lets expired entries go as soon as anything is written', () => {
    let clock = 0;
    const cache = new TtlCache<string>(1000, 10_000, () => clock, {
      maxWeight: 1_000_000,
      weigh: (value) => value.length,
    });
    for (let i = 0; i < 50; i++) cache.set(`old-${i}`, 'x'.repeat(10));
    clock = 2000;
    cache.set('new', 'y');
    expect(cache.size).toBe(1);
    expect(cache.weight).toBe(1);
  });

  it('does not keep a value heavier than the whole bound', () => {
    const cache = new TtlCache<string>(1000, 10, () => 0, { maxWeight: 5, weigh: (v) => v.length });
    cache.set('small', 'abc');
    cache.set('huge', 'abcdefgh');
    expect(cache.peek('huge')).toBeUndefined();
    expect(cache.peek('small')).toBe('abc');
  });
});
