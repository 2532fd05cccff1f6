import { useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { HomeIcon, RotateIcon, ShieldIcon, TagIcon, TruckIcon } from '../../../components/icons';
import { ProductPrice, RatingSummary } from '../../../components/product-card';
import { useProductActions } from '../../../components/product-actions';
import { ProductGrid, PRODUCT_GRID_CLASS } from '../../../components/product-grid';
import { ReadMore } from '../../../components/read-more';
import { ShippingNotice } from '../../../components/shipping-rule-texts';
import { ChevronEndIcon } from '../../../components/shop-icons';
import { ProductGridSkeleton, Skeleton } from '../../../components/skeleton';
import { StockText } from '../../../components/stock-text';
import { TabList, tabId, tabPanelId } from '../../../components/tabs';
import { ApiError } from '../../../lib/api-client';
import { useColorName } from '../../../lib/color-name';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/language';
import { useProduct } from '../api/get-product';
import { useRelatedProducts } from '../api/get-related-products';
import { ProductGallery } from '../components/product-gallery';
import { PriceAlertButton } from '../components/price-alert-button';
import { ProductOptions, type ProductChoice } from '../components/product-options';
import { ProductReviews } from '../components/product-reviews';
import { recordRecentlyViewed } from '../recently-viewed';
import type { Product } from '@souk/shared/responses/catalogue';
import { useDocumentTitle } from '../use-document-title';
import { useLocalName } from '../../../lib/local-name';

/** spec: storefront §9 — the short description is cut at 500 characters. */
const SHORT_DESCRIPTION_CHARS = 500;

type Tab = 'description' | 'specifications' | 'reviews';

/** spec: storefront §2 — specifications only when material, care, fit, origin and weight are all present. */
export function hasSpecifications(
  product: Pick<Product, 'material' | 'care' | 'fit' | 'origin' | 'weight'>,
) {
  return Boolean(
    product.material && product.care && product.fit && product.origin && product.weight !== null,
  );
}

/**
 * The Description tab repeats the text only when the short description above was cut (issue 14:
 * the same text twice on one page); otherwise the tab holds the features alone.
 */
export function isDescriptionCut(description: string): boolean {
  return description.trim().length > SHORT_DESCRIPTION_CHARS;
}

/** The product's category as something to name in the reader's language. */
const categoryOf = (product: Product) => ({
  name: product.categoryName ?? '',
  nameTranslations: product.categoryNameTranslations,
});

function Breadcrumb({ product }: { product: Product }) {
  const t = useT();
  const separator = (
    <li aria-hidden="true">
      <ChevronEndIcon size={14} className="text-slate-400 rtl:-scale-x-100" />
    </li>
  );
  return (
    <nav aria-label={t('catalogue.breadcrumb.label')}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
        <li>
          <Link
            to="/home"
            className="inline-flex items-center gap-1 hover:text-brand-800 hover:underline"
          >
            <HomeIcon size={14} />
            {t('catalogue.breadcrumb.home')}
          </Link>
        </li>
        {separator}
        <li>
          <Link to="/catalogue" className="hover:text-brand-800 hover:underline">
            {t('catalogue.breadcrumb.catalogue')}
          </Link>
        </li>
        {product.producer && (
          <>
            {separator}
            <li>
              {/* The spec's /brand/{producer} has no page: the brand's products are the catalogue by brand. */}
              <Link
                to={`/catalogue?brand=${product.brandId}`}
                dir="auto"
                className="hover:text-brand-800 hover:underline"
              >
                {product.producer}
              </Link>
            </li>
          </>
        )}
        {separator}
        <li
          aria-current="page"
          dir="auto"
          className="max-w-full truncate font-medium text-slate-900"
        >
          {product.name}
        </li>
      </ol>
    </nav>
  );
}

function Specifications({ product }: { product: Product }) {
  const t = useT();
  const format = useFormat();
  const colorName = useColorName();
  const rows: [string, string | null][] = [
    [t('catalogue.specs.material'), product.material],
    [t('catalogue.specs.care'), product.care],
    [t('catalogue.specs.fit'), product.fit],
    [t('catalogue.specs.origin'), product.origin],
    [
      t('catalogue.specs.weight'),
      product.weight === null
        ? null
        : t('catalogue.specs.kilograms', {
            weight: format.number(product.weight, { maximumFractionDigits: 3 }),
          }),
    ],
    [t('catalogue.specs.dimensions'), product.dimensions],
    [t('catalogue.specs.colors'), product.colors.map(colorName).join(', ') || null],
    [t('catalogue.specs.sizes'), product.sizes.join(', ') || null],
    [t('catalogue.specs.sku'), product.sku],
    [t('catalogue.specs.barcode'), product.barcode],
  ];
  return (
    <table className="w-full max-w-2xl border-collapse overflow-hidden rounded-2xl bg-white text-sm">
      <tbody>
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <tr key={label} className="border-b border-slate-100 last:border-b-0">
              <th
                scope="row"
                className="w-2/5 bg-slate-50 px-4 py-3 text-start font-semibold text-slate-900"
              >
                {label}
              </th>
              <td className="px-4 py-3 text-slate-700">{value}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

function RelatedProducts({ product }: { product: Product }) {
  const t = useT();
  const local = useLocalName();
  const related = useRelatedProducts(product.id, true);
  const items = (related.data ?? []).filter((item) => item.id !== product.id).slice(0, 5);
  if (related.isSuccess && items.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="below-fold mt-14">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="related-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('catalogue.product.related')}
        </h2>
        {product.categoryId && (
          <Link
            to={`/catalogue?category=${product.categoryId}`}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('catalogue.product.moreIn', { category: local(categoryOf(product)) })}
          </Link>
        )}
      </div>
      <div className="mt-5">
        {related.isPending ? (
          <ProductGridSkeleton
            count={5}
            label={t('catalogue.states.loadingProducts')}
            className={PRODUCT_GRID_CLASS.wideFive}
          />
        ) : related.isError ? (
          <ErrorState
            headingLevel={3}
            message={apiErrorMessage(related.error, t)}
            onRetry={() => void related.refetch()}
          />
        ) : (
          <ProductGrid products={items} columns="wideFive" />
        )}
      </div>
    </section>
  );
}

function ProductDetails({ product }: { product: Product }) {
  const t = useT();
  const local = useLocalName();
  const tabsId = useId();
  const actions = useProductActions();
  const [tab, setTab] = useState<Tab>(() =>
    isDescriptionCut(product.description) || product.features.length > 0
      ? 'description'
      : hasSpecifications(product)
        ? 'specifications'
        : 'reviews',
  );
  const [choice, setChoice] = useState<ProductChoice>({
    size: product.sizes.length === 1 ? product.sizes[0]! : null,
    color: product.colors.length === 1 ? product.colors[0]! : null,
    quantity: 1,
  });
  const specifications = hasSpecifications(product);
  const descriptionCut = isDescriptionCut(product.description);
  const describes = descriptionCut || product.features.length > 0;
  const tabs: { key: Tab; label: string }[] = [
    ...(describes
      ? [{ key: 'description' as const, label: t('catalogue.product.tabs.description') }]
      : []),
    ...(specifications
      ? [{ key: 'specifications' as const, label: t('catalogue.product.tabs.specifications') }]
      : []),
    { key: 'reviews', label: t('catalogue.product.tabs.reviews', { count: product.reviewCount }) },
  ];
  const images = [product.imageUrl, ...product.additionalImages].filter((image): image is string =>
    Boolean(image),
  );

  const openTab = (key: Tab) => {
    setTab(key);
    document
      .getElementById(tabId(tabsId, key))
      ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    document.getElementById(tabId(tabsId, key))?.focus({ preventScroll: true });
  };
  const openReviews = () => openTab('reviews');

  return (
    <>
      <div className="mt-5 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery name={product.name} images={images} />
        <div className="flex min-w-0 flex-col gap-5">
          <div>
            {product.producer && (
              <Link
                to={`/catalogue?brand=${product.brandId}`}
                dir="auto"
                className="text-sm font-semibold uppercase tracking-wide text-brand-700 hover:underline"
              >
                {product.producer}
              </Link>
            )}
            <h1
              dir="auto"
              className="mt-1 align-with-text text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl"
            >
              {product.name}
            </h1>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
              <RatingSummary
                rating={product.averageRating}
                reviewCount={product.reviewCount}
                size={18}
              />
              <button
                type="button"
                onClick={openReviews}
                className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {t('catalogue.product.readReviews', { count: product.reviewCount })}
              </button>
            </div>
          </div>

          <div className="flex flex-wrap items-center gap-3">
            <ProductPrice product={product} size="lg" />
            {product.discountPrice > 0 && (
              <span className="rounded-md bg-red-50 px-2 py-1 text-sm font-bold text-red-800 ring-1 ring-red-200">
                {t('catalogue.product.save', { percent: Math.round(product.discountPrice) })}
              </span>
            )}
          </div>
          <StockText quantity={product.quantity} />
          <PriceAlertButton product={product} />

          <div>
            <ReadMore
              text={product.description}
              limit={SHORT_DESCRIPTION_CHARS}
              className="text-slate-700"
            />
            {descriptionCut && (
              <button
                type="button"
                onClick={() => openTab('description')}
                className="mt-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {t('catalogue.product.fullDescription')}
              </button>
            )}
          </div>

          <ProductOptions
            sizes={product.sizes}
            colors={product.colors}
            available={product.quantity}
            choice={choice}
            onChange={setChoice}
          />
          {actions.purchase?.(product, choice)}

          <ul className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
            <li className="flex gap-3">
              <TruckIcon size={20} className="shrink-0 text-brand-700" />
              <span>
                {product.freeShipping ? (
                  <strong className="font-semibold text-slate-900">
                    {t('catalogue.product.freeShipping')}
                  </strong>
                ) : (
                  <ShippingNotice />
                )}
              </span>
            </li>
            <li className="flex gap-3">
              <RotateIcon size={20} className="shrink-0 text-brand-700" />
              {t('catalogue.product.returns')}
            </li>
            <li className="flex gap-3">
              <ShieldIcon size={20} className="shrink-0 text-brand-700" />
              {t('catalogue.product.securePayment')}
            </li>
          </ul>

          {product.tags.length > 0 && (
            <div className="flex flex-wrap items-center gap-2">
              <TagIcon size={16} className="text-slate-500" />
              <span className="sr-only">{t('catalogue.product.tags')}</span>
              <ul className="flex flex-wrap gap-2">
                {product.tags.map((tag) => (
                  <li key={tag.id}>
                    <Link
                      to={`/catalogue?tag=${tag.id}`}
                      className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                    >
                      #{local(tag)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {product.categoryName && (
              <>
                <dt className="text-slate-600">{t('catalogue.product.category')}</dt>
                <dd>
                  <Link
                    to={`/catalogue?category=${product.categoryId}`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {local(categoryOf(product))}
                  </Link>
                </dd>
              </>
            )}
            {product.sku && (
              <>
                <dt className="text-slate-600">{t('catalogue.specs.sku')}</dt>
                <dd className="font-medium text-slate-800">{product.sku}</dd>
              </>
            )}
          </dl>
        </div>
      </div>

      <section className="below-fold mt-12" aria-labelledby={`${tabsId}-title`}>
        {/* The tabs are the visible title; the heading keeps the outline h1 → h2 → h3. */}
        <h2 id={`${tabsId}-title`} className="sr-only">
          {t('catalogue.product.details')}
        </h2>
        <TabList
          id={tabsId}
          label={t('catalogue.product.details')}
          items={tabs}
          selected={tab}
          onSelect={setTab}
          className="flex overflow-x-auto border-b border-slate-200"
        />
        {tabs.map((item) => (
          <div
            key={item.key}
            id={tabPanelId(tabsId, item.key)}
            role="tabpanel"
            aria-labelledby={tabId(tabsId, item.key)}
            hidden={tab !== item.key}
            tabIndex={0}
            className="py-6 focus-visible:outline-offset-4"
          >
            {item.key === 'description' && (
              <div className="max-w-3xl">
                {descriptionCut && (
                  <p className="mb-6 whitespace-pre-line text-slate-700">{product.description}</p>
                )}
                {product.features.length > 0 && (
                  <>
                    <h3 className="font-semibold text-slate-900">
                      {t('catalogue.product.features')}
                    </h3>
                    <ul className="mt-2 list-disc space-y-1 ps-5 text-slate-700">
                      {product.features.map((feature) => (
                        <li key={feature}>{feature}</li>
                      ))}
                    </ul>
                  </>
                )}
              </div>
            )}
            {item.key === 'specifications' && <Specifications product={product} />}
            {item.key === 'reviews' && tab === 'reviews' && (
              <ProductReviews productId={product.id} />
            )}
          </div>
        ))}
      </section>

      <RelatedProducts product={product} />
    </>
  );
}

function ProductSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" className="mt-5 grid gap-8 lg:grid-cols-2 lg:gap-12">
      <span className="sr-only">{t('catalogue.states.loadingProduct')}</span>
      <Skeleton className="aspect-square w-full rounded-2xl" />
      <div className="grid content-start gap-4">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}

/**
 * /product/{productId} — spec: storefront §2 "Product page": breadcrumb, gallery, sizes, colours
 * and quantity, tabs (description, specifications, reviews with count), size guide, related
 * products, the short description, tags; the visit is recorded in recentlyViewed.
 */
export default function ProductPage() {
  const t = useT();
  const { productId } = useParams();
  const id = Number(productId);
  const product = useProduct(id);
  const valid = Number.isInteger(id) && id > 0;
  const notFound = !valid || (product.error instanceof ApiError && product.error.status === 404);
  useDocumentTitle(
    product.data?.name ?? (notFound ? t('catalogue.product.notFoundTitle') : undefined),
  );

  useEffect(() => {
    if (product.data) recordRecentlyViewed(product.data.id);
  }, [product.data]);

  return (
    <div className="container-page py-6 sm:py-8">
      {notFound ? (
        <EmptyState
          className="my-10"
          title={
            <span role="heading" aria-level={1}>
              {t('catalogue.product.notFoundTitle')}
            </span>
          }
          body={t('catalogue.product.notFoundBody')}
          action={
            <Link to="/catalogue" className={buttonClass('primary')}>
              {t('catalogue.product.backToCatalogue')}
            </Link>
          }
        />
      ) : product.isPending ? (
        <ProductSkeleton />
      ) : product.isError ? (
        <ErrorState
          className="my-10"
          message={apiErrorMessage(product.error, t)}
          onRetry={() => void product.refetch()}
        />
      ) : (
        <>
          <Breadcrumb product={product.data} />
          <ProductDetails key={product.data.id} product={product.data} />
        </>
      )}
    </div>
  );
}
