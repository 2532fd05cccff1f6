import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CATALOGUE_SORTS,
  WEIGHT_BUCKETS,
  catalogueQuerySchema,
  searchQuerySchema,
} from '@souk/shared/schemas/catalogue';
import { queryRows, type Database } from '../../db/client';
import { seedDemoData } from '../../db/seed/demo';
import { hashPassword } from '../../lib/passwords';
import { buildTestApp, createAccount, login, type TestApp } from '../../test/helper';
import {
  catalogueAnswers,
  catalogueFacets,
  catalogueFacetsReference,
  catalogueIndexReady,
  listCatalogue,
  listCatalogueReference,
  searchProducts,
} from './service';

/**
 * The catalogue answers from an in-process index (listCatalogue, catalogueFacets, searchProducts)
 * and must answer exactly as the plain SQL reference does: same products in the same order, same
 * totals, same facet counts. Hundreds of random queries (a seeded generator: the same queries on
 * every run) drawn from the catalogue's own data, on the demo catalogue grown to ~2,000 products,
 * then again after products, a brand and a category change.
 */

/** Products after growth: deep pages, ties in every sort and typos all matter at this size. */
const TARGET_PRODUCTS = 2000;
/** After this many mismatches a run stops asking (each one is reported with its query). */
const MAX_REPORTED = 25;

type Raw = Record<string, string>;
type Label = { id: number; name: string; fr: string | null; ar: string | null };

let t: TestApp;
/** The database the catalogue routes read (ctx.catalogueDb): the fast path is asked there. */
let cdb: Database;
let vocab: Vocabulary;
let mismatches = 0;

// ---------------------------------------------------------------------------------------------
// A seeded pseudo-random generator (mulberry32): the queries are the same on every run.

class Rng {
  constructor(private state: number) {}
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let x = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[this.int(list.length)]!;
  }
  sample<T>(list: readonly T[], k: number): T[] {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < k && copy.length) out.push(copy.splice(this.int(copy.length), 1)[0]!);
    return out;
  }
}

// ---------------------------------------------------------------------------------------------
// What the catalogue holds, read from the database: the queries draw their values from it.

type Vocabulary = {
  categories: Array<Label & { parentId: number | null }>;
  brandCategories: Label[];
  brands: Array<{ id: number; name: string; enabled: boolean }>;
  tags: Label[];
  colors: string[];
  sizes: string[];
  dimensions: string[];
  /** final prices (what the price filter reads), as text */
  prices: string[];
  /** the typo lexicon */
  terms: string[];
  /** words of product names, descriptions and label names */
  latinWords: string[];
  accentedWords: string[];
  arabicWords: string[];
  /** product names, split into words (two-word searches take neighbours) */
  names: string[][];
};

const WORDS = /[^\p{L}\p{N}]+/u;
const ARABIC = /\p{Script=Arabic}/u;
const ACCENTED = /[^ -~]/u;
const unaccent = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

