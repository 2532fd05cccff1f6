import { ADDRESS_UPDATE } from '../../../lib/address-update';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { AlertCircleIcon, StoreIcon } from '../../../components/icons';
import { Pagination } from '../../../components/pagination';
import { SelectField } from '../../../components/select-field';
import { Skeleton } from '../../../components/skeleton';
import { ViewToggle, type ViewMode } from '../../../components/view-toggle';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useFormat } from '../../../lib/format';
import type { TranslationKey } from '../../../lib/i18n';
import { useT } from '../../../lib/language';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBrandCategories } from '../api/get-brand-categories';
import { BRAND_SORTS, useBrands, type BrandSort } from '../api/get-brands';
import {
  BRAND_PAGE_SIZES,
  brandsSearchParams,
  NARROW_SCREEN_QUERY,
  parseBrandsParams,
  type BrandsState,
} from '../brands-filters';
import { BrandCard } from '../components/brand-card';
import { useLocalName } from '../../../lib/local-name';
import { useMediaQuery } from '../../../lib/render-hints';

const SORT_LABELS: Record<BrandSort, TranslationKey> = {
  popular: 'catalogue.brands.sort.popular',
  newest: 'catalogue.brands.sort.newest',
  alphabetical: 'catalogue.brands.sort.alphabetical',
};

/** spec: storefront §2 — the default view is grid on screens of 568 px or less, else list. */
function useDefaultView(): ViewMode {
  // The server guesses from the request whether the screen is a phone's.
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY, (hints) => hints.narrowScreen);
  return narrow ? 'grid' : 'list';
}

