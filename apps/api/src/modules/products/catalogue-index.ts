import { sql, type SQL } from 'drizzle-orm';
import type { Page } from '@souk/shared/api';
import { toPage } from '@souk/shared/api';
import type { Facets } from '@souk/shared/responses/catalogue';
import { WEIGHT_BUCKETS, type CatalogueQuery } from '@souk/shared/schemas/catalogue';
import { queryRows, type Database } from '../../db/client';
import { intArray, textArray, type CatalogueFilter, type FacetKey } from './catalogue';
import type { ProductDto } from './dto';
import { rankItems, type Operand } from './rank-items';

/**
 * The catalogue held in memory (decision 020): what a shopper's catalogue query, facets and search
 * read, answered without the database. Every public product has a slot; each filter choice is a
 * bitset of slots (a category, a brand, a colour…), each sort a list of slots in its order, and the
 * search words an index from lexeme to the slots holding it, with the weight ts_rank gives each.
 * Answers are PostgreSQL's to the byte: the same matches (`whereCatalogue`), the same order
 * (`orderCatalogue`, ts_rank reproduced in single precision) and the same facet counts.
 *
 * It is built from the database at start and kept current by the notifications the database sends
 * on every change (migration 0015): the products named are read again, nothing else.
 */

export type Sort = 'price' | 'discount' | 'rating' | 'newest' | 'popular';
const SORTS: Sort[] = ['price', 'discount', 'rating', 'newest', 'popular'];

type Label = { id: number; name: string; nameTranslations: unknown };
type Labels = {
  categories: Map<number, Label & { parentId: number | null; rank: number }>;
  tags: Map<number, Label & { rank: number }>;
  brands: Map<number, { id: number; name: string; rank: number }>;
};

/** One product as the index reads it (the row of ATTRIBUTES). */
type Row = {
  id: number;
  public: boolean;
  categoryId: number | null;
  brandId: number;
  brandCategoryId: number | null;
  subs: number[] | null;
  tags: number[] | null;
  cents: string;
  discount: number;
  rating: string;
  reviews: number;
  sales: number;
  created: string;
  colors: string[];
  sizes: string[];
  dimensions: string | null;
  weight: string | null;
  freeShipping: boolean;
  vector: string | null;
};

type Doc = {
  id: number;
  public: boolean;
  categoryId: number | null;
  brandId: number;
  brandCategoryId: number | null;
  subs: number[];
  tags: number[];
  cents: number;
  discount: number;
  rating: number;
  reviews: number;
  sales: number;
  created: number;
  colors: string[];
  sizes: string[];
  dimensions: string | null;
  weight: number | null;
  freeShipping: boolean;
  /**
   * The product as the API sends it, as JSON text: its own values (ProductForm's keys), each
   * written as JSON and joined by U+0001 (which JSON text never holds unescaped), and its labels
   * (brand, category, subcategories, tags), a text shared by every product with the same ones.
   */
  own: string;
  labels: string;
  /** the product's choices as indexes into the facets' dictionaries (written into columns) */
  at?: {
    category: number;
    brand: number;
    dimensions: number;
    weight: number;
    /** how many of the ratings 1..4 it reaches */
    rating: number;
    subcategories: number[];
    tags: number[];
    colors: number[];
    sizes: number[];
  };
};

type Constraint = { key: FacetKey | null; set: Uint32Array };

type CountedKey =
  'category' | 'subcategories' | 'brands' | 'colors' | 'sizes' | 'tags' | 'dimensions';
const COUNTED: CountedKey[] = [
  'category',
  'subcategories',
  'brands',
  'colors',
  'sizes',
  'tags',
  'dimensions',
];
/** The filters that choose among listed values, each the facet it is and its bitsets' prefix. */
const LIST_CHOICES: Array<[keyof CatalogueFilter, FacetKey, string]> = [
  ['categoryIds', 'category', 'cat'],
  ['brandCategoryIds', 'category', 'bcat'],
  ['subcategoryIds', 'subcategories', 'sub'],
  ['brandIds', 'brands', 'brand'],
  ['tagIds', 'tags', 'tag'],
  ['colors', 'colors', 'color'],
  ['sizes', 'sizes', 'size'],
  ['dimensions', 'dimensions', 'dim'],
];
const FACET_KEYS: FacetKey[] = [...COUNTED, 'rating', 'price', 'weights'];

/** Each facet's choices, numbered as they come: counts are arrays indexed by these numbers. */
class Dictionary<V extends string | number> {
  readonly values: V[] = [];
  private readonly ids = new Map<V, number>();
  of(value: V): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.ids.set(value, id);
    }
    return id;
  }
}

/** How many products each choice of each facet has in a set of slots. */
type Counts = Record<CountedKey, Int32Array> & {
  rating: Int32Array;
  weights: Int32Array;
};

const ATTRIBUTES = sql`select p.id, (p.active and b.enabled) as public, p.category_id as "categoryId",
    p.brand_id as "brandId", b.brand_category_id as "brandCategoryId",
    (select array_agg(ps.category_id) from product_subcategories ps where ps.product_id = p.id) as subs,
    (select array_agg(pt.tag_id) from product_tags pt where pt.product_id = p.id) as tags,
    (p.final_price * 100)::bigint::text as cents, p.discount_price as discount,
    p.average_rating::text as rating, p.review_count as reviews, p.sales_count as sales,
    (extract(epoch from p.created_at) * 1000000)::bigint::text as created,
    p.colors, p.sizes, p.dimensions, p.weight::text as weight, p.free_shipping as "freeShipping",
    p.search_vector::text as vector
  from products p join brands b on b.id = p.brand_id`;

/** Reads the API's form of products (service.ts's selectProducts): one mapper for every reader. */
export type ProductLoader = (ids: number[]) => Promise<ProductDto[]>;

const LOAD_CHUNK = 5000;
/** ids below this share a sort key with a rank (2^32 × 2^21 = 2^53) */
const ID_LIMIT = 2 ** 21;
/** at most this many price marks: a range walks at most two stretches of n / PRICE_MARKS */
const PRICE_MARKS = 32;
/** after a failed read of changes, the whole catalogue is read again this much later */
const RETRY_MS = 1000;
const WORD_BITS = 32;

export class CatalogueIndex {
  private docs: Array<Doc | undefined> = [];
  private slotOf = new Map<number, number>();
  private capacityWords = 0;
  private bits = new Map<string, Uint32Array>();
  private orders = new Map<Sort, number[]>();
  private positions = new Map<Sort, Int32Array>();
  private positionsStale = true;
  /** price marks: mark k holds the first k × step products of the price order */
  private priceMarks: { step: number; marks: Uint32Array[] } | undefined;
  private labels: Labels = { categories: new Map(), tags: new Map(), brands: new Map() };
  /** where each colour, size and dimensions text sorts in the database's collation */
  private valueRank = new Map<string, number>();
  private lexicon = new Lexicon();
  private dictionaries = {
    category: new Dictionary<number>(),
    subcategories: new Dictionary<number>(),
    brands: new Dictionary<number>(),
    colors: new Dictionary<string>(),
    sizes: new Dictionary<string>(),
    tags: new Dictionary<number>(),
    dimensions: new Dictionary<string>(),
  };
  /** the single choices of each slot, by column (counting reads them for every match) */
  private columns = {
    category: new Int32Array(0),
    brands: new Int32Array(0),
    dimensions: new Int32Array(0),
    weights: new Int8Array(0),
    rating: new Int8Array(0),
    /** where the slot's lists start in `lists`: [n, subcategories…, n, tags…, n, colours…, n, sizes…] */
    listsAt: new Int32Array(0),
  };
  private lists = new Int32Array(1024);
  private listsEnd = 0;
  /** the counts over every public product, kept until the next change */
  private publicCounts: Counts | undefined;
  private form: ProductForm | undefined;
  private labelTexts = new Map<string, string>();
  /** slots of products written again or removed: left in the postings until the next reload */
  private dead = 0;
  private publicFacets: Facets | undefined;

