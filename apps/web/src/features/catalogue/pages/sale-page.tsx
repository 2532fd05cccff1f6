import { ADDRESS_UPDATE } from '../../../lib/address-update';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { TagIcon } from '../../../components/icons';
import { Pagination } from '../../../components/pagination';
import { ProductGrid, PRODUCT_GRID_CLASS } from '../../../components/product-grid';
import { SelectField } from '../../../components/select-field';
import { ProductGridSkeleton, Skeleton } from '../../../components/skeleton';
import { TabList, tabPanelId } from '../../../components/tabs';
import { ViewToggle, type ViewMode } from '../../../components/view-toggle';
import { apiErrorMessage } from '../../../lib/api-error-message';
import type { TranslationKey } from '../../../lib/i18n';
import { useT } from '../../../lib/language';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  SALE_PAGE_SIZE,
  SALE_SORTS,
  useDeepestDiscount,
  useDiscountedProducts,
  type SaleSort,
} from '../api/get-discounted-products';
import { useRootCategories } from '../api/get-root-categories';
import { useLocalName } from '../../../lib/local-name';

const SORT_LABELS: Record<SaleSort, TranslationKey> = {
  default: 'catalogue.sale.sort.default',
  'price-high-to-low': 'catalogue.sale.sort.priceHighToLow',
  'price-low-to-high': 'catalogue.sale.sort.priceLowToHigh',
  'biggest-discount': 'catalogue.sale.sort.biggestDiscount',
};

/** spec: storefront §2 — the sale hero says "up to 50% off" (the figure while none is known). */
const HERO_PERCENT = 50;

type SaleState = { category: number | null; sort: SaleSort; view: ViewMode; page: number };

