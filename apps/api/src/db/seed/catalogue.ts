import {
  CLOTHING_SIZES,
  COLORS,
  PRODUCT_CATEGORIES,
  SHOE_SIZES,
  type CategoryType,
} from '@souk/shared/constants';
import { users } from '../schema/accounts';
import { NAME_TRANSLATIONS } from './name-translations';
import { brandCategories, brands } from '../schema/brands';
import { categories, productSubcategories, productTags, products, tags } from '../schema/catalogue';
import {
  BRAND_CATEGORY_SEEDS,
  BRAND_SEEDS,
  CATEGORY_SEEDS,
  CLOSINGS,
  NAME_MATERIALS,
  REGIONS,
  TAG_SEEDS,
  type BrandSeed,
  type CategorySeed,
  type ProductKind,
} from './catalogue-data';
import {
  brandLogo,
  categoryBanner,
  initials,
  mix,
  productImages,
  publicUrl,
  type SvgFile,
} from './images';
import { productIllustration } from './illustrations';
import { FIRST_NAMES, LAST_NAMES } from './people-data';
import { rngFor, type Rng } from './random';
import {
  DAY_MS,
  daysBefore,
  insertChunked,
  maxDate,
  mustGet,
  runChunked,
  slugify,
} from './support';
import type { Tx } from '../client';

export const DEMO_BRAND_EMAIL = 'brand@souk.tn';
const DEMO_BRAND_PRODUCTS = 20;
const OTHER_BRAND_PRODUCTS = 14;
const FEATURED_COUNT = 20;
const INACTIVE_COUNT = 5;
const BANNER_ACCENT = '#F6C453';

export type CategoryRef = {
  id: number;
  seed: CategorySeed;
  name: string;
  subIds: number[];
};

export type BrandRef = {
  id: number;
  name: string;
  slug: string;
  prefix: string;
  seed: BrandSeed;
  isDemo: boolean;
  enabled: boolean;
  registrationDate: Date;
};

export type ProductRef = {
  id: number;
  ordinal: number;
  brand: BrandRef;
  type: CategoryType;
  name: string;
  sku: string;
  price: number;
  discount: number;
  colors: string[];
  sizes: string[];
  quantity: number;
  freeShipping: boolean;
  featured: boolean;
  active: boolean;
  imageUrl: string;
  createdAt: Date;
  tagHints: string[];
};

type ProductRow = typeof products.$inferInsert;
type ProductPlan = Omit<ProductRef, 'id'> & { row: Omit<ProductRow, 'brandId'>; subIds: number[] };

const COLOR_HEX = new Map<string, string>(COLORS.map((c) => [c.name, c.hex]));

function seedFor(type: CategoryType): CategorySeed {
  const seed = CATEGORY_SEEDS.find((c) => c.type === type);
  if (!seed) throw new Error(`seed: no catalogue data for ${type}`);
  return seed;
}

// ---------- categories ----------

