import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ChevronDownIcon, HomeIcon } from '../../../components/icons';
import { Pagination } from '../../../components/pagination';
import { ProductGrid, PRODUCT_GRID_CLASS } from '../../../components/product-grid';
import { SelectField } from '../../../components/select-field';
import { FilterIcon, SearchIcon } from '../../../components/shop-icons';
import { ProductGridSkeleton } from '../../../components/skeleton';
import { ViewToggle } from '../../../components/view-toggle';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useFormat } from '../../../lib/format';
import type { TranslationKey } from '../../../lib/i18n';
import { useT } from '../../../lib/language';
import { useCatalogueFacets } from '../api/get-catalogue-facets';
import { useCatalogueProducts } from '../api/get-catalogue-products';
import {
  activeFilterCount,
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_PAGE_SORTS,
  catalogueApiParams,
  catalogueListQuery,
  effectiveSort,
  tagMatches,
  type CataloguePageSort,
  type CatalogueFilters,
} from '../catalogue-filters';
import { ActiveFilters } from '../components/active-filters';
import { FilterSidebar } from '../components/filter-sidebar';
import type { Facets } from '@souk/shared/responses/catalogue';
import { useCatalogueState } from '../use-catalogue-state';
import { FilterNotices } from '../components/filter-notices';
import { useDocumentTitle } from '../use-document-title';
import { useFilterNames, type FilterNames } from '../use-filter-names';
import { useLocalName } from '../../../lib/local-name';

const SORT_LABELS: Record<CataloguePageSort, TranslationKey> = {
  relevance: 'catalogue.sort.relevance',
  popular: 'catalogue.sort.popular',
  'price-low': 'catalogue.sort.priceLow',
  'price-high': 'catalogue.sort.priceHigh',
  discount: 'catalogue.sort.discount',
  rating: 'catalogue.sort.rating',
};

/** The results' landmark, which the skip link leads to. */
const RESULTS_ID = 'catalogue-results';

/** What the list is: a search, one category, one brand, one tag, or everything. */
function useHeroTitle(
  filters: CatalogueFilters,
  facets: Facets | undefined,
  names: FilterNames,
): string {
  const t = useT();
  const local = useLocalName();
  if (filters.search) return t('catalogue.hero.searchTitle', { query: filters.search });
  const only = (list: string[]) => (list.length === 1 ? list[0]! : null);
  const others = (own: 'category' | 'brand' | 'tag') =>
    (['category', 'brand', 'tag'] as const).filter((key) => key !== own && filters[key].length)
      .length;
  const category = only(filters.category);
  if (category && !others('category')) return names.category(category);
  const brand = only(filters.brand);
  if (brand && !others('brand')) return names.brand(brand);
  const tag = only(filters.tag);
  if (tag && !others('tag')) {
    const found = facets?.tags.find((entry) => tagMatches(tag, entry));
    return t('catalogue.hero.tagTitle', { tag: found ? local(found) : tag });
  }
  return t('catalogue.hero.title');
}

/**
 * /catalogue — spec: storefront §2 "Catalogue": hero, filter sidebar with counts (a toggle on
 * phones), five sorts, grid or list, free shipping, pages of 8 with up to 5 page buttons, an
 * empty state that clears the filters; the whole state is kept in the address.
 */
