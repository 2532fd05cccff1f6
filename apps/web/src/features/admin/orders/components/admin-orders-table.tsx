import { formatPrice } from '@souk/shared/money';
import type { AdminOrder } from '@souk/shared/responses/admin-orders';
import type { AdminOrderSort } from '@souk/shared/schemas/admin-orders';
import { Button } from '../../../../components/button';
import { OrderStatusBadge } from '../../../../components/order-status-badge';
import { ShortPrice } from '../../../../components/short-price';
import {
  plainHeaderText,
  SortableHeader,
  type SortState,
} from '../../../../components/sortable-header';
import { formatDate } from '../../../../lib/format';
import { useLanguage, useT } from '../../../../lib/language';

/** The columns the table sorts on, in their order. */
export type AdminOrderColumn = Exclude<AdminOrderSort, 'createdAt'>;

const COLUMNS: readonly AdminOrderColumn[] = [
  'orderNumber',
  'customerName',
  'orderDate',
  'total',
  'status',
];

/**
 * spec: dashboards §2 — the sortable table (orderNumber, customerName, orderDate, total, status),
 * each heading a SortableHeader; a row says how many brands sell in the order and what it owes
 * back.
 */
export function AdminOrdersTable({
  orders,
  sort,
  onSort,
  onDetails,
  onUpdate,
}: {
  orders: AdminOrder[];
  sort: SortState<AdminOrderSort>;
  onSort: (sortBy: AdminOrderColumn) => void;
  onDetails: (order: AdminOrder) => void;
  onUpdate: (order: AdminOrder) => void;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t('adminOrders.table.caption')}</caption>
        <thead className="bg-slate-50">
          <tr>
            {COLUMNS.map((column) => (
              <SortableHeader
                key={column}
                label={t(`adminOrders.table.${column}`)}
                active={sort.sortBy === column}
                direction={sort.direction}
                onSort={() => onSort(column)}
                className="px-4 py-3 text-start"
              />
            ))}
            <th scope="col" className={`px-4 py-3 text-end ${plainHeaderText}`}>
              {t('adminOrders.table.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {orders.map((order) => (
            <tr key={order.id} data-testid="admin-order-row" data-number={order.orderNumber}>
              <th scope="row" className="px-4 py-3 text-start font-semibold text-slate-900">
                <bdi dir="ltr">{order.orderNumber}</bdi>
                <span className="block text-xs font-normal text-slate-600">
                  {t('adminOrders.table.brands', { count: order.brandPartsCount })}
                </span>
              </th>
              <td className="px-4 py-3">
                <span className="block text-slate-900">{order.customerName}</span>
                <span className="block text-xs text-slate-600">{order.customerEmail}</span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                {formatDate(order.orderDate, language)}
              </td>
              <td className="px-4 py-3">
                <ShortPrice amount={order.total} />
                {order.refundDue > 0 && (
                  <span className="block text-xs font-medium text-amber-900">
                    {t('adminOrders.table.refundDue', { amount: formatPrice(order.refundDue) })}
                  </span>
                )}
              </td>
              <td className="px-4 py-3">
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('adminOrders.table.detailsOf', { number: order.orderNumber })}
                    onClick={() => onDetails(order)}
                  >
                    {t('adminOrders.table.details')}
                  </Button>
                  <Button
                    size="sm"
                    aria-label={t('adminOrders.table.updateOf', { number: order.orderNumber })}
                    onClick={() => onUpdate(order)}
                  >
                    {t('adminOrders.table.update')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