export async function seedCategories(
  tx: Tx,
  now: Date,
  files: SvgFile[],
): Promise<Map<CategoryType, CategoryRef>> {
  const created = daysBefore(now, 760);
  const topRows = PRODUCT_CATEGORIES.map((category) => {
    const seed = seedFor(category.type);
    const slug = slugify(category.name);
    files.push(
      categoryBanner(
        slug,
        { type: category.type, sub: null },
        category.name,
        'Shop on Souk',
        seed.color,
        BANNER_ACCENT,
      ),
    );
    return {
      name: category.name,
      nameTranslations: NAME_TRANSLATIONS[category.name],
      type: category.type,
      description: seed.description,
      imageUrl: publicUrl(`seed/categories/${slug}.svg`),
      createdAt: created,
    };
  });
  const top = await tx
    .insert(categories)
    .values(topRows)
    .returning({ id: categories.id, name: categories.name });
  const topIds = new Map(top.map((row) => [row.name, row.id]));

  const subRows = PRODUCT_CATEGORIES.flatMap((category) => {
    const seed = seedFor(category.type);
    const parentId = mustGet(topIds, category.name);
    return seed.subcategories.map(([name, description], i) => {
      const fileName = `${slugify(category.name)}--${slugify(name)}`;
      const tone = mix(seed.color, i % 2 ? '#ffffff' : '#000000', 0.1 + 0.05 * i);
      files.push(
        categoryBanner(
          fileName,
          { type: category.type, sub: i },
          name,
          category.name,
          tone,
          BANNER_ACCENT,
        ),
      );
      return {
        name,
        nameTranslations: NAME_TRANSLATIONS[name],
        description,
        parentId,
        imageUrl: publicUrl(`seed/categories/${fileName}.svg`),
        createdAt: created,
      };
    });
  });
  const subs = await tx.insert(categories).values(subRows).returning({
    id: categories.id,
    name: categories.name,
    parentId: categories.parentId,
  });

  const refs = new Map<CategoryType, CategoryRef>();
  for (const category of PRODUCT_CATEGORIES) {
    const seed = seedFor(category.type);
    const id = mustGet(topIds, category.name);
    const subIds = seed.subcategories.map(([name]) => {
      const sub = subs.find((row) => row.parentId === id && row.name === name);
      if (!sub) throw new Error(`seed: subcategory ${name} was not created`);
      return sub.id;
    });
    refs.set(category.type, { id, seed, name: category.name, subIds });
  }
  return refs;
}

// ---------- brands and their logins ----------

export async function seedBrands(
  tx: Tx,
  now: Date,
  passwordHash: string,
  files: SvgFile[],
): Promise<BrandRef[]> {
  const rng = rngFor('brands');
  const categoryRows = await tx
    .insert(brandCategories)
    .values(
      BRAND_CATEGORY_SEEDS.map(([name, description]) => ({
        name,
        nameTranslations: NAME_TRANSLATIONS[name],
        description,
        createdAt: daysBefore(now, 760),
      })),
    )
    .returning({ id: brandCategories.id, name: brandCategories.name });
  const categoryIds = new Map(categoryRows.map((row) => [row.name, row.id]));

  const planned = BRAND_SEEDS.map((seed, index) => {
    const slug = slugify(seed.name);
    const registrationDate =
      index === 0 ? daysBefore(now, 700) : daysBefore(now, rng.int(45, 720) + rng.next());
    files.push(brandLogo(slug, seed.name, seed.color, index % 3 === 1));
    return { seed, slug, registrationDate, isDemo: index === 0 };
  });

  const brandRows = planned.map(({ seed, slug, registrationDate }) => {
    const handle = slug.replace(/-/g, '');
    return {
      name: seed.name,
      description: seed.description,
      logo: publicUrl(`seed/brands/${slug}.svg`),
      email: `contact@${slug}.tn`,
      phoneNumber: `+2167${rng.digits(7)}`,
      websiteUrl: `https://www.${slug}.tn`,
      links: [
        { platform: 'facebook' as const, url: `https://www.facebook.com/${handle}` },
        {
          platform: 'instagram' as const,
          url: `https://www.instagram.com/${slug.replace(/-/g, '_')}`,
        },
        { platform: 'twitter' as const, url: `https://twitter.com/${handle}` },
      ],
      brandCategoryId: mustGet(categoryIds, seed.brandCategory),
      enabled: seed.enabled ?? true,
      registrationDate,
      createdAt: registrationDate,
      updatedAt: registrationDate,
    };
  });
  const inserted = await tx
    .insert(brands)
    .values(brandRows)
    .returning({ id: brands.id, name: brands.name });
  const brandIds = new Map(inserted.map((row) => [row.name, row.id]));

  const refs = planned.map(({ seed, slug, registrationDate, isDemo }) => ({
    id: mustGet(brandIds, seed.name),
    name: seed.name,
    slug,
    prefix: initials(seed.name).padEnd(2, 'X'),
    seed,
    isDemo,
    enabled: seed.enabled ?? true,
    registrationDate,
  }));

  await tx.insert(users).values(
    refs.map((brand) => ({
      email: brand.isDemo ? DEMO_BRAND_EMAIL : `contact@${brand.slug}.tn`,
      passwordHash,
      firstname: rng.pick(FIRST_NAMES),
      lastname: rng.pick(LAST_NAMES),
      companyName: brand.name,
      role: 'BRAND' as const,
      brandId: brand.id,
      enabled: brand.enabled,
      emailVerified: true,
      language: rng.pick(['en', 'fr'] as const),
      registrationDate: brand.registrationDate,
      lastLogin: brand.isDemo ? daysBefore(now, 1) : daysBefore(now, rng.int(1, 40)),
      createdAt: brand.registrationDate,
      updatedAt: brand.registrationDate,
    })),
  );
  return refs;
}

