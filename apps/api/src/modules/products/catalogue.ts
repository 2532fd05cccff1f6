import { sql, type SQL } from 'drizzle-orm';
import { WEIGHT_BUCKETS, type CatalogueQuery } from '@souk/shared/schemas/catalogue';
import { toCents } from '@souk/shared/money';
import { LIMITS } from '@souk/shared/constants';
import { queryRows, type Database } from '../../db/client';
import type { SearchLexicon } from './search-lexicon';

/**
 * The catalogue filter (storefront §2 "Catalogue") as SQL over `products p join brands b`.
 * Each facet key can be left out, so a facet's counts show what each of its choices would leave
 * with the other filters kept.
 */
export type FacetKey =
  | 'category'
  | 'subcategories'
  | 'brands'
  | 'colors'
  | 'sizes'
  | 'tags'
  | 'rating'
  | 'price'
  | 'dimensions'
  | 'weights';

export type CatalogueFilter = {
  categoryIds?: number[];
  /** brands of these brand categories (a category name that names a brand category, not a product one) */
  brandCategoryIds?: number[];
  subcategoryIds?: number[];
  brandIds?: number[];
  tagIds?: number[];
  search?: SearchTerms;
  minPriceCents?: number;
  maxPriceCents?: number;
  colors?: string[];
  sizes?: string[];
  dimensions?: string[];
  weights?: string[];
  rating?: number;
  freeShipping?: boolean;
};

/** A search; `tsquery` is null when the text holds no word at all ("!!!"): nothing matches. */
export type SearchTerms = {
  tsquery: SQL | null;
  /** the texts `tsquery` gives to_tsquery: for the simple dictionary, and for the three others */
  words?: { simple: string; prefixed: string };
  /** the tsquery as PostgreSQL writes it, once the catalogue index has asked for it */
  text?: string;
};

/** Only active products of enabled brands are public (issue 4). */
export const publicProduct = sql`p.active and b.enabled`;

export function whereCatalogue(filter: CatalogueFilter, omit?: FacetKey): SQL {
  const parts: SQL[] = [publicProduct];
  if (filter.categoryIds?.length && omit !== 'category') {
    const ids = intArray(filter.categoryIds);
    parts.push(
      sql`(p.category_id = any(${ids}) or exists (select 1 from product_subcategories ps where ps.product_id = p.id and ps.category_id = any(${ids})))`,
    );
  }
  if (filter.brandCategoryIds?.length && omit !== 'category')
    parts.push(sql`b.brand_category_id = any(${intArray(filter.brandCategoryIds)})`);
  if (filter.subcategoryIds?.length && omit !== 'subcategories') {
    parts.push(
      sql`exists (select 1 from product_subcategories ps where ps.product_id = p.id and ps.category_id = any(${intArray(filter.subcategoryIds)}))`,
    );
  }
  if (filter.brandIds?.length && omit !== 'brands')
    parts.push(sql`p.brand_id = any(${intArray(filter.brandIds)})`);
  if (filter.tagIds?.length && omit !== 'tags') {
    parts.push(
      sql`exists (select 1 from product_tags pt where pt.product_id = p.id and pt.tag_id = any(${intArray(filter.tagIds)}))`,
    );
  }
  if (filter.search) parts.push(searchMatch(filter.search));
  if (omit !== 'price') {
    if (filter.minPriceCents) parts.push(sql`p.final_price >= ${centsParam(filter.minPriceCents)}`);
    if (filter.maxPriceCents) parts.push(sql`p.final_price <= ${centsParam(filter.maxPriceCents)}`);
  }
  if (filter.colors?.length && omit !== 'colors')
    parts.push(sql`p.colors && ${textArray(filter.colors)}`);
  if (filter.sizes?.length && omit !== 'sizes')
    parts.push(sql`p.sizes && ${textArray(filter.sizes)}`);
  if (filter.dimensions?.length && omit !== 'dimensions')
    parts.push(sql`p.dimensions = any(${textArray(filter.dimensions)})`);
  if (filter.weights?.length && omit !== 'weights') {
    const ranges = WEIGHT_BUCKETS.filter((bucket) => filter.weights!.includes(bucket.id)).map(
      (bucket) =>
        bucket.max === null
          ? sql`p.weight >= ${bucket.min}`
          : sql`(p.weight >= ${bucket.min} and p.weight < ${bucket.max})`,
    );
    if (ranges.length) parts.push(sql`(${sql.join(ranges, sql` or `)})`);
  }
  // spec: "rating (4, 3, 2, 1 and up, using the floor of the average rating)"
  if (filter.rating && omit !== 'rating') parts.push(sql`p.average_rating >= ${filter.rating}`);
  if (filter.freeShipping) parts.push(sql`p.free_shipping`);
  return sql.join(parts, sql` and `);
}

