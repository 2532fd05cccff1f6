import type { ReactNode } from 'react';
import { formatPrice } from '@souk/shared/money';
import type { BrandOrderRow } from '@souk/shared/responses/brand-orders';
import { Dialog } from '../../../../components/dialog';
import { OrderItemList } from '../../../../components/order-item-summary';
import { OrderStatusBadge } from '../../../../components/order-status-badge';
import { PostalAddress, shippingAddressOf } from '../../../../components/postal-address';
import { formatDate } from '../../../../lib/format';
import { useLanguage, useT } from '../../../../lib/language';

/**
 * The details modal (dashboards §2, §3 "Order"): the brand's items with picture, colour, size,
 * status and rejection reason; the part's dates; the delivery address; the payment.
 */
export function OrderDetailsDialog({
  order,
  onClose,
}: {
  order: BrandOrderRow | null;
  onClose: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const date = (value: string | null) =>
    value ? formatDate(value, language, { dateStyle: 'medium', timeStyle: 'short' }) : null;
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      title={order ? t('brandOrders.details.title', { number: order.orderNumber }) : ''}
    >
      {order && (
        <div data-testid="order-details" className="space-y-5 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <OrderStatusBadge status={order.status} />
            <span className="text-slate-600">{date(order.orderDate)}</span>
          </div>
          <Section title={t('brandOrders.details.customer')}>
            <p className="font-medium text-slate-900">{order.customerName}</p>
            <p className="text-slate-700">{order.customerEmail}</p>
          </Section>
          <Section title={t('brandOrders.details.items')}>
            <OrderItemList items={order.items} />
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
              <dt className="text-slate-600">{t('brandOrders.details.subtotal')}</dt>
              <dd className="text-end tabular-nums">{formatPrice(order.subtotal)}</dd>
              <dt className="font-semibold text-slate-900">{t('brandOrders.details.total')}</dt>
              <dd className="text-end font-semibold tabular-nums">{formatPrice(order.total)}</dd>
              {order.refundedAmount > 0 && (
                <>
                  <dt className="text-slate-600">{t('brandOrders.details.refundedAmount')}</dt>
                  <dd className="text-end tabular-nums">{formatPrice(order.refundedAmount)}</dd>
                </>
              )}
            </dl>
          </Section>
          <Section title={t('brandOrders.details.dates')}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              {(
                [
                  ['ordered', order.orderDate],
                  ['processed', order.processedDate],
                  ['shipped', order.shippedDate],
                  ['delivered', order.deliveredDate],
                  ['cancelled', order.cancelledDate],
                  ['refunded', order.refundedDate],
                ] as const
              )
                .filter(([, value]) => value)
                .map(([key, value]) => (
                  <div key={key} className="contents">
                    <dt className="text-slate-600">{t(`brandOrders.details.${key}`)}</dt>
                    <dd>{date(value)}</dd>
                  </div>
                ))}
            </dl>
          </Section>
          <Section title={t('brandOrders.details.address')}>
            <PostalAddress address={shippingAddressOf(order)} />
          </Section>
          <Section title={t('brandOrders.details.payment')}>
            <p>
              {t(`brandOrders.payment.${order.paymentMethod}`)} —{' '}
              {t(`brandOrders.payment.status.${order.paymentStatus}`)}
            </p>
          </Section>
          {order.notes && (
            <Section title={t('brandOrders.details.notes')}>
              <p className="whitespace-pre-line">{order.notes}</p>
            </Section>
          )}
        </div>
      )}
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}