async function readVocabulary(db: Database): Promise<Vocabulary> {
  const rows = <T>(statement: string) => queryRows<T>(db, sql.raw(statement));
  const labels = (table: string, extra = '') =>
    `select id, name, name_translations->>'fr' as fr, name_translations->>'ar' as ar${extra} from ${table} order by id`;
  const values = async (statement: string) =>
    (await rows<{ v: string }>(statement)).map((row) => row.v);
  const [categories, brandCategories, brands, tags] = await Promise.all([
    rows<Label & { parentId: number | null }>(labels('categories', ', parent_id as "parentId"')),
    rows<Label>(labels('brand_categories')),
    rows<{ id: number; name: string; enabled: boolean }>(
      'select id, name, enabled from brands order by id',
    ),
    rows<Label>(labels('tags')),
  ]);
  const [colors, sizes, dimensions, prices, terms, texts] = await Promise.all([
    values('select distinct unnest(colors) as v from products order by 1'),
    values('select distinct unnest(sizes) as v from products order by 1'),
    values('select distinct dimensions as v from products where dimensions is not null order by 1'),
    values('select distinct final_price::text as v from products order by 1'),
    values('select word as v from search_terms order by 1'),
    rows<{ name: string; description: string }>(
      "select name, description from products where sku !~ '-b[0-9]+$' order by id",
    ),
  ]);
  const labelTexts = [...categories, ...brandCategories, ...tags].flatMap((label) => [
    label.name,
    label.fr ?? '',
    label.ar ?? '',
  ]);
  const words = [
    ...new Set(
      [...texts.flatMap((row) => [row.name, row.description]), ...labelTexts]
        .flatMap((text) => text.split(WORDS))
        .filter((word) => word.length >= 2),
    ),
  ].sort();
  return {
    categories,
    brandCategories,
    brands,
    tags,
    colors,
    sizes,
    dimensions,
    prices,
    terms,
    latinWords: words.filter((word) => !ARABIC.test(word) && !ACCENTED.test(word)),
    accentedWords: words.filter((word) => !ARABIC.test(word) && ACCENTED.test(word)),
    arabicWords: words.filter((word) => ARABIC.test(word)),
    names: texts.map((row) => row.name.split(WORDS).filter(Boolean)),
  };
}

// ---------------------------------------------------------------------------------------------
// Random queries.

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One typo: a letter changed, dropped, added, or two neighbours swapped. */
function typo(rng: Rng, word: string): string {
  const chars = [...word];
  if (chars.length < 3) return word + rng.pick([...LETTERS]);
  const i = rng.int(chars.length - 1) + 1; // the first letter is usually right
  switch (rng.int(4)) {
    case 0:
      chars[i] = rng.pick([...LETTERS]);
      break;
    case 1:
      chars.splice(i, 1);
      break;
    case 2:
      chars.splice(i, 0, rng.pick([...LETTERS]));
      break;
    default: {
      const j = Math.min(i, chars.length - 2);
      [chars[j], chars[j + 1]] = [chars[j + 1]!, chars[j]!];
    }
  }
  return chars.join('');
}

const NONSENSE = [
  '!!!',
  'zzzzqq',
  '???',
  '- -',
  '%',
  '_',
  "o'neil",
  'x\\y',
  '"quoted"',
  '100%',
  'qwrtzp xkcdv',
  '<script>',
  '  spaced   out  ',
  '0',
  '42',
  'a',
];

/** What a shopper might type: words of the catalogue, typos, two words, accents, Arabic, junk. */
function searchText(rng: Rng, v: Vocabulary): string {
  // within the 200 characters a search may have (longer is a 400 before any service runs)
  return typedText(rng, v).slice(0, 190);
}
function typedText(rng: Rng, v: Vocabulary): string {
  const term = () => rng.pick(v.terms);
  switch (rng.int(14)) {
    case 0:
    case 1:
      return term();
    case 2:
      return rng.pick(v.latinWords);
    case 3:
    case 4:
      return typo(rng, term().length >= 4 ? term() : rng.pick(v.latinWords));
    case 5: {
      const word = rng.pick(v.latinWords);
      return typo(rng, typo(rng, word));
    }
    case 6: {
      // a prefix: "stand" finds "standing"
      const word = term();
      return word.slice(0, Math.max(3, rng.int(word.length) + 1));
    }
    case 7: {
      // two neighbouring words of a product name, sometimes with a typo in one
      const name = rng.pick(v.names.filter((words) => words.length >= 2));
      const i = rng.int(name.length - 1);
      const pair = [name[i]!, name[i + 1]!];
      if (rng.chance(0.4)) pair[rng.int(2)] = typo(rng, pair[rng.int(2)]!);
      return pair.join(' ');
    }
    case 8:
      return `${term()} ${term()}`;
    case 9: {
      // accented words, as written, without their accents, or in capitals
      const word = rng.pick(v.accentedWords.length ? v.accentedWords : v.latinWords);
      return rng.pick([word, unaccent(word), word.toUpperCase(), typo(rng, word)]);
    }
    case 10: {
      const word = rng.pick(v.arabicWords);
      return rng.chance(0.3) ? `${word} ${rng.pick(v.arabicWords)}` : word;
    }
    case 11:
      return rng.pick(NONSENSE);
    case 12:
      // more words than a search reads (8), or a word longer than it reads (30 characters)
      return rng.chance(0.5)
        ? Array.from({ length: 9 + rng.int(3) }, term).join(' ')
        : term().repeat(12);
    default:
      return rng.pick([term().toUpperCase(), `${term()}!`, `  ${term()}  `, `${term()}-${term()}`]);
  }
}