// ---------- tags ----------

export async function seedTags(tx: Tx, now: Date): Promise<Map<string, number>> {
  const rows = await tx
    .insert(tags)
    .values(
      TAG_SEEDS.map(([name, type, description]) => ({
        name,
        nameTranslations: NAME_TRANSLATIONS[name],
        type,
        description,
        createdAt: daysBefore(now, 400),
      })),
    )
    .returning({ id: tags.id, name: tags.name });
  return new Map(rows.map((row) => [row.name, row.id]));
}

// ---------- products ----------

/** Builds every product in memory (deterministically) before anything is inserted. */
export function planProducts(
  brandRefs: readonly BrandRef[],
  categoryRefs: ReadonlyMap<CategoryType, CategoryRef>,
  now: Date,
  files: SvgFile[],
): ProductPlan[] {
  const rng = rngFor('products');
  const barcodes = new Set<string>();
  const plans: ProductPlan[] = [];
  for (const brand of brandRefs) {
    const count = brand.isDemo ? DEMO_BRAND_PRODUCTS : OTHER_BRAND_PRODUCTS;
    const usedNames = new Set<string>();
    for (let i = 0; i < count; i++) {
      const type = brand.seed.categories[i % brand.seed.categories.length];
      if (!type) throw new Error(`seed: brand ${brand.name} has no categories`);
      const category = mustGet(categoryRefs, type);
      const ordinal = plans.length + 1;
      plans.push(
        planProduct(rng, {
          brand,
          category,
          ordinal,
          sku: `${brand.prefix}-${category.seed.code}-${String(i + 1).padStart(4, '0')}`,
          barcode: uniqueBarcode(rng, barcodes),
          usedNames,
          now,
          files,
        }),
      );
    }
  }
  markFeaturedAndInactive(rng, plans);
  return plans;
}

type PlanContext = {
  brand: BrandRef;
  category: CategoryRef;
  ordinal: number;
  sku: string;
  barcode: string;
  usedNames: Set<string>;
  now: Date;
  files: SvgFile[];
};

