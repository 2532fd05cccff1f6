import { useState } from 'react';
import type { AdminOrder } from '@souk/shared/responses/admin-orders';
import { ADMIN_ORDER_FILTERS, type AdminOrderSort } from '@souk/shared/schemas/admin-orders';
import { MetricCard } from '../../../../components/metric-card';
import { OrderListResults, OrderListToolbar } from '../../../../components/order-list';
import { ShortPrice } from '../../../../components/short-price';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/language';
import { useListFilters } from '../../../../lib/use-list-filters';
import { useAdminOrders } from '../api/get-admin-orders';
import type { AdminOrdersFilters } from '../api/keys';
import { AdminOrderDetailsDialog } from '../components/admin-order-details-dialog';
import { AdminOrderStatusDialog } from '../components/admin-order-status-dialog';
import { AdminReturns } from '../returns/admin-returns';
import { AdminOrdersTable } from '../components/admin-orders-table';

/** Columns that read best largest or newest first when first chosen. */
const DESCENDING_FIRST: readonly AdminOrderSort[] = ['orderDate', 'total'];

/** /dashboard/admin/orders (dashboards §2 "Orders"). */
export default function AdminOrdersPage() {
  const t = useT();
  const format = useFormat();
  // spec: dashboards §2 — default sort orderDate descending, 10 a page
  const list = useListFilters<AdminOrderSort, Omit<AdminOrdersFilters, 'search'>>(
    { page: 0, size: 10, sortBy: 'orderDate', direction: 'desc', status: 'ALL' },
    DESCENDING_FIRST,
  );
  const { filters, asked } = list;
  const query = useAdminOrders({ ...filters, search: asked });
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [changed, setChanged] = useState<AdminOrder | null>(null);
  const [updating, setUpdating] = useState<AdminOrder | null>(null);

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
  const count = (value: number | undefined) => (value === undefined ? '—' : format.count(value));

  const cards = [
    {
      key: 'total',
      label: t('adminOrders.metrics.total'),
      value: count(insights?.totalOrders),
      hint:
        insights &&
        t('adminOrders.metrics.totalHint', {
          cancelled: format.count(insights.cancelledOrders),
          refunded: format.count(insights.refundedOrders),
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
        t('adminOrders.metrics.revenueHint', { amount: format.price(insights.refundDueTotal) }),
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
              // decision 029: the cards count every order, all time
              period={t('money.period.allTime')}
              value={card.value}
              hint={card.hint}
            />
          ))}
        </dl>
      </section>

      <OrderListToolbar
        filters={ADMIN_ORDER_FILTERS}
        selected={filters.status}
        filterName={(filter) => t(`adminOrders.filters.${filter}`)}
        onFilter={(status) => list.change({ status })}
        search={list.search}
        onSearch={list.setSearch}
      />

      <OrderListResults
        query={query}
        texts={{
          loading: t('adminOrders.loading'),
          loadFailed: t('adminOrders.loadFailed'),
          empty: t('adminOrders.empty.body'),
        }}
        filtered={filtered}
        page={filters.page}
        size={filters.size}
        onPage={list.showPage}
        onSize={(size) => list.change({ size })}
      >
        {(orders) => (
          <AdminOrdersTable
            orders={orders}
            sort={{ sortBy: filters.sortBy, direction: filters.direction }}
            onSort={list.sortOn}
            onDetails={(order) => {
              setChanged(null);
              setDetailsId(order.id);
            }}
            onUpdate={setUpdating}
          />
        )}
      </OrderListResults>

      <AdminReturns />

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