/** A category as the query may name it: an id, or its name in some language, case or form. */
function categoryRef(rng: Rng, v: Vocabulary): string {
  const category = rng.pick(v.categories);
  switch (rng.int(11)) {
    case 0:
    case 1:
      return String(category.id);
    case 2:
      return category.name;
    case 3:
      return category.name.toLowerCase();
    case 4:
      // the first word: "office" names "Office Products"
      return category.name.split(' ')[0]!;
    case 5:
      return category.fr ?? category.name;
    case 6:
      return unaccent(category.fr ?? category.name).toUpperCase();
    case 7:
      return category.ar ?? category.name;
    case 8: {
      // a brand category's name: its brands
      const brandCategory = rng.pick(v.brandCategories);
      return rng.pick([brandCategory.name, brandCategory.fr ?? brandCategory.name]);
    }
    case 9:
      return rng.pick(['999999', '0', '2147483648', 'Nowhere', '%', 'o_fice']);
    default:
      return category.name.slice(0, Math.max(2, category.name.length - 3));
  }
}

function tagRef(rng: Rng, v: Vocabulary): string {
  const tag = rng.pick(v.tags);
  switch (rng.int(7)) {
    case 0:
    case 1:
      return String(tag.id);
    case 2:
      return tag.name;
    case 3:
      return (tag.fr ?? tag.name).toUpperCase();
    case 4:
      return tag.ar ?? tag.name;
    case 5:
      return unaccent(tag.fr ?? tag.name);
    default:
      return rng.pick(['no-such-tag', '999999']);
  }
}

const ids = (list: Array<{ id: number }>, rng: Rng, most: number) =>
  rng
    .sample(list, 1 + rng.int(most))
    .map((item) => item.id)
    .join(',');

/** A price bound: a product's own price (bounds are inclusive), a round number, or empty. */
function priceBound(rng: Rng, v: Vocabulary): string {
  switch (rng.int(5)) {
    case 0:
    case 1:
      return rng.pick(v.prices);
    case 2:
      return String(rng.int(400));
    case 3:
      return (rng.next() * 300).toFixed(2);
    default:
      return rng.pick(['', '0', '0.01', '1000000']);
  }
}

type FilterKind =
  | 'category'
  | 'categories'
  | 'subcategories'
  | 'brand'
  | 'brands'
  | 'tag'
  | 'tags'
  | 'search'
  | 'price'
  | 'colors'
  | 'sizes'
  | 'dimensions'
  | 'weights'
  | 'rating'
  | 'freeShipping';
const FILTER_KINDS: FilterKind[] = [
  'category',
  'categories',
  'subcategories',
  'brand',
  'brands',
  'tag',
  'tags',
  'search',
  'search',
  'price',
  'price',
  'colors',
  'sizes',
  'dimensions',
  'weights',
  'rating',
  'freeShipping',
];

