/**
 * The operands ts_rank sums for a query (tsrank.c, SortAndUniqItems), reproduced so that the
 * catalogue index ranks a search exactly as PostgreSQL does (decision 020).
 *
 * PostgreSQL collects the query's operands in the order of its item array, sorts them by their
 * text alone with its own quicksort (which is not stable), and keeps the first of each run of
 * equal texts. So when the same text is an operand twice, once as a prefix ('make':*) and once
 * not ('make'), the sort decides which one counts: a prefix sums every word it starts, the plain
 * operand only the word itself. A search with a typo asks exactly that when a dictionary's stem
 * of the typo is one of its corrections, so the choice is reproduced step by step here.
 */

export type Operand = { value: string; prefix: boolean };

/**
 * The distinct operands calc_rank_or reads, in its order (by bytes), each with the prefix flag
 * of the one PostgreSQL keeps. `operands` are in the order the query's text names them.
 */
export function rankItems(operands: readonly Operand[]): Operand[] {
  // A tsquery stores an operator, then its right operand, then its left one: its item array
  // names the operands in the reverse of the order its text does.
  const items = operands
    .map((operand) => ({ operand, bytes: Buffer.from(operand.value) }))
    .reverse();
  if (items.length >= 2) pgQsort(items, (a, b) => Buffer.compare(a.bytes, b.bytes));
  const kept: Operand[] = [];
  let previous: Buffer | undefined;
  for (const item of items) {
    if (previous && previous.equals(item.bytes)) continue;
    kept.push(item.operand);
    previous = item.bytes;
  }
  return kept;
}

/**
 * PostgreSQL's qsort_arg (src/include/lib/sort_template.h, Bentley and McIlroy's quicksort with a
 * check for presorted input), step for step: which of two equal elements ends first depends on
 * it. Sorts `array[start, start + count)` in place.
 */
export function pgQsort<T>(
  array: T[],
  compare: (a: T, b: T) => number,
  start = 0,
  count = array.length,
): void {
  const cmp = (i: number, j: number) => compare(array[i]!, array[j]!);
  const swap = (i: number, j: number) => {
    const t = array[i]!;
    array[i] = array[j]!;
    array[j] = t;
  };
  const swapRun = (i: number, j: number, length: number) => {
    for (let k = 0; k < length; k++) swap(i + k, j + k);
  };
  const median = (x: number, y: number, z: number) =>
    cmp(x, y) < 0
      ? cmp(y, z) < 0
        ? y
        : cmp(x, z) < 0
          ? z
          : x
      : cmp(y, z) > 0
        ? y
        : cmp(x, z) < 0
          ? x
          : z;

  let a = start;
  let n = count;
  for (;;) {
    if (n < 7) {
      for (let m = a + 1; m < a + n; m++)
        for (let l = m; l > a && cmp(l - 1, l) > 0; l--) swap(l, l - 1);
      return;
    }
    let presorted = true;
    for (let m = a + 1; m < a + n; m++) {
      if (cmp(m - 1, m) > 0) {
        presorted = false;
        break;
      }
    }
    if (presorted) return;
    let pm = a + Math.floor(n / 2);
    if (n > 7) {
      let pl = a;
      let pn = a + n - 1;
      if (n > 40) {
        const d = Math.floor(n / 8);
        pl = median(pl, pl + d, pl + 2 * d);
        pm = median(pm - d, pm, pm + d);
        pn = median(pn - 2 * d, pn - d, pn);
      }
      pm = median(pl, pm, pn);
    }
    swap(a, pm);
    let pa = a + 1;
    let pb = a + 1;
    let pc = a + n - 1;
    let pd = a + n - 1;
    for (;;) {
      let r: number;
      while (pb <= pc && (r = cmp(pb, a)) <= 0) {
        if (r === 0) swap(pa++, pb);
        pb++;
      }
      while (pb <= pc && (r = cmp(pc, a)) >= 0) {
        if (r === 0) swap(pc, pd--);
        pc--;
      }
      if (pb > pc) break;
      swap(pb++, pc--);
    }
    const end = a + n;
    let d1 = Math.min(pa - a, pb - pa);
    swapRun(a, pb - d1, d1);
    d1 = Math.min(pd - pc, end - pd - 1);
    swapRun(pb, end - d1, d1);
    d1 = pb - pa;
    const d2 = pd - pc;
    if (d1 <= d2) {
      if (d1 > 1) pgQsort(array, compare, a, d1);
      if (d2 <= 1) return;
      a = end - d2;
      n = d2;
    } else {
      if (d2 > 1) pgQsort(array, compare, end - d2, d2);
      if (d1 <= 1) return;
      n = d1;
    }
  }
}
