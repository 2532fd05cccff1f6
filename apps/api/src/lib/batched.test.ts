import { describe, expect, it } from 'vitest';
import { batched } from './batched';

describe('batched', () => {
  it('runs the calls of one turn together, and those made while it runs in the next batch', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const double = batched(async (keys: number[]) => {
      batches.push(keys);
      if (batches.length === 1) {
        started();
        await new Promise<void>((resolve) => (release = resolve));
      }
      return keys.map((key) => key * 2);
    });
    const first = [double(1), double(2)];
    expect(batches).toEqual([]); // it waits for the turn's other calls
    await running;
    const others = [double(3), double(4), double(5)];
    release();
    expect(await Promise.all(first)).toEqual([2, 4]);
    expect(await Promise.all(others)).toEqual([6, 8, 10]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
    // idle again: the next call is a batch of its own
    expect(await double(6)).toBe(12);
    expect(batches).toHaveLength(3);
  });

  it('runs a failed batch again key by key: only the key that fails it fails', async () => {
    const batches: string[][] = [];
    const run = batched(async (keys: string[]) => {
      batches.push(keys);
      if (keys.includes('bad')) throw new Error('no');
      return keys.map((key) => key.toUpperCase());
    });
    const calls = [run('first'), run('good'), run('bad'), run('fine')];
    await expect(calls[0]).resolves.toBe('FIRST');
    await expect(calls[1]).resolves.toBe('GOOD');
    await expect(calls[2]).rejects.toThrow('no');
    await expect(calls[3]).resolves.toBe('FINE');
    expect(batches).toEqual([
      ['first', 'good', 'bad', 'fine'],
      ['first'],
      ['good'],
      ['bad'],
      ['fine'],
    ]);
    await expect(run('next')).resolves.toBe('NEXT');
  });
});