function planProduct(rng: Rng, ctx: PlanContext): ProductPlan {
  const seed = ctx.category.seed;
  const { name, kind } = productName(rng, seed, ctx.brand.seed.focus?.[seed.type], ctx.usedNames);
  const sub = kind[1];
  const price = priceCents(rng, kind[2], kind[3]);
  const discount = pickDiscount(rng);
  const colors = pickColors(rng, seed);
  const quantity = stockQuantity(rng);
  const fit = pickFit(rng, seed, sub);
  const complete = fit !== null;
  const material = rng.pick(materialsFor(seed, kind, name));
  const origin = rng.pick(seed.origins);
  const createdAt = productCreatedAt(rng, ctx.brand.registrationDate, ctx.now);
  const images = productImages(ctx.ordinal, {
    illustration: productIllustration(seed.type, sub, kind[0]),
    color: colorHex(rng, colors[0], seed.color),
    accent: colorHex(rng, colors[1], mix(seed.color, BANNER_ACCENT, 0.65)),
  });
  ctx.files.push(...images);
  const [imageUrl, ...additionalImages] = images.map((image) => publicUrl(image.path));
  if (!imageUrl) throw new Error('seed: product images missing');
  const freeShipping = rng.chance(0.3);
  const row: ProductPlan['row'] = {
    name,
    description: describe(rng, seed, kind, { name, material, origin }),
    price,
    discountPrice: discount,
    imageUrl,
    additionalImages,
    categoryId: ctx.category.id,
    sku: ctx.sku,
    barcode: ctx.barcode,
    colors,
    sizes: pickSizes(rng, seed),
    weight:
      complete || rng.chance(0.92) ? round3(rng.float(seed.weightKg[0], seed.weightKg[1])) : null,
    dimensions: dimensions(rng, seed.dimensionsMm),
    material: complete || rng.chance(0.85) ? material : null,
    care: complete || rng.chance(0.65) ? rng.pick(seed.care) : null,
    origin: complete || rng.chance(0.9) ? origin : null,
    fit,
    features: rng.sample(featuresFor(seed, kind), rng.int(2, 4)),
    quantity,
    stockLevel: quantity + rng.int(0, 25),
    active: true,
    featured: false,
    freeShipping,
    createdAt,
    updatedAt: createdAt,
  };
  return {
    ordinal: ctx.ordinal,
    brand: ctx.brand,
    type: seed.type,
    name,
    sku: ctx.sku,
    price,
    discount,
    colors,
    sizes: row.sizes ?? [],
    quantity,
    freeShipping,
    featured: false,
    active: true,
    imageUrl,
    createdAt,
    tagHints: tagHints(rng, { seed, sub, price, discount, material, createdAt, now: ctx.now }),
    row,
    subIds: pickSubcategories(rng, ctx.category, sub),
  };
}

/** What the product may be made of: a material its name states wins ("Wool Coat" is wool). */
function materialsFor(seed: CategorySeed, kind: ProductKind, name: string): readonly string[] {
  let candidates = seed.kindMaterials?.[kind[0]] ?? seed.subMaterials?.[kind[1]] ?? seed.materials;
  for (const [inName, inMaterial, fallback] of NAME_MATERIALS) {
    if (!inName.test(name)) continue;
    const named = candidates.filter((material) => inMaterial.test(material));
    candidates = named.length > 0 ? named : [fallback];
  }
  return candidates;
}

function featuresFor(seed: CategorySeed, kind: ProductKind): readonly string[] {
  return seed.kindFeatures?.[kind[0]] ?? seed.subFeatures?.[kind[1]] ?? seed.features;
}

/** About 60% at full price, the rest between 5% and 60% off (hundredths of a percent). */
function pickDiscount(rng: Rng): number {
  if (rng.chance(0.6)) return 0;
  return rng.weighted([
    [500, 3],
    [1000, 4],
    [1500, 3],
    [2000, 3],
    [2500, 2],
    [3000, 2],
    [3500, 1],
    [4000, 1],
    [5000, 1],
    [6000, 1],
  ] as const);
}

/** Bags have no fit; clothing and shoes always do. */
function pickFit(rng: Rng, seed: CategorySeed, sub: number): string | null {
  if (seed.fits.length === 0 || (seed.type === 'JEWELRY' && sub === 4)) return null;
  return rng.chance(seed.fitChance) ? rng.pick(seed.fits) : null;
}

/** The product's own subcategory plus up to two others of the same category. */
function pickSubcategories(rng: Rng, category: CategoryRef, sub: number): number[] {
  const own = category.subIds[sub];
  const others = category.subIds.filter((_, index) => index !== sub);
  const extra = rng.sample(
    others,
    rng.weighted([
      [0, 5],
      [1, 3],
      [2, 1],
    ] as const),
  );
  return own === undefined ? extra : [own, ...extra];
}

