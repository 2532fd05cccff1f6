import { and, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { toPage, type Page } from '@souk/shared/api';
import { productSchema, type Facets, type SearchResults } from '@souk/shared/responses/catalogue';
import { WEIGHT_BUCKETS, type CatalogueQuery } from '@souk/shared/schemas/catalogue';
import { toCents } from '@souk/shared/money';
import { idIn } from '@souk/shared/validation';
import { brandCategories, brands } from '../../db/schema/brands';
import { categories, products, tags } from '../../db/schema/catalogue';
import { queryRows, type Database, type DatabaseHandle } from '../../db/client';
import { batched } from '../../lib/batched';
import { AppError } from '../../lib/errors';
import {
  catalogueSort,
  intArray,
  orderCatalogue,
  publicProduct,
  lookUpMany,
  searchTerms,
  tsqueryTexts,
  whereCatalogue,
  type CatalogueFilter,
  type FacetKey,
  type SearchTerms,
} from './catalogue';
import { CatalogueIndex, type SearchMatch } from './catalogue-index';
import { SearchLexicon } from './search-lexicon';
import { toProduct, type ProductDto, type ProductExtras } from './dto';

// Aliases match the raw SQL fragments of catalogue.ts (p, b, c).
const p = alias(products, 'p');
const b = alias(brands, 'b');
const c = alias(categories, 'c');

/** Reads the query's filters into ids, resolving names (category "office", tag "summer"). */
export async function resolveFilter(db: Database, query: CatalogueQuery): Promise<CatalogueFilter> {
  const categoryIds = [...(query.categories ?? [])];
  let brandCategoryIds: number[] = [];
  if (query.category) {
    const ids = await resolveCategory(db, query.category);
    categoryIds.push(...ids);
    // The brands directory links a brand's category badge as /catalogue?category={name}
    // (storefront §2): a name that is no product category but a brand category means its brands.
    if (ids.length === 0) brandCategoryIds = await resolveBrandCategory(db, query.category);
  }
  const tagRefs = [...(query.tags ?? []), ...(query.tag ? [query.tag] : [])];
  const brandIds = [...(query.brands ?? []), ...(query.brand ? [query.brand] : [])];
  const text = query.search ?? query.searchQuery;
  return {
    categoryIds:
      query.category && categoryIds.length === 0 && brandCategoryIds.length === 0
        ? [0]
        : categoryIds,
    brandCategoryIds,
    subcategoryIds: query.subcategories,
    brandIds,
    tagIds: tagRefs.length ? await resolveTags(db, tagRefs) : undefined,
    search: text ? await wordsOf(db, text) : undefined,
    minPriceCents: query.minPrice ? toCents(query.minPrice) : undefined,
    maxPriceCents: query.maxPrice ? toCents(query.maxPrice) : undefined,
    colors: query.colors,
    sizes: query.sizes,
    dimensions: query.dimensions,
    weights: query.weights,
    rating: query.rating,
    freeShipping: query.freeShipping,
  };
}

/**
 * Names given as text match in any of their languages (decision 007): "chaussures" is Footwear.
 * Both sides lose their accents and case in the database, the same way ("électronique" and
 * "ELECTRONIQUE" are "Électronique"; lower() alone leaves É as it is under the C locale).
 */
function nameIn(
  table: typeof categories | typeof tags | typeof brandCategories,
  texts: string[],
): SQL {
  const given = sql.join(
    texts.map((text) => sql`lower(unaccent(${text}))`),
    sql`, `,
  );
  const folded = (column: SQL) => sql`lower(unaccent(${column})) in (${given})`;
  return sql`(${folded(sql`${table.name}`)} or ${folded(
    sql`${table.nameTranslations}->>'fr'`,
  )} or ${folded(sql`${table.nameTranslations}->>'ar'`)})`;
}

async function resolveCategory(db: Database, ref: string): Promise<number[]> {
  // A number names a category by id; one past any id names none.
  if (/^\d+$/.test(ref)) return idIn(ref) ? [idIn(ref)!] : [];
  // "office" names "Office Products": the name, or its first words; % and _ are only text.
  const firstWords = `${ref.replace(/[\\%_]/g, '\\$&')} %`;
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      sql`${nameIn(categories, [ref])} or lower(${categories.name}) like lower(${firstWords})`,
    );
  return rows.map((row) => row.id);
}

