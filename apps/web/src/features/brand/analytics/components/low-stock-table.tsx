import type { LowStockProduct } from '@souk/shared/responses/brand-reports';
import { useLanguage, useT } from '../../../../lib/language';
import { countText } from '../../../../lib/report-labels';
import {
  PanelEmpty,
  PanelLink,
  ReportPanel,
  ReportTable,
} from '../../../../components/report-panel';

/** spec: dashboards §4 stock badge, §9 — active products with 10 or fewer left, lowest first. */
export function LowStockTable({ products }: { products: LowStockProduct[] }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ReportPanel
      id="low-stock-title"
      title={t('brandDashboard.analytics.lowStockTitle')}
      action={
        <PanelLink to="/dashboard/brand/products">
          {t('brandDashboard.analytics.manageProducts')}
        </PanelLink>
      }
    >
      {products.length === 0 ? (
        <PanelEmpty>{t('brandDashboard.analytics.lowStockEmpty')}</PanelEmpty>
      ) : (
        <ReportTable
          testId="low-stock"
          columns={[
            t('brandDashboard.analytics.product'),
            t('brandDashboard.analytics.inStock'),
            t('brandDashboard.analytics.stockLevel'),
          ]}
          rows={products.map((product) => ({
            key: product.id,
            label: <bdi>{product.name}</bdi>,
            figures: [
              product.quantity <= 0 ? (
                <span
                  key="left"
                  className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900"
                >
                  {t('brandDashboard.analytics.outOfStock')}
                </span>
              ) : (
                <span key="left" className="font-semibold text-amber-800">
                  {countText(product.quantity, language)}
                </span>
              ),
              countText(product.stockLevel, language),
            ],
          }))}
        />
      )}
    </ReportPanel>
  );
}
