import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
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
import { MetricCard } from '../../../../components/metric-card';
import { Pagination } from '../../../../components/pagination';
import { SelectField } from '../../../../components/select-field';
import { SearchIcon } from '../../../../components/shop-icons';
import { Skeleton } from '../../../../components/skeleton';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { formatNumber } from '../../../../lib/format';
import { useLanguage, useT } from '../../../../lib/language';
import { useBrandId } from '../../use-brand-id';
import { useBrandCustomers } from '../api/get-brand-customers';
import type { CustomerListFilters } from '../api/keys';
import { CustomerOrdersDialog } from '../components/customer-orders-dialog';
import { CustomersTable } from '../components/customers-table';
import { MessageDialog } from '../components/message-dialog';

/** How long typing may pause before the search is asked. */
export const SEARCH_DEBOUNCE_MS = 300;
const DEFAULT_SIZE = 10;

/** Text columns read A to Z first; figures and dates the largest or latest first. */
const firstDirection = (sort: BrandCustomerSort) =>
  sort === 'name' || sort === 'email' ? 'asc' : 'desc';

const oneOf = <T extends string | number>(values: readonly T[], value: unknown): T | undefined =>
  values.find((candidate) => String(candidate) === value);

/** The list's filters from the address; anything unknown falls back to the defaults. */
function filtersOf(params: URLSearchParams): CustomerListFilters {
  const sortBy = oneOf(BRAND_CUSTOMER_SORTS, params.get('sort')) ?? 'lastOrder';
  const page = Number(params.get('page'));
  return {
    status: oneOf(BRAND_CUSTOMER_FILTERS, params.get('status')) ?? 'all',
    search: (params.get('q') ?? '').trim(),
    sortBy,
    direction: oneOf(['asc', 'desc'] as const, params.get('dir')) ?? firstDirection(sortBy),
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    size: oneOf(BRAND_CUSTOMER_PAGE_SIZES, params.get('size')) ?? DEFAULT_SIZE,
  };
}

type ParamChange = Record<string, string | null>;

/** The address's parameters with `change` made: null or empty removes one. */
function changed(current: URLSearchParams, change: ParamChange): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(change)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
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
  const language = useLanguage();
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const customers = useBrandCustomers(brandId, filters);
  const [draft, setDraft] = useState(filters.search);
  const [viewing, setViewing] = useState<BrandCustomer | null>(null);
  const [messaging, setMessaging] = useState<BrandCustomer | null>(null);

  const update = (change: ParamChange) =>
    setParams((current) => changed(current, change), { replace: true });

  // spec: dashboards §2 — search by name or email, asked once typing pauses; a new search starts
  // at the first page.
  const searched = filters.search;
  useEffect(() => {
    const wanted = draft.trim();
    if (wanted === searched) return;
    const timer = setTimeout(
      () => setParams((current) => changed(current, { q: wanted, page: null }), { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [draft, searched, setParams]);

  const clearSearch = () => {
    setDraft('');
    update({ q: null, page: null });
  };
  const sortBy = (column: BrandCustomerSort) =>
    update({
      sort: column,
      dir:
        column === filters.sortBy
          ? filters.direction === 'asc'
            ? 'desc'
            : 'asc'
          : firstDirection(column),
      page: null,
    });
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
            maxLength={200}
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
    const from = data.number * data.size + 1;
    const to = data.number * data.size + data.content.length;
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
        <div className="flex flex-wrap items-center justify-between gap-4">
          <SelectField
            label={t('brandCustomers.pager.size')}
            value={filters.size}
            onChange={(event) => update({ size: event.target.value, page: null })}
          >
            {BRAND_CUSTOMER_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </SelectField>
          <p role="status" className="text-sm text-slate-700">
            {t('brandCustomers.pager.showing', {
              from: formatNumber(from, language),
              to: formatNumber(to, language),
              total: formatNumber(data.totalElements, language),
            })}
          </p>
        </div>
        <Pagination
          page={filters.page + 1}
          totalPages={data.totalPages}
          onChange={(page) => update({ page: page > 1 ? String(page) : null })}
          label={t('brandCustomers.pager.label')}
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
