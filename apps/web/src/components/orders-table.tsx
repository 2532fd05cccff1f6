import type { ReactNode } from 'react';
import type { OrderStatus } from '@souk/shared/constants';
import { useFormat } from '../lib/format';
import { Bdi } from './bidi';
import { useT } from '../lib/language';
import { Button } from './button';
import { OrderStatusBadge } from './order-status-badge';
import { AmountDue } from './order-money';
import { plainHeaderText, SortableHeader, type SortState } from './sortable-header';

/** The columns an orders table sorts on, in their order. */
export type OrdersTableColumn = 'orderNumber' | 'customerName' | 'orderDate' | 'total' | 'status';

const COLUMNS: readonly OrdersTableColumn[] = [
  'orderNumber',
  'customerName',
  'orderDate',
  'total',
  'status',
];

/** What a row of an orders table shows, the admin's order or the brand's part. */
export type OrdersTableRow = {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  orderDate: string;
  total: number;
  /** decision 029: a row shows its amount due, as the details do */
  money: { amountDue: number };
  status: OrderStatus;
};

/**
 * spec: dashboards §2 — the orders screens' sortable table (orderNumber, customerName, orderDate,
 * total, status), each heading a SortableHeader (a keyboard-operable button, aria-sort on the
 * sorted one), each row with its Details and Update buttons. `numberNote` and `totalNote` add a
 * screen's own line under the number and the total.
 */
export function OrdersTable<Row extends OrdersTableRow, Sort extends string>({
  orders,
  caption,
  testId,
  rowKey,
  sort,
  onSort,
  onDetails,
  onUpdate,
  numberNote,
  totalNote,
}: {
  orders: Row[];
  caption: string;
  /** each row's data-testid */
  testId: string;
  rowKey: (order: Row) => number;
  sort: SortState<Sort>;
  onSort: (sortBy: OrdersTableColumn) => void;
  onDetails: (order: Row) => void;
  onUpdate: (order: Row) => void;
  numberNote?: (order: Row) => ReactNode;
  totalNote?: (order: Row) => ReactNode;
}) {
  const t = useT();
  const format = useFormat();
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {COLUMNS.map((column) => (
              <SortableHeader
                key={column}
                label={t(`orderItems.table.${column}`)}
                active={sort.sortBy === column}
                direction={sort.direction}
                onSort={() => onSort(column)}
                className="px-4 py-3 text-start"
              />
            ))}
            <th scope="col" className={`px-4 py-3 text-end ${plainHeaderText}`}>
              {t('orderItems.table.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {orders.map((order) => (
            <tr
              key={rowKey(order)}
              data-testid={testId}
              data-number={order.orderNumber}
              data-status={order.status}
            >
              <th scope="row" className="px-4 py-3 text-start font-semibold text-slate-900">
                <bdi dir="ltr">{order.orderNumber}</bdi>
                {numberNote?.(order)}
              </th>
              <td className="px-4 py-3">
                <Bdi className="block align-with-text text-slate-900">{order.customerName}</Bdi>
                <Bdi className="block align-with-text text-xs text-slate-600">
                  {order.customerEmail}
                </Bdi>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{format.date(order.orderDate)}</td>
              <td className="px-4 py-3">
                <AmountDue money={order.money} />
                {totalNote?.(order)}
              </td>
              <td className="px-4 py-3">
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('orderItems.table.detailsOf', { number: order.orderNumber })}
                    onClick={() => onDetails(order)}
                  >
                    {t('orderItems.table.details')}
                  </Button>
                  <Button
                    size="sm"
                    aria-label={t('orderItems.table.updateOf', { number: order.orderNumber })}
                    onClick={() => onUpdate(order)}
                  >
                    {t('orderItems.table.update')}
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
