import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '@souk/shared/responses/catalogue';
import { useFormat } from '../lib/format';
import { useT } from '../lib/language';
import { Bdi } from './bidi';
import { Price } from './price';
import { useProductActions } from './product-actions';
import { ProductImage } from './product-image';
import { Stars } from './stars';

/** What a product card reads of a product (storefront §3 "Product"); discountPrice is a percentage. */
export type ProductSummary = Pick<
  Product,
  | 'id'
  | 'name'
  | 'price'
  | 'discountPrice'
  | 'discountedPrice'
  | 'imageUrl'
  | 'producer'
  | 'averageRating'
  | 'reviewCount'
  | 'freeShipping'
  | 'material'
> &
  Partial<Pick<Product, 'description' | 'brandName' | 'inStock'>>;

export const productPath = (id: number) => `/product/${id}`;

/** The price a shopper pays, and the original one struck through when there is a discount. */
export function ProductPrice({
  product,
  size = 'md',
}: {
  product: Pick<ProductSummary, 'price' | 'discountPrice' | 'discountedPrice'>;
  size?: 'md' | 'lg';
}) {
  const t = useT();
  const discounted = product.discountPrice > 0;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span className="sr-only">{t('catalogue.card.price')}</span>
      <Price
        amount={product.discountedPrice}
        className={`font-bold ${discounted ? 'text-red-700' : 'text-slate-900'} ${
          size === 'lg' ? 'text-3xl' : 'text-lg'
        }`}
      />
      {discounted && (
        <>
          <span className="sr-only">{t('catalogue.card.originalPrice')}</span>
          <del className={`text-slate-500 ${size === 'lg' ? 'text-lg' : 'text-sm'}`}>
            <Price amount={product.price} />
          </del>
        </>
      )}
    </p>
  );
}

/** The rating stars and the number of reviews. */
export function RatingSummary({
  rating,
  reviewCount,
  size = 16,
}: {
  rating: number | null;
  reviewCount: number;
  size?: number;
}) {
  const t = useT();
  const format = useFormat();
  return (
    <p className="flex items-center gap-1.5 text-sm text-slate-600">
      <Stars rating={rating} size={size} />
      <span>
        <span aria-hidden="true">({format.count(reviewCount)})</span>
        <span className="sr-only">{t('catalogue.card.reviews', { count: reviewCount })}</span>
      </span>
    </p>
  );
}

function Badges({ product }: { product: ProductSummary }) {
  const t = useT();
  const discount = Math.round(product.discountPrice);
  return (
    <div className="pointer-events-none absolute start-2 top-2 flex flex-col items-start gap-1.5">
      {discount > 0 && (
        <span className="rounded-md bg-red-700 px-2 py-0.5 text-xs font-bold text-white shadow-sm">
          <bdi>{t('catalogue.card.discount', { percent: discount })}</bdi>
        </span>
      )}
      {product.freeShipping && (
        <span className="rounded-md bg-white/95 px-2 py-0.5 text-xs font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200">
          {t('catalogue.card.freeShipping')}
        </span>
      )}
    </div>
  );
}

/**
 * spec: storefront §2 "Product card" — discount badge, free-shipping tag, image (opens the
 * product), brand, name, stars, review count, discounted and original price, material tag.
 * `topActions` (over the picture) and `footer` (under the price) default to the app's product
 * actions: the wishlist heart and add to cart.
 */
export function ProductCard({
  product,
  layout = 'grid',
  eager = false,
  headingLevel = 3,
  topActions,
  footer,
}: {
  product: ProductSummary;
  layout?: 'grid' | 'list';
  /** Load the picture at once (the first cards of a page). */
  eager?: boolean;
  headingLevel?: 2 | 3 | 4;
  topActions?: ReactNode;
  footer?: ReactNode;
}) {
  const t = useT();
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const href = productPath(product.id);
  const brand = product.producer ?? product.brandName;
  const list = layout === 'list';
  const soldOut = product.inStock === false;
  const actions = useProductActions();
  const top = topActions ?? actions.cardTop?.(product);
  const bottom = footer ?? actions.cardFooter?.(product);

  return (
    <article
      data-testid="product-card"
      className={`group relative flex overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md ${
        list ? 'flex-row gap-3 p-3 sm:gap-5' : 'h-full flex-col'
      }`}
    >
      <div
        className={`relative shrink-0 overflow-hidden bg-slate-100 ${
          list ? 'w-28 self-start rounded-xl sm:w-44' : 'w-full'
        }`}
      >
        {/* The name below is the card's link for keyboards and screen readers. */}
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
          <ProductImage
            src={product.imageUrl}
            alt=""
            eager={eager}
            sizes={list ? '176px' : '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw'}
            className="aspect-square w-full transition-transform duration-300 group-hover:scale-105"
          />
        </Link>
        <Badges product={product} />
        {soldOut && (
          <span className="pointer-events-none absolute inset-x-0 bottom-0 bg-slate-900/75 py-1 text-center text-xs font-semibold text-white">
            {t('catalogue.card.outOfStock')}
          </span>
        )}
        {top && <div className="absolute end-2 top-2 flex flex-col gap-2">{top}</div>}
      </div>

      <div className={`flex min-w-0 flex-1 flex-col gap-1.5 ${list ? 'py-1' : 'p-4'}`}>
        {brand && (
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            <span className="sr-only">{t('catalogue.card.brand')} </span>
            <Bdi truncate>{brand}</Bdi>
          </p>
        )}
        <Heading className="font-semibold leading-snug text-slate-900">
          <Link
            to={href}
            dir="auto"
            className="line-clamp-2 align-with-text hover:text-brand-800 hover:underline underline-offset-2"
          >
            {product.name}
          </Link>
        </Heading>
        <RatingSummary rating={product.averageRating} reviewCount={product.reviewCount} />
        {list && product.description && (
          <p dir="auto" className="line-clamp-2 hidden text-sm text-slate-600 sm:block">
            {product.description}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-1">
          <ProductPrice product={product} />
          {product.material && (
            <span className="inline-flex max-w-full rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
              <span className="sr-only">{t('catalogue.card.material')} </span>
              <Bdi className="min-w-0 truncate">{product.material}</Bdi>
            </span>
          )}
        </div>
        {bottom}
      </div>
    </article>
  );
}