  /** changes heard but not yet applied; `pending` settles when they are */
  private queued = new Set<string>();
  private pending: Promise<void> | undefined;
  ready = false;

  constructor(
    private readonly db: Database,
    private readonly loadProducts: ProductLoader,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Goes up with every change applied: what was worked out from the catalogue before is stale. */
  version = 0;

  /** How many products the index holds (public or not). */
  get size(): number {
    return this.slotOf.size;
  }

  /** Reads the whole catalogue; changes heard meanwhile are applied after. */
  load(): Promise<void> {
    this.loading = this.readAll();
    return this.loading;
  }
  private loading: Promise<void> | undefined;

  private async readAll(): Promise<void> {
    await this.loadLabels();
    const [{ max } = { max: 0 }] = await queryRows<{ max: number | null }>(
      this.db,
      sql`select max(id) as max from products`,
    );
    for (let from = 0; from <= (max ?? 0) && !this.closed; from += LOAD_CHUNK) {
      await this.loadRows(sql`p.id > ${from} and p.id <= ${from + LOAD_CHUNK}`);
    }
    await this.loadValueRanks();
    this.sortAll();
    this.lexicon.trim();
    this.ready = true;
  }

  /** A notification's payload: '*', or 'p:1,2' (products), 'b:…' (brands), 'c:…', 't:…'. */
  changed(payload: string): void {
    if (this.closed) return;
    this.queued.add(payload);
    this.pending ??= new Promise((resolve) => setImmediate(resolve))
      .then(() => this.applyQueued())
      .catch((error: unknown) => {
        // The database is away for a moment: the changes stay queued and are tried again.
        if (this.closed) return;
        this.onError(error);
        setTimeout(() => this.changed('*'), RETRY_MS).unref();
      })
      .finally(() => {
        this.pending = undefined;
      });
  }

  /** Resolves once every change heard so far is applied. */
  async settled(): Promise<void> {
    while (this.pending) await this.pending;
  }

  /** Stops applying changes (the database is closing). */
  async close(): Promise<void> {
    this.closed = true;
    this.queued.clear();
    await this.settled();
  }
  private closed = false;
  get isClosed(): boolean {
    return this.closed;
  }

  private async applyQueued(): Promise<void> {
    await this.loading?.catch(() => {});
    while (this.queued.size > 0 && !this.closed) {
      const payloads = [...this.queued];
      this.queued.clear();
      if (payloads.includes('*')) {
        const fresh = new CatalogueIndex(this.db, this.loadProducts, this.onError);
        await fresh.load();
        this.adopt(fresh);
        continue;
      }
      const of = (kind: string) =>
        payloads
          .filter((p) => p.startsWith(`${kind}:`))
          .flatMap((p) => p.slice(2).split(',').map(Number))
          .filter(Number.isInteger);
      const productIds = of('p');
      const brandIds = of('b');
      const categoryIds = of('c');
      const tagIds = of('t');
      if (brandIds.length || categoryIds.length || tagIds.length) await this.loadLabels();
      const conditions: SQL[] = [];
      if (productIds.length) conditions.push(sql`p.id = any(${intArray(productIds)})`);
      if (brandIds.length) conditions.push(sql`p.brand_id = any(${intArray(brandIds)})`);
      if (categoryIds.length) {
        const ids = intArray(categoryIds);
        conditions.push(
          sql`(p.category_id = any(${ids}) or p.id in (select product_id from product_subcategories where category_id = any(${ids})))`,
        );
      }
      if (tagIds.length) {
        conditions.push(
          sql`p.id in (select product_id from product_tags where tag_id = any(${intArray(tagIds)}))`,
        );
      }
      // a product deleted, or whose category was deleted, is read again as missing or changed
      const seen = await this.loadRows(sql.join(conditions, sql` or `));
      for (const id of productIds) if (!seen.has(id)) this.remove(id);
      if (this.publicFacets === undefined || seen.size > 0 || productIds.length) {
        await this.loadValueRanks();
      }
      this.publicFacets = undefined;
      this.version++;
    }
  }

  private adopt(fresh: CatalogueIndex): void {
    this.docs = fresh.docs;
    this.slotOf = fresh.slotOf;
    this.capacityWords = fresh.capacityWords;
    this.bits = fresh.bits;
    this.orders = fresh.orders;
    this.positions = fresh.positions;
    this.priceMarks = undefined;
    this.positionsStale = fresh.positionsStale;
    this.labels = fresh.labels;
    this.valueRank = fresh.valueRank;
    this.lexicon = fresh.lexicon;
    this.version++;
    this.dictionaries = fresh.dictionaries;
    this.columns = fresh.columns;
    this.lists = fresh.lists;
    this.listsEnd = fresh.listsEnd;
    this.publicCounts = undefined;
    this.form = fresh.form;
    this.labelTexts = fresh.labelTexts;
    this.dead = fresh.dead;
    this.publicFacets = undefined;
  }

  private async loadLabels(): Promise<void> {
    const [categories, tags, brands] = await Promise.all([
      queryRows<Label & { parentId: number | null; rank: number }>(
        this.db,
        sql`select id, name, name_translations as "nameTranslations", parent_id as "parentId", (row_number() over (order by name, id))::int as rank from categories`,
      ),
      queryRows<Label & { rank: number }>(
        this.db,
        sql`select id, name, name_translations as "nameTranslations", (row_number() over (order by name, id))::int as rank from tags`,
      ),
      queryRows<{ id: number; name: string; rank: number }>(
        this.db,
        sql`select id, name, (row_number() over (order by name, id))::int as rank from brands`,
      ),
    ]);
    this.labels = {
      categories: new Map(categories.map((c) => [c.id, c])),
      tags: new Map(tags.map((t) => [t.id, t])),
      brands: new Map(brands.map((b) => [b.id, b])),
    };
  }

  /** The order of every colour, size and dimensions text, as `order by` sorts them. */
  private async loadValueRanks(): Promise<void> {
    const values = new Set<string>();
    for (const doc of this.docs) {
      if (!doc) continue;
      for (const v of doc.colors) values.add(v);
      for (const v of doc.sizes) values.add(v);
      if (doc.dimensions !== null) values.add(doc.dimensions);
    }
    if ([...values].every((v) => this.valueRank.has(v))) return;
    const rows = await queryRows<{ v: string }>(
      this.db,
      sql`select v from unnest(${textArray([...values])}) as v order by v`,
    );
    this.valueRank = new Map(rows.map((row, i) => [row.v, i]));
  }

  /** Reads the products matching `where` into their slots; returns the ids read. */
  private async loadRows(where: SQL): Promise<Set<number>> {
    const rows = await queryRows<Row>(this.db, sql`${ATTRIBUTES} where ${where}`);
    const seen = new Set<number>();
    if (rows.length === 0) return seen;
    const products = new Map<number, ProductDto>();
    for (let i = 0; i < rows.length; i += LOAD_CHUNK) {
      const ids = rows.slice(i, i + LOAD_CHUNK).map((row) => row.id);
      for (const product of await this.loadProducts(ids)) products.set(product.id, product);
    }
    const bulk = rows.length > 200;
    for (const row of rows) {
      const product = products.get(row.id);
      if (!product) continue;
      seen.add(row.id);
      this.put(this.toDoc(row, product), row.vector ?? '', bulk);
    }
    if (bulk && this.ready) this.sortAll();
    // Products written again leave their old slots behind: past a quarter, everything is reread.
    if (this.ready && this.dead > Math.max(1000, this.slotOf.size / 4)) this.changed('*');
    return seen;
  }

  private toDoc(row: Row, product: ProductDto): Doc {
    this.form ??= new ProductForm(Object.keys(product));
    const { own, labels } = this.form.split(product);
    let shared = this.labelTexts.get(labels);
    if (shared === undefined) {
      shared = labels;
      this.labelTexts.set(labels, labels);
    }
    return {
      id: row.id,
      public: row.public,
      categoryId: row.categoryId,
      brandId: row.brandId,
      brandCategoryId: row.brandCategoryId,
      subs: row.subs ?? [],
      tags: row.tags ?? [],
      cents: Number(row.cents),
      discount: row.discount,
      rating: Number(row.rating),
      reviews: row.reviews,
      sales: row.sales,
      created: Number(row.created),
      colors: row.colors,
      sizes: row.sizes,
      dimensions: row.dimensions,
      weight: row.weight === null ? null : Number(row.weight),
      freeShipping: row.freeShipping,
      own,
      labels: shared,
      at: this.choicesOf(row),
    };
  }

  private choicesOf(row: Row): Doc['at'] {
    const d = this.dictionaries;
    const weight = row.weight === null ? null : Number(row.weight);
    const rating = Number(row.rating);
    return {
      category: row.categoryId === null ? -1 : d.category.of(row.categoryId),
      brand: d.brands.of(row.brandId),
      dimensions: row.dimensions === null ? -1 : d.dimensions.of(row.dimensions),
      weight:
        weight === null
          ? -1
          : WEIGHT_BUCKETS.findIndex((b) => weight >= b.min && (b.max === null || weight < b.max)),
      rating: [1, 2, 3, 4].filter((r) => rating >= r).length,
      subcategories: (row.subs ?? []).map((id) => d.subcategories.of(id)),
      tags: (row.tags ?? []).map((id) => d.tags.of(id)),
      colors: row.colors.map((v) => d.colors.of(v)),
      sizes: row.sizes.map((v) => d.sizes.of(v)),
    };
  }

  /** Every bitset a product belongs to. */
  private keysOf(doc: Doc): string[] {
    if (!doc.public) return [];
    const keys = ['public'];
    if (doc.categoryId !== null) keys.push(`cat:${doc.categoryId}`);
    for (const sub of doc.subs) keys.push(`cat:${sub}`, `sub:${sub}`);
    keys.push(`brand:${doc.brandId}`);
    if (doc.brandCategoryId !== null) keys.push(`bcat:${doc.brandCategoryId}`);
    for (const tag of doc.tags) keys.push(`tag:${tag}`);
    for (const color of doc.colors) keys.push(`color:${color}`);
    for (const size of doc.sizes) keys.push(`size:${size}`);
    if (doc.dimensions !== null) keys.push(`dim:${doc.dimensions}`);
    if (doc.weight !== null) {
      for (const bucket of WEIGHT_BUCKETS) {
        if (doc.weight >= bucket.min && (bucket.max === null || doc.weight < bucket.max))
          keys.push(`weight:${bucket.id}`);
      }
    }
    for (let r = 1; r <= 5; r++) if (doc.rating >= r) keys.push(`rating:${r}`);
    if (doc.freeShipping) keys.push('free');
    return keys;
  }

  /** A product read: it takes a new slot (its old one, if any, is left empty). */
  private put(doc: Doc, vector: string, bulk: boolean): void {
    this.remove(doc.id, bulk);
    const slot = this.docs.length;
    this.docs.push(doc);
    this.slotOf.set(doc.id, slot);
    this.ensureCapacity(slot + 1);
    for (const key of this.keysOf(doc)) setBit(this.bitsetFor(key), slot);
    const c = this.columns;
    const at = doc.at!;
    c.category[slot] = at.category;
    c.brands[slot] = at.brand;
    c.dimensions[slot] = at.dimensions;
    c.weights[slot] = at.weight;
    c.rating[slot] = at.rating;
    c.listsAt[slot] = this.appendLists([at.subcategories, at.tags, at.colors, at.sizes]);
    doc.at = undefined; // the columns hold it now
    if (doc.public) this.lexicon.add(slot, vector);
    this.publicCounts = undefined;
    if (!bulk && this.ready) this.reorder(slot);
  }

  /** Writes lists at the end of `lists` (each after its length); returns where they start. */
  private appendLists(lists: number[][]): number {
    const needed = lists.reduce((n, list) => n + 1 + list.length, 0);
    if (this.listsEnd + needed > this.lists.length) {
      const grown = new Int32Array(Math.max(this.lists.length * 2, this.listsEnd + needed));
      grown.set(this.lists.subarray(0, this.listsEnd));
      this.lists = grown;
    }
    const start = this.listsEnd;
    for (const list of lists) {
      this.lists[this.listsEnd++] = list.length;
      for (const value of list) this.lists[this.listsEnd++] = value;
    }
    return start;
  }

  private remove(id: number, bulk = false): void {
    const slot = this.slotOf.get(id);
    const doc = slot === undefined ? undefined : this.docs[slot];
    if (slot === undefined || !doc) return;
    for (const key of this.keysOf(doc)) clearBit(this.bits.get(key), slot);
    if (!bulk && this.ready) {
      for (const sort of SORTS) {
        const order = this.orders.get(sort)!;
        order.splice(order.indexOf(slot), 1);
      }
      this.positionsStale = true;
      this.priceMarks = undefined;
      this.priceMarks = undefined;
    }
    this.docs[slot] = undefined;
    this.slotOf.delete(id);
    this.publicCounts = undefined;
    this.dead++;
  }

  private bitsetFor(key: string): Uint32Array {
    let set = this.bits.get(key);
    if (!set) {
      set = new Uint32Array(this.capacityWords);
      this.bits.set(key, set);
    }
    return set;
  }

  private ensureCapacity(slots: number): void {
    const words = Math.ceil(slots / WORD_BITS);
    if (words <= this.capacityWords) return;
    const capacity = Math.max(words, this.capacityWords * 2, 64);
    for (const [key, set] of this.bits) {
      const grown = new Uint32Array(capacity);
      grown.set(set);
      this.bits.set(key, grown);
    }
    const grow = <T extends Int32Array | Int8Array>(column: T, make: (n: number) => T): T => {
      const grown = make(capacity * WORD_BITS);
      grown.set(column);
      return grown;
    };
    const c = this.columns;
    this.columns = {
      category: grow(c.category, (n) => new Int32Array(n)),
      brands: grow(c.brands, (n) => new Int32Array(n)),
      dimensions: grow(c.dimensions, (n) => new Int32Array(n)),
      weights: grow(c.weights, (n) => new Int8Array(n)),
      rating: grow(c.rating, (n) => new Int8Array(n)),
      listsAt: grow(c.listsAt, (n) => new Int32Array(n)),
    };
    this.capacityWords = capacity;
  }

  private compare(sort: Sort): (a: number, b: number) => number {
    const d = this.docs as Doc[];
    switch (sort) {
      case 'price':
        return (a, b) => d[a]!.cents - d[b]!.cents || d[a]!.id - d[b]!.id;
      case 'discount':
        return (a, b) => d[b]!.discount - d[a]!.discount || d[a]!.id - d[b]!.id;
      case 'rating':
        return (a, b) =>
          d[b]!.rating - d[a]!.rating || d[b]!.reviews - d[a]!.reviews || d[a]!.id - d[b]!.id;
      case 'newest':
        return (a, b) => d[b]!.created - d[a]!.created || d[b]!.id - d[a]!.id;
      case 'popular':
        return (a, b) =>
          d[b]!.sales - d[a]!.sales || d[b]!.reviews - d[a]!.reviews || d[a]!.id - d[b]!.id;
    }
  }

  private sortAll(): void {
    const slots = this.docs.flatMap((doc, slot) => (doc ? [slot] : []));
    for (const sort of SORTS) this.orders.set(sort, [...slots].sort(this.compare(sort)));
    this.positionsStale = true;
    this.priceMarks = undefined;
  }

  /** Puts one product in its place in every sort. */
  private reorder(slot: number): void {
    for (const sort of SORTS) {
      const order = this.orders.get(sort)!;
      const compare = this.compare(sort);
      let lo = 0;
      let hi = order.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (compare(order[mid]!, slot) < 0) lo = mid + 1;
        else hi = mid;
      }
      order.splice(lo, 0, slot);
    }
    this.positionsStale = true;
    this.priceMarks = undefined;
  }

