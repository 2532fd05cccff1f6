import { useState } from 'react';
import type { BrandOrderRow } from '@souk/shared/responses/brand-orders';
import type { BrandOrderFilter, BrandOrderSort } from '@souk/shared/schemas/brand-orders';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { ListPager } from '../../../../components/list-pager';
import { MetricCard } from '../../../../components/metric-card';
import { ShortPrice } from '../../../../components/short-price';
import { Skeleton } from '../../../../components/skeleton';
import { nextSort } from '../../../../components/sortable-header';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useT } from '../../../../lib/language';
import { useDebouncedSearch } from '../../../../lib/use-debounced-search';
import { useBrandId } from '../../use-brand-id';
import { useBrandOrders, type BrandOrdersFilters } from '../api/get-brand-orders';
import { BrandOrdersTable } from '../components/brand-orders-table';
import { OrderDetailsDialog } from '../components/order-details-dialog';
import { OrderStatusDialog } from '../components/order-status-dialog';

/** spec: dashboards §2 — the screen's status filter. */
const FILTERS: readonly BrandOrderFilter[] = [
  'all',
  'pending',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
];
/** spec: dashboards §9 — page sizes 5, 10, 25, 50; 10 by default. */
const PAGE_SIZES = [5, 10, 25, 50] as const;
/** Columns that read best largest or newest first when first chosen. */
const DESCENDING_FIRST: readonly BrandOrderSort[] = ['orderDate', 'total'];

/** /dashboard/brand/orders (dashboards §2 "Brand screens: Orders"). */
export default function BrandOrdersPage() {
  const t = useT();
  const brandId = useBrandId();
  const [filters, setFilters] = useState<Omit<BrandOrdersFilters, 'search'>>({
    page: 0,
    size: 10,
    sortBy: 'orderDate',
    direction: 'desc',
    status: 'all',
  });
  const [search, setSearch] = useState('');
  // The search asked once typing pauses: not one list, count and metrics query per keystroke.
  const [asked, setAsked] = useState('');
  useDebouncedSearch(search, asked, (wanted) => {
    setAsked(wanted);
    setFilters((current) => ({ ...current, page: 0 }));
  });
  const query = useBrandOrders(brandId, { ...filters, search: asked });
  const [details, setDetails] = useState<BrandOrderRow | null>(null);
  const [updating, setUpdating] = useState<BrandOrderRow | null>(null);

  const change = (next: Partial<typeof filters>) =>
    setFilters((current) => ({ ...current, page: 0, ...next }));
  const sortOn = (sortBy: BrandOrderSort) =>
    change(
      nextSort(filters, sortBy, (column) => (DESCENDING_FIRST.includes(column) ? 'desc' : 'asc')),
    );

  const data = query.data;
  const metrics = data?.metrics;
  const filtered = filters.status !== 'all' || asked !== '';

  return (
    <div className="space-y-6">
      <p className="text-slate-700">{t('brandOrders.intro')}</p>

      <dl
        aria-label={t('brandOrders.metrics.label')}
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
      >
        {[
          { label: t('brandOrders.metrics.total'), value: metrics?.totalOrders },
          { label: t('brandOrders.metrics.pending'), value: metrics?.pendingOrders },
          { label: t('brandOrders.metrics.shipped'), value: metrics?.shippedOrders },
          {
            label: t('brandOrders.metrics.revenue'),
            value: metrics && <ShortPrice amount={metrics.deliveredRevenue} />,
            hint: t('brandOrders.metrics.revenueHint'),
          },
        ].map((card) => (
          <MetricCard
            key={card.label}
            testId="brand-order-metric"
            label={card.label}
            value={card.value ?? '—'}
            hint={card.hint}
          />
        ))}
      </dl>

      <div className="flex flex-wrap items-end justify-between gap-4">
        <div
          role="group"
          aria-label={t('brandOrders.filters.label')}
          className="flex flex-wrap gap-2"
        >
          {FILTERS.map((filter) => (
            <button
              key={filter}
              type="button"
              aria-pressed={filters.status === filter}
              onClick={() => change({ status: filter })}
              className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
                filters.status === filter
                  ? 'bg-brand-700 text-white'
                  : 'border border-slate-300 bg-white text-slate-800 hover:border-brand-600'
              }`}
            >
              {t(`brandOrders.filters.${filter}`)}
            </button>
          ))}
        </div>
        <label className="block w-full max-w-sm">
          <span className="sr-only">{t('brandOrders.search')}</span>
          <input
            type="search"
            value={search}
            placeholder={t('brandOrders.search')}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-100"
          />
        </label>
      </div>

      {query.isPending ? (
        <div aria-busy="true" aria-label={t('brandOrders.loading')} className="space-y-2">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-14 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState
          title={t('brandOrders.loadFailed')}
          message={apiErrorMessage(query.error, t)}
          onRetry={() => void query.refetch()}
          retryLabel={t('brandOrders.retry')}
        />
      ) : data!.content.length === 0 ? (
        <EmptyState
          title={t('brandOrders.empty.title')}
          body={filtered ? t('brandOrders.empty.filtered') : t('brandOrders.empty.body')}
        />
      ) : (
        <>
          <BrandOrdersTable
            orders={data!.content}
            sort={{ sortBy: filters.sortBy, direction: filters.direction }}
            onSort={sortOn}
            onDetails={setDetails}
            onUpdate={setUpdating}
          />
          <ListPager
            data={data!}
            page={filters.page + 1}
            onPage={(page) => setFilters((current) => ({ ...current, page: page - 1 }))}
            rangeText={(range) => t('brandOrders.table.showing', range)}
            size={filters.size}
            sizes={PAGE_SIZES}
            sizeLabel={t('brandOrders.table.pageSize')}
            onSize={(size) => change({ size })}
          />
        </>
      )}

      <OrderDetailsDialog order={details} onClose={() => setDetails(null)} />
      {brandId !== null && (
        // a new dialog each time it opens: it starts on the Order Status tab, with nothing chosen
        <OrderStatusDialog
          key={updating?.id ?? 'closed'}
          brandId={brandId}
          order={updating}
          onClose={() => setUpdating(null)}
        />
      )}
    </div>
  );
}
