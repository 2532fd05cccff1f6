import { useState } from 'react';
import type { BrandOrderRow } from '@souk/shared/responses/brand-orders';
import type { BrandOrderFilter, BrandOrderSort } from '@souk/shared/schemas/brand-orders';
import { MetricCard } from '../../../../components/metric-card';
import { OrderListResults, OrderListToolbar } from '../../../../components/order-list';
import { OrdersTable } from '../../../../components/orders-table';
import { ShortPrice } from '../../../../components/short-price';
import { useT } from '../../../../lib/language';
import { useListFilters } from '../../../../lib/use-list-filters';
import { useBrandId } from '../../use-brand-id';
import { useBrandOrders, type BrandOrdersFilters } from '../api/get-brand-orders';
import { OrderDetailsDialog } from '../components/order-details-dialog';
import { OrderStatusDialog } from '../components/order-status-dialog';
import { BrandReturns } from '../returns/brand-returns';

/** spec: dashboards §2 — the screen's status filter. */
const FILTERS: readonly BrandOrderFilter[] = [
  'all',
  'pending',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
];
/** Columns that read best largest or newest first when first chosen. */
const DESCENDING_FIRST: readonly BrandOrderSort[] = ['orderDate', 'total'];

/** /dashboard/brand/orders (dashboards §2 "Brand screens: Orders"). */
export default function BrandOrdersPage() {
  const t = useT();
  const brandId = useBrandId();
  const list = useListFilters<BrandOrderSort, Omit<BrandOrdersFilters, 'search'>>(
    { page: 0, size: 10, sortBy: 'orderDate', direction: 'desc', status: 'all' },
    DESCENDING_FIRST,
  );
  const { filters, asked } = list;
  const query = useBrandOrders(brandId, { ...filters, search: asked });
  const [details, setDetails] = useState<BrandOrderRow | null>(null);
  const [updating, setUpdating] = useState<BrandOrderRow | null>(null);

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
            // decision 029: the cards count all time, as the overview's
            period={t('money.period.allTime')}
            value={card.value ?? '—'}
            hint={card.hint}
          />
        ))}
      </dl>

      <OrderListToolbar
        filters={FILTERS}
        selected={filters.status}
        filterName={(filter) => t(`brandOrders.filters.${filter}`)}
        onFilter={(status) => list.change({ status })}
        search={list.search}
        onSearch={list.setSearch}
      />

      <OrderListResults
        query={query}
        texts={{
          loading: t('brandOrders.loading'),
          loadFailed: t('brandOrders.loadFailed'),
          empty: t('brandOrders.empty.body'),
        }}
        filtered={filtered}
        page={filters.page}
        size={filters.size}
        onPage={list.showPage}
        onSize={(size) => list.change({ size })}
      >
        {(orders) => (
          <OrdersTable
            orders={orders}
            caption={t('brandOrders.table.caption')}
            testId="brand-order-row"
            rowKey={(order) => order.brandOrderId}
            sort={{ sortBy: filters.sortBy, direction: filters.direction }}
            onSort={list.sortOn}
            onDetails={setDetails}
            onUpdate={setUpdating}
          />
        )}
      </OrderListResults>

      {brandId !== null && <BrandReturns brandId={brandId} />}

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
