import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ReceiptIcon } from '../../../components/icons';
import { SelectField } from '../../../components/select-field';
import { Skeleton } from '../../../components/skeleton';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/language';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCustomerOrders, type Order } from '../api/orders';
import { OrderDetailsDialog } from '../components/order-details-dialog';
import { MetricCard } from '../../../components/metric-card';
import { RowReceiptButton, RowStatus } from '../components/documents/order-documents';
import { ShortPrice } from '../../../components/short-price';
import { AmountDue } from '../../../components/order-money';
import {
  isPeriod,
  isSort,
  orderMetrics,
  PERIODS,
  SORTS,
  unitCount,
  visibleOrders,
  type Period,
  type SortOrder,
} from '../order-view';

function Metrics({ orders }: { orders: readonly Order[] }) {
  const t = useT();
  const format = useFormat();
  const metrics = orderMetrics(orders);
  const cards = [
    { label: t('orders.metrics.orders'), value: format.count(metrics.orders) },
    { label: t('orders.metrics.spent'), value: <ShortPrice amount={metrics.spent} /> },
    { label: t('orders.metrics.delivered'), value: format.count(metrics.delivered) },
    { label: t('orders.metrics.inProgress'), value: format.count(metrics.inProgress) },
  ];
  return (
    <section aria-label={t('orders.metrics.label')}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <MetricCard
            key={card.label}
            label={card.label}
            value={card.value}
            testId="order-metric"
          />
        ))}
      </dl>
    </section>
  );
}

function OrdersTable({
  orders,
  onDetails,
}: {
  orders: readonly Order[];
  onDetails: (order: Order) => void;
}) {
  const t = useT();
  const format = useFormat();
  const head = 'px-4 py-3 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase';
  return (
    // relative: the table's screen-reader-only texts are absolutely placed; without it they escape
    // the scrolling box and widen the page on a phone
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">{t('orders.table.caption')}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={head}>
              {t('orders.table.order')}
            </th>
            <th scope="col" className={head}>
              {t('orders.table.date')}
            </th>
            <th scope="col" className={head}>
              {t('orders.table.items')}
            </th>
            <th scope="col" className={head}>
              {t('money.figures.amountDue')}
            </th>
            <th scope="col" className={head}>
              {t('orders.table.status')}
            </th>
            <th scope="col" className={head}>
              <span className="sr-only">{t('orders.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {orders.map((order) => (
            <tr key={order.id} data-testid="order-row" data-order-number={order.orderNumber}>
              <th
                scope="row"
                className="px-4 py-3 text-start font-mono font-semibold text-slate-900"
              >
                <bdi dir="ltr">{order.orderNumber}</bdi>
              </th>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                {format.date(order.orderDate)}
              </td>
              <td className="px-4 py-3 text-slate-700">
                {t('orders.table.itemCount', { count: unitCount(order) })}
              </td>
              <td className="px-4 py-3 font-semibold text-slate-900">
                <AmountDue money={order.money} />
              </td>
              <td className="px-4 py-3">
                <RowStatus order={order} />
              </td>
              <td className="px-4 py-3 text-end whitespace-nowrap">
                <RowReceiptButton order={order} />
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onDetails(order)}
                  aria-label={t('orders.table.detailsOf', { number: order.orderNumber })}
                >
                  {t('orders.table.details')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * spec: storefront §2 "Order history" — metric cards, the period filter (30, 180 or 360 days),
 * newest or oldest first, the table and the details modal with Cancel, Buy Again and the invoice.
 * `onCartChanged` is told when Buy Again put something in the cart.
 */
export function OrderHistoryPage({ onCartChanged }: { onCartChanged?: () => void }) {
  const t = useT();
  usePageTitle('orders.title');
  const query = useCustomerOrders();
  const [period, setPeriod] = useState<Period>('all');
  const [sort, setSort] = useState<SortOrder>('newest');
  const [openId, setOpenId] = useState<number | null>(null);
  const orders = useMemo(
    () => visibleOrders(query.data ?? [], period, sort),
    [query.data, period, sort],
  );
  // The modal shows the order as the list has it now (a cancel updates both).
  const open = query.data?.find((order) => order.id === openId) ?? null;

  let body;
  if (query.isPending) {
    body = (
      <div className="grid gap-3" role="status" aria-label={t('orders.loading')}>
        <Skeleton className="h-24 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <ErrorState
        title={t('orders.loadFailed')}
        message={apiErrorMessage(query.error, t)}
        onRetry={() => void query.refetch()}
        retryLabel={t('orders.retry')}
      />
    );
  } else if (query.data.length === 0) {
    body = (
      <EmptyState
        icon={<ReceiptIcon size={28} />}
        title={t('orders.empty.title')}
        body={t('orders.empty.body')}
        action={
          <Link to="/catalogue" className={buttonClass('primary')}>
            {t('orders.empty.action')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <Metrics orders={orders} />
        <div className="flex flex-wrap items-center gap-4">
          <SelectField
            label={t('orders.filters.period')}
            value={period}
            onChange={(event) => isPeriod(event.target.value) && setPeriod(event.target.value)}
          >
            {(Object.keys(PERIODS) as Period[]).map((key) => (
              <option key={key} value={key}>
                {t(`orders.filters.${key}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('orders.filters.sort')}
            value={sort}
            onChange={(event) => isSort(event.target.value) && setSort(event.target.value)}
          >
            {SORTS.map((key) => (
              <option key={key} value={key}>
                {t(`orders.filters.${key}`)}
              </option>
            ))}
          </SelectField>
        </div>
        {orders.length === 0 ? (
          <EmptyState
            icon={<ReceiptIcon size={28} />}
            title={t('orders.noneInPeriod.title')}
            body={t('orders.noneInPeriod.body')}
            action={
              <Button variant="secondary" onClick={() => setPeriod('all')}>
                {t('orders.noneInPeriod.showAll')}
              </Button>
            }
          />
        ) : (
          <OrdersTable orders={orders} onDetails={(order) => setOpenId(order.id)} />
        )}
      </>
    );
  }

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('orders.title')}</h1>
        <p className="text-slate-600">{t('orders.intro')}</p>
      </header>
      {body}
      <OrderDetailsDialog
        order={open}
        onClose={() => setOpenId(null)}
        onCartChanged={onCartChanged}
      />
    </div>
  );
}

export default OrderHistoryPage;