  private positionsOf(sort: Sort): Int32Array {
    if (this.positionsStale) {
      for (const s of SORTS) {
        const order = this.orders.get(s)!;
        const positions = new Int32Array(this.docs.length);
        for (let i = 0; i < order.length; i++) positions[order[i]!] = i;
        this.positions.set(s, positions);
      }
      this.positionsStale = false;
    }
    return this.positions.get(sort)!;
  }

  // ---------------------------------------------------------------- reading

  /**
   * The slots matching a filter (`whereCatalogue`), leaving out one facet's own filter. Returns
   * undefined when the search cannot be answered here (the caller asks the database).
   */
  private match(filter: CatalogueFilter, search: SearchMatch | undefined): Uint32Array {
    return this.combine(this.constraints(filter, search));
  }

  /** The filter's parts, each a bitset, with the facet whose choice it is (none for search). */
  private constraints(filter: CatalogueFilter, search: SearchMatch | undefined): Constraint[] {
    const parts: Constraint[] = [];
    const anyOf = (key: FacetKey | null, names: string[]) =>
      parts.push({ key, set: this.union(names.map((name) => this.bits.get(name))) });
    for (const [field, key, prefix] of LIST_CHOICES) {
      const values = filter[field] as Array<number | string> | undefined;
      if (values?.length)
        anyOf(
          key,
          values.map((value) => `${prefix}:${value}`),
        );
    }
    if (search) parts.push({ key: null, set: search.matches });
    if (filter.minPriceCents || filter.maxPriceCents) {
      parts.push({
        key: 'price',
        set: this.priceRange(filter.minPriceCents || 0, filter.maxPriceCents || Infinity),
      });
    }
    if (filter.weights?.length) {
      const buckets = WEIGHT_BUCKETS.filter((b) => filter.weights!.includes(b.id));
      if (buckets.length)
        anyOf(
          'weights',
          buckets.map((b) => `weight:${b.id}`),
        );
    }
    if (filter.rating) {
      parts.push({
        key: 'rating',
        set:
          filter.rating > 5
            ? new Uint32Array(this.capacityWords)
            : this.bitsetFor(`rating:${Math.max(1, Math.ceil(filter.rating))}`),
      });
    }
    if (filter.freeShipping) parts.push({ key: null, set: this.bitsetFor('free') });
    return parts;
  }

