import type { BrandOrderRow } from '@souk/shared/responses/brand-orders';
import { ItemDialog } from '../../../../components/dialog';
import {
  DetailsSection,
  ReachedDates,
  StatusAndDate,
} from '../../../../components/order-details-parts';
import { OrderItemList } from '../../../../components/order-item-summary';
import { OrderMoneyList } from '../../../../components/order-money';
import { PostalAddress, shippingAddressOf } from '../../../../components/postal-address';
import { useT } from '../../../../lib/language';

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
  return (
    <div data-testid="order-details" className="space-y-5 text-sm">
      <StatusAndDate status={order.status} date={order.orderDate} />
      <DetailsSection title={t('brandOrders.details.customer')}>
        <p className="font-medium text-slate-900">{order.customerName}</p>
        <p className="text-slate-700">{order.customerEmail}</p>
      </DetailsSection>
      <DetailsSection title={t('brandOrders.details.items')}>
        <OrderItemList items={order.items} />
        <div className="mt-3">
          {/* decision 029: the part's figures, shown as on every screen */}
          <OrderMoneyList money={order.money} part />
        </div>
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