function addFilter(rng: Rng, v: Vocabulary, raw: Raw, kind: FilterKind): void {
  const subcategories = v.categories.filter((c) => c.parentId !== null);
  switch (kind) {
    case 'category':
      raw.category = categoryRef(rng, v);
      break;
    case 'categories':
      raw.categories = ids(v.categories, rng, 3);
      break;
    case 'subcategories':
      raw.subcategories = ids(subcategories, rng, 2);
      break;
    case 'brand':
      raw.brand = String(rng.pick(v.brands).id);
      break;
    case 'brands':
      raw.brands = ids(v.brands, rng, 3);
      break;
    case 'tag':
      raw.tag = tagRef(rng, v);
      break;
    case 'tags':
      raw.tags = Array.from({ length: 1 + rng.int(2) }, () => tagRef(rng, v)).join(',');
      break;
    case 'search':
      // searchQuery is the same filter by another name; search wins when both are given
      if (rng.chance(0.15)) raw.searchQuery = searchText(rng, v);
      if (!raw.searchQuery || rng.chance(0.3)) raw.search = searchText(rng, v);
      break;
    case 'price':
      if (rng.chance(0.7)) raw.minPrice = priceBound(rng, v);
      if (!('minPrice' in raw) || rng.chance(0.6)) raw.maxPrice = priceBound(rng, v);
      break;
    case 'colors':
      raw.colors = [
        ...rng.sample(v.colors, 1 + rng.int(3)),
        ...(rng.chance(0.1) ? ['blue'] : []),
      ].join(',');
      break;
    case 'sizes':
      raw.sizes = rng.sample(v.sizes, 1 + rng.int(3)).join(',');
      break;
    case 'dimensions':
      raw.dimensions = rng.sample(v.dimensions, 1 + rng.int(2)).join(',');
      break;
    case 'weights':
      raw.weights = rng
        .sample(
          WEIGHT_BUCKETS.map((bucket) => bucket.id),
          1 + rng.int(2),
        )
        .join(',');
      break;
    case 'rating':
      raw.rating = String(1 + rng.int(5));
      break;
    case 'freeShipping':
      raw.freeShipping = rng.pick(['true', 'false', '1', '0']);
      break;
  }
}

/** 0 to 4 filters, mostly 1 to 3. */
function randomFilters(rng: Rng, v: Vocabulary, raw: Raw = {}): Raw {
  const count = rng.pick([0, 1, 1, 1, 2, 2, 2, 3, 3, 4]);
  for (const kind of rng.sample(FILTER_KINDS, count)) addFilter(rng, v, raw, kind);
  return raw;
}

const SORT_BYS = [
  'price',
  'discountedPrice',
  'discountPrice',
  'averageRating',
  'rating',
  'createdAt',
  'salesCount',
  'popular',
  'name',
  'id',
];

/** A sort: none, `sort`, or the paging convention's sortBy and direction. */
function randomSort(rng: Rng, raw: Raw): void {
  const form = rng.int(10);
  if (form < 3) return;
  if (form < 7) {
    raw.sort = rng.pick(CATALOGUE_SORTS);
    return;
  }
  raw.sortBy = rng.pick(SORT_BYS);
  const direction = rng.pick(['', 'asc', 'desc', 'DESC', 'Desc', 'ASC']);
  if (direction) raw.direction = direction;
}

const SIZES = ['1', '2', '3', '5', '7', '10', '12', '20', '24', '25', '50', '100'];

// ---------------------------------------------------------------------------------------------
// Comparisons.

/**
 * The SQL reference is read through a database object of its own, made anew for each batch: any
 * cache the reference keeps per database (counts, facets) starts empty, and nothing it does can
 * warm the fast path's index, which lives on `cdb`.
 */
function referenceDb(): Database {
  const client = (cdb as unknown as { $client: PGlite | pg.Pool }).$client;
  return (t.database.kind === 'pglite'
    ? drizzlePglite(client as PGlite)
    : drizzlePg(client as pg.Pool)) as unknown as Database;
}

const failed = (error: unknown) => ({ threw: String(error) });
const label = (what: string, raw: Raw | object) => `${what} ${JSON.stringify(raw)}`;

type Stats = { asked: number; nonEmpty: number; withTotal: number; deepNonEmpty: number };
const newStats = (): Stats => ({ asked: 0, nonEmpty: 0, withTotal: 0, deepNonEmpty: 0 });

async function comparePage(ref: Database, raw: Raw, stats: Stats) {
  const reference = await listCatalogueReference(ref, catalogueQuerySchema.parse(raw));
  const fast = await listCatalogue(cdb, catalogueQuerySchema.parse(raw)).catch(failed);
  expectEqual(fast, reference, label('GET /products/paginated', raw));
  stats.asked += 1;
  if (reference.content.length > 0) stats.nonEmpty += 1;
  if (reference.totalElements > 0) stats.withTotal += 1;
  if (reference.content.length > 0 && reference.number * reference.size >= 500)
    stats.deepNonEmpty += 1;
  return reference;
}