  /** Public products in every part, but the parts of the facet `omit`. */
  private combine(parts: Constraint[], omit?: FacetKey): Uint32Array {
    return intersect(
      [
        this.bitsetFor('public'),
        ...parts.filter((part) => omit === undefined || part.key !== omit).map((part) => part.set),
      ],
      this.capacityWords,
    );
  }

  private union(sets: Array<Uint32Array | undefined>): Uint32Array {
    const out = new Uint32Array(this.capacityWords);
    for (const set of sets) if (set) for (let i = 0; i < out.length; i++) out[i]! |= set[i]!;
    return out;
  }

  /** Products priced within [min, max] cents: a run of the price order. */
  private priceRange(min: number, max: number): Uint32Array {
    const order = this.orders.get('price')!;
    const d = this.docs as Doc[];
    const firstAbove = (cents: number, inclusive: boolean) => {
      let lo = 0;
      let hi = order.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        const price = d[order[mid]!]!.cents;
        if (price < cents || (inclusive && price === cents)) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    };
    const from = firstAbove(min, false);
    const to = firstAbove(max, true);
    const out = new Uint32Array(this.capacityWords);
    const add = (start: number, end: number) => {
      for (let i = start; i < end; i++) {
        const slot = order[i]!;
        out[slot >>> 5]! |= 1 << (slot & 31);
      }
    };
    // a long run: the difference of two marks, and the ends walked
    const { step, marks } = this.marksOfPrice();
    const lowMark = Math.ceil(from / step);
    const highMark = Math.floor(to / step);
    if (highMark - lowMark < 2) {
      add(from, to);
      return out;
    }
    const high = marks[highMark]!;
    const low = marks[lowMark]!;
    for (let i = 0; i < out.length; i++) out[i] = high[i]! & ~low[i]!;
    add(from, lowMark * step);
    add(highMark * step, to);
    return out;
  }

  private marksOfPrice(): { step: number; marks: Uint32Array[] } {
    if (this.priceMarks) return this.priceMarks;
    const order = this.orders.get('price')!;
    const step = Math.max(64, Math.ceil(order.length / PRICE_MARKS));
    const marks: Uint32Array[] = [new Uint32Array(this.capacityWords)];
    const running = new Uint32Array(this.capacityWords);
    for (let i = 0; i < order.length; i++) {
      const slot = order[i]!;
      running[slot >>> 5]! |= 1 << (slot & 31);
      if ((i + 1) % step === 0) marks.push(running.slice());
    }
    this.priceMarks = { step, marks };
    return this.priceMarks;
  }

