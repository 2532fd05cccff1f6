import { useSearchParams } from 'react-router';
import {
  BRAND_PERFORMANCE_PERIODS,
  DEFAULT_BRAND_REPORT_PERIOD,
  type BrandReportPeriod,
} from '@souk/shared/schemas/admin-reports';
import { SelectField } from '../../../../components/select-field';
import { useT } from '../../../../lib/language';
import { withParams } from '../../../../lib/search-params';
import { ReportFailed, ReportPanelsSkeleton } from '../../overview/components/report-states';
import { useBrandsReport } from '../api/get-brands-report';
import { BrandsPerformance } from '../components/brands-performance';
import { BrandsSummary } from '../components/brands-summary';

const periodOf = (value: string | null): BrandReportPeriod =>
  BRAND_PERFORMANCE_PERIODS.find((period) => period === value) ?? DEFAULT_BRAND_REPORT_PERIOD;

/**
 * /dashboard/admin/brands/reports (dashboards §2 "Brand performance report", issue 13 part 4):
 * the period (weekly, monthly, yearly; kept in the address as ?period=), the summary cards and
 * each brand's revenue, orders, products, rating and growth — real figures from GET
 * /reports/brands instead of the spec's samples.
 */
export default function BrandPerformancePage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const period = periodOf(params.get('period'));
  const report = useBrandsReport(period);
  const data = report.data;
  return (
    <div className="flex flex-col gap-6" aria-busy={report.isFetching || undefined}>
      <SelectField
        label={t('adminReports.brands.periodLabel')}
        value={period}
        className="self-start"
        onChange={(event) =>
          setParams((previous) => withParams(previous, { period: event.target.value }), {
            replace: true,
          })
        }
      >
        {BRAND_PERFORMANCE_PERIODS.map((value) => (
          <option key={value} value={value}>
            {t(`adminReports.brands.periods.${value}`)}
          </option>
        ))}
      </SelectField>
      {report.isError && !data ? (
        <ReportFailed onRetry={() => void report.refetch()} />
      ) : (
        <>
          <BrandsSummary report={data} />
          {data ? <BrandsPerformance brands={data.brands} /> : <ReportPanelsSkeleton />}
        </>
      )}
    </div>
  );
}