function BrandsSkeleton({ view, count }: { view: ViewMode; count: number }) {
  const t = useT();
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{t('catalogue.brands.loading')}</span>
      <div className={view === 'grid' ? 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3' : 'grid gap-5'}>
        {Array.from({ length: Math.min(count, 6) }, (_, index) => (
          <div key={index} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
            <Skeleton className="size-14 shrink-0 rounded-lg" />
            <div className="grid flex-1 content-start gap-2">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-3.5 w-24" />
              <Skeleton className="h-3.5 w-full" />
              <Skeleton className="h-3.5 w-5/6" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * /brands — spec: storefront §2 "Brands directory": hero with a link to #brands-list; brand
 * category sidebar with counts (empty categories hidden); sort, view, page and page size in the
 * address; brand cards with their first 4 products; an error state that reloads the page.
 */
export default function BrandsPage() {
  usePageTitle('catalogue.brands.title');
  const t = useT();
  const format = useFormat();
  const local = useLocalName();
  const [params, setParams] = useSearchParams();
  const defaultView = useDefaultView();
  const state = useMemo(() => parseBrandsParams(params, defaultView), [params, defaultView]);
  const categories = useBrandCategories();
  const brands = useBrands({
    page: state.page - 1,
    size: state.pageSize,
    sort: state.sort,
    category: state.category,
  });
  const listRef = useRef<HTMLElement>(null);

  const update = (patch: Partial<BrandsState>) =>
    setParams(brandsSearchParams({ ...state, page: 1, ...patch }, defaultView), ADDRESS_UPDATE);
  const pageHref = (page: number) => {
    const query = brandsSearchParams({ ...state, page }, defaultView).toString();
    return query ? `/brands?${query}` : '/brands';
  };

  const lastPage = useRef(state.page);
  useEffect(() => {
    if (lastPage.current === state.page) return;
    lastPage.current = state.page;
    listRef.current?.scrollIntoView({ block: 'start' });
  }, [state.page]);

  const visibleCategories = (categories.data ?? []).filter((category) => category.brandCount > 0);
  const allCount = visibleCategories.reduce((total, category) => total + category.brandCount, 0);
  const chosen = visibleCategories.find((category) => category.id === state.category);

  const categoryClass = (active: boolean) =>
    `flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-start text-sm font-medium transition-colors ${
      active ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-100'
    }`;
  const countClass = (active: boolean) =>
    `rounded-full px-2 py-0.5 text-xs tabular-nums ${active ? 'bg-brand-900 text-white' : 'bg-slate-100 text-slate-700'}`;

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-slate-900 via-brand-900 to-brand-800 text-white">
        <div
          aria-hidden="true"
          className="absolute -start-24 -bottom-24 size-80 rounded-full bg-accent-400/20 blur-2xl"
        />
        <div className="container-page relative py-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">
            {t('catalogue.brands.eyebrow')}
          </p>
          <h1 className="mt-3 max-w-2xl text-3xl font-extrabold tracking-tight sm:text-5xl">
            {t('catalogue.brands.title')}
          </h1>
          <p className="mt-4 max-w-xl text-brand-50 sm:text-lg">{t('catalogue.brands.heroBody')}</p>
          <a
            href="#brands-list"
            className={buttonClass(
              'primary',
              'lg',
              'mt-8 bg-accent-400! text-slate-900! hover:bg-accent-300!',
            )}
          >
            {t('catalogue.brands.heroCta')}
          </a>
        </div>
      </section>

      <div className="container-page grid gap-6 py-8 lg:grid-cols-[15rem_1fr] lg:gap-8">
        <nav
          aria-label={t('catalogue.brands.categories')}
          className="min-w-0 lg:sticky lg:top-20 lg:self-start"
        >
          <h2 className="mb-3 text-base font-bold text-slate-900">
            {t('catalogue.brands.categories')}
          </h2>
          {categories.isPending ? (
            <div className="grid gap-2" aria-hidden="true">
              {Array.from({ length: 6 }, (_, index) => (
                <Skeleton key={index} className="h-9 w-full" />
              ))}
            </div>
          ) : categories.isError ? (
            <p className="text-sm text-slate-600">{t('catalogue.brands.categoriesFailed')}</p>
          ) : (
            <ul className="flex gap-2 overflow-x-auto pb-2 lg:grid lg:gap-1 lg:overflow-visible lg:pb-0">
              <li className="shrink-0">
                <button
                  type="button"
                  aria-pressed={state.category === null}
                  onClick={() => update({ category: null })}
                  className={categoryClass(state.category === null)}
                >
                  {t('catalogue.brands.allCategories')}
                  <span className={countClass(state.category === null)}>
                    {format.count(allCount)}
                  </span>
                </button>
              </li>
              {visibleCategories.map((category) => {
                const active = category.id === state.category;
                return (
                  <li key={category.id} className="shrink-0">
                    <button
                      type="button"
                      aria-pressed={active}
                      onClick={() => update({ category: category.id })}
                      className={categoryClass(active)}
                    >
                      <span className="whitespace-nowrap">{local(category)}</span>
                      <span className={countClass(active)}>
                        {format.count(category.brandCount)}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </nav>

        <section
          ref={listRef}
          id="brands-list"
          aria-labelledby="brands-list-title"
          className="min-w-0 scroll-mt-20"
        >
          <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
            <div className="me-auto">
              <h2 id="brands-list-title" className="text-xl font-bold text-slate-900">
                {chosen ? local(chosen) : t('catalogue.brands.allBrands')}
              </h2>
              {brands.data && (
                <p className="text-sm text-slate-600" aria-live="polite">
                  {t('catalogue.brands.count', { count: brands.data.totalElements })}
                </p>
              )}
            </div>
            <SelectField
              label={t('catalogue.sort.label')}
              value={state.sort}
              onChange={(event) => update({ sort: event.target.value as BrandSort })}
            >
              {BRAND_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(SORT_LABELS[sort])}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('catalogue.brands.pageSize')}
              value={state.pageSize}
              onChange={(event) => update({ pageSize: Number(event.target.value) })}
            >
              {BRAND_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </SelectField>
            <ViewToggle
              value={state.view}
              onChange={(view) => update({ view, page: state.page })}
            />
          </div>

          <div className="mt-6" aria-busy={brands.isFetching}>
            {brands.isPending ? (
              <BrandsSkeleton view={state.view} count={state.pageSize} />
            ) : brands.isError ? (
              <div
                role="alert"
                className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
              >
                <AlertCircleIcon size={32} className="text-red-700" />
                <h3 className="text-lg font-semibold text-slate-900">
                  {t('catalogue.brands.errorTitle')}
                </h3>
                <p className="max-w-md text-sm text-slate-700">
                  {apiErrorMessage(brands.error, t)}
                </p>
                {/* spec: storefront §2 — the try-again button reloads the page. */}
                <Button variant="secondary" onClick={() => window.location.reload()}>
                  {t('catalogue.states.retry')}
                </Button>
              </div>
            ) : brands.data.content.length === 0 ? (
              <EmptyState
                icon={<StoreIcon size={28} />}
                title={t('catalogue.brands.emptyTitle')}
                body={t('catalogue.brands.emptyBody')}
                action={
                  <Link to="/brands" className={buttonClass('primary')}>
                    {t('catalogue.brands.allBrands')}
                  </Link>
                }
              />
            ) : (
              <div className={brands.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
                <ul
                  className={
                    state.view === 'grid'
                      ? 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3'
                      : 'grid gap-5'
                  }
                >
                  {brands.data.content.map((brand, index) => (
                    // Cards past the first screen are laid out when they come near it.
                    <li key={brand.id} className={index < 2 ? 'min-w-0' : 'below-fold min-w-0'}>
                      <BrandCard brand={brand} layout={state.view} />
                    </li>
                  ))}
                </ul>
                <Pagination
                  page={state.page}
                  totalPages={brands.data.totalPages}
                  hrefFor={pageHref}
                  className="mt-8"
                />
              </div>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