/** Full text in any of the four dictionaries, with typo corrections already folded in. */
export function searchMatch(search: SearchTerms): SQL {
  return search.tsquery ? sql`p.search_vector @@ ${search.tsquery}` : sql`false`;
}

export function searchRank(search: SearchTerms): SQL {
  return search.tsquery ? sql`ts_rank(p.search_vector, ${search.tsquery})` : sql`0::real`;
}

const WORD = /^[\p{L}\p{N}]+$/u;

/**
 * Turns what a shopper typed into a search: each word is a prefix ("stand" finds "standing"),
 * all words are required, accents are ignored, and English, French and Arabic stems count. A word
 * that starts no known catalogue word is taken for a typo and may also be one of its closest
 * known words ("sneekers" finds "sneakers", "chemis" finds "chemise").
 *
 * The work one search can cause is bounded (decision 008): at most LIMITS.searchMaxWords words of
 * at most LIMITS.searchMaxWordLength characters each, and only the first LIMITS.searchTypoWords
 * words, of LIMITS.searchTypoMaxLength characters or fewer, look for typo corrections (a longer
 * word is no typo of anything in the catalogue, and each lookup walks the trigram index).
 */
export async function searchTerms(
  db: Database,
  raw: string,
  lexicon?: SearchLexicon,
  lookUpWords: (words: string[]) => Promise<Found[]> = (words) => lookUp(db, words),
): Promise<SearchTerms> {
  const words = raw
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, LIMITS.searchMaxWords)
    .map((word) => [...word].slice(0, LIMITS.searchMaxWordLength).join(''));
  // Text with no word in it finds nothing (not everything).
  if (words.length === 0) return { tsquery: null };
  const found = (lexicon && lookUpInMemory(lexicon, words)) ?? (await lookUpWords(words));
  const quote = (word: string) => `'${word.replace(/'/g, "''")}'`;
  const simple = found
    .map(({ w, known, similar }) => {
      const alternatives = known
        ? []
        : (similar ?? []).filter((word) => WORD.test(word) && word !== w);
      return alternatives.length
        ? `(${[`${quote(w)}:*`, ...alternatives.map(quote)].join(' | ')})`
        : `${quote(w)}:*`;
    })
    .join(' & ');
  const prefixed = words.map((word) => `${quote(word)}:*`).join(' & ');
  return { tsquery: tsqueryOf(sql`${simple}`, sql`${prefixed}`), words: { simple, prefixed } };
}

/** The search's tsquery from its texts for the simple dictionary and for the three others. */
export const tsqueryOf = (simple: SQL, prefixed: SQL) =>
  sql`(to_tsquery('simple', ${simple}) || to_tsquery('english', ${prefixed}) || to_tsquery('french', unaccent(${prefixed})) || to_tsquery('arabic', ${prefixed}))`;

/** The tsqueries of several searches, as PostgreSQL writes them, in one statement. */
export async function tsqueryTexts(
  db: Database,
  searches: Array<NonNullable<SearchTerms['words']>>,
): Promise<string[]> {
  const rows = await queryRows<{ q: string }>(
    db,
    sql`select (${tsqueryOf(sql`x.s`, sql`x.p`)})::text as q
      from unnest(${textArray(searches.map((w) => w.simple))},
        ${textArray(searches.map((w) => w.prefixed))}) with ordinality as x(s, p, i)
      order by x.i`,
  );
  return rows.map((row) => row.q);
}

export type Found = { w: string; known: boolean; similar: string[] | null };

/** Each word folded (lower case, no accents), whether a known word starts with it, its closest words. */
export async function lookUp(db: Database, words: string[]): Promise<Found[]> {
  return (await lookUpMany(db, [words]))[0]!;
}

