import { useSearchParams } from 'react-router';
import {
  DEFAULT_REPORT_RANGE,
  REPORT_RANGES,
  type ReportRange,
} from '@souk/shared/schemas/brand-reports';
import { Button } from '../../../../components/button';
import { SelectField } from '../../../../components/select-field';
import { downloadCsv } from '../../../../lib/csv-file';
import { useLanguage, useT } from '../../../../lib/language';
import { withParams } from '../../../../lib/search-params';
import { useBrandId } from '../../use-brand-id';
import { useBrandReport } from '../../overview/api/get-brand-report';
import {
  ReportEmpty,
  ReportFailed,
  ReportPanelsSkeleton,
} from '../../overview/components/report-states';
import { AnalyticsTotals } from '../components/analytics-totals';
import { BestSellersTable } from '../components/best-sellers-table';
import { LowStockTable } from '../components/low-stock-table';
import { OrdersReportPanel } from '../components/orders-report';
import { RevenueOrdersChart } from '../components/revenue-orders-chart';
import { reportCsvRows, reportFileName } from '../report-csv';

const rangeOf = (value: string | null): ReportRange =>
  REPORT_RANGES.find((range) => range === value) ?? DEFAULT_REPORT_RANGE;

/**
 * /dashboard/brand/analytics (dashboards §2 "Analytics", issue 12): the range (weekly, monthly,
 * yearly; kept in the address as ?range=), revenue and orders over time, the totals with their
 * growth, best sellers, stock running low and the monthly orders report — real figures from GET
 * /reports/brand/products. Export Report saves exactly these figures as CSV. Product views are not
 * recorded by Souk, so no conversion rate is shown.
 */
export default function AnalyticsPage() {
  const t = useT();
  const language = useLanguage();
  const brandId = useBrandId();
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params.get('range'));
  const report = useBrandReport(brandId, range);
  const data = report.data;
  // While another range loads, the previous figures stay on screen but are not exported.
  const current = data && !report.isPlaceholderData ? data : undefined;

  const toolbar = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <SelectField
        label={t('brandDashboard.analytics.range')}
        value={range}
        onChange={(event) =>
          setParams((previous) => withParams(previous, { range: event.target.value }), {
            replace: true,
          })
        }
      >
        {REPORT_RANGES.map((value) => (
          <option key={value} value={value}>
            {t(`brandDashboard.analytics.ranges.${value}`)}
          </option>
        ))}
      </SelectField>
      <Button
        variant="secondary"
        disabled={!current}
        onClick={() =>
          current && downloadCsv(reportFileName(current), reportCsvRows(current, t, language))
        }
      >
        {t('brandDashboard.analytics.exportReport')}
      </Button>
    </div>
  );

  if (report.isError && !data)
    return (
      <div className="flex flex-col gap-6">
        {toolbar}
        <ReportFailed onRetry={() => void report.refetch()} />
      </div>
    );
  if (data && data.overview.productsCount === 0 && data.overview.orders === 0)
    return <ReportEmpty />;
  return (
    <div className="flex flex-col gap-6" aria-busy={report.isFetching || undefined}>
      {toolbar}
      {data ? (
        <>
          <AnalyticsTotals analytics={data.analytics} />
          <RevenueOrdersChart analytics={data.analytics} />
          <div className="grid gap-6 lg:grid-cols-2">
            <BestSellersTable sellers={data.analytics.bestSellers} />
            <LowStockTable products={data.analytics.lowStock} />
          </div>
          <OrdersReportPanel report={data.ordersReport} />
        </>
      ) : (
        <ReportPanelsSkeleton panels={4} />
      )}
    </div>
  );
}
