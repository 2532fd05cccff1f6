import type { AdminOrder } from '@souk/shared/responses/admin-orders';
import type { AdminOrderSort } from '@souk/shared/schemas/admin-orders';
import { OrdersTable, type OrdersTableColumn } from '../../../../components/orders-table';
import type { SortState } from '../../../../components/sortable-header';
import { useT } from '../../../../lib/language';
import { useFormat } from '../../../../lib/format';

/**
 * spec: dashboards §2 — the orders table of components/orders-table; a row also says how many
 * brands sell in the order and what it owes back.
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
  onSort: (sortBy: OrdersTableColumn) => void;
  onDetails: (order: AdminOrder) => void;
  onUpdate: (order: AdminOrder) => void;
}) {
  const t = useT();
  const format = useFormat();
  return (
    <OrdersTable
      orders={orders}
      caption={t('adminOrders.table.caption')}
      testId="admin-order-row"
      rowKey={(order) => order.id}
      sort={sort}
      onSort={onSort}
      onDetails={onDetails}
      onUpdate={onUpdate}
      numberNote={(order) => (
        <span className="block text-xs font-normal text-slate-600">
          {t('adminOrders.table.brands', { count: order.brandPartsCount })}
        </span>
      )}
      totalNote={(order) =>
        order.refundDue > 0 && (
          <span className="block text-xs font-medium text-amber-900">
            {t('adminOrders.table.refundDue', { amount: format.price(order.refundDue) })}
          </span>
        )
      }
    />
  );
}
