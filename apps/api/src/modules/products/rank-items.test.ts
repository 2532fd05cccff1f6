import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/helper';
import { pgQsort, rankItems, type Operand } from './rank-items';

/**
 * ts_rank sums one operand per text, and when a text is asked both as a prefix and not, the
 * database's sort decides which: rankItems must decide as it does, on queries of every size (the
 * sort works differently under 7 items, from 7 to 40 and above 40).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);
afterAll(() => t?.close());

/** Lexemes and their single weight letter: a prefix of each also matches longer ones. */
const VECTOR: Record<string, 'A' | 'B' | 'C' | 'D'> = {
  ab: 'A',
  abc: 'B',
  abd: 'C',
  b: 'D',
  ba: 'A',
  bac: 'C',
  c: 'B',
};
const WEIGHTS = { A: 1, B: 0.4, C: 0.2, D: 0.1 };
const TEXTS = ['ab', 'abc', 'b', 'ba', 'c', 'zz'];

/** A small seeded generator, so that a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** What calc_rank_or makes of these items on VECTOR (each lexeme has one position). */
function rankOf(items: Operand[]): number {
  let sum = 0;
  for (const item of items) {
    for (const [lexeme, letter] of Object.entries(VECTOR)) {
      if (item.prefix ? lexeme.startsWith(item.value) : lexeme === item.value)
        sum += WEIGHTS[letter] / 1.64493406685;
    }
  }
  return items.length ? sum / items.length : 0;
}

describe('the operands ts_rank sums', () => {
  it('are those the database keeps, for queries of 2 to 90 operands', async () => {
    const next = random(20261126);
    const queries: Array<{ text: string; operands: Operand[] }> = [];
    for (let i = 0; i < 400; i++) {
      const count = 2 + Math.floor(next() * (i % 4 === 0 ? 89 : 12));
      const operands = Array.from({ length: count }, () => ({
        value: TEXTS[Math.floor(next() * TEXTS.length)]!,
        prefix: next() < 0.5,
      }));
      // parentheses change the tree's shape, not the operands' order
      const parts = operands.map((o) => `'${o.value}'${o.prefix ? ':*' : ''}`);
      const text =
        count > 3 && next() < 0.5
          ? `${parts[0]} | ( ${parts.slice(1, 3).join(' | ')} ) | ${parts.slice(3).join(' | ')}`
          : parts.join(' | ');
      queries.push({ text, operands });
    }
    const vector = Object.entries(VECTOR)
      .map(([lexeme, letter], i) => `'${lexeme}':${i + 1}${letter}`)
      .join(' ');
    const ranks = await queryRows<{ rank: number }>(
      t.db,
      sql`select ts_rank(${vector}::tsvector, q::tsquery)::float8 as rank
        from unnest(${`{${queries.map((q) => `"${q.text}"`).join(',')}}`}::text[])
          with ordinality as x(q, i) order by i`,
    );
    expect(ranks).toHaveLength(queries.length);
    let ambiguous = 0;
    for (const [i, query] of queries.entries()) {
      const items = rankItems(query.operands);
      expect(items.map((item) => item.value)).toEqual(
        [...new Set(query.operands.map((o) => o.value))].sort(),
      );
      const both = items.some(
        (item) =>
          query.operands.some((o) => o.value === item.value && o.prefix) &&
          query.operands.some((o) => o.value === item.value && !o.prefix),
      );
      if (both) ambiguous++;
      expect(rankOf(items), query.text).toBeCloseTo(ranks[i]!.rank, 5);
    }
    // most queries ask some text both ways: the choice is what is being compared
    expect(ambiguous).toBeGreaterThan(300);
  });
});

describe("PostgreSQL's quicksort", () => {
  it('sorts arrays of every size it treats differently', () => {
    const next = random(7);
    for (const size of [0, 1, 2, 6, 7, 8, 40, 41, 100, 1000]) {
      const values = Array.from({ length: size }, () => Math.floor(next() * 20));
      const sorted = [...values];
      pgQsort(sorted, (a, b) => a - b);
      expect(sorted).toEqual([...values].sort((a, b) => a - b));
    }
  });
});