export default function CataloguePage() {
  const t = useT();
  const format = useFormat();
  const navigate = useNavigate();
  const { filters, priceProblems, page, view, setFilters, setView, pageHref } = useCatalogueState();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const sidebarId = useId();
  const resultsRef = useRef<HTMLElement>(null);

  const listQuery = catalogueListQuery(filters, page);
  const products = useCatalogueProducts(listQuery);
  const facets = useCatalogueFacets(catalogueApiParams(filters).toString());
  // The names are looked up by id only once the facets for these filters are in (or failed).
  const names = useFilterNames(
    filters,
    facets.data,
    !facets.isPending && !facets.isPlaceholderData,
  );
  const title = useHeroTitle(filters, facets.data, names);
  useDocumentTitle(title);

  const total = products.data?.totalElements;
  const totalPages = products.data?.totalPages ?? 0;
  const filterCount = activeFilterCount(filters);
  const sort = effectiveSort(filters);
  const sorts: CataloguePageSort[] = filters.search
    ? ['relevance', ...CATALOGUE_PAGE_SORTS]
    : [...CATALOGUE_PAGE_SORTS];
  const defaultSort = filters.search ? 'relevance' : 'popular';

  // A new page of results starts at the top of the list.
  const lastPage = useRef(page);
  useEffect(() => {
    if (lastPage.current === page) return;
    lastPage.current = page;
    resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [page]);

  // spec: storefront §2 — clearing the search returns to /catalogue.
  const clearAll = () => navigate('/catalogue');

  const updating = products.isFetching && products.isPlaceholderData;

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div
          aria-hidden="true"
          className="absolute -end-20 -top-24 size-72 rounded-full bg-accent-400/20 blur-2xl"
        />
        <div className="container-page relative py-8 sm:py-12">
          <nav aria-label={t('catalogue.breadcrumb.label')}>
            <ol className="flex flex-wrap items-center gap-1.5 text-sm text-brand-100">
              <li>
                <Link
                  to="/home"
                  className="inline-flex items-center gap-1 hover:text-white hover:underline"
                >
                  <HomeIcon size={14} />
                  {t('catalogue.breadcrumb.home')}
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <Link
                  to="/catalogue"
                  aria-current={filterCount === 0 ? 'page' : undefined}
                  className="hover:text-white hover:underline"
                >
                  {t('catalogue.breadcrumb.catalogue')}
                </Link>
              </li>
            </ol>
          </nav>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight break-words sm:text-4xl">
            {title}
          </h1>
          <p className="mt-2 text-brand-50" aria-live="polite">
            {total === undefined
              ? t('catalogue.hero.subtitle')
              : t('catalogue.hero.count', {
                  count: total,
                  formatted: format.count(total),
                })}
          </p>
        </div>
      </section>

      <div className="container-page relative grid gap-4 py-6 sm:py-8 lg:grid-cols-[16rem_1fr] lg:gap-8">
        {/* Dozens of filter controls come before the first product: a way past them (issue 14). */}
        <a
          href={`#${RESULTS_ID}`}
          onClick={(event) => {
            event.preventDefault();
            resultsRef.current?.scrollIntoView({ block: 'start' });
            resultsRef.current?.focus({ preventScroll: true });
          }}
          className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-2 focus:z-20 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg focus:ring-2 focus:ring-brand-600"
        >
          {t('catalogue.skipToResults')}
        </a>
        {/* On phones the filters open above the results, under their toggle. */}
        <div className="lg:hidden">
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={sidebarId}
            onClick={() => setFiltersOpen((open) => !open)}
            className={buttonClass('secondary', 'md', 'w-full justify-between')}
          >
            <span className="inline-flex items-center gap-2">
              <FilterIcon size={18} />
              {t('catalogue.filters.toggle')}
              {filterCount > 0 && (
                <span className="rounded-full bg-brand-700 px-2 text-xs text-white">
                  {filterCount}
                </span>
              )}
            </span>
            <ChevronDownIcon size={16} className={filtersOpen ? 'rotate-180' : ''} />
          </button>
        </div>
        <aside
          id={sidebarId}
          aria-label={t('catalogue.filters.title')}
          className={`${filtersOpen ? 'block' : 'hidden'} rounded-2xl border border-slate-200 bg-white px-4 lg:block lg:self-start`}
        >
          <h2 className="pt-4 text-base font-bold text-slate-900">
            {t('catalogue.filters.title')}
          </h2>
          <FilterSidebar
            filters={filters}
            facets={facets.data}
            names={names}
            loading={facets.isPending}
            onChange={setFilters}
            onRetry={() => void facets.refetch()}
          />
          <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-white p-3 lg:hidden">
            <Button
              fullWidth
              onClick={() => {
                setFiltersOpen(false);
                resultsRef.current?.scrollIntoView({ block: 'start' });
              }}
            >
              {t('catalogue.filters.showResults', { count: total ?? 0 })}
            </Button>
          </div>
        </aside>

        <section
          ref={resultsRef}
          id={RESULTS_ID}
          tabIndex={-1}
          aria-labelledby="catalogue-results-title"
          className="min-w-0 scroll-mt-24 focus:outline-none"
        >
          <h2 id="catalogue-results-title" className="sr-only">
            {t('catalogue.results')}
          </h2>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
            <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                checked={filters.freeShipping}
                onChange={(event) => setFilters({ freeShipping: event.target.checked })}
                className="size-4 rounded border-slate-400 accent-brand-700"
              />
              {t('catalogue.freeShippingOnly')}
            </label>
            <div className="ms-auto flex flex-wrap items-center gap-3">
              <SelectField
                label={t('catalogue.sort.label')}
                value={sort}
                onChange={(event) => {
                  const value = event.target.value as CataloguePageSort;
                  setFilters({ sort: value === defaultSort ? null : value });
                }}
              >
                {sorts.map((option) => (
                  <option key={option} value={option}>
                    {t(SORT_LABELS[option])}
                  </option>
                ))}
              </SelectField>
              <ViewToggle value={view} onChange={setView} />
            </div>
          </div>

          <div className="mt-4 grid gap-3">
            <FilterNotices unknown={names.unknown} priceProblems={priceProblems} />
            <ActiveFilters
              filters={filters}
              facets={facets.data}
              names={names}
              onChange={setFilters}
              onClearSearch={clearAll}
              onClearAll={clearAll}
            />
          </div>

          <div className="mt-5" aria-busy={products.isFetching}>
            {products.isPending ? (
              <ProductGridSkeleton
                count={CATALOGUE_PAGE_SIZE}
                label={t('catalogue.states.loadingProducts')}
                layout={view}
                className={view === 'list' ? PRODUCT_GRID_CLASS.list : PRODUCT_GRID_CLASS.beside}
              />
            ) : products.isError ? (
              <ErrorState
                message={apiErrorMessage(products.error, t)}
                onRetry={() => void products.refetch()}
              />
            ) : products.data.content.length === 0 ? (
              products.data.totalElements > 0 ? (
                <EmptyState
                  title={t('catalogue.states.pageEmptyTitle')}
                  action={
                    <Link to={pageHref(1)} className={buttonClass('primary')}>
                      {t('catalogue.states.firstPage')}
                    </Link>
                  }
                />
              ) : (
                <EmptyState
                  icon={<SearchIcon size={28} />}
                  title={t('catalogue.states.noProductsTitle')}
                  body={
                    filters.search
                      ? t('catalogue.states.noSearchResults', { query: filters.search })
                      : t('catalogue.states.noProductsBody')
                  }
                  action={<Button onClick={clearAll}>{t('catalogue.clearFilters')}</Button>}
                />
              )
            ) : (
              <div className={`transition-opacity ${updating ? 'opacity-60' : ''}`}>
                <ProductGrid
                  products={products.data.content}
                  layout={view}
                  columns="beside"
                  eagerCount={4}
                />
                <Pagination
                  page={page}
                  totalPages={totalPages}
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
