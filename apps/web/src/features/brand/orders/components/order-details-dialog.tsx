import type { BrandOrderRow } from '@souk/shared/responses/brand-orders';
import { ItemDialog } from '../../../../components/dialog';
import {
  DetailsSection,
  ReachedDates,
  StatusAndDate,
} from '../../../../components/order-details-parts';
import { OrderItemList } from '../../../../components/order-item-summary';
import { PostalAddress, shippingAddressOf } from '../../../../components/postal-address';
import { useT } from '../../../../lib/language';
import { useFormat } from '../../../../lib/format';

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
  return (
    <ItemDialog
      item={order}
      onClose={onClose}
      title={(shown) => t('brandOrders.details.title', { number: shown.orderNumber })}
    >
      {(shown) => <Details order={shown} />}
    </ItemDialog>
  );
}

function Details({ order }: { order: BrandOrderRow }) {
  const t = useT();
  const format = useFormat();
  return (
    <div data-testid="order-details" className="space-y-5 text-sm">
      <StatusAndDate status={order.status} date={order.orderDate} />
      <DetailsSection title={t('brandOrders.details.customer')}>
        <p className="font-medium text-slate-900">{order.customerName}</p>
        <p className="text-slate-700">{order.customerEmail}</p>
      </DetailsSection>
      <DetailsSection title={t('brandOrders.details.items')}>
        <OrderItemList items={order.items} />
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt className="text-slate-600">{t('brandOrders.details.subtotal')}</dt>
          <dd className="text-end tabular-nums">{format.price(order.subtotal)}</dd>
          <dt className="font-semibold text-slate-900">{t('brandOrders.details.total')}</dt>
          <dd className="text-end font-semibold tabular-nums">{format.price(order.total)}</dd>
          {order.refundedAmount > 0 && (
            <>
              <dt className="text-slate-600">{t('brandOrders.details.refundedAmount')}</dt>
              <dd className="text-end tabular-nums">{format.price(order.refundedAmount)}</dd>
            </>
          )}
        </dl>
      </DetailsSection>
      <DetailsSection title={t('brandOrders.details.dates')}>
        <ReachedDates
          dates={[
            [t('brandOrders.details.ordered'), order.orderDate],
            [t('brandOrders.details.processed'), order.processedDate],
            [t('brandOrders.details.shipped'), order.shippedDate],
            [t('brandOrders.details.delivered'), order.deliveredDate],
            [t('brandOrders.details.cancelled'), order.cancelledDate],
            [t('brandOrders.details.refunded'), order.refundedDate],
          ]}
        />
      </DetailsSection>
      <DetailsSection title={t('brandOrders.details.address')}>
        <PostalAddress address={shippingAddressOf(order)} />
      </DetailsSection>
      <DetailsSection title={t('brandOrders.details.payment')}>
        <p>
          {t(`brandOrders.payment.${order.paymentMethod}`)} —{' '}
          {t(`brandOrders.payment.status.${order.paymentStatus}`)}
        </p>
      </DetailsSection>
      {order.notes && (
        <DetailsSection title={t('brandOrders.details.notes')}>
          <p className="whitespace-pre-line">{order.notes}</p>
        </DetailsSection>
      )}
    </div>
  );
}