  /** One page in a sort, or by relevance when `search` ranks it. */
  list(
    filter: CatalogueFilter,
    search: SearchMatch | undefined,
    sort: CatalogueQuery['sort'],
    page: number,
    size: number,
  ): Page<ProductDto> {
    const { total, products } = this.pageOf(filter, search, sort, page, size);
    return toPage(
      products.map((json) => JSON.parse(json) as ProductDto),
      total,
      page,
      size,
    );
  }

  /** The same page as the API's answer, `{ success, data }`, in JSON: no product is parsed. */
  listJson(
    filter: CatalogueFilter,
    search: SearchMatch | undefined,
    sort: CatalogueQuery['sort'],
    page: number,
    size: number,
  ): string {
    const { total, products } = this.pageOf(filter, search, sort, page, size);
    const { content: _content, ...info } = toPage([], total, page, size);
    return `{"success":true,"data":{"content":[${products.join(',')}],${JSON.stringify(info).slice(1)}}`;
  }

  private pageOf(
    filter: CatalogueFilter,
    search: SearchMatch | undefined,
    sort: CatalogueQuery['sort'],
    page: number,
    size: number,
  ): { total: number; products: string[] } {
    const matches = this.match(filter, search);
    const total = popcount(matches);
    const offset = page * size;
    let slots: number[];
    if (offset >= total) {
      slots = [];
    } else if (search && !isExplicitSort(sort)) {
      slots = this.rankPage(matches, total, search, offset, size);
    } else {
      slots = this.sortedPage(matches, total, sortOf(sort), offset, size);
    }
    const d = this.docs as Doc[];
    return { total, products: slots.map((slot) => this.form!.join(d[slot]!.own, d[slot]!.labels)) };
  }

  private sortedPage(
    matches: Uint32Array,
    total: number,
    [sort, descending]: [Sort, boolean],
    offset: number,
    size: number,
  ): number[] {
    const order = this.orders.get(sort)!;
    // Walking the order costs about the share of it the page's end lies in; sorting the matches'
    // positions (numbers, natively) about n log n: take the cheaper.
    const walk = ((offset + size) / total) * order.length;
    if (total * (Math.log2(total) + 1) * 2 < walk) {
      const positions = this.positionsOf(sort);
      const found = new Int32Array(total);
      let n = 0;
      forEachMember(matches, (slot) => {
        found[n++] = positions[slot]!;
      });
      found.sort();
      const out: number[] = [];
      for (let k = offset; k < Math.min(total, offset + size); k++)
        out.push(order[found[descending ? total - 1 - k : k]!]!);
      return out;
    }
    const out: number[] = [];
    let seen = 0;
    const step = descending ? -1 : 1;
    for (let i = descending ? order.length - 1 : 0; i >= 0 && i < order.length; i += step) {
      const slot = order[i]!;
      if ((matches[slot >>> 5]! & (1 << (slot & 31))) === 0) continue;
      if (seen++ < offset) continue;
      out.push(slot);
      if (out.length === size) break;
    }
    return out;
  }

  /** By ts_rank descending, then id (orderCatalogue's default with a search). */
  private rankPage(
    matches: Uint32Array,
    total: number,
    search: SearchMatch,
    offset: number,
    size: number,
  ): number[] {
    const d = this.docs as Doc[];
    const wanted = Math.min(total, offset + size);
    // One number per match: the rank's float4 bits reversed (a positive float4 orders as its
    // bits do), then the id; exact below 2^53. Only the page's end needs sorting: the smallest
    // `wanted` numbers are kept as they come when they are few.
    const keys = new SmallestKeys(wanted, total);
    let large = false;
    this.lexicon.rank(search, matches, (slot, rank) => {
      const id = d[slot]!.id;
      if (id >= ID_LIMIT) large = true;
      keys.add((0xffffffff - float4Bits(rank)) * ID_LIMIT + id);
    });
    if (large) return this.rankPageSlowly(matches, search, offset, size);
    const sorted = keys.sorted();
    const out: number[] = [];
    for (let k = offset; k < wanted; k++) out.push(this.slotOf.get(sorted[k]! % ID_LIMIT)!);
    return out;
  }

  /** The same with ids too large to share a number with a rank. */
  private rankPageSlowly(matches: Uint32Array, search: SearchMatch, offset: number, size: number) {
    const d = this.docs as Doc[];
    const found: Array<{ slot: number; rank: number }> = [];
    this.lexicon.rank(search, matches, (slot, rank) => found.push({ slot, rank }));
    found.sort((a, b) => b.rank - a.rank || d[a.slot]!.id - d[b.slot]!.id);
    return found.slice(offset, offset + size).map((match) => match.slot);
  }

  /** The search's matching slots, or undefined when it is one the index does not answer. */
  searchMatch(tsquery: string): SearchMatch | undefined {
    return this.lexicon.match(tsquery, this.capacityWords);
  }

  /** A search with no word in it: it matches nothing. */
  noMatch(): SearchMatch {
    return { matches: new Uint32Array(this.capacityWords), items: [] };
  }

  /**
   * Each facet counted over the matches of every other filter (whereCatalogue's omit rule): the
   * facets whose own filter is not set share one pass over the matches. A set holding most public
   * products is counted as all of them (kept) minus the few it leaves out.
   */
  facets(filter: CatalogueFilter, search: SearchMatch | undefined): Facets {
    const unfiltered = !hasFilter(filter) && !search;
    if (unfiltered && this.publicFacets) return this.publicFacets;
    const parts = this.constraints(filter, search);
    const all = this.combine(parts);
    const own = new Map<FacetKey, Uint32Array>();
    for (const part of parts) {
      if (part.key && !own.has(part.key)) own.set(part.key, this.combine(parts, part.key));
    }
    const shared = FACET_KEYS.filter((key) => !own.has(key));
    const counts = this.count(all, shared);
    for (const [key, set] of own) {
      if (key === 'price') continue;
      const counted = this.count(set, [key]);
      (counts as Record<string, Int32Array>)[key] = (counted as Record<string, Int32Array>)[key]!;
    }
    const facets = this.facetsOf(counts, this.priceRangeOf(own.get('price') ?? all));
    if (unfiltered) this.publicFacets = facets;
    return facets;
  }

  private emptyCounts(): Counts {
    const d = this.dictionaries;
    return {
      category: new Int32Array(d.category.values.length),
      subcategories: new Int32Array(d.subcategories.values.length),
      brands: new Int32Array(d.brands.values.length),
      colors: new Int32Array(d.colors.values.length),
      sizes: new Int32Array(d.sizes.values.length),
      tags: new Int32Array(d.tags.values.length),
      dimensions: new Int32Array(d.dimensions.values.length),
      rating: new Int32Array(5),
      weights: new Int32Array(WEIGHT_BUCKETS.length),
    };
  }