async function compareFacets(ref: Database, raw: Raw, stats: Stats) {
  const reference = await catalogueFacetsReference(ref, catalogueQuerySchema.parse(raw));
  const fast = await catalogueFacets(cdb, catalogueQuerySchema.parse(raw)).catch(failed);
  expectEqual(fast, reference, label('GET /products/facets', raw));
  stats.asked += 1;
  if (reference.brands.some((brand) => brand.count > 0)) stats.withTotal += 1;
}

async function compareSearch(ref: Database, text: string, limit: number, stats: Stats) {
  // as GET /products/search reads it (trimmed); the route answers nothing under 3 characters
  const { query } = searchQuerySchema.parse({ query: text, limit });
  const raw = { page: '0', size: String(limit), search: query, sort: 'relevance' };
  const page = await listCatalogueReference(ref, catalogueQuerySchema.parse(raw));
  const reference = { content: page.content, totalElements: page.totalElements };
  const fast = await searchProducts(cdb, query, limit).catch(failed);
  expectEqual(fast, reference, label('GET /products/search', { query, limit }));
  stats.asked += 1;
  if (reference.content.length > 0) stats.nonEmpty += 1;
  if (reference.totalElements > 0) stats.withTotal += 1;
}

/**
 * Soft: every mismatching query is reported (up to MAX_REPORTED), not only the first, with the
 * query, then the ids and totals of both answers (the full difference follows).
 */
function expectEqual(fast: unknown, reference: unknown, message: string): void {
  try {
    expect(fast, message).toEqual(reference);
  } catch {
    mismatches += 1;
    expect
      .soft(fast, `${message}\n${summary('fast', fast)}\n${summary('reference', reference)}`)
      .toEqual(reference);
  }
}
function summary(name: string, answer: unknown): string {
  const { content, totalElements, threw } = answer as {
    content?: Array<{ id: number }>;
    totalElements?: number;
    threw?: string;
  };
  if (threw) return `${name}: threw ${threw}`;
  if (!content) return `${name}: facets (see the difference)`;
  return `${name}: total ${totalElements}, ids ${content.map((product) => product.id).join(',')}`;
}
const tooManyMismatches = () => mismatches >= MAX_REPORTED;

/** A page query: filters, a sort, a size and a page — sometimes the last page or one past it. */
async function randomPage(rng: Rng, ref: Database, stats: Stats, base: Raw = {}): Promise<void> {
  const raw = randomFilters(rng, vocab, { ...base });
  randomSort(rng, raw);
  if (rng.chance(0.85)) raw.size = rng.pick(SIZES);
  const where = rng.int(10);
  if (where < 5) {
    if (rng.chance(0.5)) raw.page = '0';
  } else if (where < 7) {
    raw.page = String(1 + rng.int(6));
  } else {
    // the last page, one past it, or somewhere deep: the reference says how many pages there are
    const first = await listCatalogueReference(
      ref,
      catalogueQuerySchema.parse({ ...raw, page: '0' }),
    );
    const pages = first.totalPages;
    raw.page = String(
      where === 7 ? Math.max(pages - 1, 0) : where === 8 ? pages : rng.int(Math.max(pages, 1)),
    );
  }
  await comparePage(ref, raw, stats);
}