function parseSaleParams(params: URLSearchParams): SaleState {
  const category = Number(params.get('category'));
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    category: Number.isInteger(category) && category > 0 ? category : null,
    sort: (SALE_SORTS as readonly string[]).includes(sort) ? (sort as SaleSort) : 'default',
    view: params.get('view') === 'list' ? 'list' : 'grid',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function saleSearchParams(state: SaleState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.category) params.set('category', String(state.category));
  if (state.sort !== 'default') params.set('sort', state.sort);
  if (state.view === 'list') params.set('view', 'list');
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * /sale — spec: storefront §2 "Sale page": hero (up to 50% off), category tabs, a sort select
 * that switches which discounted query runs (§4), grid or list, pages of 10, anchor
 * #sale-products. The state is kept in the address so a view can be shared.
 */
export default function SalePage() {
  usePageTitle('catalogue.sale.title');
  const t = useT();
  const local = useLocalName();
  const tabsId = useId();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSaleParams(params), [params]);
  const categories = useRootCategories();
  const products = useDiscountedProducts(state.sort, state.category, state.page - 1);
  const deepest = useDeepestDiscount();
  const sectionRef = useRef<HTMLElement>(null);

  const update = (patch: Partial<SaleState>) =>
    setParams(saleSearchParams({ ...state, page: 1, ...patch }), ADDRESS_UPDATE);
  const pageHref = (page: number) => {
    const query = saleSearchParams({ ...state, page }).toString();
    return query ? `/sale?${query}` : '/sale';
  };

  const lastPage = useRef(state.page);
  useEffect(() => {
    if (lastPage.current === state.page) return;
    lastPage.current = state.page;
    sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [state.page]);

  const tabs = [
    { key: 'all', label: t('catalogue.sale.allCategories') },
    ...(categories.data ?? []).map((category) => ({
      key: String(category.id),
      label: local(category),
    })),
  ];
  const selectedTab = state.category ? String(state.category) : 'all';
  // The spec's "up to 50%" was a sample figure: the hero names the deepest discount on sale now.
  const percent = deepest.isPending ? null : deepest.data ? Math.round(deepest.data) : HERO_PERCENT;

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-red-800 via-rose-700 to-accent-500 text-white">
        <div
          aria-hidden="true"
          className="absolute -end-16 -top-16 size-72 rounded-full bg-white/10 blur-xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-24 start-1/3 size-64 rounded-full bg-accent-300/30 blur-2xl"
        />
        <div className="container-page relative grid items-center gap-8 py-12 sm:py-16 md:grid-cols-[1fr_auto]">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
              <TagIcon size={16} />
              {t('catalogue.sale.eyebrow')}
            </p>
            <h1 className="mt-4 max-w-2xl text-3xl font-extrabold tracking-tight sm:text-5xl">
              {t('catalogue.sale.heroTitle')}
            </h1>
            <p className="mt-3 text-2xl font-black text-accent-300 sm:text-4xl">
              {percent === null ? (
                <Skeleton className="h-9 w-64 bg-white/25 sm:h-10" />
              ) : (
                t('catalogue.sale.upTo', { percent })
              )}
            </p>
            <p className="mt-4 max-w-xl text-rose-50 sm:text-lg">{t('catalogue.sale.heroBody')}</p>
            <a
              href="#sale-products"
              className={buttonClass(
                'primary',
                'lg',
                'mt-8 bg-white! text-red-800! hover:bg-rose-50!',
              )}
            >
              {t('catalogue.sale.heroCta')}
            </a>
          </div>
          <div
            aria-hidden="true"
            className="hidden size-44 items-center justify-center rounded-full bg-white text-red-700 shadow-2xl md:flex"
          >
            <span className="text-center">
              <span className="block text-5xl font-black" dir="ltr">
                -{percent ?? HERO_PERCENT}%
              </span>
            </span>
          </div>
        </div>
      </section>

      <section
        ref={sectionRef}
        id="sale-products"
        aria-labelledby="sale-products-title"
        className="container-page scroll-mt-16 py-8"
      >
        <h2 id="sale-products-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('catalogue.sale.productsTitle')}
        </h2>
        <TabList
          id={tabsId}
          label={t('catalogue.sale.categories')}
          items={tabs}
          selected={selectedTab}
          onSelect={(key) => update({ category: key === 'all' ? null : Number(key) })}
          panelFor={() => 'products'}
          className="mt-4 flex gap-2 overflow-x-auto pb-2"
          tabClassName={(selected) =>
            `shrink-0 whitespace-nowrap rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
              selected
                ? 'border-red-700 bg-red-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:border-slate-500'
            }`
          }
        />
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600" aria-live="polite">
            {products.data && t('catalogue.sale.count', { count: products.data.totalElements })}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <SelectField
              label={t('catalogue.sort.label')}
              value={state.sort}
              onChange={(event) => update({ sort: event.target.value as SaleSort })}
            >
              {SALE_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(SORT_LABELS[sort])}
                </option>
              ))}
            </SelectField>
            <ViewToggle
              value={state.view}
              onChange={(view) => update({ view, page: state.page })}
            />
          </div>
        </div>

        <div
          id={tabPanelId(tabsId, 'products')}
          role="tabpanel"
          aria-label={tabs.find((tab) => tab.key === selectedTab)?.label}
          aria-busy={products.isFetching}
          className="mt-6"
        >
          {products.isPending ? (
            <ProductGridSkeleton
              count={SALE_PAGE_SIZE}
              label={t('catalogue.states.loadingProducts')}
              layout={state.view}
              className={
                state.view === 'list' ? PRODUCT_GRID_CLASS.list : PRODUCT_GRID_CLASS.wideFive
              }
            />
          ) : products.isError ? (
            <ErrorState
              message={apiErrorMessage(products.error, t)}
              onRetry={() => void products.refetch()}
            />
          ) : products.data.content.length === 0 ? (
            <EmptyState
              icon={<TagIcon size={28} />}
              title={t('catalogue.sale.emptyTitle')}
              body={t('catalogue.sale.emptyBody')}
              action={
                state.category ? (
                  <button
                    type="button"
                    onClick={() => update({ category: null })}
                    className={buttonClass('primary')}
                  >
                    {t('catalogue.sale.allCategories')}
                  </button>
                ) : undefined
              }
            />
          ) : (
            <div className={products.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
              <ProductGrid
                products={products.data.content}
                layout={state.view}
                columns="wideFive"
                eagerCount={5}
              />
              <Pagination
                page={state.page}
                totalPages={products.data.totalPages}
                hrefFor={pageHref}
                className="mt-8"
              />
            </div>
          )}
        </div>
      </section>
    </>
  );
}
