import type { BrandPerformance } from '@souk/shared/responses/admin-reports';
import { FiguresChart } from '../../../../components/charts/figures-chart';
import { PanelEmpty, ReportPanel, ReportTable } from '../../../../components/report-panel';
import { useFormat } from '../../../../lib/format';
import { useLanguage, useT } from '../../../../lib/language';
import { countText } from '../../../../lib/report-labels';
import { ReportGrowth } from '../../overview/components/report-growth';

/** The chart shows the leading brands; the table below lists them all. */
const CHARTED_BRANDS = 10;

/** Revenue (bars) and orders (line) of the leading brands, then every brand's figures. */
export function BrandsPerformance({ brands }: { brands: readonly BrandPerformance[] }) {
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  const chartTitle = t('adminReports.brands.chartTitle');
  if (brands.length === 0)
    return (
      <ReportPanel id="brands-table-title" title={t('adminReports.brands.tableTitle')}>
        <PanelEmpty>{t('adminReports.brands.empty')}</PanelEmpty>
      </ReportPanel>
    );
  return (
    <>
      <ReportPanel id="brands-chart-title" title={chartTitle}>
        <FiguresChart
          testId="brands-chart"
          title={chartTitle}
          rows={brands
            .slice(0, CHARTED_BRANDS)
            .map(({ name, revenue, orders }) => ({ name, revenue, orders }))}
          categoryKey="name"
          categoryLabel={t('adminReports.brands.brand')}
          formatCategory={(name) => String(name)}
          series={[
            {
              key: 'revenue',
              label: t('adminReports.brands.revenue'),
              kind: 'bar',
              color: 'var(--color-brand-600)',
              format: (value) => format.price(value),
            },
            {
              key: 'orders',
              label: t('adminReports.brands.orders'),
              kind: 'line',
              color: 'var(--color-accent-500)',
              secondaryAxis: true,
              format: (value) => countText(value, language),
            },
          ]}
          showTableLabel={t('adminReports.chart.showTable')}
          showChartLabel={t('adminReports.chart.showChart')}
        />
      </ReportPanel>
      <ReportPanel id="brands-table-title" title={t('adminReports.brands.tableTitle')}>
        <ReportTable
          testId="brands-table"
          columns={[
            t('adminReports.brands.brand'),
            t('adminReports.brands.revenue'),
            t('adminReports.brands.orders'),
            t('adminReports.brands.products'),
            t('adminReports.brands.rating'),
            t('adminReports.brands.growth'),
          ]}
          rows={brands.map((brand) => ({
            key: brand.id,
            label: (
              <span className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="size-3 shrink-0 rounded-sm"
                  style={{ backgroundColor: brand.color }}
                />
                {brand.name}
              </span>
            ),
            figures: [
              format.price(brand.revenue),
              countText(brand.orders, language),
              countText(brand.products, language),
              format.rating(brand.averageRating),
              <ReportGrowth key="growth" percentChange={brand.percentChange} />,
            ],
          }))}
        />
      </ReportPanel>
    </>
  );
}
