import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '@souk/shared/constants';
import { centsToNumber } from '@souk/shared/money';
import { BackToTop } from '../../../components/back-to-top';
import { Button, buttonClass } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { CloseIcon, HeartIcon } from '../../../components/icons';
import { Price } from '../../../components/price';
import { ProductCard } from '../../../components/product-card';
import { PRODUCT_GRID_CLASS } from '../../../components/product-grid';
import { SelectField } from '../../../components/select-field';
import { SearchIcon } from '../../../components/shop-icons';
import { ProductGridSkeleton } from '../../../components/skeleton';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/language';
import { useLocalName } from '../../../lib/local-name';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { useWishlist, useWishlistChange, type WishlistProduct } from '../api/wishlist';
import { AddToCartButton } from '../components/add-to-cart-panel';
import { CompareDialog } from '../components/compare-dialog';
import {
  ALL_CATEGORIES,
  categoryCounts,
  toggleCompare,
  viewWishlist,
  wishlistMetrics,
  WISHLIST_SORTS,
  type WishlistView,
} from '../wishlist-view';

function Metric({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold text-slate-900">{value}</dd>
      {hint && <dd className="text-xs text-slate-600">{hint}</dd>}
    </div>
  );
}

function Metrics({ products }: { products: WishlistProduct[] }) {
  const t = useT();
  const format = useFormat();
  const metrics = wishlistMetrics(products);
  return (
    <dl className="grid gap-3 sm:grid-cols-3" data-testid="wishlist-metrics">
      <Metric
        label={t('wishlistPage.metrics.totalItems')}
        value={format.count(metrics.totalItems)}
      />
      <Metric
        label={t('wishlistPage.metrics.savings')}
        value={<Price amount={centsToNumber(metrics.savingsCents)} />}
      />
      <Metric
        label={t('wishlistPage.metrics.priceAlerts')}
        value={format.count(metrics.priceAlerts)}
        hint={t('wishlistPage.metrics.priceAlertsHint')}
      />
    </dl>
  );
}

/**
 * spec: storefront §2 "Wishlist" — sort, search, category buttons with counts, metrics, clear
 * (confirmed), the items with add to cart and compare (up to three, side by side in a modal),
 * back-to-top on narrow screens and the empty states.
 */