  /** The counts of `keys` over `set`, from its members or from all public ones minus the rest. */
  private count(set: Uint32Array, keys: FacetKey[]): Counts {
    const publicSet = this.bitsetFor('public');
    const members = popcount(set);
    const everyone = popcount(publicSet);
    if (members * 2 <= everyone) return this.tally(set, keys, this.emptyCounts(), 1);
    this.publicCounts ??= this.tally(publicSet, FACET_KEYS, this.emptyCounts(), 1);
    const rest = new Uint32Array(set.length);
    for (let i = 0; i < rest.length; i++) rest[i] = publicSet[i]! & ~set[i]!;
    const counts = this.emptyCounts();
    for (const key of Object.keys(counts) as Array<keyof Counts>) {
      counts[key].set(this.publicCounts[key].subarray(0, counts[key].length));
    }
    return this.tally(rest, keys, counts, -1);
  }

  private tally(set: Uint32Array, keys: FacetKey[], counts: Counts, sign: 1 | -1): Counts {
    const k = new Set(keys);
    const [category, subcategories, brands, colors, sizes, tags, dimensions, rating, weights] = [
      k.has('category'),
      k.has('subcategories'),
      k.has('brands'),
      k.has('colors'),
      k.has('sizes'),
      k.has('tags'),
      k.has('dimensions'),
      k.has('rating'),
      k.has('weights'),
    ];
    const {
      category: cat,
      brands: brand,
      dimensions: dim,
      weights: weight,
      rating: level,
      listsAt,
    } = this.columns;
    const list = this.lists;
    const lists: Array<[boolean, Int32Array]> = [
      [subcategories, counts.subcategories],
      [tags, counts.tags],
      [colors, counts.colors],
      [sizes, counts.sizes],
    ];
    for (let w = 0; w < set.length; w++) {
      let word = set[w]!;
      while (word !== 0) {
        const low = word & -word;
        word ^= low;
        const slot = w * 32 + 31 - Math.clz32(low);
        if (category && cat[slot]! >= 0) counts.category[cat[slot]!]! += sign;
        if (brands) counts.brands[brand[slot]!]! += sign;
        if (dimensions && dim[slot]! >= 0) counts.dimensions[dim[slot]!]! += sign;
        if (weights && weight[slot]! >= 0) counts.weights[weight[slot]!]! += sign;
        if (rating) counts.rating[level[slot]!]! += sign;
        if (subcategories || tags || colors || sizes) {
          let o = listsAt[slot]!;
          for (const [wanted, into] of lists) {
            const n = list[o++]!;
            if (wanted) for (let j = 0; j < n; j++) into[list[o + j]!]! += sign;
            o += n;
          }
        }
      }
    }
    return counts;
  }

  /** The lowest and highest price in a set: the first members met from each end of the price order. */
  private priceRangeOf(set: Uint32Array): { min: number; max: number } {
    const order = this.orders.get('price')!;
    const d = this.docs as Doc[];
    const has = (slot: number) => (set[slot >>> 5]! & (1 << (slot & 31))) !== 0;
    if (popcount(set) * 64 < order.length) {
      let min = Infinity;
      let max = -Infinity;
      forEachMember(set, (slot) => {
        min = Math.min(min, d[slot]!.cents);
        max = Math.max(max, d[slot]!.cents);
      });
      return { min, max };
    }
    let lo = 0;
    while (lo < order.length && !has(order[lo]!)) lo++;
    let hi = order.length - 1;
    while (hi >= 0 && !has(order[hi]!)) hi--;
    return lo < order.length
      ? { min: d[order[lo]!]!.cents, max: d[order[hi]!]!.cents }
      : { min: Infinity, max: -Infinity };
  }

  private facetsOf(counts: Counts, price: { min: number; max: number }): Facets {
    const { categories, tags, brands } = this.labels;
    const d = this.dictionaries;
    const valueOrder = (a: { value: string; count: number }, b: { value: string; count: number }) =>
      b.count - a.count || (this.valueRank.get(a.value) ?? 0) - (this.valueRank.get(b.value) ?? 0);
    const values = (key: 'colors' | 'sizes' | 'dimensions') =>
      [...counts[key]]
        .flatMap((count, i) => (count > 0 ? [{ value: d[key].values[i]!, count }] : []))
        .sort(valueOrder);
    const labelled = <L extends { rank: number }>(
      key: 'category' | 'subcategories' | 'brands' | 'tags',
      of: Map<number, L>,
    ) =>
      [...counts[key]]
        .flatMap((count, i) => {
          const label = count > 0 ? of.get(d[key].values[i]!) : undefined;
          return label ? [{ label, count }] : [];
        })
        .sort((a, b) => a.label.rank - b.label.rank);
    return {
      categories: labelled('category', categories).map(({ label, count }) => ({
        id: label.id,
        name: label.name,
        nameTranslations: label.nameTranslations,
        count,
      })) as Facets['categories'],
      subcategories: labelled('subcategories', categories).map(({ label, count }) => ({
        id: label.id,
        name: label.name,
        nameTranslations: label.nameTranslations,
        parentId: label.parentId,
        count,
      })) as Facets['subcategories'],
      brands: labelled('brands', brands).map(({ label, count }) => ({
        id: label.id,
        name: label.name,
        count,
      })),
      colors: values('colors'),
      sizes: values('sizes'),
      tags: labelled('tags', tags).map(({ label, count }) => ({
        id: label.id,
        name: label.name,
        nameTranslations: label.nameTranslations,
        count,
      })) as Facets['tags'],
      // a product reaching rating r counts for r and every rating below it
      ratings: [4, 3, 2, 1].map((rating) => ({
        rating,
        count: counts.rating.slice(rating).reduce((sum, n) => sum + n, 0),
      })),
      price: {
        min: price.min === Infinity ? 0 : price.min / 100,
        max: price.max === -Infinity ? 0 : price.max / 100,
      },
      dimensions: values('dimensions').slice(0, 20),
      weights: WEIGHT_BUCKETS.map((bucket, i) => ({ value: bucket.id, count: counts.weights[i]! })),
    };
  }
}

// ------------------------------------------------------------------ search

/** A parsed tsquery: operands (lexeme, prefix or not) joined by & and |. */
type QueryNode = { op: '&' | '|'; left: QueryNode; right: QueryNode } | Operand;

export type SearchMatch = {
  matches: Uint32Array;
  /** ts_rank's items: the distinct operands in the order calc_rank_or reads them */
  items: Operand[];
};

/** ts_rank's default weights, by the position's weight letter (D, C, B, A), in single precision. */
const RANK_WEIGHTS = [0.1, 0.2, 0.4, 1.0].map(Math.fround);
const WEIGHT_LETTER: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };
/** One entry of a tsvector's text: the quoted lexeme ('' and \\ escaped), then its positions. */
const TSVECTOR_ENTRY = /'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g;

/**
 * The search words of every product: lexeme → the slots holding it, each with its share of ts_rank.
 * Lexemes are compared as bytes, as PostgreSQL stores them in a tsvector. A product written again
 * takes a new slot: postings only grow, and the old slot's entries match nothing (no bit is set for
 * it in the "public" bitset every match goes through, nor in the matches a rank is summed over).
 */
