import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@souk/shared/constants';
import { queryRows } from '../../db/client';
import { seedDemoData } from '../../db/seed/demo';
import { buildTestApp, type TestApp } from '../../test/helper';
import { lookUp } from './catalogue';
import { SearchLexicon } from './search-lexicon';

/**
 * The typo lookups held in memory answer as pg_trgm does in the database, word for word: whether a
 * known word starts with it, and its three closest words in order — or they leave the word to it.
 */
let t: TestApp;
let lexicon: SearchLexicon;
let vocabulary: string[];
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.db, {
    uploadsDir: path.join(t.dataDir, 'uploads'),
    passwordHash: 'not-used',
    now: new Date('2026-03-15T10:00:00Z'),
  });
  await t.db.execute(sql`select refresh_product_search()`);
  // words pg_trgm splits, or reads with the database's locale, are in the lexicon too
  await t.db.execute(
    sql`insert into search_terms (word) values ('t-shirt'), ('café'), ('abc١٢'), ('shirt2') on conflict do nothing`,
  );
  lexicon = await SearchLexicon.load(t.db);
  vocabulary = (await queryRows<{ word: string }>(t.db, sql`select word from search_terms`))
    .map((row) => row.word)
    .filter((word) => /^[a-z0-9]+$/.test(word));
}, 120_000);
afterAll(() => t?.close());

/** Deterministic typos: a letter dropped, doubled, swapped or replaced. */
function typos(word: string, seed: number): string[] {
  const at = seed % word.length;
  const letter = 'etaoinsrhl'[seed % 10]!;
  return [
    word.slice(0, at) + word.slice(at + 1),
    word.slice(0, at) + word[at] + word.slice(at),
    word.slice(0, at) + (word[at + 1] ?? '') + word[at] + word.slice(at + 2),
    word.slice(0, at) + letter + word.slice(at + 1),
    word.slice(0, Math.max(2, at)),
  ].filter((typo) => typo.length > 0);
}

describe('the search lexicon in memory', () => {
  it('answers every plain word as the database does (known, closest words and their order)', async () => {
    expect(vocabulary.length).toBeGreaterThan(200);
    const words = vocabulary
      .filter((_, i) => i % 5 === 0)
      .flatMap((word, i) => [word, ...typos(word, i)]);
    words.push('shirt', 'tshirt', 'cafe', 'abc', 'zzzzqq', 'x', '123', 'sneekers');
    let answered = 0;
    let withCorrections = 0;
    for (const word of words) {
      const mine = lexicon.lookup(word, true);
      if (!mine) continue;
      answered += 1;
      const [theirs] = await lookUp(t.db, [word]);
      expect(mine, word).toEqual({ known: theirs!.known, similar: theirs!.similar });
      if (mine.similar?.length) withCorrections += 1;
    }
    // most words are answered here, and many have corrections: the comparison means something
    expect(answered).toBeGreaterThan(words.length * 0.8);
    expect(withCorrections).toBeGreaterThan(words.length * 0.5);
  });

  it('leaves to the database a word with other characters, or one near a word that has some', () => {
    expect(lexicon.lookup('chemisé', true)).toBeUndefined();
    expect(lexicon.lookup('صيف', true)).toBeUndefined();
    // whether 'abc١٢' is one word or 'abc' depends on the locale: a word near it is the database's
    expect(lexicon.lookup('abcd', true)).toBeUndefined();
    // without corrections asked for, only the prefix is looked up
    expect(lexicon.lookup('abcd', false)).toEqual({ known: false, similar: null });
  });

  it('skips the scan for a word with no trigram only where the scan would find nothing', async () => {
    const arabic = (
      await queryRows<{ word: string }>(
        t.db,
        sql`select word from search_terms where word !~ '^[ -~]*$' limit 40`,
      )
    ).map((row) => row.word);
    expect(arabic.length).toBeGreaterThan(5);
    for (const word of [...arabic, ...arabic.map((w) => `${w}x`), 'é', '١٢٣']) {
      const [found] = await lookUp(t.db, [word]);
      const [scan] = await queryRows<{ similar: string[] | null }>(
        t.db,
        sql`select (select array_agg(word) from (select word from search_terms where word % lower(unaccent(${word}))
          order by similarity(word, lower(unaccent(${word}))) desc, word limit 3) s) as similar`,
      );
      expect(found!.similar, word).toEqual(scan!.similar);
    }
  });

  it('looks up corrections only for the first words, and not for long ones (decision 008)', async () => {
    const long = 'a'.repeat(LIMITS.searchTypoMaxLength + 1);
    const [theirs] = await lookUp(t.db, [long]);
    expect(theirs!.similar).toBeNull();
  });
});
