import type { BrandOrderRow } from '@souk/shared/responses/brand-orders';
import type { BrandOrderSort } from '@souk/shared/schemas/brand-orders';
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

const COLUMNS: readonly BrandOrderSort[] = [
  'orderNumber',
  'customerName',
  'orderDate',
  'total',
  'status',
];

/**
 * spec: dashboards §2 — the sortable table (orderNumber, customerName, orderDate, total, status).
 * Each heading is a SortableHeader (a keyboard-operable button, aria-sort on the sorted one).
 */
export function BrandOrdersTable({
  orders,
  sort,
  onSort,
  onDetails,
  onUpdate,
}: {
  orders: BrandOrderRow[];
  sort: SortState<BrandOrderSort>;
  onSort: (sortBy: BrandOrderSort) => void;
  onDetails: (order: BrandOrderRow) => void;
  onUpdate: (order: BrandOrderRow) => void;
}) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t('brandOrders.table.caption')}</caption>
        <thead className="bg-slate-50">
          <tr>
            {COLUMNS.map((column) => (
              <SortableHeader
                key={column}
                label={t(`brandOrders.table.${column}`)}
                active={sort.sortBy === column}
                direction={sort.direction}
                onSort={() => onSort(column)}
                className="px-4 py-3 text-start"
              />
            ))}
            <th scope="col" className={`px-4 py-3 text-end ${plainHeaderText}`}>
              {t('brandOrders.table.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {orders.map((order) => (
            <tr
              key={order.brandOrderId}
              data-testid="brand-order-row"
              data-number={order.orderNumber}
            >
              <th scope="row" className="px-4 py-3 text-start font-semibold text-slate-900">
                <bdi dir="ltr">{order.orderNumber}</bdi>
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
              </td>
              <td className="px-4 py-3">
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('brandOrders.table.detailsOf', { number: order.orderNumber })}
                    onClick={() => onDetails(order)}
                  >
                    {t('brandOrders.table.details')}
                  </Button>
                  <Button
                    size="sm"
                    aria-label={t('brandOrders.table.updateOf', { number: order.orderNumber })}
                    onClick={() => onUpdate(order)}
                  >
                    {t('brandOrders.table.update')}
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
