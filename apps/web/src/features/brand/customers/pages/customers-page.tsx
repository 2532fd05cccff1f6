import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LIMITS } from '@souk/shared/constants';
import type { BrandCustomer, BrandCustomersSummary } from '@souk/shared/responses/brand-customers';
import {
  BRAND_CUSTOMER_FILTERS,
  BRAND_CUSTOMER_PAGE_SIZES,
  BRAND_CUSTOMER_SORTS,
  type BrandCustomerFilter,
  type BrandCustomerSort,
} from '@souk/shared/schemas/brand-customers';
import { Button } from '../../../../components/button';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { UsersIcon } from '../../../../components/icons';
import { ListPager } from '../../../../components/list-pager';
import { MetricCard } from '../../../../components/metric-card';
import { SearchIcon } from '../../../../components/shop-icons';
import { Skeleton } from '../../../../components/skeleton';
import { nextSort, type SortDirection } from '../../../../components/sortable-header';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { formatNumber } from '../../../../lib/format';
import { useLanguage, useT } from '../../../../lib/language';
import { withParams, type ParamChange } from '../../../../lib/search-params';
import { useDebouncedSearch } from '../../../../lib/use-debounced-search';
import { useBrandId } from '../../use-brand-id';
import { useBrandCustomers } from '../api/get-brand-customers';
import type { CustomerListFilters } from '../api/keys';
import { CustomerOrdersDialog } from '../components/customer-orders-dialog';
import { CustomersTable } from '../components/customers-table';
import { MessageDialog } from '../components/message-dialog';

const DEFAULT_SIZE = 10;

/** Text columns read A to Z first; figures and dates the largest or latest first. */
const firstDirection = (sort: BrandCustomerSort): SortDirection =>
  sort === 'name' || sort === 'email' ? 'asc' : 'desc';

const oneOf = <T extends string | number>(values: readonly T[], value: unknown): T | undefined =>
  values.find((candidate) => String(candidate) === value);

/** The list's filters from the address; anything unknown falls back to the defaults. */
function filtersOf(params: URLSearchParams): CustomerListFilters {
  const sortBy = oneOf(BRAND_CUSTOMER_SORTS, params.get('sort')) ?? 'lastOrder';
  const page = Number(params.get('page'));
  return {
    status: oneOf(BRAND_CUSTOMER_FILTERS, params.get('status')) ?? 'all',
    // an address typed or shared by hand may hold more than the API takes (400)
    search: (params.get('q') ?? '').trim().slice(0, LIMITS.searchMaxChars).trim(),
    sortBy,
    direction: oneOf(['asc', 'desc'] as const, params.get('dir')) ?? firstDirection(sortBy),
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    size: oneOf(BRAND_CUSTOMER_PAGE_SIZES, params.get('size')) ?? DEFAULT_SIZE,
  };
}

function LoadingCustomers() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" className="grid gap-3">
      <span className="sr-only">{t('brandCustomers.states.loading')}</span>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-12 rounded-xl" />
      ))}
    </div>
  );
}

function SummaryCards({ summary }: { summary: BrandCustomersSummary }) {
  const t = useT();
  const language = useLanguage();
  const cards = [
    { label: t('brandCustomers.metrics.total'), value: summary.totalCustomers },
    { label: t('brandCustomers.metrics.active'), value: summary.activeCustomers },
    { label: t('brandCustomers.metrics.inactive'), value: summary.inactiveCustomers },
    { label: t('brandCustomers.metrics.repeat'), value: summary.repeatCustomers },
  ];
  return (
    <section aria-label={t('brandCustomers.metrics.label')}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <MetricCard
            key={card.label}
            label={card.label}
            value={formatNumber(card.value, language)}
            testId="customer-metric"
          />
        ))}
      </dl>
    </section>
  );
}

/**
 * /dashboard/brand/customers (issue 12; dashboards §2 "Brand screens: Customers", §4 "Brand
 * customer status", §8 "Lists"): the brand's customers from its orders, filtered, searched,
 * sorted and paged by the server, the filters kept in the address; View lists a customer's
 * orders with the brand, Message writes to them. The layout's header carries the title.
 */
export default function BrandCustomersPage() {
  const brandId = useBrandId();
  if (brandId === null) return <LoadingCustomers />;
  return <BrandCustomers brandId={brandId} />;
}