function productName(
  rng: Rng,
  seed: CategorySeed,
  focus: readonly number[] | undefined,
  used: Set<string>,
): { name: string; kind: ProductKind } {
  const inFocus = (kind: ProductKind) => !focus || focus.includes(kind[1]);
  const kinds = seed.kinds.filter(inFocus);
  const signatures = seed.signatures.filter(inFocus);
  let name = '';
  let kind: ProductKind | undefined;
  for (let attempt = 0; attempt < 40; attempt++) {
    const useSignature = signatures.length > 0 && (kinds.length === 0 || rng.chance(0.2));
    kind = rng.pick(useSignature ? signatures : kinds);
    name = useSignature ? kind[0] : modifiedName(rng, seed, kind);
    if (!used.has(name)) break;
  }
  if (!kind) throw new Error(`seed: no product kinds for ${seed.type}`);
  if (used.has(name)) name = `${name} (Edition ${used.size + 1})`;
  used.add(name);
  return { name, kind };
}

function modifiedName(rng: Rng, seed: CategorySeed, kind: ProductKind): string {
  const modifier = rng.pick(seed.subModifiers?.[kind[1]] ?? seed.modifiers);
  if (kind[0].toLowerCase().includes(modifier.toLowerCase())) return kind[0];
  return seed.modifierAfter ? `${kind[0]} ${modifier}` : `${modifier} ${kind[0]}`;
}

/** Log-uniform so cheap items are more common; prices end in .00, .50 or .90. */
function priceCents(rng: Rng, minDt: number, maxDt: number): number {
  const dinars = Math.round(Math.exp(rng.float(Math.log(minDt), Math.log(maxDt))));
  const ending = rng.pick([0, 10, 10, 50]);
  return Math.max(500, dinars * 100 - ending);
}

function pickColors(rng: Rng, seed: CategorySeed): string[] {
  if (seed.palette.length === 0 || !rng.chance(seed.colorChance)) return [];
  return rng.sample(
    seed.palette,
    rng.weighted([
      [1, 3],
      [2, 4],
      [3, 3],
      [4, 2],
    ] as const),
  );
}

function pickSizes(rng: Rng, seed: CategorySeed): string[] {
  if (seed.sizing === 'clothing') {
    const start = rng.int(0, 2);
    return CLOTHING_SIZES.slice(start, start + rng.int(3, 6));
  }
  if (seed.sizing === 'shoes') {
    const from = rng.int(36, 39);
    const to = rng.int(41, 45);
    return SHOE_SIZES.filter((size) => {
      const eu = Number(size.slice(3));
      return eu >= from && eu <= to;
    });
  }
  if (seed.sizing === 'some' && rng.chance(0.2)) return ['S', 'M', 'L', 'XL'];
  return [];
}

function stockQuantity(rng: Rng): number {
  const roll = rng.next();
  if (roll < 0.08) return 0;
  if (roll < 0.23) return rng.int(1, 10);
  return rng.int(11, 200);
}

function colorHex(rng: Rng, name: string | undefined, fallback: string): string {
  if (name) return COLOR_HEX.get(name) ?? fallback;
  return mix(fallback, rng.pick(['#ffffff', '#000000', BANNER_ACCENT]), rng.float(0, 0.3));
}

function productCreatedAt(rng: Rng, registered: Date, now: Date): Date {
  const earliest = maxDate(registered, daysBefore(now, 365));
  const span = (now.getTime() - earliest.getTime()) / DAY_MS;
  // mostly older products, plus a steady trickle of new arrivals
  const daysAgo = rng.chance(0.15)
    ? rng.float(1, Math.min(60, span))
    : span * Math.sqrt(rng.next());
  return daysBefore(now, Math.max(1, Math.min(span, daysAgo)));
}

