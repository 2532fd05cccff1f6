import { useBrandId } from '../../use-brand-id';
import { useBrandReport } from '../api/get-brand-report';
import { MonthlyOrdersChart } from '../components/monthly-orders-chart';
import { OverviewMetrics } from '../components/overview-metrics';
import { RecentOrdersTable } from '../components/recent-orders-table';
import { ReportEmpty, ReportFailed, ReportPanelsSkeleton } from '../components/report-states';
import { TopRatedProducts } from '../components/top-rated-products';

/**
 * /dashboard/brand (dashboards §2 "Brand screens: Overview"): the metric cards, orders per month,
 * the 4 best-rated products and the 5 latest orders, all from GET /reports/brand/products. The
 * layout's header carries the page's title.
 */
export default function OverviewPage() {
  const brandId = useBrandId();
  const report = useBrandReport(brandId, 'month');
  if (report.isError && !report.data) return <ReportFailed onRetry={() => void report.refetch()} />;
  const overview = report.data?.overview;
  if (overview && overview.productsCount === 0 && overview.orders === 0) return <ReportEmpty />;
  return (
    <div className="flex flex-col gap-6">
      <OverviewMetrics overview={overview} />
      {overview ? (
        <>
          <MonthlyOrdersChart overview={overview} />
          <div className="grid gap-6 xl:grid-cols-[2fr_3fr]">
            <TopRatedProducts products={overview.topRated} />
            <RecentOrdersTable orders={overview.recentOrders} />
          </div>
        </>
      ) : (
        <ReportPanelsSkeleton />
      )}
    </div>
  );
}
