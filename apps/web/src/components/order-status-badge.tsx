import type { OrderStatus } from '@souk/shared/constants';
import { useT } from '../lib/language';

/** spec: storefront §4 "Order statuses" — each status in its colour (text stays AA-readable). */
const TONE: Record<OrderStatus, string> = {
  PENDING: 'bg-amber-100 text-amber-900',
  PROCESSING: 'bg-sky-100 text-sky-900',
  SHIPPED: 'bg-indigo-100 text-indigo-900',
  DELIVERED: 'bg-emerald-100 text-emerald-900',
  COMPLETED: 'bg-emerald-100 text-emerald-900',
  CANCELLED: 'bg-red-100 text-red-900',
  REFUNDED: 'bg-slate-200 text-slate-800',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <span
      data-testid="order-status"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONE[status]}`}
    >
      {t(`orders.status.${status}`)}
    </span>
  );
}