async function randomBatch(
  seed: number,
  counts: { pages: number; facets: number; searches: number },
  base: Raw = {},
) {
  const rng = new Rng(seed);
  const ref = referenceDb();
  const pages = newStats();
  const facets = newStats();
  const searches = newStats();
  for (let i = 0; i < counts.pages && !tooManyMismatches(); i++)
    await randomPage(rng, ref, pages, base);
  for (let i = 0; i < counts.facets && !tooManyMismatches(); i++)
    await compareFacets(ref, randomFilters(rng, vocab, { ...base }), facets);
  for (let i = 0; i < counts.searches && !tooManyMismatches(); i++)
    await compareSearch(ref, searchText(rng, vocab), rng.pick([1, 5, 5, 8, 10, 20, 50]), searches);
  return { pages, facets, searches };
}

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  t = await buildTestApp();
  cdb = t.app.ctx.catalogueDb;
  // buildTestApp starts empty (SEED=none): the demo catalogue, as `npm start` seeds it...
  await seedDemoData(t.db, {
    uploadsDir: path.join(t.dataDir, 'uploads'),
    passwordHash: await hashPassword('Souk2026!'),
    now: new Date('2026-03-15T10:00:00Z'),
  });
  // ...then grown as the benchmark grows it (copies of the demo products, search refreshed).
  const { growCatalogue } = (await import(
    /* @vite-ignore */ new URL('../../../../../scripts/grow-catalogue.mjs', import.meta.url).href
  )) as {
    growCatalogue: (
      query: (statement: string) => Promise<{ rows: unknown[] }>,
      target: number,
    ) => Promise<number>;
  };
  const grown = await growCatalogue(
    async (statement) => ({ rows: await queryRows(t.db, sql.raw(statement)) }),
    TARGET_PRODUCTS,
  );
  expect(grown).toBeGreaterThanOrEqual(TARGET_PRODUCTS);
  vocab = await readVocabulary(t.db);
  await catalogueIndexReady(cdb);
}, 180_000);
afterAll(() => t?.close());
// each test counts its own mismatches
beforeEach(() => {
  mismatches = 0;
});

describe('the catalogue index answers exactly as the SQL reference', () => {
  it('has a catalogue worth comparing', () => {
    expect(vocab.categories.length).toBeGreaterThan(10);
    expect(vocab.brands.length).toBeGreaterThan(5);
    expect(vocab.tags.length).toBeGreaterThan(3);
    expect(vocab.colors.length).toBeGreaterThan(3);
    expect(vocab.sizes.length).toBeGreaterThan(3);
    expect(vocab.dimensions.length).toBeGreaterThan(3);
    expect(vocab.terms.length).toBeGreaterThan(200);
    expect(vocab.accentedWords.length).toBeGreaterThan(5);
    expect(vocab.arabicWords.length).toBeGreaterThan(5);
  });

  it('pages: 320 random filters, sorts, sizes and pages (last and past the last included)', async () => {
    const { pages } = await randomBatch(1, { pages: 320, facets: 0, searches: 0 });
    expect(mismatches, 'mismatching queries (listed above)').toBe(0);
    expect(pages.asked).toBe(320);
    // the comparison means something only if most queries find products
    expect(pages.withTotal).toBeGreaterThan(pages.asked * 0.45);
    expect(pages.nonEmpty).toBeGreaterThan(pages.asked * 0.3);
    expect(pages.deepNonEmpty).toBeGreaterThan(3);
  });

  it('facets: 160 random filters', async () => {
    const { facets } = await randomBatch(2, { pages: 0, facets: 160, searches: 0 });
    expect(mismatches, 'mismatching queries (listed above)').toBe(0);
    expect(facets.asked).toBe(160);
    expect(facets.withTotal).toBeGreaterThan(facets.asked * 0.45);
  });

  it('search: 120 random texts, typos, two words, accents, Arabic and nonsense', async () => {
    const { searches } = await randomBatch(3, { pages: 0, facets: 0, searches: 120 });
    expect(mismatches, 'mismatching queries (listed above)').toBe(0);
    expect(searches.asked).toBe(120);
    expect(searches.withTotal).toBeGreaterThan(searches.asked * 0.4);
  });

  it('search: typos of catalogue words are corrected the same way', async () => {
    const rng = new Rng(4);
    const ref = referenceDb();
    const stats = newStats();
    const words = vocab.terms.filter((word) => word.length >= 5 && /^[a-z]+$/.test(word));
    const before = { ...catalogueAnswers };
    for (let i = 0; i < 60 && !tooManyMismatches(); i++)
      await compareSearch(ref, typo(rng, rng.pick(words)), 10, stats);
    // an English or French stem of each is also one of its corrections: "littlee" asks for
    // 'little':* (its English stem) and 'little' (its correction), "makeer" 'make':* and 'make'
    for (const text of ['littlee', 'makeer', 'artisanall', 'soussee', 'animalls', 'hanniball'])
      await compareSearch(ref, text, 10, stats);
    expect(mismatches, 'mismatching queries (listed above)').toBe(0);
    // most single typos of a known word still find products (the lexicon corrects them)
    expect(stats.withTotal).toBeGreaterThan(stats.asked * 0.5);
    // and the index answered them all, even where a stem of the typo is also one of its
    // corrections (ts_rank then keeps the operand its sort puts first: rank-items.ts)
    expect(catalogueAnswers.sql - before.sql).toBe(0);
    expect(catalogueAnswers.index - before.index).toBeGreaterThanOrEqual(66);
  });
  it('search: texts asked at the same time (their tsqueries read in one statement) answer each as alone', async () => {
    const rng = new Rng(5);
    const ref = referenceDb();
    const texts = Array.from({ length: 40 }, () => searchText(rng, vocab));
    const pages = texts.map((text) =>
      catalogueQuerySchema.parse({ page: '0', size: '10', search: text, sort: 'relevance' }),
    );
    const fast = await Promise.all(pages.map((query) => listCatalogue(cdb, query).catch(failed)));
    let found = 0;
    for (const [i, query] of pages.entries()) {
      const reference = await listCatalogueReference(ref, query);
      expectEqual(fast[i], reference, label('GET /products/paginated', { search: texts[i] }));
      if (reference.totalElements > 0) found++;
    }
    expect(mismatches, 'mismatching queries (listed above)').toBe(0);
    expect(found).toBeGreaterThan(10);
  });
});

