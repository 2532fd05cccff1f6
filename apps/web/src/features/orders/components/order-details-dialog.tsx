import { useState } from 'react';
import { Link } from 'react-router';
import type { BrandOrder, Order, OrderItem } from '@souk/shared/responses/orders';
import { Button, buttonClass } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Dialog } from '../../../components/dialog';
import { ItemAmount, OrderMoneyList } from '../../../components/order-money';
import { Price } from '../../../components/price';
import { ProductImage } from '../../../components/product-image';
import { CUSTOMER_AREA } from '../../../lib/access';
import { useColorName } from '../../../lib/color-name';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { OrderDocuments } from './documents/order-documents';
import { useBuyAgain, useCancelOrder, type BuyAgain } from '../api/orders';
import { isDelivered } from '../order-view';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { OrderReturns } from '../returns/order-returns';

const PART_DATES = [
  ['processedDate', 'processed'],
  ['shippedDate', 'shipped'],
  ['deliveredDate', 'delivered'],
  ['cancelledDate', 'cancelled'],
  ['refundedDate', 'refunded'],
] as const;

function ItemLine({ item }: { item: OrderItem }) {
  const t = useT();
  const colorName = useColorName();
  return (
    <li className="flex gap-3 py-3" data-testid="order-item">
      <ProductImage
        src={item.imageUrl}
        alt={item.productName}
        sizes="64px"
        className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover"
      />
      <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <p dir="auto" className="align-with-text font-semibold text-slate-900">
          {item.productName}
        </p>
        <p className="text-slate-600">
          {[
            item.color && `${t('orders.details.color')}: ${colorName(item.color)}`,
            item.size && `${t('orders.details.size')}: ${item.size}`,
            t('orders.details.quantity', { count: item.quantity }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="text-slate-600">
          {t('orders.details.unitPrice')} <Price amount={item.unitPrice} />
        </p>
      </div>
      {/* decision 029: a rejected item is struck through with its reason and counts 0 */}
      <ItemAmount item={item} className="font-semibold text-slate-900" />
    </li>
  );
}

/** One brand's part of the order: its status, its dates and its items. */
function BrandPart({
  part,
  items,
  placed,
}: {
  part: BrandOrder;
  items: OrderItem[];
  placed: string;
}) {
  const t = useT();
  const format = useFormat();
  const dates = [
    { label: t('orders.details.dates.ordered'), value: placed },
    ...PART_DATES.flatMap(([field, key]) =>
      part[field] ? [{ label: t(`orders.details.dates.${key}`), value: part[field] }] : [],
    ),
  ];
  return (
    <section
      aria-label={t('orders.details.soldBy', { brand: part.brandName })}
      className="rounded-xl border border-slate-200 p-4"
      data-testid="brand-part"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          {t('orders.details.soldBy', { brand: part.brandName })}
        </h3>
        <OrderStatusBadge status={part.status} />
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        {dates.map((date) => (
          <div key={date.label} className="flex gap-1">
            <dt>{date.label}:</dt>
            <dd className="font-medium text-slate-800">{format.date(date.value)}</dd>
          </div>
        ))}
      </dl>
      <ul className="divide-y divide-slate-100">
        {items.map((item) => (
          <ItemLine key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

/** What Buy Again did: how many items went into the cart, and each one left out and why. */
function BuyAgainOutcome({ result }: { result: BuyAgain }) {
  const t = useT();
  return (
    <div
      role="status"
      data-testid="buy-again-result"
      className="grid gap-2 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800"
    >
      <p className="font-semibold">
        {result.added.length > 0
          ? t('orders.buyAgain.added', { count: result.added.length })
          : t('orders.buyAgain.noneAdded')}
      </p>
      {result.skipped.length > 0 && (
        <div>
          <p>{t('orders.buyAgain.skippedTitle')}</p>
          <ul className="list-disc ps-5">
            {result.skipped.map((item, index) => (
              <li key={`${item.productId ?? 'x'}-${index}`}>
                {t(`orders.buyAgain.reason.${item.reason}`, {
                  name: item.productName,
                  available: item.available,
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {result.added.length > 0 && (
        <Link
          to={`${CUSTOMER_AREA}/cart`}
          className={buttonClass('link', 'sm', 'justify-self-start')}
        >
          {t('orders.buyAgain.toCart')}
        </Link>
      )}
    </div>
  );
}

/**
 * spec: storefront §2 "Order history" — the details modal: the items with their pictures, colour
 * and size by brand, each brand's status and dates, the payment, the address and the amounts;
 * Cancel while the order rules allow it (with a confirmation), Buy Again and the invoice once
 * delivered.
 */
export function OrderDetailsDialog({
  order,
  onClose,
  onCartChanged,
}: {
  order: Order | null;
  onClose: () => void;
  onCartChanged?: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const [confirming, setConfirming] = useState(false);
  const [bought, setBought] = useState<{ orderId: number; result: BuyAgain } | null>(null);
  const cancel = useCancelOrder();
  const buyAgain = useBuyAgain(onCartChanged);

  const close = () => {
    setBought(null);
    onClose();
  };

  const onCancel = () => {
    if (!order) return;
    cancel.mutate(order.id, {
      onSuccess: () => toast.success(t('orders.cancel.done')),
      onError: () => toast.error(t('orders.cancel.failed')),
    });
  };

  const onBuyAgain = () => {
    if (!order) return;
    buyAgain.mutate(order.id, {
      onSuccess: (result) => {
        setBought({ orderId: order.id, result });
        if (result.added.length > 0)
          toast.success(t('orders.buyAgain.added', { count: result.added.length }));
      },
      onError: () => toast.error(t('orders.buyAgain.failed')),
    });
  };

  const name = order
    ? [order.shippingFirstName, order.shippingLastName].filter(Boolean).join(' ')
    : '';
  return (
    <>
      <Dialog
        open={order !== null}
        onClose={close}
        title={order ? t('orders.details.title', { number: order.orderNumber }) : ''}
        className="w-[min(48rem,calc(100%-2rem))]"
      >
        {order && (
          <div className="grid gap-5" data-testid="order-details">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-600">
                {t('orders.details.placedOn', { date: format.date(order.orderDate) })}
              </p>
              <div className="flex items-center gap-2 text-sm">
                <span className="text-slate-600">{t('orders.details.orderStatus')}</span>
                <OrderStatusBadge status={order.status} />
              </div>
            </div>

            <dl className="grid gap-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-slate-600">{t('orders.details.paymentMethod')}</dt>
                <dd className="font-semibold text-slate-900">
                  {t(`orders.payment.${order.paymentMethod}`)}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('orders.details.paymentStatus')}</dt>
                <dd className="font-semibold text-slate-900">
                  {t(`orders.payment.status.${order.paymentStatus}`)}
                </dd>
              </div>
              <div className="sm:col-span-2">
                <dt className="text-slate-600">{t('orders.details.address')}</dt>
                <dd className="text-slate-900">
                  {name && <span className="block font-semibold">{name}</span>}
                  <span className="block">{order.shippingAddress}</span>
                  <span className="block">
                    {order.shippingZipCode} {order.shippingCity}, {order.shippingState},{' '}
                    {order.shippingCountry}
                  </span>
                  {order.shippingPhone && (
                    <bdi dir="ltr" className="block text-start">
                      {order.shippingPhone}
                    </bdi>
                  )}
                </dd>
              </div>
              {order.notes && (
                <div className="sm:col-span-2">
                  <dt className="text-slate-600">{t('orders.details.notes')}</dt>
                  <dd className="text-slate-900">{order.notes}</dd>
                </div>
              )}
            </dl>

            <div className="grid gap-3">
              {order.brandOrders.map((part) => (
                <BrandPart
                  key={part.id}
                  part={part}
                  placed={order.orderDate}
                  items={order.items.filter((item) => item.brandOrderId === part.id)}
                />
              ))}
            </div>

            <OrderReturns order={order} />

            <section aria-labelledby="order-amounts" className="grid gap-2 text-sm">
              <h3 id="order-amounts" className="font-semibold text-slate-900">
                {t('money.title')}
              </h3>
              <OrderMoneyList money={order.money} />
            </section>

            {/* decision 028: the receipt once paid, each delivered part's numbered invoice */}
            <OrderDocuments order={order} />

            {bought?.orderId === order.id && <BuyAgainOutcome result={bought.result} />}

            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
              {order.canCancel && (
                <Button
                  variant="danger"
                  onClick={() => setConfirming(true)}
                  disabled={cancel.isPending}
                >
                  {t('orders.cancel.action')}
                </Button>
              )}
              {isDelivered(order) && (
                <Button onClick={onBuyAgain} disabled={buyAgain.isPending}>
                  {buyAgain.isPending ? t('orders.buyAgain.working') : t('orders.buyAgain.action')}
                </Button>
              )}
            </div>
          </div>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={t('orders.cancel.title')}
        body={order ? t('orders.cancel.body', { number: order.orderNumber }) : ''}
        confirmLabel={t('orders.cancel.confirm')}
        cancelLabel={t('orders.cancel.keep')}
        onConfirm={onCancel}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
