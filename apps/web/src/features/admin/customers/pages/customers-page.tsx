import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LIMITS } from '@souk/shared/constants';
import type { AdminCustomer, AdminCustomerPage } from '@souk/shared/responses/admin-users';
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
import { PageRange } from '../../../../components/list-pager';
import { Pagination } from '../../../../components/pagination';
import { SelectField } from '../../../../components/select-field';
import { SearchIcon } from '../../../../components/shop-icons';
import { Skeleton } from '../../../../components/skeleton';
import { nextSort, type SortDirection } from '../../../../components/sortable-header';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useT } from '../../../../lib/language';
import { withParams, type ParamChange } from '../../../../lib/search-params';
import { useSessionStore } from '../../../../lib/session';
import { useDebouncedSearch } from '../../../../lib/use-debounced-search';
import { useAdminCustomers } from '../api/get-admin-customers';
import type { AdminCustomerListFilters } from '../api/keys';
import { AdminCustomersTable } from '../components/admin-customers-table';
import { CustomerMetrics } from '../components/customer-metrics';
import { CustomerStatusDialog } from '../components/customer-status-dialog';
import { DeleteCustomerDialog } from '../components/delete-customer-dialog';

/** Text columns read A to Z first; ids and dates the latest first. */
const firstDirection = (sort: AdminCustomerSort): SortDirection =>
  sort === 'firstname' || sort === 'lastname' || sort === 'email' ? 'asc' : 'desc';

const oneOf = <T extends string | number>(values: readonly T[], value: unknown): T | undefined =>
  values.find((candidate) => String(candidate) === value);

/** The list's filters from the address; anything unknown falls back to the defaults. */
function filtersOf(params: URLSearchParams): AdminCustomerListFilters {
  const sortBy = oneOf(ADMIN_CUSTOMER_SORTS, params.get('sort')) ?? 'registrationDate';
  const page = Number(params.get('page'));
  return {
    filter: oneOf(ADMIN_CUSTOMER_FILTERS, params.get('filter')) ?? 'all',
    // an address typed or shared by hand may hold more than the API takes (400)
    search: (params.get('q') ?? '').trim().slice(0, LIMITS.searchMaxChars).trim(),
    sortBy,
    direction: oneOf(['asc', 'desc'] as const, params.get('dir')) ?? firstDirection(sortBy),
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    size: oneOf(ADMIN_CUSTOMER_PAGE_SIZES, params.get('size')) ?? ADMIN_CUSTOMER_DEFAULT_PAGE_SIZE,
  };
}

function LoadingCustomers() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" className="grid gap-3">
      <span className="sr-only">{t('adminCustomers.states.loading')}</span>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-12 rounded-xl" />
      ))}
    </div>
  );
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
  const searchId = useId();
  const ownId = useSessionStore((state) => state.user?.id);
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const customers = useAdminCustomers(filters);
  const [draft, setDraft] = useState(filters.search);
  const [editing, setEditing] = useState<AdminCustomer | null>(null);
  const [deleting, setDeleting] = useState<AdminCustomer | null>(null);

  const update = (change: ParamChange) =>
    setParams((current) => withParams(current, change), { replace: true });

  // spec: dashboards §2 — the search box, asked once typing pauses; a new search starts at the
  // first page.
  useDebouncedSearch(draft, filters.search, (wanted) => update({ q: wanted, page: null }));

  const clearSearch = () => {
    setDraft('');
    update({ q: null, page: null });
  };
  const sortBy = (column: AdminCustomerSort) => {
    const next = nextSort(filters, column, firstDirection);
    update({ sort: next.sortBy, dir: next.direction, page: null });
  };
  const showFilter = (filter: AdminCustomerFilter) =>
    update({ filter: filter === 'all' ? null : filter, page: null });

  // A page past the end (a hand-edited address, fewer customers since a delete): the last one.
  const lastPage = customers.data?.totalPages ?? 0;
  useEffect(() => {
    if (!customers.isPlaceholderData && lastPage > 0 && filters.page + 1 > lastPage)
      update({ page: lastPage > 1 ? String(lastPage) : null });
  });

  const toolbar = (
    <div className="flex flex-wrap items-end justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-4">
      <div className="grid gap-1">
        <div role="group" aria-label={t('adminCustomers.filter.label')} className="flex gap-2">
          {ADMIN_CUSTOMER_FILTERS.map((filter) => (
            <Button
              key={filter}
              size="sm"
              variant={filters.filter === filter ? 'primary' : 'secondary'}
              aria-pressed={filters.filter === filter}
              onClick={() => showFilter(filter)}
            >
              {t(`adminCustomers.filter.${filter}`)}
            </Button>
          ))}
        </div>
        {filters.filter === 'new' && (
          <p className="text-xs text-slate-600">{t('adminCustomers.filter.newHint')}</p>
        )}
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={searchId} className="sr-only">
          {t('adminCustomers.search.label')}
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
            placeholder={t('adminCustomers.search.placeholder')}
            maxLength={LIMITS.searchMaxChars}
            className="w-72 max-w-full rounded-lg border border-slate-300 bg-white py-2 ps-10 pe-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-3 focus:ring-brand-100 focus:outline-none"
          />
        </div>
        {draft && (
          <Button variant="ghost" size="sm" onClick={clearSearch}>
            {t('adminCustomers.search.clear')}
          </Button>
        )}
      </div>
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

  const pager = (data: AdminCustomerPage) => (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <SelectField
          label={t('adminCustomers.pager.size')}
          value={filters.size}
          onChange={(event) => update({ size: event.target.value, page: null })}
        >
          {ADMIN_CUSTOMER_PAGE_SIZES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <PageRange page={data} text={(range) => t('adminCustomers.pager.showing', range)} />
      </div>
      <Pagination
        page={filters.page + 1}
        totalPages={data.totalPages}
        onChange={(page) => update({ page: page > 1 ? String(page) : null })}
        label={t('adminCustomers.pager.label')}
        ends={{ first: t('adminCustomers.pager.first'), last: t('adminCustomers.pager.last') }}
      />
    </>
  );

  const body = () => {
    if (customers.isPending) return <LoadingCustomers />;
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
        {pager(data)}
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
