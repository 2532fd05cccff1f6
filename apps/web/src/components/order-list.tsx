import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { apiErrorMessage } from '../lib/api-error-message';
import { useT } from '../lib/language';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { ListPager, type PageFigures } from './list-pager';
import { Skeleton } from './skeleton';

/** spec: dashboards §9 — page sizes 5, 10, 25, 50; 10 by default. */
export const ORDER_PAGE_SIZES = [5, 10, 25, 50] as const;

/**
 * spec: dashboards §2 — above the orders table: the status filter (one pressed button a status)
 * and the search by order number, customer name or email.
 */
export function OrderListToolbar<Filter extends string>({
  filters,
  selected,
  filterName,
  onFilter,
  search,
  onSearch,
}: {
  filters: readonly Filter[];
  selected: Filter;
  filterName: (filter: Filter) => string;
  onFilter: (filter: Filter) => void;
  search: string;
  onSearch: (search: string) => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div
        role="group"
        aria-label={t('orderItems.list.filtersLabel')}
        className="flex flex-wrap gap-2"
      >
        {filters.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={selected === filter}
            onClick={() => onFilter(filter)}
            className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
              selected === filter
                ? 'bg-brand-700 text-white'
                : 'border border-slate-300 bg-white text-slate-800 hover:border-brand-600'
            }`}
          >
            {filterName(filter)}
          </button>
        ))}
      </div>
      <label className="block w-full max-w-sm">
        <span className="sr-only">{t('orderItems.list.search')}</span>
        <input
          type="search"
          value={search}
          placeholder={t('orderItems.list.search')}
          maxLength={200}
          onChange={(event) => onSearch(event.target.value)}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-100"
        />
      </label>
    </div>
  );
}

/**
 * The orders list as its query stands: rows of skeletons while it loads, the error with a retry,
 * the empty state (`filtered`: nothing matches the filter or search), or the table (`children`)
 * with the pager under it. `page` is zero-based, as the API pages.
 */
export function OrderListResults<Page extends PageFigures>({
  query,
  texts,
  filtered,
  page,
  size,
  onPage,
  onSize,
  children,
}: {
  query: UseQueryResult<Page>;
  texts: { loading: string; loadFailed: string; empty: string };
  filtered: boolean;
  page: number;
  size: number;
  /** `page` 1-based, as the pager counts */
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  children: (orders: Page['content']) => ReactNode;
}) {
  const t = useT();
  if (query.isPending)
    return (
      <div aria-busy="true" aria-label={texts.loading} className="space-y-2">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-14 w-full" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <ErrorState
        title={texts.loadFailed}
        message={apiErrorMessage(query.error, t)}
        onRetry={() => void query.refetch()}
        retryLabel={t('orderItems.list.retry')}
      />
    );
  const data = query.data;
  if (data.content.length === 0)
    return (
      <EmptyState
        title={t('orderItems.list.emptyTitle')}
        body={filtered ? t('orderItems.list.emptyFiltered') : texts.empty}
      />
    );
  return (
    <>
      {children(data.content)}
      <ListPager
        data={data}
        page={page + 1}
        onPage={onPage}
        rangeText={(range) => t('orderItems.table.showing', range)}
        size={size}
        sizes={ORDER_PAGE_SIZES}
        sizeLabel={t('orderItems.table.pageSize')}
        onSize={onSize}
      />
    </>
  );
}
