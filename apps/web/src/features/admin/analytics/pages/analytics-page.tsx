import { useSearchParams } from 'react-router';
import {
  ADMIN_REPORT_RANGES,
  DEFAULT_ADMIN_REPORT_RANGE,
  PERIOD_OF_RANGE,
  type AdminReportRange,
} from '@souk/shared/schemas/admin-reports';
import { SelectField } from '../../../../components/select-field';
import { TabList, tabId, tabPanelId } from '../../../../components/tabs';
import { useT } from '../../../../lib/language';
import { withParams } from '../../../../lib/search-params';
import { useBrandsReport } from '../../brand-performance/api/get-brands-report';
import { BrandsPerformance } from '../../brand-performance/components/brands-performance';
import { BrandsSummary } from '../../brand-performance/components/brands-summary';
import { useAdminOverview } from '../../overview/api/get-admin-overview';
import { OverviewMetrics } from '../../overview/components/overview-metrics';
import { ReportFailed, ReportPanelsSkeleton } from '../../overview/components/report-states';
import { SalesChart } from '../../overview/components/sales-chart';
import { useCustomersReport } from '../api/get-customers-report';
import { useOrdersReport } from '../api/get-orders-report';
import { CustomersTab } from '../components/customers-tab';
import { OrdersTab } from '../components/orders-tab';

const TABS = ['brands', 'customers', 'orders'] as const;
type AnalyticsTab = (typeof TABS)[number];
const TABS_ID = 'admin-analytics';

const rangeOf = (value: string | null): AdminReportRange =>
  ADMIN_REPORT_RANGES.find((range) => range === value) ?? DEFAULT_ADMIN_REPORT_RANGE;
const tabOf = (value: string | null): AnalyticsTab => TABS.find((tab) => tab === value) ?? 'brands';

/** The brands tab: the brands report over the window of the chosen range. */
function BrandsPanel({ range }: { range: AdminReportRange }) {
  const report = useBrandsReport(PERIOD_OF_RANGE[range]);
  if (report.isError && !report.data) return <ReportFailed onRetry={() => void report.refetch()} />;
  return (
    <div className="flex flex-col gap-6">
      <BrandsSummary report={report.data} />
      {report.data ? <BrandsPerformance brands={report.data.brands} /> : <ReportPanelsSkeleton />}
    </div>
  );
}

function CustomersPanel() {
  const report = useCustomersReport();
  if (report.isError && !report.data) return <ReportFailed onRetry={() => void report.refetch()} />;
  return report.data ? <CustomersTab report={report.data} /> : <ReportPanelsSkeleton />;
}

function OrdersPanel() {
  const report = useOrdersReport();
  if (report.isError && !report.data) return <ReportFailed onRetry={() => void report.refetch()} />;
  return report.data ? <OrdersTab report={report.data} /> : <ReportPanelsSkeleton />;
}

/**
 * /dashboard/admin/analytics (dashboards §2 "Analytics", issue 13 part 6): the time range (Last 24
 * Hours, Last Week, Last Month — the default —, Last Year; kept in the address as ?range=) drives
 * the key figures, the sales chart and the brands tab; the customers tab (segments now, against
 * 30 days ago) and the orders tab (the last 12 months) have their own spans. Real figures instead
 * of the spec's placeholders.
 */
export default function AdminAnalyticsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params.get('range'));
  const tab = tabOf(params.get('tab'));
  const overview = useAdminOverview(range);
  const setParam = (name: string, value: string) =>
    setParams((previous) => withParams(previous, { [name]: value }), { replace: true });

  return (
    <div className="flex flex-col gap-6" aria-busy={overview.isFetching || undefined}>
      <SelectField
        label={t('adminReports.ranges.label')}
        value={range}
        className="self-start"
        onChange={(event) => setParam('range', event.target.value)}
      >
        {ADMIN_REPORT_RANGES.map((value) => (
          <option key={value} value={value}>
            {t(`adminReports.ranges.${value}`)}
          </option>
        ))}
      </SelectField>
      {overview.isError && !overview.data ? (
        <ReportFailed onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <OverviewMetrics overview={overview.data} />
          {overview.data && <SalesChart overview={overview.data} />}
        </>
      )}
      <div>
        <TabList
          id={TABS_ID}
          label={t('adminReports.analytics.tabsLabel')}
          items={TABS.map((key) => ({ key, label: t(`adminReports.analytics.${key}`) }))}
          selected={tab}
          onSelect={(key) => setParam('tab', key)}
          className="mb-4 flex gap-1 overflow-x-auto border-b border-slate-200"
        />
        <div
          role="tabpanel"
          id={tabPanelId(TABS_ID, tab)}
          aria-labelledby={tabId(TABS_ID, tab)}
          tabIndex={0}
        >
          {tab === 'brands' && <BrandsPanel range={range} />}
          {tab === 'customers' && <CustomersPanel />}
          {tab === 'orders' && <OrdersPanel />}
        </div>
      </div>
    </div>
  );
}