describe('after changes, once the index has caught up', () => {
  let admin: { authorization: string };
  beforeAll(async () => {
    await createAccount(t.db, { email: 'equality.admin@example.tn', role: 'ADMIN' });
    admin = await login(t.app, 'equality.admin@example.tn');
  });
  const api = async (method: 'PUT' | 'PATCH', url: string, payload?: object) => {
    const response = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: admin,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  };
  const one = async <T>(statement: string) => (await queryRows<T>(t.db, sql.raw(statement)))[0]!;
  const batch = async (seed: number, base: Raw = {}) => {
    const result = await randomBatch(seed, { pages: 30, facets: 12, searches: 10 }, base);
    expect(mismatches, 'mismatching queries (listed above)').toBe(0);
    expect(result.pages.withTotal).toBeGreaterThan(8);
    expect(result.searches.withTotal).toBeGreaterThan(3);
    return result;
  };
  const targeted = async (raws: Raw[], texts: string[] = []) => {
    const ref = referenceDb();
    const stats = newStats();
    for (const raw of raws) {
      await comparePage(ref, raw, stats);
      await compareFacets(ref, raw, newStats());
    }
    for (const text of texts) await compareSearch(ref, text, 10, newStats());
    expect(mismatches, 'mismatching queries (listed above)').toBe(0);
    return stats;
  };

  it("a product's new price and name", async () => {
    const product = await one<{ id: number; brandId: number; categoryId: number }>(
      `select id, brand_id as "brandId", category_id as "categoryId" from products p
       where active and exists (select 1 from brands b where b.id = p.brand_id and b.enabled)
       order by sales_count desc, id limit 1`,
    );
    await api('PUT', `/products/${product.id}`, {
      name: 'Zephyrine Lantern Deluxe',
      price: '3.21',
      discountPrice: '0',
    });
    await catalogueIndexReady(cdb);
    await targeted(
      [
        { search: 'zephyrine' },
        { search: 'zephirine' },
        { search: 'lantern deluxe', sort: 'price-low' },
        { brands: String(product.brandId), sort: 'price-low', size: '5' },
        { categories: String(product.categoryId), sort: 'price-high', size: '100' },
        { minPrice: '3.21', maxPrice: '3.21' },
        { maxPrice: '5' },
        { sort: 'popular', size: '3' },
        { sortBy: 'price', size: '10' },
      ],
      ['zephyrine', 'zephyrin', 'zepyhrine lantern', 'lantern'],
    );
    await batch(10);
  });

  it('a hidden product (active false) and a sold-out one', async () => {
    const [hidden, soldOut] = await queryRows<{ id: number; brandId: number; name: string }>(
      t.db,
      sql`select id, brand_id as "brandId", name from products p
          where active and exists (select 1 from brands b where b.id = p.brand_id and b.enabled)
          order by final_price, id limit 2`,
    );
    await api('PUT', `/products/${hidden!.id}`, { active: false });
    await api('PUT', `/products/${soldOut!.id}`, { quantity: 0 });
    await catalogueIndexReady(cdb);
    const word = hidden!.name.split(WORDS).find((w) => w.length >= 4) ?? hidden!.name;
    await targeted(
      [
        { brands: String(hidden!.brandId), sort: 'price-low', size: '5' },
        { sort: 'price-low', size: '3' },
        { search: word },
        { brand: String(soldOut!.brandId), sortBy: 'price', direction: 'asc' },
      ],
      [word],
    );
    await batch(11);
  });

  it('a disabled brand', async () => {
    const brand = vocab.brands.find((b) => b.enabled)!;
    await api('PATCH', `/brands/toggle-status/${brand.id}`);
    await catalogueIndexReady(cdb);
    await targeted(
      [
        { brand: String(brand.id) },
        { brands: `${brand.id},${vocab.brands[vocab.brands.length - 1]!.id}` },
        { search: brand.name },
        {},
      ],
      [brand.name],
    );
    await batch(12);
  });

  it('a renamed category (and its French name)', async () => {
    const category = vocab.categories.find((c) => c.parentId === null && c.name !== 'Other')!;
    await api('PUT', `/categories/${category.id}`, {
      name: 'Quixotic Curios',
      nameFr: 'Curiosités quichottesques',
    });
    await catalogueIndexReady(cdb);
    await targeted(
      [
        { category: 'Quixotic Curios' },
        { category: 'quixotic' },
        { category: 'CURIOSITES QUICHOTTESQUES' },
        { category: category.name },
        { category: category.fr ?? category.name },
        { category: String(category.id), sort: 'newest' },
        { search: 'quixotic' },
        { search: 'curiosités' },
      ],
      ['quixotic', 'quixotc curios', 'curiosites'],
    );
    await batch(13);
  });

  it('changes written straight to the database by another process (no call into this app)', async () => {
    const [a, b, c] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from products p
          where active and exists (select 1 from brands b where b.id = p.brand_id and b.enabled)
          order by id desc limit 3`,
    );
    // a brand still enabled (the test above disabled another one)
    const otherBrand = await one<{ id: number }>(
      'select id from brands where enabled order by id desc limit 1',
    );
    await t.db.execute(sql`update products set price = 777.77, discount_price = 10,
      name = 'Marmalade Gramophone', sales_count = 100000, updated_at = now() where id = ${a!.id}`);
    await t.db.execute(sql`update products set active = false where id = ${b!.id}`);
    await t.db.execute(
      sql`update products set quantity = 0, average_rating = 4.99 where id = ${c!.id}`,
    );
    await t.db.execute(sql`update brands set enabled = false where id = ${otherBrand.id}`);
    await t.db.execute(
      sql`select refresh_product_search(${`{${a!.id},${b!.id},${c!.id}}`}::int[])`,
    );
    await catalogueIndexReady(cdb);
    await targeted(
      [
        { search: 'marmalade gramophone' },
        { sort: 'popular', size: '1' },
        { sort: 'rating', size: '5' },
        { minPrice: '699.99', maxPrice: '699.99' },
        { brand: String(otherBrand.id) },
        {},
      ],
      ['marmalade', 'gramophone', 'marmelade'],
    );
    await batch(14);
  });
});
