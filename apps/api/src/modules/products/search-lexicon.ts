import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

/** What searchTerms() asks of `search_terms` for one word (see its SQL). */
export type WordLookup = { known: boolean; similar: string[] | null };

/** pg_trgm's default `pg_trgm.similarity_threshold`: `word % w` is a similarity of at least this. */
const SIMILARITY_THRESHOLD = 0.3;
const ASCII_WORD = /^[a-z0-9]+$/;
const isAscii = (word: string) => [...word].every((c) => c.charCodeAt(0) < 0x80);

/**
 * The words of `search_terms` in memory (decision 020), so that a search's typo lookups need no
 * trigram scan in the database: for a word of ASCII letters and digits, pg_trgm's trigrams and
 * similarity are reproduced exactly (words padded with two spaces before and one after, distinct
 * trigrams, common / (all of both − common) in single precision). A lookup it cannot answer to
 * the letter (a word with other characters, a candidate whose trigrams or order depend on the
 * database's locale) returns undefined and the database answers.
 */
export class SearchLexicon {
  /** every word, in code unit order: the words starting with a prefix are a run */
  private readonly sorted: string[];
  private readonly plain: string[] = [];
  private readonly trigramCounts: number[] = [];
  /** trigram → the plain words holding it */
  private readonly postings = new Map<string, number[]>();
  /** trigrams of words whose other characters pg_trgm may read as letters (or not) */
  private readonly uncertain = new Set<string>();

  constructor(words: string[]) {
    this.sorted = [...words].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const word of words) {
      if (isAscii(word)) {
        // "t-shirt" is "t" and "shirt" to pg_trgm: ASCII punctuation is no letter in any locale
        const id = this.plain.length;
        this.plain.push(word);
        const trigrams = trigramsOf(word);
        this.trigramCounts.push(trigrams.size);
        for (const trigram of trigrams) {
          const list = this.postings.get(trigram);
          if (list) list.push(id);
          else this.postings.set(trigram, [id]);
        }
      } else {
        // whether pg_trgm reads "é" or "١" as a letter depends on the database's locale
        for (const trigram of trigramsOf(word)) this.uncertain.add(trigram);
      }
    }
  }

  static async load(db: Database): Promise<SearchLexicon> {
    const rows = await queryRows<{ word: string }>(db, sql`select word from search_terms`);
    return new SearchLexicon(rows.map((row) => row.word));
  }

  /**
   * `known`: a word starts with `w`; `similar` (when `withSimilar`): the three closest words by
   * trigram similarity, best first, then in word order. Undefined when the database must answer.
   */
  lookup(w: string, withSimilar: boolean): WordLookup | undefined {
    if (!ASCII_WORD.test(w)) return undefined;
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid]! < w) lo = mid + 1;
      else hi = mid;
    }
    const known = lo < this.sorted.length && this.sorted[lo]!.startsWith(w);
    if (!withSimilar) return { known, similar: null };
    const trigrams = trigramsOf(w);
    for (const trigram of trigrams) if (this.uncertain.has(trigram)) return undefined;
    const common = new Map<number, number>();
    for (const trigram of trigrams) {
      for (const id of this.postings.get(trigram) ?? []) common.set(id, (common.get(id) ?? 0) + 1);
    }
    const close: Array<{ word: string; similarity: number }> = [];
    for (const [id, count] of common) {
      const similarity = Math.fround(count / (trigrams.size + this.trigramCounts[id]! - count));
      if (similarity >= SIMILARITY_THRESHOLD) close.push({ word: this.plain[id]!, similarity });
    }
    close.sort(
      (a, b) => b.similarity - a.similarity || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
    );
    // Ties are in the database's collation, which orders "t-shirt" as the code units do only
    // under C: a tie that decides the first three and holds punctuation is the database's.
    const last = close[Math.min(close.length, 3) - 1]?.similarity ?? Infinity;
    const deciding = close.filter((c) => c.similarity >= last);
    const tied = (c: { similarity: number }) =>
      deciding.filter((d) => d.similarity === c.similarity).length > 1;
    if (deciding.some((c) => !ASCII_WORD.test(c.word) && tied(c))) return undefined;
    // array_agg of no rows is null
    return { known, similar: close.length ? close.slice(0, 3).map((c) => c.word) : null };
  }
}

/**
 * pg_trgm's trigrams of a text: each run of ASCII letters and digits padded with two spaces
 * before and one after, every three characters in a row, each once.
 */
function trigramsOf(text: string): Set<string> {
  const trigrams = new Set<string>();
  for (const word of text.split(/[^a-z0-9]+/)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3));
  }
  return trigrams;
}
