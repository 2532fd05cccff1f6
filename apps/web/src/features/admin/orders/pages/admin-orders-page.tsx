import { useState } from 'react';
import { formatPrice } from '@souk/shared/money';
import type { AdminOrder } from '@souk/shared/responses/admin-orders';
import { ADMIN_ORDER_FILTERS, type AdminOrderSort } from '@souk/shared/schemas/admin-orders';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { ListPager } from '../../../../components/list-pager';
import { MetricCard } from '../../../../components/metric-card';
import { ShortPrice } from '../../../../components/short-price';
import { Skeleton } from '../../../../components/skeleton';
import { nextSort } from '../../../../components/sortable-header';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { formatNumber } from '../../../../lib/format';
import { useLanguage, useT } from '../../../../lib/language';
import { useDebouncedSearch } from '../../../../lib/use-debounced-search';
import { useAdminOrders } from '../api/get-admin-orders';
import type { AdminOrdersFilters } from '../api/keys';
import { AdminOrderDetailsDialog } from '../components/admin-order-details-dialog';
import { AdminOrderStatusDialog } from '../components/admin-order-status-dialog';
import { AdminOrdersTable, type AdminOrderColumn } from '../components/admin-orders-table';

/** spec: dashboards §9 — page sizes 5, 10, 25, 50; 10 by default. */
const PAGE_SIZES = [5, 10, 25, 50] as const;
/** Columns that read best largest or newest first when first chosen. */
const DESCENDING_FIRST: readonly AdminOrderSort[] = ['orderDate', 'total'];

/** /dashboard/admin/orders (dashboards §2 "Orders"). */
export default function AdminOrdersPage() {
  const t = useT();
  const language = useLanguage();
  // spec: dashboards §2 — default sort orderDate descending, 10 a page
  const [filters, setFilters] = useState<Omit<AdminOrdersFilters, 'search'>>({
    page: 0,
    size: 10,
    sortBy: 'orderDate',
    direction: 'desc',
    status: 'ALL',
  });
  const [search, setSearch] = useState('');
  // The search asked once typing pauses: not one list and insights query per keystroke.
  const [asked, setAsked] = useState('');
  useDebouncedSearch(search, asked, (wanted) => {
    setAsked(wanted);
    setFilters((current) => ({ ...current, page: 0 }));
  });
  const query = useAdminOrders({ ...filters, search: asked });
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [changed, setChanged] = useState<AdminOrder | null>(null);
  const [updating, setUpdating] = useState<AdminOrder | null>(null);

  const change = (next: Partial<typeof filters>) =>
    setFilters((current) => ({ ...current, page: 0, ...next }));
  const sortOn = (sortBy: AdminOrderColumn) =>
    change(
      nextSort(filters, sortBy, (column) => (DESCENDING_FIRST.includes(column) ? 'desc' : 'asc')),
    );

  const data = query.data;
  const insights = data?.insights;
  const filtered = filters.status !== 'ALL' || asked !== '';
  // the details follow the list as it refreshes; a refund's answer shows until it does
  const listed = data?.content.find((order) => order.id === detailsId);
  const details =
    detailsId === null
      ? null
      : changed?.id === detailsId && (!listed || listed.updatedAt < changed.updatedAt)
        ? changed
        : (listed ?? changed);
  const count = (value: number | undefined) =>
    value === undefined ? '—' : formatNumber(value, language);

  const cards = [
    {
      key: 'total',
      label: t('adminOrders.metrics.total'),
      value: count(insights?.totalOrders),
      hint:
        insights &&
        t('adminOrders.metrics.totalHint', {
          cancelled: formatNumber(insights.cancelledOrders, language),
          refunded: formatNumber(insights.refundedOrders, language),
        }),
    },
    {
      key: 'pending',
      label: t('adminOrders.metrics.pending'),
      value: count(insights?.pendingOrders),
      hint: t('adminOrders.metrics.pendingHint'),
    },
    {
      key: 'shipped',
      label: t('adminOrders.metrics.shipped'),
      value: count(insights?.shippedOrders),
    },
    {
      key: 'completed',
      label: t('adminOrders.metrics.completed'),
      value: count(insights?.completedOrders),
      hint: t('adminOrders.metrics.completedHint'),
    },
    {
      key: 'revenue',
      label: t('adminOrders.metrics.revenue'),
      value: insights ? <ShortPrice amount={insights.deliveredRevenue} /> : '—',
      hint:
        insights &&
        t('adminOrders.metrics.revenueHint', { amount: formatPrice(insights.refundDueTotal) }),
    },
  ];

  return (
    <div className="space-y-6">
      <p className="text-slate-700">{t('adminOrders.intro')}</p>

      <section aria-labelledby="admin-order-metrics">
        <h2 id="admin-order-metrics" className="sr-only">
          {t('adminOrders.metrics.label')}
        </h2>
        <dl
          aria-busy={query.isPending || undefined}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5"
        >
          {cards.map((card) => (
            <MetricCard
              key={card.key}
              testId="admin-order-metric"
              label={card.label}
              value={card.value}
              hint={card.hint}
            />
          ))}
        </dl>
      </section>

      <div className="flex flex-wrap items-end justify-between gap-4">
        <div
          role="group"
          aria-label={t('adminOrders.filters.label')}
          className="flex flex-wrap gap-2"
        >
          {ADMIN_ORDER_FILTERS.map((filter) => (
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
              {t(`adminOrders.filters.${filter}`)}
            </button>
          ))}
        </div>
        <label className="block w-full max-w-sm">
          <span className="sr-only">{t('adminOrders.search')}</span>
          <input
            type="search"
            value={search}
            placeholder={t('adminOrders.search')}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-100"
          />
        </label>
      </div>

      {query.isPending ? (
        <div aria-busy="true" aria-label={t('adminOrders.loading')} className="space-y-2">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-14 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState
          title={t('adminOrders.loadFailed')}
          message={apiErrorMessage(query.error, t)}
          onRetry={() => void query.refetch()}
          retryLabel={t('adminOrders.retry')}
        />
      ) : data!.content.length === 0 ? (
        <EmptyState
          title={t('adminOrders.empty.title')}
          body={filtered ? t('adminOrders.empty.filtered') : t('adminOrders.empty.body')}
        />
      ) : (
        <>
          <AdminOrdersTable
            orders={data!.content}
            sort={{ sortBy: filters.sortBy, direction: filters.direction }}
            onSort={sortOn}
            onDetails={(order) => {
              setChanged(null);
              setDetailsId(order.id);
            }}
            onUpdate={setUpdating}
          />
          <ListPager
            data={data!}
            page={filters.page + 1}
            onPage={(page) => setFilters((current) => ({ ...current, page: page - 1 }))}
            rangeText={(range) => t('adminOrders.table.showing', range)}
            size={filters.size}
            sizes={PAGE_SIZES}
            sizeLabel={t('adminOrders.table.pageSize')}
            onSize={(size) => change({ size })}
          />
        </>
      )}

      <AdminOrderDetailsDialog
        order={details ?? null}
        onClose={() => setDetailsId(null)}
        onChanged={setChanged}
      />
      <AdminOrderStatusDialog
        // a new form each time it opens, with nothing chosen
        key={updating?.id ?? 'closed'}
        order={updating}
        onClose={() => setUpdating(null)}
      />
    </div>
  );
}
