import { DEFAULT_ADMIN_REPORT_RANGE } from '@souk/shared/schemas/admin-reports';
import { useAdminOverview } from '../api/get-admin-overview';
import { BrandsSection } from '../components/brands-section';
import { NewestCustomers } from '../components/newest-customers';
import { OverviewMetrics } from '../components/overview-metrics';
import { ReportFailed, ReportPanelsSkeleton } from '../components/report-states';
import { SalesChart } from '../components/sales-chart';
import { TopBrands } from '../components/top-brands';

/**
 * /dashboard/admin (dashboards §2 "Admin screens: Overview", issue 13): the metric tiles, sales
 * over the last 30 days, the brands section, the 3 best-rated brands (GET /reports/overview) and
 * the newest customers (GET /users/paged). The layout's header carries the title, Dashboard
 * Overview.
 */
export default function AdminOverviewPage() {
  const report = useAdminOverview(DEFAULT_ADMIN_REPORT_RANGE);
  const overview = report.data;
  return (
    <div className="flex flex-col gap-6">
      {report.isError && !overview ? (
        <ReportFailed onRetry={() => void report.refetch()} />
      ) : (
        <>
          <OverviewMetrics overview={overview} />
          {overview ? (
            <>
              <SalesChart overview={overview} />
              <div className="grid gap-6 lg:grid-cols-2">
                <BrandsSection brands={overview.brands} />
                <TopBrands brands={overview.topRated} />
              </div>
            </>
          ) : (
            <ReportPanelsSkeleton />
          )}
        </>
      )}
      <NewestCustomers />
    </div>
  );
}
