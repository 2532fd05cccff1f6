import type { BrandsReport } from '@souk/shared/responses/admin-reports';
import { BoxIcon, ChartIcon, StarIcon, TagIcon } from '../../../../components/icons';
import { MetricCard, MetricsSection } from '../../../../components/metric-card';
import { ShortPrice } from '../../../../components/short-price';
import { Skeleton } from '../../../../components/skeleton';
import { useFormat } from '../../../../lib/format';
import { useLanguage, useT } from '../../../../lib/language';
import { RANGE_OF_PERIOD } from '@souk/shared/schemas/admin-reports';
import { percentText, RANGE_PERIOD } from '../../../../lib/report-labels';
import { ReportGrowth } from '../../overview/components/report-growth';

/**
 * spec: dashboards §3 "brands report" summary — total revenue, the top brand and its share, the
 * brand with the most products, the fastest growing.
 */
export function BrandsSummary({ report }: { report: BrandsReport | undefined }) {
  const t = useT();
  const language = useLanguage();
  const format = useFormat();
  const pending = <Skeleton className="h-8 w-24" />;
  const summary = report?.summary;
  const none = <span className="text-lg text-slate-600">{t('adminReports.brands.none')}</span>;
  return (
    <MetricsSection
      title={t('adminReports.brands.summaryTitle')}
      testId="brands-summary"
      busy={!report}
    >
      <MetricCard
        label={t('adminReports.brands.totalRevenue')}
        // decision 029: the figure states its period, the one chosen
        period={report && t(`money.period.${RANGE_PERIOD[RANGE_OF_PERIOD[report.period]]}`)}
        value={summary ? <ShortPrice amount={summary.totalRevenue} /> : pending}
        icon={<TagIcon size={22} />}
      />
      <MetricCard
        label={t('adminReports.brands.topBrand')}
        value={summary ? (summary.topBrand?.name ?? none) : pending}
        hint={
          summary?.topBrand &&
          t('adminReports.brands.topBrandShare', {
            value: percentText(summary.topBrand.percentageOfTotal, language),
          })
        }
        icon={<StarIcon size={22} />}
      />
      <MetricCard
        label={t('adminReports.brands.mostProducts')}
        value={summary ? (summary.mostProducts?.name ?? none) : pending}
        hint={
          summary?.mostProducts &&
          t('adminReports.brands.mostProductsCount', {
            count: format.count(summary.mostProducts.count),
          })
        }
        icon={<BoxIcon size={22} />}
      />
      <MetricCard
        label={t('adminReports.brands.fastestGrowing')}
        value={summary ? (summary.fastestGrowing?.name ?? none) : pending}
        hint={
          summary?.fastestGrowing && <ReportGrowth percentChange={summary.fastestGrowing.growth} />
        }
        icon={<ChartIcon size={22} />}
      />
    </MetricsSection>
  );
}
