import type { BrandCustomer } from '@souk/shared/responses/brand-customers';
import { ItemDialog } from '../../../../components/dialog';
import { ErrorState } from '../../../../components/error-state';
import { OrderStatusBadge } from '../../../../components/order-status-badge';
import { Price } from '../../../../components/price';
import { ListSkeleton } from '../../../../components/skeleton';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/language';
import { CUSTOMER_ORDERS_SHOWN, useCustomerOrders } from '../api/get-customer-orders';

/**
 * The spec's View button made real (issue 12): the customer's orders with this brand, each as the
 * brand's part of it — its status, its items and their total — the latest first.
 */
export function CustomerOrdersDialog({
  brandId,
  customer,
  onClose,
}: {
  brandId: number;
  customer: BrandCustomer | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <ItemDialog
      item={customer}
      onClose={onClose}
      title={(shown) => t('brandCustomers.orders.title', { name: shown.name })}
      className="w-[min(52rem,calc(100%-2rem))]"
    >
      {(shown) => <CustomerOrders brandId={brandId} customer={shown} />}
    </ItemDialog>
  );
}

function CustomerOrders({ brandId, customer }: { brandId: number; customer: BrandCustomer }) {
  const t = useT();
  const format = useFormat();
  const orders = useCustomerOrders(brandId, customer.id);

  if (orders.isPending)
    return (
      <ListSkeleton
        label={t('brandCustomers.orders.loading')}
        count={3}
        className="grid gap-2"
        itemClassName="h-12"
      />
    );
  if (orders.isError)
    return (
      <ErrorState
        headingLevel={3}
        title={t('brandCustomers.orders.error')}
        message={apiErrorMessage(orders.error, t)}
        onRetry={() => void orders.refetch()}
        retryLabel={t('brandCustomers.states.retry')}
      />
    );
  const { content, totalElements } = orders.data;
  if (content.length === 0)
    return <p className="text-slate-700">{t('brandCustomers.orders.empty')}</p>;

  const head = 'px-3 py-2 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase';
  return (
    <div className="grid gap-3">
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">
            {t('brandCustomers.orders.caption', { name: customer.name })}
          </caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={head}>
                {t('brandCustomers.orders.order')}
              </th>
              <th scope="col" className={head}>
                {t('brandCustomers.orders.date')}
              </th>
              <th scope="col" className={head}>
                {t('brandCustomers.orders.items')}
              </th>
              <th scope="col" className={head}>
                {t('brandCustomers.orders.status')}
              </th>
              <th scope="col" className={`${head} text-end`}>
                {t('brandCustomers.orders.total')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {content.map((order) => (
              <tr key={order.id} data-testid="customer-order" className="align-top">
                <th
                  scope="row"
                  className="px-3 py-2 text-start font-mono font-semibold text-slate-900"
                >
                  <bdi dir="ltr">{order.orderNumber}</bdi>
                </th>
                <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                  {format.date(order.orderDate)}
                </td>
                <td className="px-3 py-2 text-slate-700">
                  <ul className="grid gap-0.5">
                    {order.items.map((item) => (
                      <li key={item.id}>
                        <bdi>{item.productName}</bdi> × {item.quantity}
                        {item.status === 'REJECTED' && (
                          <span className="ms-1 text-xs font-semibold text-red-800">
                            ({t('brandCustomers.orders.rejected')})
                          </span>
                        )}
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="px-3 py-2">
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className="px-3 py-2 text-end font-semibold text-slate-900">
                  <Price amount={order.total} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {totalElements > content.length && (
        <p className="text-sm text-slate-600">
          {t('brandCustomers.orders.more', {
            shown: Math.min(CUSTOMER_ORDERS_SHOWN, content.length),
            total: totalElements,
          })}
        </p>
      )}
    </div>
  );
}