function dimensions(rng: Rng, base: readonly [number, number, number]): string {
  const [l, w, h] = base.map((mm) =>
    Math.max(10, Math.round((mm * rng.float(0.7, 1.3)) / 10) * 10),
  );
  return `${l} x ${w} x ${h} mm`;
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function describe(
  rng: Rng,
  seed: CategorySeed,
  kind: ProductKind,
  text: { name: string; material: string; origin: string },
): string {
  const { name, material, origin } = text;
  const plural = isPlural(kind[0]);
  const fill = (template: string) =>
    template
      .replaceAll('{name}', name)
      .replaceAll('{lower}', name.toLowerCase())
      .replaceAll('{material}', inSentence(material))
      .replaceAll('{origin}', origin)
      .replaceAll('{is}', plural ? 'are' : 'is')
      .replaceAll('{s}', plural ? '' : 's')
      .replaceAll('{es}', plural ? '' : 'es')
      .replaceAll('{region}', rng.pick(REGIONS));
  const special = seed.kindDetails?.[kind[0]] ?? seed.subDetails?.[kind[1]] ?? [];
  const details = special.length > 0 && rng.chance(0.7) ? [rng.pick(special)] : [];
  details.push(...rng.sample(seed.details, rng.int(details.length > 0 ? 0 : 1, 1)));
  const sentences = [rng.pick(seed.intros), ...details];
  if (rng.chance(0.5)) sentences.push(rng.pick(CLOSINGS));
  return sentences.map(fill).join(' ');
}

/** "Wool blend" reads "wool blend" mid-sentence, but "ABS plastic" stays as it is. */
function inSentence(material: string): string {
  return /^[A-Z][a-z]/.test(material)
    ? material.charAt(0).toLowerCase() + material.slice(1)
    : material;
}

/** "Alphabet Blocks are", "Seat Covers are", but "Jeu de Dames en Bois is". */
function isPlural(noun: string): boolean {
  const last = noun.split(' ').pop() ?? '';
  return /[^su]s$/.test(last) && last !== 'Bois';
}

/** EAN-13 with Tunisia's GS1 prefix 619 and a valid check digit. */
function uniqueBarcode(rng: Rng, used: Set<string>): string {
  for (;;) {
    const body = `619${rng.digits(9)}`;
    const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 ? 3 : 1), 0);
    const code = `${body}${(10 - (sum % 10)) % 10}`;
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
  }
}

type HintInput = {
  seed: CategorySeed;
  sub: number;
  price: number;
  discount: number;
  material: string;
  createdAt: Date;
  now: Date;
};

/** Tags that would make sense for this product; at most three are kept later. */
function tagHints(rng: Rng, p: HintInput): string[] {
  const { type } = p.seed;
  const hints: string[] = [];
  const summerish =
    (type === 'CLOTHING' && p.sub !== 4) ||
    (type === 'FOOTWEAR' && p.sub === 1) ||
    ['BEAUTY', 'FOOD', 'FITNESS', 'OTHER', 'TOYS'].includes(type);
  if (summerish && rng.chance(0.4)) hints.push('summer');
  if ((type === 'CLOTHING' && p.sub === 4) || (type === 'FOOTWEAR' && p.sub === 2))
    hints.push('winter');
  if (type === 'OFFICE' || (type === 'ELECTRONICS' && p.sub === 2)) hints.push('office');
  const natural = /recycled|organic|bamboo|palm|natural|cork|linen|olive/i.test(p.material);
  if (natural || (['BEAUTY', 'FOOD', 'OTHER'].includes(type) && rng.chance(0.3)))
    hints.push('eco-friendly');
  if (p.now.getTime() - p.createdAt.getTime() < 45 * DAY_MS) hints.push('new-arrival');
  if (['OTHER', 'FURNITURE', 'JEWELRY'].includes(type) && rng.chance(0.4)) hints.push('handmade');
  if (['OTHER', 'JEWELRY', 'TOYS', 'BOOKS'].includes(type) && rng.chance(0.35)) hints.push('gift');
  if (type === 'FOOD' && rng.chance(0.3)) hints.push('ramadan');
  if (p.price >= 50_000) hints.push('premium');
  if (p.discount >= 3000) hints.push('sale');
  return rng.shuffle(hints);
}