class Lexicon {
  private ids = new Map<string, number>();
  private words: string[] = [];
  private postingSlots: Int32Array[] = [];
  private postingWeights: Float32Array[] = [];
  private postingLengths: number[] = [];
  /** lexeme ids in byte order (sorted again when a new lexeme comes) */
  private sorted: number[] = [];
  private sortedWords: Buffer[] = [];
  private sortedStale = false;
  private contributions = new Map<string, number>();
  /** per slot, the rank being summed (synchronous: one search at a time uses it) */
  private scratch = new Float64Array(0);

  /** Adds a product's tsvector, in its text form ('word':1A,5B 'other':3), to `slot`. */
  add(slot: number, vector: string): void {
    for (const [, quoted, positions] of vector.matchAll(TSVECTOR_ENTRY)) {
      const word = /['\\]/.test(quoted!)
        ? quoted!.replace(/''|\\(.)/g, (_match, c: string | undefined) => c ?? "'")
        : quoted!;
      // what a lexeme brings depends only on its positions' weights: "1A,5B,7" reads as "A,B,"
      const pattern = positions ? positions.replace(/[0-9]/g, '') : '';
      let value = this.contributions.get(pattern);
      if (value === undefined) {
        value = contribution(pattern.split(',').map((letter) => WEIGHT_LETTER[letter] ?? 0));
        this.contributions.set(pattern, value);
      }
      this.append(this.idOf(word), slot, value);
    }
  }

  private idOf(word: string): number {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.words.push(word);
      this.ids.set(word, id);
      this.postingSlots.push(new Int32Array(4));
      this.postingWeights.push(new Float32Array(4));
      this.postingLengths.push(0);
      this.sortedStale = true;
    }
    return id;
  }

  private append(id: number, slot: number, weight: number): void {
    const at = this.postingLengths[id]!;
    if (at === this.postingSlots[id]!.length) {
      const slots = new Int32Array(at * 2);
      slots.set(this.postingSlots[id]!);
      this.postingSlots[id] = slots;
      const weights = new Float32Array(at * 2);
      weights.set(this.postingWeights[id]!);
      this.postingWeights[id] = weights;
    }
    this.postingSlots[id]![at] = slot;
    this.postingWeights[id]![at] = weight;
    this.postingLengths[id] = at + 1;
  }

  /** Gives the postings back the room they grew into (after reading the whole catalogue). */
  trim(): void {
    this.postingSlots = this.postingSlots.map((slots, id) =>
      slots.slice(0, this.postingLengths[id]),
    );
    this.postingWeights = this.postingWeights.map((weights, id) =>
      weights.slice(0, this.postingLengths[id]),
    );
  }

  private sortWords(): void {
    if (!this.sortedStale) return;
    const buffers = this.words.map((word) => Buffer.from(word));
    this.sorted = this.words
      .map((_, id) => id)
      .sort((a, b) => Buffer.compare(buffers[a]!, buffers[b]!));
    this.sortedWords = this.sorted.map((id) => buffers[id]!);
    this.sortedStale = false;
  }

  /** Positions in `sorted` of the lexemes an operand matches: [from, to). */
  private range(value: string, prefix: boolean): [number, number] {
    this.sortWords();
    const key = Buffer.from(value);
    let lo = 0;
    let hi = this.sortedWords.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (Buffer.compare(this.sortedWords[mid]!, key) < 0) lo = mid + 1;
      else hi = mid;
    }
    let to = lo;
    if (prefix) {
      while (
        to < this.sortedWords.length &&
        this.sortedWords[to]!.length >= key.length &&
        this.sortedWords[to]!.subarray(0, key.length).equals(key)
      )
        to++;
    } else if (to < this.sortedWords.length && this.sortedWords[to]!.equals(key)) to++;
    return [lo, to];
  }

  match(tsquery: string, capacityWords: number): SearchMatch | undefined {
    const tree = parseTsquery(tsquery);
    if (!tree || ('op' in tree && tree.op === '&')) return undefined; // calc_rank_and: not here
    const operands: Operand[] = [];
    // null: no product (most operands of a typo's stems match no word at all)
    const evaluate = (node: QueryNode): Uint32Array | null => {
      if ('op' in node) {
        const left = evaluate(node.left);
        const right = evaluate(node.right);
        if (node.op === '&') {
          if (!left || !right) return null;
          for (let i = 0; i < left.length; i++) left[i]! &= right[i]!;
          return left;
        }
        if (!left || !right) return left ?? right;
        for (let i = 0; i < left.length; i++) left[i]! |= right[i]!;
        return left;
      }
      operands.push(node);
      const [from, to] = this.range(node.value, node.prefix);
      if (from === to) return null;
      const out = new Uint32Array(capacityWords);
      for (let k = from; k < to; k++) {
        const id = this.sorted[k]!;
        const slots = this.postingSlots[id]!;
        for (let n = 0, length = this.postingLengths[id]!; n < length; n++) {
          const slot = slots[n]!;
          out[slot >>> 5]! |= 1 << (slot & 31);
        }
      }
      return out;
    };
    const matches = evaluate(tree) ?? new Uint32Array(capacityWords);
    return { matches, items: rankItems(operands) };
  }

  /**
   * ts_rank(search_vector, query) of each member of `matches`, as calc_rank_or computes it
   * (normalization 0) in single precision, handed to `visit` in slot order.
   */
  rank(
    search: SearchMatch,
    matches: Uint32Array,
    visit: (slot: number, rank: number) => void,
  ): void {
    if (this.scratch.length < matches.length * WORD_BITS)
      this.scratch = new Float64Array(matches.length * WORD_BITS);
    const scratch = this.scratch;
    for (const item of search.items) {
      const [from, to] = this.range(item.value, item.prefix);
      for (let k = from; k < to; k++) {
        const id = this.sorted[k]!;
        const postings = this.postingSlots[id]!;
        const weights = this.postingWeights[id]!;
        for (let n = 0, length = this.postingLengths[id]!; n < length; n++) {
          const slot = postings[n]!;
          if ((matches[slot >>> 5]! & (1 << (slot & 31))) === 0) continue;
          scratch[slot] = Math.fround(scratch[slot]! + weights[n]! / 1.64493406685);
        }
      }
    }
    const size = search.items.length;
    forEachMember(matches, (slot) => {
      visit(slot, Math.fround(scratch[slot]! / size));
      scratch[slot] = 0; // only matches were summed: the scratch is clean again
    });
  }
}

/**
 * The API's form of a product as text, in two parts: its own values and its labels (the brand,
 * category, subcategory and tag fields, from brandName to tagIds), joined back in the keys' order.
 */
class ProductForm {
  private readonly ownKeys: string[];
  /** before each own value: `{"id":`, `,"name":`… */
  private readonly prefixes: string[];
  /** the labels go before this own value */
  private readonly labelsAt: number;
  private readonly labelKeys: string[];

  constructor(keys: string[]) {
    const from = keys.indexOf('brandName');
    const to = keys.indexOf('tagIds') + 1;
    this.labelKeys = keys.slice(from, to);
    this.ownKeys = [...keys.slice(0, from), ...keys.slice(to)];
    this.labelsAt = from;
    this.prefixes = this.ownKeys.map((key, i) => `${i === 0 ? '{' : ','}${JSON.stringify(key)}:`);
  }

