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
