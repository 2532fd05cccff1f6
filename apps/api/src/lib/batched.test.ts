import { describe, expect, it } from 'vitest';
import { batched } from './batched';

describe('batched', () => {
  it('runs a lone call at once, and the calls made meanwhile together afterwards', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const double = batched(async (keys: number[]) => {
      batches.push(keys);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return keys.map((key) => key * 2);
    });
    const first = double(1);
    const others = [double(2), double(3), double(4)];
    expect(batches).toEqual([[1]]);
    release();
    expect(await first).toBe(2);
    expect(await Promise.all(others)).toEqual([4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
    // idle again: the next call is a batch of its own
    expect(await double(5)).toBe(10);
    expect(batches).toHaveLength(3);
  });

  it('fails every call of a failed batch, and runs the next batch all the same', async () => {
    const run = batched(async (keys: string[]) => {
      if (keys.includes('bad')) throw new Error('no');
      return keys;
    });
    const calls = [run('good'), run('bad'), run('also bad?')];
    // the first ran alone; the two others shared the failed batch
    await expect(calls[0]).resolves.toBe('good');
    await expect(calls[1]).rejects.toThrow('no');
    await expect(calls[2]).rejects.toThrow('no');
    await expect(run('fine')).resolves.toBe('fine');
  });
});
