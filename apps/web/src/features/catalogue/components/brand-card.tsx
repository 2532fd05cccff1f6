import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import {
  ArrowEndIcon,
  FacebookIcon,
  InstagramIcon,
  StarIcon,
  XLogoIcon,
} from '../../../components/icons';
import { Price } from '../../../components/price';
import { productPath } from '../../../components/product-card';
import { ProductImage } from '../../../components/product-image';
import { ReadMore } from '../../../components/read-more';
import { ExternalLinkIcon } from '../../../components/shop-icons';
import { Skeleton } from '../../../components/skeleton';
import { mediaUrl } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/language';
import { BRAND_CARD_PRODUCTS, useBrandProducts } from '../api/get-brand-products';
import type { Brand } from '@souk/shared/responses/catalogue';
import { useLocalName } from '../../../lib/local-name';

/** spec: storefront §9 — read-more on brand cards above 120 characters. */
const BRAND_DESCRIPTION_CHARS = 120;

function BrandProducts({ brand, layout }: { brand: Brand; layout: 'grid' | 'list' }) {
  const t = useT();
  const products = useBrandProducts(brand.id);
  // A list card shows the four products and the view-all tile in a row; a grid card in two
  // columns, the view-all tile as a bar under them.
  const tiles =
    layout === 'list' ? 'grid-cols-2 min-[420px]:grid-cols-3 sm:grid-cols-5' : 'grid-cols-2';
  if (products.isError)
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
        {t('catalogue.brands.productsFailed')}
      </p>
    );
  return (
    <ul
      className={`grid gap-2 ${tiles}`}
      aria-label={t('catalogue.brands.productsOf', { brand: brand.name })}
    >
      {products.isPending
        ? Array.from({ length: BRAND_CARD_PRODUCTS }, (_, index) => (
            <li key={index}>
              <Skeleton className="aspect-square w-full rounded-xl" />
            </li>
          ))
        : products.data.slice(0, BRAND_CARD_PRODUCTS).map((product) => (
            <li key={product.id}>
              <Link
                to={productPath(product.id)}
                className="group block overflow-hidden rounded-xl border border-slate-200 bg-white"
              >
                <ProductImage
                  src={product.imageUrl}
                  alt=""
                  className="aspect-square w-full transition-transform group-hover:scale-105"
                />
                <span
                  dir="auto"
                  className="line-clamp-2 align-with-text px-2 pt-1.5 text-xs font-medium text-slate-800"
                >
                  {product.name}
                </span>
                <Price
                  amount={product.discountedPrice}
                  className="block px-2 pb-1.5 text-xs font-bold text-slate-900"
                />
              </Link>
            </li>
          ))}
      <li className={layout === 'grid' ? 'col-span-2' : ''}>
        <Link
          to={`/catalogue?brand=${brand.id}`}
          className="flex h-full min-h-12 w-full flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-brand-600 bg-brand-50 p-2 text-center text-xs font-semibold text-brand-800 hover:bg-brand-100"
        >
          <ArrowEndIcon size={18} className="rtl:-scale-x-100" />
          {t('catalogue.brands.viewAll', { count: brand.productCount })}
          <span className="sr-only">{brand.name}</span>
        </Link>
      </li>
    </ul>
  );
}

const NETWORK_ICONS = { facebook: FacebookIcon, instagram: InstagramIcon, twitter: XLogoIcon };

/** The brand's social pages, as it set them in its settings (dashboards §3 "links"). */
function BrandLinks({ brand }: { brand: Brand }) {
  const t = useT();
  if (brand.links.length === 0) return null;
  return (
    <ul className="flex gap-2" aria-label={t('catalogue.brands.socialOf', { brand: brand.name })}>
      {brand.links.map((link) => {
        const Icon = NETWORK_ICONS[link.platform];
        return (
          <li key={link.platform}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex size-9 items-center justify-center rounded-full border border-slate-200 text-slate-700 hover:border-brand-600 hover:text-brand-700"
            >
              <Icon size={16} />
              <span className="sr-only">
                {t(`catalogue.brands.network.${link.platform}`)} {t('catalogue.brands.newTab')}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * spec: storefront §2 "Brands directory" — a brand card: logo, name (to /catalogue?brand={id}),
 * category badge (to /catalogue?category={categoryName}), rating, description with read-more
 * above 120 characters, the first 4 products and a view-all tile.
 */
export function BrandCard({ brand, layout }: { brand: Brand; layout: 'grid' | 'list' }) {
  const t = useT();
  const format = useFormat();
  const local = useLocalName();
  const rating = brand.averageRating ?? 0;
  return (
    <article
      data-testid="brand-card"
      className={`flex h-full gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${
        layout === 'list' ? 'flex-col md:flex-row' : 'flex-col'
      }`}
    >
      <div className={`flex min-w-0 flex-col gap-3 ${layout === 'list' ? 'md:w-2/5' : ''}`}>
        <div className="flex items-start gap-3">
          <Avatar
            src={mediaUrl(brand.logo)}
            fallbackSrc="/images/brand-placeholder.svg"
            name={brand.name}
            size={56}
            shape="rounded"
          />
          <div className="min-w-0">
            <h3 className="text-lg font-bold text-slate-900">
              <Link
                to={`/catalogue?brand=${brand.id}`}
                dir="auto"
                className="hover:text-brand-800 hover:underline"
              >
                {brand.name}
              </Link>
            </h3>
            {brand.brandCategoryName && (
              <Link
                to={`/catalogue?category=${encodeURIComponent(brand.brandCategoryName)}`}
                className="mt-1 inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
              >
                {local({
                  name: brand.brandCategoryName,
                  nameTranslations: brand.brandCategoryNameTranslations,
                })}
              </Link>
            )}
          </div>
        </div>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1 font-semibold">
            <StarIcon size={16} className="fill-accent-400 text-accent-500" />
            {format.rating(rating)}
            <span className="sr-only">{t('catalogue.brands.outOfFive')}</span>
          </span>
          <span>{t('catalogue.brands.reviews', { count: brand.reviewCount })}</span>
          <span>{t('catalogue.brands.products', { count: brand.productCount })}</span>
        </p>
        <ReadMore
          text={brand.description}
          limit={BRAND_DESCRIPTION_CHARS}
          expandable
          className="text-sm text-slate-600"
        />
        {brand.websiteUrl && (
          <a
            href={brand.websiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('catalogue.brands.website')}
            <ExternalLinkIcon size={14} className="rtl:-scale-x-100" />
            <span className="sr-only">{t('catalogue.brands.newTab')}</span>
          </a>
        )}
        <BrandLinks brand={brand} />
      </div>
      <div className="min-w-0 flex-1">
        <BrandProducts brand={brand} layout={layout} />
      </div>
    </article>
  );
}
