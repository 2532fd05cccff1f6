import { useState } from 'react';
import type { OrderStatus } from '@souk/shared/constants';
import type { AdminOrder, AdminOrderPart } from '@souk/shared/responses/admin-orders';
import { Button } from '../../../../components/button';
import { ItemDialog } from '../../../../components/dialog';
import {
  DetailsSection,
  ReachedDates,
  StatusAndDate,
  useDateTimeText,
} from '../../../../components/order-details-parts';
import { OrderItemList } from '../../../../components/order-item-summary';
import { OrderMoneyList } from '../../../../components/order-money';
import { OrderStatusBadge } from '../../../../components/order-status-badge';
import { PostalAddress, shippingAddressOf } from '../../../../components/postal-address';
import { useT } from '../../../../lib/language';
import { RefundForm } from './refund-form';
import { useFormat } from '../../../../lib/format';

/** Parts whose refund the admin may record (decision 010: DELIVERED or COMPLETED). */
const REFUNDABLE: readonly OrderStatus[] = ['DELIVERED', 'COMPLETED'];

/**
 * The details modal (dashboards §2 "Orders", §3 "Order"): the customer, the addresses, the
 * payment and amounts with what is owed back, each brand's part with its status, dates and items
 * (status badges, rejection reasons), the refunds recorded, and the forms that record a refund —
 * of what the order owes back, or of a delivered part.
 */
export function AdminOrderDetailsDialog({
  order,
  onClose,
  onChanged,
}: {
  order: AdminOrder | null;
  onClose: () => void;
  /** the order as a recorded refund left it */
  onChanged: (order: AdminOrder) => void;
}) {
  const t = useT();
  return (
    <ItemDialog
      item={order}
      onClose={onClose}
      title={(shown) => t('adminOrders.details.title', { number: shown.orderNumber })}
    >
      {(shown) => <Details order={shown} onChanged={onChanged} />}
    </ItemDialog>
  );
}

function Details({
  order,
  onChanged,
}: {
  order: AdminOrder;
  onChanged: (order: AdminOrder) => void;
}) {
  const t = useT();
  const format = useFormat();
  const date = useDateTimeText();
  const [refunding, setRefunding] = useState<number | null>(null);
  const partNames = new Map(order.brandOrders.map((part) => [part.id, part.brandName]));
  return (
    <div data-testid="admin-order-details" className="space-y-5 text-sm">
      <StatusAndDate status={order.status} date={order.orderDate} />
      <DetailsSection title={t('adminOrders.details.customer')}>
        <p className="font-medium text-slate-900">{order.customerName}</p>
        <p className="text-slate-700">{order.customerEmail}</p>
      </DetailsSection>
      <div className="grid gap-5 sm:grid-cols-2">
        <DetailsSection title={t('adminOrders.details.shippingAddress')}>
          <PostalAddress address={shippingAddressOf(order)} />
        </DetailsSection>
        {order.billingAddress && (
          <DetailsSection title={t('adminOrders.details.billingAddress')}>
            <PostalAddress
              address={{
                address: order.billingAddress,
                zipCode: order.billingZipCode,
                city: order.billingCity,
                state: order.billingState,
                country: order.billingCountry,
              }}
            />
          </DetailsSection>
        )}
      </div>
      <DetailsSection title={t('adminOrders.details.payment')}>
        <p>
          {t(`adminOrders.payment.${order.paymentMethod}`)} —{' '}
          {t(`adminOrders.payment.status.${order.paymentStatus}`)}
        </p>
      </DetailsSection>
      <DetailsSection title={t('adminOrders.details.amounts')}>
        {/* decision 029: the order's figures, shown as on every screen */}
        <OrderMoneyList money={order.money} testId="order-amounts" />
      </DetailsSection>
      {order.refundDue > 0 && (
        <RefundForm
          // a new form for each amount owed: it proposes the whole of it
          key={`due-${order.refundDue}`}
          order={order}
          max={order.refundDue}
          title={t('adminOrders.refund.settleTitle')}
          intro={t('adminOrders.refund.settleIntro', { amount: format.price(order.refundDue) })}
          onDone={onChanged}
        />
      )}
      <DetailsSection title={t('adminOrders.details.parts')}>
        <ul className="space-y-4">
          {order.brandOrders.map((part) => (
            <li
              key={part.id}
              data-testid="order-part"
              className="space-y-3 rounded-xl border border-slate-200 p-3"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h4 className="font-semibold text-slate-900">{part.brandName}</h4>
                <OrderStatusBadge status={part.status} />
              </div>
              <PartDates part={part} />
              <OrderItemList items={order.items.filter((item) => item.brandOrderId === part.id)} />
              <OrderMoneyList money={part.money} part testId="part-money" />
              {part.refundedAmount > 0 && (
                <p className="text-slate-700">
                  {t('adminOrders.details.partRefunded', {
                    amount: format.price(part.refundedAmount),
                  })}
                </p>
              )}
              {REFUNDABLE.includes(part.status) &&
                part.refundableAmount > 0 &&
                (refunding === part.id ? (
                  <RefundForm
                    order={order}
                    part={part}
                    max={part.refundableAmount}
                    title={t('adminOrders.refund.partTitle', { brand: part.brandName })}
                    intro={t('adminOrders.refund.partIntro', {
                      amount: format.price(part.refundableAmount),
                    })}
                    onDone={(changed) => {
                      setRefunding(null);
                      onChanged(changed);
                    }}
                    onCancel={() => setRefunding(null)}
                  />
                ) : (
                  <Button size="sm" variant="secondary" onClick={() => setRefunding(part.id)}>
                    {t('adminOrders.refund.partAction', { brand: part.brandName })}
                  </Button>
                ))}
            </li>
          ))}
        </ul>
      </DetailsSection>
      {order.refunds.length > 0 && (
        <DetailsSection title={t('adminOrders.details.refunds')}>
          <ul data-testid="order-refunds" className="space-y-1">
            {order.refunds.map((refund) => {
              const amount = format.price(refund.amount);
              const brand = refund.brandOrderId ? partNames.get(refund.brandOrderId) : undefined;
              return (
                <li key={refund.id} className="text-slate-800">
                  {brand
                    ? t('adminOrders.details.refundOfPart', { brand, amount })
                    : t('adminOrders.details.refundOfOrder', { amount })}{' '}
                  <span className="text-slate-600">
                    — {date(refund.createdAt)}
                    {refund.reference && (
                      <>
                        {' '}
                        · <bdi dir="ltr">{refund.reference}</bdi>
                      </>
                    )}
                  </span>
                  {refund.note && <span className="block text-slate-600">{refund.note}</span>}
                </li>
              );
            })}
          </ul>
        </DetailsSection>
      )}
      {order.notes && (
        <DetailsSection title={t('adminOrders.details.notes')}>
          <p className="whitespace-pre-line">{order.notes}</p>
        </DetailsSection>
      )}
    </div>
  );
}

/** The dates a part reached, as its own steps. */
function PartDates({ part }: { part: AdminOrderPart }) {
  const t = useT();
  return (
    <ReachedDates
      dates={[
        [t('adminOrders.details.processed'), part.processedDate],
        [t('adminOrders.details.shipped'), part.shippedDate],
        [t('adminOrders.details.delivered'), part.deliveredDate],
        [t('adminOrders.details.cancelled'), part.cancelledDate],
        [t('adminOrders.details.refunded'), part.refundedDate],
      ]}
    />
  );
}