function BrandCustomers({ brandId }: { brandId: number }) {
  const t = useT();
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const customers = useBrandCustomers(brandId, filters);
  const [draft, setDraft] = useState(filters.search);
  const [viewing, setViewing] = useState<BrandCustomer | null>(null);
  const [messaging, setMessaging] = useState<BrandCustomer | null>(null);

  const update = (change: ParamChange) =>
    setParams((current) => withParams(current, change), { replace: true });

  // spec: dashboards §2 — search by name or email, asked once typing pauses; a new search starts
  // at the first page.
  useDebouncedSearch(draft, filters.search, (wanted) => update({ q: wanted, page: null }));

  const clearSearch = () => {
    setDraft('');
    update({ q: null, page: null });
  };
  const sortBy = (column: BrandCustomerSort) => {
    const next = nextSort(filters, column, firstDirection);
    update({ sort: next.sortBy, dir: next.direction, page: null });
  };
  const showStatus = (status: BrandCustomerFilter) =>
    update({ status: status === 'all' ? null : status, page: null });

  // A page past the end (a hand-edited address, fewer customers since): show the last one.
  const lastPage = customers.data?.totalPages ?? 0;
  useEffect(() => {
    if (!customers.isPlaceholderData && lastPage > 0 && filters.page + 1 > lastPage)
      update({ page: String(lastPage) });
  });

  const toolbar = (
    <div className="flex flex-wrap items-end justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-4">
      <div role="group" aria-label={t('brandCustomers.filter.label')} className="flex gap-2">
        {BRAND_CUSTOMER_FILTERS.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={filters.status === status ? 'primary' : 'secondary'}
            aria-pressed={filters.status === status}
            onClick={() => showStatus(status)}
          >
            {t(`brandCustomers.filter.${status}`)}
          </Button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={searchId} className="sr-only">
          {t('brandCustomers.search.label')}
        </label>
        <div className="relative">
          <SearchIcon
            size={18}
            className="pointer-events-none absolute inset-y-0 start-3 my-auto text-slate-500"
          />
          <input
            id={searchId}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t('brandCustomers.search.placeholder')}
            maxLength={LIMITS.searchMaxChars}
            className="w-72 max-w-full rounded-lg border border-slate-300 bg-white py-2 ps-10 pe-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-3 focus:ring-brand-100 focus:outline-none"
          />
        </div>
        {draft && (
          <Button variant="ghost" size="sm" onClick={clearSearch}>
            {t('brandCustomers.search.clear')}
          </Button>
        )}
      </div>
    </div>
  );

  const body = () => {
    if (customers.isPending) return <LoadingCustomers />;
    if (customers.isError)
      return (
        <ErrorState
          message={apiErrorMessage(customers.error, t)}
          title={t('brandCustomers.states.error')}
          onRetry={() => void customers.refetch()}
          retryLabel={t('brandCustomers.states.retry')}
        />
      );
    const data = customers.data;
    if (data.content.length === 0) {
      if (data.summary.totalCustomers === 0)
        return (
          <EmptyState
            icon={<UsersIcon size={28} />}
            title={t('brandCustomers.states.empty')}
            body={t('brandCustomers.states.emptyBody')}
          />
        );
      return (
        <EmptyState
          icon={<UsersIcon size={28} />}
          title={t('brandCustomers.states.noMatch')}
          body={
            filters.search
              ? t('brandCustomers.states.noMatchSearch', { search: filters.search })
              : filters.status === 'inactive'
                ? t('brandCustomers.states.noInactive')
                : t('brandCustomers.states.noActive')
          }
          action={
            filters.search ? (
              <Button variant="secondary" onClick={clearSearch}>
                {t('brandCustomers.search.clear')}
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => showStatus('all')}>
                {t('brandCustomers.states.showAll')}
              </Button>
            )
          }
        />
      );
    }
    return (
      <div className="grid gap-4" aria-busy={customers.isPlaceholderData}>
        <CustomersTable
          customers={data.content}
          sortBy={filters.sortBy}
          direction={filters.direction}
          onSort={sortBy}
          onView={setViewing}
          onMessage={setMessaging}
        />
        <ListPager
          data={data}
          page={filters.page + 1}
          onPage={(page) => update({ page: page > 1 ? String(page) : null })}
          pagerLabel={t('brandCustomers.pager.label')}
          rangeText={(range) => t('brandCustomers.pager.showing', range)}
          size={filters.size}
          sizes={BRAND_CUSTOMER_PAGE_SIZES}
          sizeLabel={t('brandCustomers.pager.size')}
          onSize={(size) => update({ size: String(size), page: null })}
        />
      </div>
    );
  };

  return (
    <div className="grid gap-6">
      <p className="text-slate-700">{t('brandCustomers.intro')}</p>
      {customers.data && <SummaryCards summary={customers.data.summary} />}
      {toolbar}
      {body()}
      <CustomerOrdersDialog brandId={brandId} customer={viewing} onClose={() => setViewing(null)} />
      <MessageDialog brandId={brandId} customer={messaging} onClose={() => setMessaging(null)} />
    </div>
  );
}