function markFeaturedAndInactive(rng: Rng, plans: ProductPlan[]): void {
  const demo = plans.filter((p) => p.brand.isDemo);
  const others = plans.filter((p) => !p.brand.isDemo && p.brand.enabled);
  const featured = [...rng.sample(demo, 5), ...rng.sample(others, FEATURED_COUNT - 5)];
  for (const plan of featured) {
    plan.featured = true;
    plan.row.featured = true;
  }
  const inactive = rng.sample(
    others.filter((p) => !p.featured),
    INACTIVE_COUNT,
  );
  for (const plan of inactive) {
    plan.active = false;
    plan.row.active = false;
  }
}

export async function insertProducts(tx: Tx, plans: readonly ProductPlan[]): Promise<ProductRef[]> {
  const inserted = await insertChunked(
    plans.map((plan) => ({ ...plan.row, brandId: plan.brand.id })),
    (chunk) =>
      tx
        .insert(products)
        .values(chunk)
        .returning({ id: products.id, brandId: products.brandId, sku: products.sku }),
  );
  const ids = new Map(inserted.map((row) => [`${row.brandId}:${row.sku}`, row.id]));
  const idOf = (plan: Pick<ProductPlan, 'brand' | 'sku'>) =>
    mustGet(ids, `${plan.brand.id}:${plan.sku}`);
  const links = plans.flatMap((plan) =>
    plan.subIds.map((categoryId) => ({ productId: idOf(plan), categoryId })),
  );
  await runChunked(links, (chunk) => tx.insert(productSubcategories).values(chunk));
  return plans.map(({ row: _row, subIds: _subIds, ...plan }) => ({ ...plan, id: idOf(plan) }));
}

const MIN_TAGGED = 15;
const BESTSELLERS = 15;

/** Up to three tags per product, with enough summer and eco-friendly products for the demo. */
export async function tagProducts(
  tx: Tx,
  productRefs: readonly ProductRef[],
  tagIds: ReadonlyMap<string, number>,
  unitsSold: ReadonlyMap<number, number>,
): Promise<void> {
  const rng = rngFor('product-tags');
  const chosen = new Map<number, string[]>();
  const bestsellers = new Set(
    [...productRefs]
      .sort((a, b) => (unitsSold.get(b.id) ?? 0) - (unitsSold.get(a.id) ?? 0))
      .slice(0, BESTSELLERS)
      .map((p) => p.id),
  );
  for (const product of productRefs) {
    const hints = bestsellers.has(product.id)
      ? ['bestseller', ...product.tagHints]
      : product.tagHints;
    chosen.set(product.id, rng.chance(0.1) ? [] : hints.slice(0, 3));
  }
  topUp(rng, productRefs, chosen, 'summer', [
    'CLOTHING',
    'FOOTWEAR',
    'BEAUTY',
    'FOOD',
    'FITNESS',
    'OTHER',
  ]);
  topUp(rng, productRefs, chosen, 'eco-friendly', [
    'BEAUTY',
    'FOOD',
    'OTHER',
    'OFFICE',
    'FURNITURE',
  ]);
  const rows = [...chosen].flatMap(([productId, names]) =>
    names.map((name) => ({ productId, tagId: mustGet(tagIds, name) })),
  );
  await runChunked(rows, (chunk) => tx.insert(productTags).values(chunk));
}

function topUp(
  rng: Rng,
  productRefs: readonly ProductRef[],
  chosen: Map<number, string[]>,
  tag: string,
  types: readonly CategoryType[],
): void {
  const tagged = () => [...chosen.values()].filter((names) => names.includes(tag)).length;
  const candidates = rng.shuffle(productRefs.filter((p) => types.includes(p.type)));
  for (const product of candidates) {
    if (tagged() >= MIN_TAGGED) return;
    const names = chosen.get(product.id) ?? [];
    if (names.includes(tag) || names.length >= 3) continue;
    chosen.set(product.id, [...names, tag]);
  }
}