/**
 * lookUp for the words of several searches, in one statement. Each word is folded once (a
 * materialized row, not an expression the prefix test would fold again for every known word).
 */
export async function lookUpMany(db: Database, searches: string[][]): Promise<Found[][]> {
  const words = searches.flat();
  const typo = searches.flatMap((list) => list.map((_, i) => i < LIMITS.searchTypoWords));
  const rows = await queryRows<Found>(
    db,
    sql`with q as materialized (
          select x.i, x.typo, lower(unaccent(x.raw)) as w
          from unnest(${pgTextArray(words)}::text[], ${`{${typo.join(',')}}`}::boolean[])
            with ordinality as x(raw, typo, i))
        select q.w,
          exists (select 1 from search_terms where word like q.w || '%') as known,
          case when q.typo and length(q.w) <= ${LIMITS.searchTypoMaxLength}
              -- a word with no trigram (no letter the locale knows) is similar to none: no scan
              and show_trgm(q.w) <> '{}'
            then (select array_agg(word) from (select word from search_terms where word % q.w
               order by similarity(word, q.w) desc, word limit 3) s)
          end as similar
        from q
        order by q.i`,
  );
  let at = 0;
  return searches.map((list) => rows.slice(at, (at += list.length)));
}

/**
 * The same from the words held in memory, when every word is plain ASCII letters and digits
 * (which unaccent leaves as they are and lower() folds as JavaScript does); undefined otherwise.
 */
function lookUpInMemory(lexicon: SearchLexicon, words: string[]): Found[] | undefined {
  const found: Found[] = [];
  for (const [i, raw] of words.entries()) {
    if (!/^[A-Za-z0-9]+$/.test(raw)) return undefined;
    const w = raw.toLowerCase();
    const withSimilar = i < LIMITS.searchTypoWords && w.length <= LIMITS.searchTypoMaxLength;
    const lookup = lexicon.lookup(w, withSimilar);
    if (!lookup) return undefined;
    found.push({ w, ...lookup });
  }
  return found;
}

/**
 * The sort of a catalogue query: `sort`, else the paging convention's sortBy and direction
 * (DESIGN.md "Paging") read as the catalogue sort they mean; other sortBy values keep the default.
 */
export function catalogueSort(
  query: Pick<CatalogueQuery, 'sort' | 'sortBy' | 'direction'>,
): CatalogueQuery['sort'] {
  if (query.sort) return query.sort;
  const descending = query.direction?.toLowerCase() === 'desc';
  switch (query.sortBy) {
    case 'price':
    case 'discountedPrice':
      return descending ? 'price-high' : 'price-low';
    case 'discountPrice':
      return 'discount';
    case 'averageRating':
    case 'rating':
      return 'rating';
    case 'createdAt':
      return descending ? 'newest' : undefined;
    case 'salesCount':
    case 'popular':
      return 'popular';
    default:
      return undefined;
  }
}

export function orderCatalogue(sort: CatalogueQuery['sort'], search?: SearchTerms): SQL {
  switch (sort) {
    case 'price-low':
      return sql`p.final_price asc, p.id asc`;
    case 'price-high':
      return sql`p.final_price desc, p.id desc`;
    case 'discount':
      return sql`p.discount_price desc nulls last, p.id asc`;
    case 'rating':
      return sql`p.average_rating desc nulls last, p.review_count desc nulls last, p.id asc`;
    case 'newest':
      return sql`p.created_at desc nulls last, p.id desc nulls last`;
    case 'popular':
      return sql`p.sales_count desc nulls last, p.review_count desc nulls last, p.id asc`;
    default:
      return search
        ? sql`${searchRank(search)} desc, p.id asc`
        : sql`p.sales_count desc nulls last, p.review_count desc nulls last, p.id asc`;
  }
}

// Arrays travel as one array literal parameter (drizzle would spread a JS array into a list).
export const intArray = (ids: number[]) =>
  sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
export const textArray = (values: string[]) => sql`${pgTextArray(values)}::text[]`;
const pgTextArray = (values: string[]) =>
  `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
const centsParam = (cents: number) => sql`${(cents / 100).toFixed(2)}::numeric`;

export const priceToCents = (value: number | undefined) =>
  value === undefined ? undefined : toCents(value);