async function resolveBrandCategory(db: Database, name: string): Promise<number[]> {
  if (/^\d+$/.test(name)) return [];
  const rows = await db
    .select({ id: brandCategories.id })
    .from(brandCategories)
    .where(nameIn(brandCategories, [name]));
  return rows.map((row) => row.id);
}

async function resolveTags(db: Database, refs: string[]): Promise<number[]> {
  const ids = refs.flatMap((ref) => idIn(ref) ?? []);
  const names = refs.filter((ref) => !/^\d+$/.test(ref));
  if (names.length) {
    const rows = await db.select({ id: tags.id }).from(tags).where(nameIn(tags, names));
    ids.push(...rows.map((row) => row.id));
  }
  // a tag text that names no tag matches nothing, rather than everything
  return ids.length ? ids : [0];
}

/**
 * The in-process catalogue index of a database (decision 020), once it has read the catalogue.
 * Until then, and for the rare search it does not answer, the catalogue reads SQL.
 */
type IndexEntry = {
  index: CatalogueIndex;
  loaded: Promise<void>;
  /** resolves once every change committed before the call is heard and applied */
  fresh: () => Promise<void>;
  /** how many changes have been heard, once every one committed before the call is */
  heard: () => Promise<number>;
};
const catalogueIndexes = new WeakMap<Database, IndexEntry>();

/**
 * Builds the catalogue index of `db` from the database, in the background (the SQL answers until
 * it has read everything), and keeps it current: the database notifies every change (migration
 * 0015), and each read first hears every change committed before it began (one round trip on the
 * listening connection, shared by the reads waiting). Returns what stops it.
 */
