import { Link } from 'react-router';
import type { RecentBrandOrder } from '@souk/shared/responses/brand-reports';
import { OrderStatusBadge } from '../../../../components/order-status-badge';
import { Price } from '../../../../components/price';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/language';
import { PanelEmpty, PanelLink, ReportPanel } from '../../../../components/report-panel';

/** spec: dashboards §2 "Overview", §9 — the 5 latest orders, linking to the brand orders screen. */
export function RecentOrdersTable({ orders }: { orders: RecentBrandOrder[] }) {
  const t = useT();
  const format = useFormat();
  const head = 'px-3 py-2 text-start text-xs font-semibold uppercase tracking-wide text-slate-600';
  return (
    <ReportPanel
      id="recent-orders-title"
      title={t('brandDashboard.overview.recentTitle')}
      action={
        <PanelLink to="/dashboard/brand/orders">
          {t('brandDashboard.overview.viewOrders')}
        </PanelLink>
      }
    >
      {orders.length === 0 ? (
        <PanelEmpty>{t('brandDashboard.overview.recentEmpty')}</PanelEmpty>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm" data-testid="recent-orders">
            <thead className="border-b border-slate-200">
              <tr>
                <th scope="col" className={head}>
                  {t('brandDashboard.overview.orderNumber')}
                </th>
                <th scope="col" className={head}>
                  {t('brandDashboard.overview.customer')}
                </th>
                <th scope="col" className={head}>
                  {t('brandDashboard.overview.date')}
                </th>
                <th scope="col" className={head}>
                  {t('brandDashboard.overview.status')}
                </th>
                <th scope="col" className={`${head} text-end`}>
                  {t('brandDashboard.overview.total')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {orders.map((order) => (
                <tr key={order.orderId}>
                  <td className="px-3 py-2.5 font-medium">
                    <Link to="/dashboard/brand/orders" className="text-brand-700 hover:underline">
                      <bdi dir="ltr">{order.orderNumber}</bdi>
                    </Link>
                  </td>
                  <td className="px-3 py-2.5 text-slate-800">
                    <bdi>{order.customerName}</bdi>
                  </td>
                  <td className="px-3 py-2.5 whitespace-nowrap text-slate-700">
                    {format.date(order.orderDate)}
                  </td>
                  <td className="px-3 py-2.5">
                    <OrderStatusBadge status={order.status} />
                  </td>
                  <td className="px-3 py-2.5 text-end">
                    <Price amount={order.total} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ReportPanel>
  );
}
