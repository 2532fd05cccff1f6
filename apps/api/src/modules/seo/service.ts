import { ARTICLE_IDS } from '@souk/shared/schemas/content';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { brandCategories, brands } from '../../db/schema/brands';
import { categories, products, tags as tagTable } from '../../db/schema/catalogue';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { getPublicProduct, resolveFilter } from '../products/service';
import { catalogueQuerySchema } from '@souk/shared/schemas/catalogue';
import { SHARE_IMAGE } from './share-image';

/** What the server writes into <head> so that a search engine reads a real page. */
export type PageMeta = {
  title: string;
  description: string;
  /** absent on a page that is not found */
  canonical?: string;
  image?: string;
  /** the image's type and size in pixels, when the server drew it (Open Graph reads them first) */
  imageInfo?: { type: string; width: number; height: number };
  type?: 'website' | 'product';
  jsonLd?: Record<string, unknown>;
  /** the page names nothing that exists: answered 404 and kept out of search engines */
  notFound?: boolean;
};

const SITE = 'Souk';
const DEFAULT_DESCRIPTION =
  'Souk — the multi-brand marketplace of Tunisia: fashion, beauty, home, electronics and more from local brands, paid by card or cash on delivery.';

const clip = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

/** The head of a client route, or undefined for routes that keep the default. */
export async function pageMeta(
  db: Database,
  publicUrl: string,
  url: URL,
): Promise<PageMeta | undefined> {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const absolute = (p: string | null | undefined) =>
    p ? (p.startsWith('http') ? p : `${publicUrl}${p}`) : undefined;
  const defaultImage = `${publicUrl}/og-image.png`;
  // Social networks show no SVG: a category's or brand's SVG picture gives way to the site's.
  const shareable = (p: string | null | undefined) =>
    p && !/\.svg$/i.test(p.split(/[?#]/)[0]!) ? absolute(p) : undefined;
  // Both pictures the server draws: /og-image.png and a product's share picture.
  const drawnImage = { type: 'image/png', ...SHARE_IMAGE };

  const productMatch = /^\/product\/(\d+)$/.exec(path);
  if (productMatch) {
    const product = await getPublicProduct(db, Number(productMatch[1])).catch((error: unknown) => {
      if (error instanceof AppError && error.errorCode === 'not_found') return null;
      throw error;
    });
    // A missing or hidden product is no page for a search engine (the app shows its not-found).
    if (!product)
      return {
        title: `Product not found | ${SITE}`,
        description: DEFAULT_DESCRIPTION,
        notFound: true,
      };
    const canonical = `${publicUrl}/product/${product.id}`;
    return {
      title: `${product.name} — ${product.brandName} | ${SITE}`,
      description: clip(product.description),
      canonical,
      // Social networks show no SVG (the demo pictures are SVG): a PNG the server draws.
      image: product.imageUrl
        ? `${publicUrl}/api/v1/products/${product.id}/share-image.png`
        : defaultImage,
      imageInfo: drawnImage,
      type: 'product',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description: clip(product.description, 500),
        image: [product.imageUrl, ...product.additionalImages]
          .filter(Boolean)
          .map((src) => absolute(src)),
        sku: product.sku,
        gtin13: /^\d{13}$/.test(product.barcode) ? product.barcode : undefined,
        brand: { '@type': 'Brand', name: product.brandName },
        category: product.categoryName ?? undefined,
        offers: {
          '@type': 'Offer',
          url: canonical,
          priceCurrency: 'TND',
          price: product.discountedPrice.toFixed(2),
          availability:
            product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
        },
        ...(product.reviewCount > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: product.averageRating.toFixed(1),
                reviewCount: product.reviewCount,
              },
            }
          : {}),
      },
    };
  }

  if (path === '/catalogue') {
    const query = catalogueQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    const parts: string[] = [];
    let image: string | undefined;
    if (query.success) {
      const filter = await resolveFilter(db, query.data);
      if (filter.categoryIds?.length) {
        const [category] = await db
          .select({ name: categories.name, imageUrl: categories.imageUrl })
          .from(categories)
          .where(eq(categories.id, filter.categoryIds[0]!));
        if (category) parts.push(category.name);
        image ??= shareable(category?.imageUrl);
      }
      if (filter.brandCategoryIds?.length) {
        const [brandCategory] = await db
          .select({ name: brandCategories.name })
          .from(brandCategories)
          .where(eq(brandCategories.id, filter.brandCategoryIds[0]!));
        if (brandCategory) parts.push(brandCategory.name);
      }
      if (filter.brandIds?.length) {
        const [brand] = await db
          .select({ name: brands.name, logo: brands.logo })
          .from(brands)
          .where(and(eq(brands.id, filter.brandIds[0]!), eq(brands.enabled, true)));
        if (brand) parts.push(brand.name);
        image ??= shareable(brand?.logo);
      }
      if (query.data.search) parts.push(`“${query.data.search}”`);
      if (filter.tagIds?.length && query.data.tag) {
        const [tag] = await db
          .select({ name: tagTable.name })
          .from(tagTable)
          .where(eq(tagTable.id, filter.tagIds[0]!));
        if (tag) parts.push(`#${tag.name}`);
      }
    }
    const canonicalParams = new URLSearchParams();
    for (const key of ['category', 'brand', 'tag', 'search']) {
      const value = url.searchParams.get(key);
      if (value) canonicalParams.set(key, value);
    }
    const label = parts.length ? parts.join(' · ') : 'All products';
    return {
      title: `${label} — Catalogue | ${SITE}`,
      description: clip(
        `Shop ${label.toLowerCase() === 'all products' ? 'every product' : label} on Souk: compare prices in dinar, filter by brand, size, colour and rating, with free shipping on many items.`,
      ),
      canonical: `${publicUrl}/catalogue${canonicalParams.size ? `?${canonicalParams}` : ''}`,
      image: image ?? defaultImage,
      imageInfo: image ? undefined : drawnImage,
    };
  }

  if (path === '/brands') {
    return {
      title: `Brands — discover Tunisian brands | ${SITE}`,
      description:
        'Browse the brands selling on Souk: fashion, beauty, home, sports and more, with their ratings and best products.',
      canonical: `${publicUrl}/brands`,
      image: defaultImage,
      imageInfo: drawnImage,
    };
  }

  if (path === '/home' || path === '/') {
    return {
      title: `${SITE} — the multi-brand marketplace of Tunisia`,
      description: DEFAULT_DESCRIPTION,
      canonical: `${publicUrl}/home`,
      image: defaultImage,
      imageInfo: drawnImage,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE,
        url: `${publicUrl}/home`,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${publicUrl}/catalogue?search={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
    };
  }
  return undefined;
}

/** Writes the meta into the page: replaces <title>, adds the rest before </head>. */
export function injectMeta(html: string, meta: PageMeta): string {
  const esc = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const tags = [
    `<meta name="description" content="${esc(meta.description)}">`,
    ...(meta.notFound ? ['<meta name="robots" content="noindex">'] : []),
    ...(meta.canonical
      ? [
          `<link rel="canonical" href="${esc(meta.canonical)}">`,
          `<meta property="og:url" content="${esc(meta.canonical)}">`,
        ]
      : []),
    `<meta property="og:title" content="${esc(meta.title)}">`,
    `<meta property="og:description" content="${esc(meta.description)}">`,
    `<meta property="og:type" content="${meta.type ?? 'website'}">`,
    `<meta property="og:site_name" content="${SITE}">`,
    ...(meta.image
      ? [
          `<meta property="og:image" content="${esc(meta.image)}">`,
          ...(meta.imageInfo
            ? [
                `<meta property="og:image:type" content="${meta.imageInfo.type}">`,
                `<meta property="og:image:width" content="${meta.imageInfo.width}">`,
                `<meta property="og:image:height" content="${meta.imageInfo.height}">`,
              ]
            : []),
          `<meta name="twitter:card" content="summary_large_image">`,
        ]
      : []),
    // JSON in a script element: "<" is escaped so no text can close the element early.
    ...(meta.jsonLd
      ? [
          `<script type="application/ld+json">${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>`,
        ]
      : []),
  ].join('\n    ');
  const withoutDefaults = html.replace(/<meta name="description"[^>]*>\s*/i, '');
  const titled = /<title>[\s\S]*?<\/title>/i.test(withoutDefaults)
    ? withoutDefaults.replace(/<title>[\s\S]*?<\/title>/i, `<title>${esc(meta.title)}</title>`)
    : withoutDefaults.replace('</head>', `<title>${esc(meta.title)}</title>\n</head>`);
  return titled.replace('</head>', `    ${tags}\n  </head>`);
}

/**
 * A sitemap file holds at most 50,000 addresses (sitemaps.org): products go in files of this many,
 * and once they need more than one file, /sitemap.xml becomes an index of the files.
 */
export const SITEMAP_PRODUCTS_PER_FILE = 40_000;

const PUBLIC_PAGES = [
  '/home',
  '/catalogue',
  '/brands',
  '/sale',
  '/help',
  '/contact-us',
  '/article',
  '/articles',
  ...ARTICLE_IDS.map((id) => `/article/${id}`),
  '/terms',
  '/privacy',
  '/cookies',
  '/sitemap',
];

const urlEntry = (publicUrl: string, loc: string, lastmod?: Date) =>
  `  <url><loc>${publicUrl}${loc.replace(/&/g, '&amp;')}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;

const urlset = (entries: string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');

const publicProducts = and(eq(products.active, true), eq(brands.enabled, true));

/** The public pages, the top-level categories and the brands. */
async function mainEntries(db: Database, publicUrl: string): Promise<string[]> {
  const [categoryRows, brandRows] = await Promise.all([
    db
      .select({ id: categories.id })
      .from(categories)
      .where(and(isNull(categories.parentId), eq(categories.active, true)))
      .orderBy(asc(categories.id)),
    db
      .select({ id: brands.id, updatedAt: brands.updatedAt })
      .from(brands)
      .where(eq(brands.enabled, true))
      .orderBy(asc(brands.id)),
  ]);
  return [
    ...PUBLIC_PAGES.map((page) => urlEntry(publicUrl, page)),
    ...categoryRows.map((row) => urlEntry(publicUrl, `/catalogue?category=${row.id}`)),
    ...brandRows.map((row) => urlEntry(publicUrl, `/catalogue?brand=${row.id}`, row.updatedAt)),
  ];
}

/** One file's worth of public products (file 1 first), by id. */
async function productEntries(
  db: Database,
  publicUrl: string,
  file: number,
  perFile: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(publicProducts)
    .orderBy(asc(products.id))
    .limit(perFile)
    .offset((file - 1) * perFile);
  return rows.map((row) => urlEntry(publicUrl, `/product/${row.id}`, row.updatedAt));
}

async function productFileCount(db: Database, perFile: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(publicProducts);
  return Math.max(1, Math.ceil((row?.n ?? 0) / perFile));
}

/**
 * /sitemap.xml: the public pages, categories, brands and products in one file while they fit;
 * beyond that an index of /sitemap-main.xml and /sitemap-products-{n}.xml.
 */
export async function sitemapXml(
  db: Database,
  publicUrl: string,
  perFile = SITEMAP_PRODUCTS_PER_FILE,
): Promise<string> {
  const files = await productFileCount(db, perFile);
  if (files === 1) {
    const [main, productUrls] = await Promise.all([
      mainEntries(db, publicUrl),
      productEntries(db, publicUrl, 1, perFile),
    ]);
    return urlset([...main, ...productUrls]);
  }
  const sitemap = (path: string) => `  <sitemap><loc>${publicUrl}${path}</loc></sitemap>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    sitemap('/sitemap-main.xml'),
    ...Array.from({ length: files }, (_, index) => sitemap(`/sitemap-products-${index + 1}.xml`)),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** /sitemap-main.xml: the public pages, categories and brands. */
export async function sitemapMainXml(db: Database, publicUrl: string): Promise<string> {
  return urlset(await mainEntries(db, publicUrl));
}

/** /sitemap-products-{file}.xml, or undefined past the last file. */
export async function sitemapProductsXml(
  db: Database,
  publicUrl: string,
  file: number,
  perFile = SITEMAP_PRODUCTS_PER_FILE,
): Promise<string | undefined> {
  if (file < 1 || file > (await productFileCount(db, perFile))) return undefined;
  return urlset(await productEntries(db, publicUrl, file, perFile));
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard/',
    'Disallow: /api/',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