export async function startCatalogueIndex(
  handle: Pick<DatabaseHandle, 'db' | 'listen'>,
  db: Database,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): Promise<() => Promise<void>> {
  const onError = (error: unknown) =>
    log.error({ err: error }, 'the catalogue index could not read the catalogue; trying again');
  const index = newCatalogueIndex(handle.db, onError);
  let changesHeard = 0;
  const listener = await handle.listen('catalogue', (payload) => {
    changesHeard++;
    index.changed(payload);
  });
  // the reads waiting while a round trip is under way share the next one
  const flush = batched(async (reads: void[]) => {
    await listener.flush();
    return reads;
  });
  const load = async (): Promise<void> => {
    const started = Date.now();
    for (;;) {
      try {
        await index.load();
        log.info({ products: index.size, ms: Date.now() - started }, 'catalogue index ready');
        return;
      } catch (error) {
        if (index.isClosed) return;
        onError(error);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  };
  catalogueIndexes.set(db, {
    index,
    loaded: load(),
    fresh: async () => {
      await flush();
      await index.settled();
    },
    heard: async () => {
      await flush();
      return changesHeard;
    },
  });
  return async () => {
    catalogueIndexes.delete(db);
    await index.close();
    await listener.close();
  };
}

/** An empty catalogue index reading `db` (`load()` fills it). */
export function newCatalogueIndex(
  db: Database,
  onError?: (error: unknown) => void,
): CatalogueIndex {
  return new CatalogueIndex(
    db,
    // Each product passes the answer's schema once, as it is read: what the index sends as JSON
    // holds no field the schema does not declare (plugins/contract.ts).
    async (ids) =>
      (await selectProducts(db, sql`p.id = any(${intArray(ids)})`, sql`p.id`, ids.length)).map(
        (product) => productSchema.parse(product),
      ),
    onError,
  );
}

/** Whether the catalogue index of `db` has read the catalogue (the health check says so). */
export function catalogueIndexLoaded(db: Database): boolean {
  return catalogueIndexes.get(db)?.index.ready ?? false;
}

/** Resolves once the catalogue index of `db` has loaded and holds every change committed so far. */
export async function catalogueIndexReady(db: Database): Promise<void> {
  const entry = catalogueIndexes.get(db);
  if (!entry) return;
  await entry.loaded;
  await entry.fresh();
}

/**
 * The catalogue's version for the response cache (plugins/response-cache.ts): how many changes of
 * it this instance has heard, counting every one committed before the call, here or through
 * another instance (the round trip a catalogue read makes first, shared with the reads waiting).
 * Two equal versions mean that nothing migration 0015 notifies changed between them. It counts
 * changes heard, not applied: it holds while the index is loading or reading a change again, and
 * a kept answer never waits for the index. Undefined when nothing listens (the app is not ready,
 * or closed).
 */
export async function catalogueVersion(db: Database): Promise<number | undefined> {
  return catalogueIndexes.get(db)?.heard();
}

/** The index, current as of this call, or undefined when the catalogue reads SQL. */
async function freshIndex(db: Database): Promise<CatalogueIndex | undefined> {
  const entry = catalogueIndexes.get(db);
  if (!entry?.index.ready) return undefined;
  await entry.fresh();
  return entry.index;
}

/**
 * A search as the index reads it: the tsquery PostgreSQL builds from the words (stems and typo
 * corrections are the database's), as text. Null when the index cannot answer it.
 */
async function indexSearch(
  db: Database,
  index: CatalogueIndex,
  filter: CatalogueFilter,
): Promise<SearchMatch | undefined | null> {
  if (!filter.search) return undefined;
  // searchTerms gives both or neither: no words, no match
  if (!filter.search.tsquery || !filter.search.words) return index.noMatch();
  filter.search.text ??= await tsqueryText(db)(filter.search.words);
  return index.searchMatch(filter.search.text) ?? null;
}

/**
 * `read` of one database, its calls made by requests waiting at the same time run as one
 * statement (lib/batched.ts): one batcher per database.
 */
function batchedPerDatabase<K, V>(
  read: (db: Database, keys: K[]) => Promise<V[]>,
): (db: Database) => (key: K) => Promise<V> {
  const batchers = new WeakMap<Database, (key: K) => Promise<V>>();
  return (db) => {
    let ask = batchers.get(db);
    if (!ask) {
      ask = batched((keys: K[]) => read(db, keys));
      batchers.set(db, ask);
    }
    return ask;
  };
}

/** The typo lookups the lexicon in memory leaves to the database, of waiting searches at once. */
const lookUpBatched = batchedPerDatabase(lookUpMany);

/** The tsqueries of waiting searches as text, at once. */
const tsqueryText = batchedPerDatabase(tsqueryTexts);

/**
 * What a search text means (`searchTerms`: its words, stems and typo corrections), kept per text
 * while the catalogue does not change: the index's word dictionary. The typo corrections come from
 * `search_terms` held in memory (search-lexicon.ts) when the words allow it. Any change the index hears may change `search_terms`, so a new
 * version of the index starts afresh. Without an index nothing is kept.
 */
const wordCaches = new WeakMap<
  Database,
  { version: number; texts: Map<string, SearchTerms>; lexicon?: Promise<SearchLexicon | undefined> }
>();
const WORD_CACHE_TEXTS = 10_000;
async function wordsOf(db: Database, text: string): Promise<SearchTerms> {
  const index = catalogueIndexes.get(db)?.index;
  if (!index?.ready) return searchTerms(db, text);
  let cache = wordCaches.get(db);
  if (!cache || cache.version !== index.version) {
    cache = { version: index.version, texts: new Map() };
    wordCaches.set(db, cache);
  }
  let terms = cache.texts.get(text);
  if (!terms) {
    // the typo lookups in memory too (search_terms, read once per version of the catalogue)
    cache.lexicon ??= SearchLexicon.load(db).catch(() => undefined);
    terms = await searchTerms(db, text, await cache.lexicon, lookUpBatched(db));
    if (cache.texts.size >= WORD_CACHE_TEXTS) cache.texts.clear();
    cache.texts.set(text, terms);
  }
  return terms;
}

/** One page of public products matching a filter, in the catalogue's order. */
export async function listCatalogue(
  db: Database,
  query: CatalogueQuery,
): Promise<Page<ProductDto>> {
  return answer(
    db,
    query,
    (index, filter, search) =>
      index.list(filter, search, catalogueSort(query), query.page, query.size),
    (filter) => listFromSql(db, filter, query),
  );
}

/**
 * A catalogue answer from the index when it can give it, else from the SQL. The index is made
 * current first: the filter's words then read a catalogue at least as new as it.
 */
async function answer<T>(
  db: Database,
  query: CatalogueQuery,
  fromIndex: (index: CatalogueIndex, filter: CatalogueFilter, search: SearchMatch | undefined) => T,
  fromSql: (filter: CatalogueFilter) => Promise<T>,
): Promise<T> {
  const index = await freshIndex(db);
  const filter = await resolveFilter(db, query);
  if (index) {
    const search = await indexSearch(db, index, filter);
    if (search !== null) {
      catalogueAnswers.index++;
      return fromIndex(index, filter, search);
    }
  }
  catalogueAnswers.sql++;
  return fromSql(filter);
}

/** How many catalogue answers came from the index and how many from the SQL, since start. */
export const catalogueAnswers = { index: 0, sql: 0 };

/**
 * The catalogue page as the route's answer, `{ success, data }` in JSON: the index writes it from
 * its products' JSON without parsing them; the SQL's page is written whole.
 */
export async function listCatalogueJson(db: Database, query: CatalogueQuery): Promise<string> {
  return answer(
    db,
    query,
    (index, filter, search) =>
      index.listJson(filter, search, catalogueSort(query), query.page, query.size),
    async (filter) => JSON.stringify({ success: true, data: await listFromSql(db, filter, query) }),
  );
}

/** The catalogue query in plain SQL: what the index must answer identically (decision 020). */
export async function listCatalogueReference(
  db: Database,
  query: CatalogueQuery,
): Promise<Page<ProductDto>> {
  return listFromSql(db, await resolveFilter(db, query), query);
}

async function listFromSql(
  db: Database,
  filter: CatalogueFilter,
  query: CatalogueQuery,
): Promise<Page<ProductDto>> {
  const where = whereCatalogue(filter);
  const [rows, [total]] = await Promise.all([
    selectProducts(
      db,
      where,
      orderCatalogue(catalogueSort(query), filter.search),
      query.size,
      query.page * query.size,
    ),
    db.select({ n: count() }).from(p).innerJoin(b, eq(b.id, p.brandId)).where(where),
  ]);
  return toPage(rows, total?.n ?? 0, query.page, query.size);
}

/**
 * Products with brand and category names, subcategories and tags, in one round trip each. The
 * brand dashboard's list (brand-products.ts) pages through it too: one mapper for every reader.
 */
export async function selectProducts(
  db: Database,
  where: SQL,
  order: SQL,
  limit: number,
  offset = 0,
): Promise<ProductDto[]> {
  const rows = await db
    .select({
      product: productColumns,
      brandName: b.name,
      categoryName: c.name,
      categoryNameTranslations: c.nameTranslations,
      subcategories: subcategoriesOf,
      tags: tagsOf,
    })
    .from(p)
    .innerJoin(b, eq(b.id, p.brandId))
    .leftJoin(c, eq(c.id, p.categoryId))
    .where(where)
    .orderBy(order)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => toProduct(row.product, row));
}

// Every column but the search document (large, and for the database only).
const { searchVector: _searchVector, ...productColumns } = getTableColumns(p);

// Labels in the same round trip as the products: one query per page, however many products.
type Label = ProductExtras['tags'][number];
const subcategoriesOf = sql<
  Label[]
>`(select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'nameTranslations', s.name_translations) order by s.name), '[]'::json)
  from product_subcategories ps join categories s on s.id = ps.category_id where ps.product_id = p.id)`;
const tagsOf = sql<
  Label[]
>`(select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'nameTranslations', t.name_translations) order by t.name), '[]'::json)
  from product_tags pt join tags t on t.id = pt.tag_id where pt.product_id = p.id)`;

/** How many products each choice of each facet leaves, with the other filters kept. */
export async function catalogueFacets(db: Database, query: CatalogueQuery): Promise<Facets> {
  return answer(
    db,
    query,
    (index, filter, search) => index.facets(filter, search),
    (filter) => computeFacets(db, filter),
  );
}

/** The facets in plain SQL: what the index must answer identically (decision 020). */
export async function catalogueFacetsReference(
  db: Database,
  query: CatalogueQuery,
): Promise<Facets> {
  return computeFacets(db, await resolveFilter(db, query));
}

async function computeFacets(db: Database, filter: CatalogueFilter): Promise<Facets> {
  const w = (omit?: FacetKey) => whereCatalogue(filter, omit);
  const from = sql`from products p join brands b on b.id = p.brand_id`;
  const rows = <T>(query: SQL) => queryRows<T>(db, query);
  const [cats, subs, brandRows, colors, sizes, tagRows, ratings, prices, dimensions, weights] =
    await Promise.all([
      rows<Label & { count: number }>(
        sql`select c.id, c.name, c.name_translations as "nameTranslations", count(*)::int as count ${from} join categories c on c.id = p.category_id where ${w('category')} group by c.id order by c.name`,
      ),
      rows<Label & { parentId: number; count: number }>(
        sql`select s.id, s.name, s.name_translations as "nameTranslations", s.parent_id as "parentId", count(*)::int as count ${from} join product_subcategories ps on ps.product_id = p.id join categories s on s.id = ps.category_id where ${w('subcategories')} group by s.id order by s.name`,
      ),
      rows<{ id: number; name: string; count: number }>(
        sql`select b.id, b.name, count(*)::int as count ${from} where ${w('brands')} group by b.id, b.name order by b.name`,
      ),
      rows<{ value: string; count: number }>(
        sql`select v as value, count(*)::int as count ${from} cross join unnest(p.colors) v where ${w('colors')} group by v order by count desc, v`,
      ),
      rows<{ value: string; count: number }>(
        sql`select v as value, count(*)::int as count ${from} cross join unnest(p.sizes) v where ${w('sizes')} group by v order by count desc, v`,
      ),
      rows<Label & { count: number }>(
        sql`select t.id, t.name, t.name_translations as "nameTranslations", count(*)::int as count ${from} join product_tags pt on pt.product_id = p.id join tags t on t.id = pt.tag_id where ${w('tags')} group by t.id order by t.name`,
      ),
      rows<Record<string, number>>(
        sql`select ${sql.raw([4, 3, 2, 1].map((r) => `count(*) filter (where p.average_rating >= ${r})::int as "r${r}"`).join(', '))} ${from} where ${w('rating')}`,
      ),
      rows<{ min: string | null; max: string | null }>(
        sql`select min(p.final_price) as min, max(p.final_price) as max ${from} where ${w('price')}`,
      ),
      rows<{ value: string; count: number }>(
        sql`select p.dimensions as value, count(*)::int as count ${from} where ${w('dimensions')} and p.dimensions is not null group by p.dimensions order by count desc, p.dimensions limit 20`,
      ),
      rows<Record<string, number>>(
        sql`select ${sql.raw(WEIGHT_BUCKETS.map((bucket) => `count(*) filter (where p.weight >= ${bucket.min}${bucket.max === null ? '' : ` and p.weight < ${bucket.max}`})::int as "${bucket.id}"`).join(', '))} ${from} where ${w('weights')}`,
      ),
    ]);
  return {
    categories: cats,
    subcategories: subs,
    brands: brandRows,
    colors,
    sizes,
    tags: tagRows,
    ratings: [4, 3, 2, 1].map((rating) => ({ rating, count: ratings[0]?.[`r${rating}`] ?? 0 })),
    price: { min: Number(prices[0]?.min ?? 0), max: Number(prices[0]?.max ?? 0) },
    dimensions,
    weights: WEIGHT_BUCKETS.map((bucket) => ({
      value: bucket.id,
      count: weights[0]?.[bucket.id] ?? 0,
    })),
  };
}

/** Throws a 404 unless the product is public (active, of an enabled brand). */
export async function assertPublicProduct(db: Database, id: number): Promise<void> {
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .innerJoin(b, eq(b.id, p.brandId))
    .where(and(publicProduct, eq(p.id, id)));
  if (!row) throw new AppError('not_found');
}

/** A public product; a missing, inactive or disabled-brand product is a 404. */
export async function getPublicProduct(db: Database, id: number): Promise<ProductDto> {
  const [row] = await productDetailQuery(db).execute({ id });
  if (!row) throw new AppError('not_found');
  return toProduct(row.product, row);
}

/**
 * The most read query of the shop, prepared once per database: PostgreSQL plans it once instead
 * of on every product page (planning costs more than running it).
 */
const productDetailQueries = new WeakMap<Database, ReturnType<typeof prepareProductDetail>>();
function productDetailQuery(db: Database) {
  let query = productDetailQueries.get(db);
  if (!query) {
    query = prepareProductDetail(db);
    productDetailQueries.set(db, query);
  }
  return query;
}
function prepareProductDetail(db: Database) {
  return db
    .select({
      product: productColumns,
      brandName: b.name,
      categoryName: c.name,
      categoryNameTranslations: c.nameTranslations,
      subcategories: subcategoriesOf,
      tags: tagsOf,
    })
    .from(p)
    .innerJoin(b, eq(b.id, p.brandId))
    .leftJoin(c, eq(c.id, p.categoryId))
    .where(and(publicProduct, eq(p.id, sql.placeholder('id'))))
    .prepare('product_detail');
}

/** A category's public products; a missing category is a 404. */
export async function productsOfCategory(
  db: Database,
  categoryId: number,
  limit = 100,
): Promise<ProductDto[]> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (!category) throw new AppError('not_found');
  return selectProducts(
    db,
    whereCatalogue({ categoryIds: [categoryId] }),
    orderCatalogue('popular'),
    limit,
  );
}

