import { Link } from 'react-router';
import type { LowStockProduct } from '@souk/shared/responses/brand-reports';
import { useLanguage, useT } from '../../../../lib/language';
import { countText } from '../../overview/report-labels';
import { bodyCell, headCell, ReportPanel } from './report-panel';

/** spec: dashboards §4 stock badge, §9 — active products with 10 or fewer left, lowest first. */
export function LowStockTable({ products }: { products: LowStockProduct[] }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ReportPanel
      id="low-stock-title"
      title={t('brandDashboard.analytics.lowStockTitle')}
      action={
        <Link
          to="/dashboard/brand/products"
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('brandDashboard.analytics.manageProducts')}
        </Link>
      }
    >
      {products.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">
          {t('brandDashboard.analytics.lowStockEmpty')}
        </p>
      ) : (
        <table className="w-full text-sm" data-testid="low-stock">
          <thead className="border-b border-slate-200">
            <tr>
              <th scope="col" className={headCell}>
                {t('brandDashboard.analytics.product')}
              </th>
              <th scope="col" className={`${headCell} text-end`}>
                {t('brandDashboard.analytics.inStock')}
              </th>
              <th scope="col" className={`${headCell} text-end`}>
                {t('brandDashboard.analytics.stockLevel')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {products.map((product) => (
              <tr key={product.id}>
                <th scope="row" className={`${bodyCell} text-start font-medium`}>
                  <bdi>{product.name}</bdi>
                </th>
                <td className={`${bodyCell} text-end tabular-nums`}>
                  {product.quantity <= 0 ? (
                    <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
                      {t('brandDashboard.analytics.outOfStock')}
                    </span>
                  ) : (
                    <span className="font-semibold text-amber-800">
                      {countText(product.quantity, language)}
                    </span>
                  )}
                </td>
                <td className={`${bodyCell} text-end tabular-nums`}>
                  {countText(product.stockLevel, language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ReportPanel>
  );
}