export default function WishlistPage() {
  const t = useT();
  const localName = useLocalName();
  usePageTitle('wishlistPage.title');
  const wishlist = useWishlist();
  const change = useWishlistChange();
  const [view, setView] = useState<WishlistView>({
    sort: 'recent',
    search: '',
    category: ALL_CATEGORIES,
  });
  const [compareIds, setCompareIds] = useState<number[]>([]);
  const [comparing, setComparing] = useState(false);
  const [clearing, setClearing] = useState(false);

  const products = useMemo(() => wishlist.data?.products ?? [], [wishlist.data]);
  const shown = useMemo(() => viewWishlist(products, view), [products, view]);
  const categories = useMemo(() => categoryCounts(products), [products]);
  // A product that left the wishlist leaves the comparison too.
  const compared = compareIds
    .map((id) => products.find((product) => product.id === id))
    .filter((product): product is WishlistProduct => product !== undefined);

  const toggle = (product: WishlistProduct) => {
    const next = toggleCompare(
      compared.map((item) => item.id),
      product.id,
    );
    if (next) setCompareIds(next);
    else toast.info(t('wishlistPage.compareFull', { max: LIMITS.compareMax }));
  };
  const removeFromCompare = useCallback(
    (id: number) => setCompareIds((ids) => ids.filter((other) => other !== id)),
    [],
  );

  const heading = (
    <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('wishlistPage.title')}</h1>
  );

  if (!wishlist.data) {
    return (
      <div className="space-y-6">
        {heading}
        {wishlist.isError ? (
          <ErrorState
            message={t('basket.toast.loadWishlistFailed', {
              reason: apiErrorMessage(wishlist.error, t),
            })}
            retryLabel={t('wishlistPage.retry')}
            onRetry={() => void wishlist.refetch()}
          />
        ) : (
          <ProductGridSkeleton
            count={3}
            label={t('wishlistPage.loading')}
            className={PRODUCT_GRID_CLASS.beside}
          />
        )}
      </div>
    );
  }

  if (products.length === 0)
    return (
      <div className="space-y-6">
        {heading}
        <EmptyState
          icon={<HeartIcon size={28} />}
          title={t('wishlistPage.empty')}
          body={t('wishlistPage.emptyBody')}
          action={
            <Link to="/catalogue" className={buttonClass('primary')}>
              {t('wishlistPage.shop')}
            </Link>
          }
        />
      </div>
    );

  const chip = (active: boolean) =>
    `rounded-full border px-3 py-1.5 text-sm font-semibold transition-colors ${
      active
        ? 'border-brand-700 bg-brand-700 text-white'
        : 'border-slate-300 bg-white text-slate-800 hover:border-slate-500'
    }`;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {heading}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={compared.length === 0}
            onClick={() => setComparing(true)}
          >
            {t('wishlistPage.compareOpen', { count: compared.length, max: LIMITS.compareMax })}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setClearing(true)}>
            {t('wishlistPage.clear')}
          </Button>
        </div>
      </div>

      <Metrics products={products} />

      <div className="flex flex-wrap items-end gap-3">
        <div className="relative min-w-56 flex-1">
          <label htmlFor="wishlist-search" className="sr-only">
            {t('wishlistPage.search')}
          </label>
          <SearchIcon
            size={18}
            className="pointer-events-none absolute inset-y-0 start-3 my-auto text-slate-500"
          />
          <input
            id="wishlist-search"
            type="search"
            value={view.search}
            onChange={(event) => setView({ ...view, search: event.target.value })}
            placeholder={t('wishlistPage.searchPlaceholder')}
            className="block w-full rounded-lg border border-slate-300 bg-white py-2 ps-10 pe-3 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-100"
          />
        </div>
        <SelectField
          label={t('wishlistPage.sortBy')}
          value={view.sort}
          onChange={(event) =>
            setView({ ...view, sort: event.target.value as WishlistView['sort'] })
          }
        >
          {WISHLIST_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`wishlistPage.sort.${sort}`)}
            </option>
          ))}
        </SelectField>
      </div>

      <div role="group" aria-label={t('wishlistPage.categories')} className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={view.category === ALL_CATEGORIES}
          onClick={() => setView({ ...view, category: ALL_CATEGORIES })}
          className={chip(view.category === ALL_CATEGORIES)}
        >
          {t('wishlistPage.all')} ({products.length})
        </button>
        {categories.map((category) => (
          <button
            key={category.key}
            type="button"
            aria-pressed={view.category === category.key}
            onClick={() => setView({ ...view, category: category.key })}
            className={chip(view.category === category.key)}
          >
            {category.name
              ? localName({ name: category.name, nameTranslations: category.nameTranslations })
              : t('wishlistPage.other')}{' '}
            ({category.count})
          </button>
        ))}
      </div>

      {compared.length === 0 && (
        <p className="text-sm text-slate-600">
          {t('wishlistPage.compareHint', { max: LIMITS.compareMax })}
        </p>
      )}

      {shown.length === 0 ? (
        <EmptyState
          title={t('wishlistPage.noMatch')}
          body={t('wishlistPage.noMatchBody')}
          action={
            <Button
              variant="secondary"
              onClick={() => setView({ ...view, search: '', category: ALL_CATEGORIES })}
            >
              {t('wishlistPage.showAll')}
            </Button>
          }
        />
      ) : (
        <ul className={PRODUCT_GRID_CLASS.beside} aria-label={t('wishlistPage.title')}>
          {shown.map((product) => {
            const inCompare = compared.some((item) => item.id === product.id);
            return (
              <li key={product.id} className="min-w-0" data-testid="wishlist-item">
                <ProductCard
                  product={product}
                  headingLevel={2}
                  topActions={
                    <button
                      type="button"
                      onClick={() => change.mutate({ kind: 'remove', productId: product.id })}
                      aria-label={t('basket.removeFromWishlist', { name: product.name })}
                      className="inline-flex size-9 items-center justify-center rounded-full bg-white/95 text-slate-700 shadow-sm ring-1 ring-slate-200 hover:text-red-700"
                    >
                      <CloseIcon size={18} />
                    </button>
                  }
                  footer={
                    <div className="grid gap-1">
                      <AddToCartButton product={product} />
                      <label className="mt-1 flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
                        <input
                          type="checkbox"
                          checked={inCompare}
                          onChange={() => toggle(product)}
                          className="size-4 accent-brand-700"
                        />
                        {t('wishlistPage.compare')} <span className="sr-only">{product.name}</span>
                      </label>
                    </div>
                  }
                />
              </li>
            );
          })}
        </ul>
      )}

      <CompareDialog
        open={comparing}
        products={compared}
        onRemove={removeFromCompare}
        onReset={() => setCompareIds([])}
        onClose={() => setComparing(false)}
      />
      <ConfirmDialog
        open={clearing}
        title={t('wishlistPage.clearTitle')}
        body={t('wishlistPage.clearBody')}
        confirmLabel={t('wishlistPage.clear')}
        cancelLabel={t('wishlistPage.keep')}
        onConfirm={() => {
          change.mutate({ kind: 'clear' });
          setCompareIds([]);
        }}
        onClose={() => setClearing(false)}
      />
      <BackToTop />
    </div>
  );
}
