import { useState } from 'react';
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
import { FilterButtons, SearchBox } from '../../../../components/list-toolbar';
import { MetricCard } from '../../../../components/metric-card';
import { ListSkeleton } from '../../../../components/skeleton';
import type { SortDirection } from '../../../../components/sortable-header';
import {
  oneOf,
  pageOf,
  searchOf,
  sortParams,
  useAddressList,
  useLastPageKept,
} from '../../../../lib/address-list';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/language';
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

/** The list's filters from the address; anything unknown falls back to the defaults. */
function filtersOf(params: URLSearchParams): CustomerListFilters {
  const sortBy = oneOf(BRAND_CUSTOMER_SORTS, params.get('sort')) ?? 'lastOrder';
  return {
    status: oneOf(BRAND_CUSTOMER_FILTERS, params.get('status')) ?? 'all',
    search: searchOf(params),
    sortBy,
    direction: oneOf(['asc', 'desc'] as const, params.get('dir')) ?? firstDirection(sortBy),
    page: pageOf(params),
    size: oneOf(BRAND_CUSTOMER_PAGE_SIZES, params.get('size')) ?? DEFAULT_SIZE,
  };
}

function SummaryCards({ summary }: { summary: BrandCustomersSummary }) {
  const t = useT();
  const format = useFormat();
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
            value={format.count(card.value)}
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
  const t = useT();
  const brandId = useBrandId();
  if (brandId === null) return <ListSkeleton label={t('brandCustomers.states.loading')} />;
  return <BrandCustomers brandId={brandId} />;
}

function BrandCustomers({ brandId }: { brandId: number }) {
  const t = useT();
  // spec: dashboards §2 — search by name or email, asked once typing pauses, from the first page
  const { filters, update, draft, setDraft, clearSearch } = useAddressList(filtersOf);
  const customers = useBrandCustomers(brandId, filters);
  const [viewing, setViewing] = useState<BrandCustomer | null>(null);
  const [messaging, setMessaging] = useState<BrandCustomer | null>(null);

  const sortBy = (column: BrandCustomerSort) => update(sortParams(filters, column, firstDirection));
  const showStatus = (status: BrandCustomerFilter) =>
    update({ status: status === 'all' ? null : status, page: null });

  useLastPageKept(filters.page, customers, update);

  const toolbar = (
    <div className="flex flex-wrap items-end justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-4">
      <FilterButtons
        label={t('brandCustomers.filter.label')}
        filters={BRAND_CUSTOMER_FILTERS}
        selected={filters.status}
        filterName={(status) => t(`brandCustomers.filter.${status}`)}
        onFilter={showStatus}
      />
      <SearchBox
        label={t('brandCustomers.search.label')}
        placeholder={t('brandCustomers.search.placeholder')}
        value={draft}
        onChange={setDraft}
        clearLabel={t('brandCustomers.search.clear')}
        onClear={clearSearch}
        inputClassName="w-72 max-w-full"
      />
    </div>
  );

  const body = () => {
    if (customers.isPending) return <ListSkeleton label={t('brandCustomers.states.loading')} />;
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
