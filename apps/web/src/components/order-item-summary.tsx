import type { OrderItem } from '@souk/shared/responses/orders';
import { useT } from '../lib/language';
import { ProductImage } from './product-image';
import { ItemAmount } from './order-money';

/** spec: dashboards §4 — an item's status in its colour (text stays AA-readable). */
const ITEM_TONE: Record<OrderItem['status'], string> = {
  PENDING: 'bg-amber-100 text-amber-900',
  ACCEPTED: 'bg-emerald-100 text-emerald-900',
  REJECTED: 'bg-red-100 text-red-900',
};

/**
 * One item as it was sold (dashboards §3 "Order item"; the brand's and the admin's order
 * screens): picture, name, options, quantity, status badge, subtotal and rejection reason.
 */
export function OrderItemSummary({ item }: { item: OrderItem }) {
  const t = useT();
  return (
    <div className="flex gap-3">
      <ProductImage
        src={item.imageUrl}
        alt=""
        className="size-16 shrink-0 rounded-lg object-cover"
      />
      <div className="min-w-0 flex-1 text-sm">
        <p dir="auto" className="align-with-text font-semibold text-slate-900">
          {item.productName}
        </p>
        <p className="text-slate-600">
          {[
            item.color && t('orderItems.color', { color: item.color }),
            item.size && t('orderItems.size', { size: item.size }),
            t('orderItems.quantity', { count: item.quantity }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2">
          <span
            data-testid="item-status"
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${ITEM_TONE[item.status]}`}
          >
            {t(`orderItems.status.${item.status}`)}
          </span>
          {/* decision 029: a rejected item is struck through with its reason and counts 0 */}
          <ItemAmount item={item} className="text-slate-800" />
        </p>
      </div>
    </div>
  );
}

/** Items of an order, each in its own box. */
export function OrderItemList({ items }: { items: readonly OrderItem[] }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.id} className="rounded-xl border border-slate-200 p-3">
          <OrderItemSummary item={item} />
        </li>
      ))}
    </ul>
  );
}