/**
 * A brand's active products. A missing brand is a 404, and so is a disabled one, whose products
 * are hidden — except for an admin, whose brand list (dashboards §7) shows disabled brands too.
 */
export async function productsOfBrand(
  db: Database,
  brandId: number,
  limit = 100,
  includeDisabledBrand = false,
): Promise<ProductDto[]> {
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(
      and(eq(brands.id, brandId), includeDisabledBrand ? undefined : eq(brands.enabled, true)),
    );
  if (!brand) throw new AppError('not_found');
  return selectProducts(
    db,
    includeDisabledBrand
      ? sql`p.active and p.brand_id = ${brandId}`
      : whereCatalogue({ brandIds: [brandId] }),
    orderCatalogue('popular'),
    limit,
  );
}

/** Any product, hidden or not, for its brand or an admin (product-writes.ts); 404 if missing. */
export async function productForOwner(db: Database, id: number): Promise<ProductDto> {
  const [product] = await selectProducts(db, sql`p.id = ${id}`, sql`p.id`, 1);
  if (!product) throw new AppError('not_found');
  return product;
}

/** The public products among `ids`, in no particular order (hidden ones are left out). */
export async function publicProductsByIds(db: Database, ids: number[]): Promise<ProductDto[]> {
  if (ids.length === 0) return [];
  return selectProducts(
    db,
    sql`${publicProduct} and p.id in ${sql.raw(`(${ids.map(Number).join(',')})`)}`,
    sql`p.id`,
    ids.length,
  );
}