  split(product: ProductDto): { own: string; labels: string } {
    const values = product as unknown as Record<string, unknown>;
    return {
      own: this.ownKeys.map((key) => JSON.stringify(values[key] ?? null)).join(SEPARATOR),
      labels: this.labelKeys
        .map((key) => `,${JSON.stringify(key)}:${JSON.stringify(values[key] ?? null)}`)
        .join(''),
    };
  }

  join(own: string, labels: string): string {
    const values = own.split(SEPARATOR);
    let out = '';
    for (let i = 0; i < values.length; i++) {
      if (i === this.labelsAt) out += labels;
      out += this.prefixes[i]! + values[i]!;
    }
    return `${out}}`;
  }
}
const SEPARATOR = '\u0001';

/**
 * What one lexeme of a product adds to calc_rank_or's sum before the division by pi²/6: the
 * float4 `wjm + resj - wjm / (jm+1)²` over its positions' weights, computed as PostgreSQL does.
 */
function contribution(letters: number[]): number {
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  for (let j = 0; j < letters.length; j++) {
    const w = RANK_WEIGHTS[letters[j]!]!;
    resj = Math.fround(resj + Math.fround(w / ((j + 1) * (j + 1))));
    if (w > wjm) {
      wjm = w;
      jm = j;
    }
  }
  return Math.fround(Math.fround(wjm + resj) - Math.fround(wjm / ((jm + 1) * (jm + 1))));
}

/** Parses tsquery text ('a':* & ( 'b' | 'c' )); anything but & | ( ) and operands is refused. */
function parseTsquery(text: string): QueryNode | undefined {
  let i = 0;
  const skip = () => {
    while (text[i] === ' ') i++;
  };
  const operand = (): QueryNode | undefined => {
    skip();
    if (text[i] === '(') {
      i++;
      const node = or();
      skip();
      if (text[i] !== ')') return undefined;
      i++;
      return node;
    }
    if (text[i] !== "'") return undefined;
    i++;
    let value = '';
    for (;;) {
      if (i >= text.length) return undefined;
      const ch = text[i]!;
      if (ch === "'" && text[i + 1] === "'") {
        value += "'";
        i += 2;
      } else if (ch === '\\') {
        value += text[i + 1];
        i += 2;
      } else if (ch === "'") {
        i++;
        break;
      } else {
        value += ch;
        i++;
      }
    }
    let prefix = false;
    if (text[i] === ':') {
      i++;
      while (i < text.length && text[i] !== ' ' && text[i] !== ')') {
        if (text[i] === '*') prefix = true;
        else return undefined; // a weight restriction
        i++;
      }
    }
    return { value, prefix };
  };
  const and = (): QueryNode | undefined => {
    let left = operand();
    for (;;) {
      skip();
      if (!left || text[i] !== '&') return left;
      i++;
      const right = operand();
      if (!right) return undefined;
      left = { op: '&', left, right };
    }
  };
  const or = (): QueryNode | undefined => {
    let left = and();
    for (;;) {
      skip();
      if (!left || text[i] !== '|') return left;
      i++;
      const right = and();
      if (!right) return undefined;
      left = { op: '|', left, right };
    }
  };
  const tree = or();
  skip();
  return tree && i === text.length ? tree : undefined;
}

// ------------------------------------------------------------------ bitsets

function setBit(set: Uint32Array | undefined, slot: number): void {
  if (set) set[slot >>> 5]! |= 1 << (slot & 31);
}
function clearBit(set: Uint32Array | undefined, slot: number): void {
  if (set) set[slot >>> 5]! &= ~(1 << (slot & 31));
}
function intersect(sets: Uint32Array[], words: number): Uint32Array {
  const out = new Uint32Array(words);
  out.set(sets[0]!.subarray(0, words));
  for (let s = 1; s < sets.length; s++) {
    const set = sets[s]!;
    for (let i = 0; i < words; i++) out[i]! &= set[i] ?? 0;
  }
  return out;
}
function popcount(set: Uint32Array): number {
  let total = 0;
  for (let i = 0; i < set.length; i++) {
    let v = set[i]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return total;
}
function forEachMember(set: Uint32Array, visit: (slot: number) => void): void {
  for (let i = 0; i < set.length; i++) {
    let word = set[i]!;
    while (word !== 0) {
      const low = word & -word;
      visit(i * 32 + 31 - Math.clz32(low));
      word ^= low;
    }
  }
}
const FLOAT4 = new Float32Array(1);
const FLOAT4_BITS = new Uint32Array(FLOAT4.buffer);
/** The bits of a number rounded to single precision, as an unsigned integer. */
function float4Bits(value: number): number {
  FLOAT4[0] = value;
  return FLOAT4_BITS[0]!;
}

/**
 * The `limit` smallest of `count` distinct numbers, in order. When the limit is a small share of
 * the count they are kept in a max-heap of `limit` as they come (one comparison for most); else
 * all are kept and sorted natively.
 */
class SmallestKeys {
  private readonly heap: Float64Array;
  private readonly all: boolean;
  private length = 0;

  constructor(
    private readonly limit: number,
    count: number,
  ) {
    this.all = limit * 8 >= count;
    this.heap = new Float64Array(this.all ? count : limit);
  }

  add(key: number): void {
    const heap = this.heap;
    if (this.all) {
      heap[this.length++] = key;
      return;
    }
    if (this.length < this.limit) {
      let i = this.length++;
      while (i > 0) {
        const parent = (i - 1) >>> 1;
        if (heap[parent]! >= key) break;
        heap[i] = heap[parent]!;
        i = parent;
      }
      heap[i] = key;
      return;
    }
    if (this.limit === 0 || key >= heap[0]!) return;
    // the largest kept leaves for the new key, which sinks to its place
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= this.limit) break;
      const right = left + 1;
      const child = right < this.limit && heap[right]! > heap[left]! ? right : left;
      if (heap[child]! <= key) break;
      heap[i] = heap[child]!;
      i = child;
    }
    heap[i] = key;
  }

  sorted(): Float64Array {
    return this.heap.subarray(0, this.length).sort();
  }
}

// ------------------------------------------------------------------ query helpers

function hasFilter(filter: CatalogueFilter): boolean {
  return (Object.keys(filter) as Array<keyof CatalogueFilter>).some((key) => {
    const value = filter[key];
    return Array.isArray(value) ? value.length > 0 : Boolean(value);
  });
}

function isExplicitSort(sort: CatalogueQuery['sort']): boolean {
  return sort !== undefined && sort !== 'relevance';
}

/** orderCatalogue's sorts as an index order and a direction (price-high is price-low reversed). */
function sortOf(sort: CatalogueQuery['sort']): [Sort, boolean] {
  switch (sort) {
    case 'price-low':
      return ['price', false];
    case 'price-high':
      return ['price', true];
    case 'discount':
      return ['discount', false];
    case 'rating':
      return ['rating', false];
    case 'newest':
      return ['newest', false];
    default:
      return ['popular', false];
  }
}
