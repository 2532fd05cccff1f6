import { useState } from 'react';
import type { AdminCustomer } from '@souk/shared/responses/admin-users';
import {
  ADMIN_CUSTOMER_DEFAULT_PAGE_SIZE,
  ADMIN_CUSTOMER_FILTERS,
  ADMIN_CUSTOMER_PAGE_SIZES,
  ADMIN_CUSTOMER_SORTS,
  type AdminCustomerFilter,
  type AdminCustomerSort,
} from '@souk/shared/schemas/admin-users';
import { Button } from '../../../../components/button';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { UsersIcon } from '../../../../components/icons';
import { ListPager } from '../../../../components/list-pager';
import { FilterButtons, SearchBox } from '../../../../components/list-toolbar';
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
import { useT } from '../../../../lib/language';
import { useSessionStore } from '../../../../lib/session';
import { useAdminCustomers } from '../api/get-admin-customers';
import type { AdminCustomerListFilters } from '../api/keys';
import { AdminCustomersTable } from '../components/admin-customers-table';
import { CustomerMetrics } from '../components/customer-metrics';
import { CustomerStatusDialog } from '../components/customer-status-dialog';
import { DeleteCustomerDialog } from '../components/delete-customer-dialog';

/** Text columns read A to Z first; ids and dates the latest first. */
const firstDirection = (sort: AdminCustomerSort): SortDirection =>
  sort === 'firstname' || sort === 'lastname' || sort === 'email' ? 'asc' : 'desc';

/** The list's filters from the address; anything unknown falls back to the defaults. */
function filtersOf(params: URLSearchParams): AdminCustomerListFilters {
  const sortBy = oneOf(ADMIN_CUSTOMER_SORTS, params.get('sort')) ?? 'registrationDate';
  return {
    filter: oneOf(ADMIN_CUSTOMER_FILTERS, params.get('filter')) ?? 'all',
    search: searchOf(params),
    sortBy,
    direction: oneOf(['asc', 'desc'] as const, params.get('dir')) ?? firstDirection(sortBy),
    page: pageOf(params),
    size: oneOf(ADMIN_CUSTOMER_PAGE_SIZES, params.get('size')) ?? ADMIN_CUSTOMER_DEFAULT_PAGE_SIZE,
  };
}

/**
 * /dashboard/admin/customers (issue 13; dashboards §2 "Customers", §4 "Customer account", §8, §9):
 * the metric cards, then every customer account filtered (all, active, inactive, new), searched,
 * sorted and paged by the server, the filters kept in the address; Edit changes an account's
 * status, Delete removes it (or anonymises it when it has orders). The layout's header carries
 * the title.
 */
export default function AdminCustomersPage() {
  const t = useT();
  const ownId = useSessionStore((state) => state.user?.id);
  // spec: dashboards §2 — the search box, asked once typing pauses, from the first page
  const { filters, update, draft, setDraft, clearSearch } = useAddressList(filtersOf);
  const customers = useAdminCustomers(filters);
  const [editing, setEditing] = useState<AdminCustomer | null>(null);
  const [deleting, setDeleting] = useState<AdminCustomer | null>(null);

  const sortBy = (column: AdminCustomerSort) => update(sortParams(filters, column, firstDirection));
  const showFilter = (filter: AdminCustomerFilter) =>
    update({ filter: filter === 'all' ? null : filter, page: null });

  useLastPageKept(filters.page, customers, update);

  const toolbar = (
    <div className="flex flex-wrap items-end justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-4">
      <div className="grid gap-1">
        <FilterButtons
          label={t('adminCustomers.filter.label')}
          filters={ADMIN_CUSTOMER_FILTERS}
          selected={filters.filter}
          filterName={(filter) => t(`adminCustomers.filter.${filter}`)}
          onFilter={showFilter}
        />
        {filters.filter === 'new' && (
          <p className="text-xs text-slate-600">{t('adminCustomers.filter.newHint')}</p>
        )}
      </div>
      <SearchBox
        label={t('adminCustomers.search.label')}
        placeholder={t('adminCustomers.search.placeholder')}
        value={draft}
        onChange={setDraft}
        clearLabel={t('adminCustomers.search.clear')}
        onClear={clearSearch}
        inputClassName="w-72 max-w-full"
      />
    </div>
  );

  const noneInFilter = {
    all: t('adminCustomers.states.emptyBody'),
    active: t('adminCustomers.states.noneActive'),
    inactive: t('adminCustomers.states.noneInactive'),
    new: t('adminCustomers.states.noneNew'),
  } satisfies Record<AdminCustomerFilter, string>;

  const nothingToShow = () => {
    if (!filters.search && filters.filter === 'all')
      return (
        <EmptyState
          icon={<UsersIcon size={28} />}
          title={t('adminCustomers.states.empty')}
          body={noneInFilter.all}
        />
      );
    return (
      <EmptyState
        icon={<UsersIcon size={28} />}
        title={t('adminCustomers.states.noMatch')}
        body={
          filters.search
            ? t('adminCustomers.states.noMatchSearch', { search: filters.search })
            : noneInFilter[filters.filter]
        }
        action={
          filters.search ? (
            <Button variant="secondary" onClick={clearSearch}>
              {t('adminCustomers.search.clear')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => showFilter('all')}>
              {t('adminCustomers.states.showAll')}
            </Button>
          )
        }
      />
    );
  };

  const body = () => {
    if (customers.isPending) return <ListSkeleton label={t('adminCustomers.states.loading')} />;
    if (customers.isError)
      return (
        <ErrorState
          message={apiErrorMessage(customers.error, t)}
          title={t('adminCustomers.states.error')}
          onRetry={() => void customers.refetch()}
          retryLabel={t('adminCustomers.states.retry')}
        />
      );
    const data = customers.data;
    if (data.content.length === 0 && data.totalElements === 0) return nothingToShow();
    return (
      <div className="grid gap-4" aria-busy={customers.isPlaceholderData}>
        <AdminCustomersTable
          customers={data.content}
          ownId={ownId}
          sortBy={filters.sortBy}
          direction={filters.direction}
          onSort={sortBy}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
        <ListPager
          data={data}
          page={filters.page + 1}
          onPage={(page) => update({ page: page > 1 ? String(page) : null })}
          pagerLabel={t('adminCustomers.pager.label')}
          rangeText={(range) => t('adminCustomers.pager.showing', range)}
          size={filters.size}
          sizes={ADMIN_CUSTOMER_PAGE_SIZES}
          sizeLabel={t('adminCustomers.pager.size')}
          onSize={(size) => update({ size: String(size), page: null })}
          ends={{ first: t('adminCustomers.pager.first'), last: t('adminCustomers.pager.last') }}
        />
      </div>
    );
  };

  return (
    <div className="grid gap-6">
      <p className="text-slate-700">{t('adminCustomers.intro')}</p>
      <CustomerMetrics />
      {toolbar}
      {body()}
      <CustomerStatusDialog customer={editing} onClose={() => setEditing(null)} />
      <DeleteCustomerDialog customer={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