export async function featuredProducts(db: Database, limit = 20): Promise<ProductDto[]> {
  return selectProducts(db, sql`${publicProduct} and p.featured`, orderCatalogue('popular'), limit);
}

/** spec: storefront §2 — up to 5 random products of the same category, excluding this one. */
export async function relatedProducts(db: Database, id: number, limit = 5): Promise<ProductDto[]> {
  const product = await getPublicProduct(db, id);
  if (product.categoryId === null) return [];
  return selectProducts(
    db,
    sql`${publicProduct} and p.category_id = ${product.categoryId} and p.id <> ${id}`,
    sql`random()`,
    limit,
  );
}

/** The header's live lookup: the best matches and how many there are in all. */
export async function searchProducts(
  db: Database,
  text: string,
  limit: number,
): Promise<SearchResults> {
  const page = await listCatalogue(db, {
    page: 0,
    size: limit,
    search: text,
    sort: 'relevance',
  } as CatalogueQuery);
  return { content: page.content, totalElements: page.totalElements };
}

export type DiscountOrder =
  'default' | 'price-high-to-low' | 'price-low-to-high' | 'biggest-discount';

/** The sale page (storefront §2 /sale): discounted products, optionally of one category. */
export async function discountedProducts(
  db: Database,
  order: DiscountOrder,
  paging: { page: number; size: number; category?: string },
): Promise<Page<ProductDto>> {
  const sort = {
    default: 'newest',
    'price-high-to-low': 'price-high',
    'price-low-to-high': 'price-low',
    'biggest-discount': 'discount',
  } as const;
  const filter = paging.category
    ? await resolveFilter(db, { category: paging.category } as CatalogueQuery)
    : {};
  const where = sql`${whereCatalogue(filter)} and p.discount_price > 0`;
  const [rows, [total]] = await Promise.all([
    selectProducts(db, where, orderCatalogue(sort[order]), paging.size, paging.page * paging.size),
    db.select({ n: count() }).from(p).innerJoin(b, eq(b.id, p.brandId)).where(where),
  ]);
  return toPage(rows, total?.n ?? 0, paging.page, paging.size);
}
