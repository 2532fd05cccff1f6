import type { DashboardTexts } from '../../lib/i18n';
import dashboard from './dashboard';
import brandReviews from './brandReviews';
import brandCustomers from './brandCustomers';
import adminBrands from './adminBrands';
import brandSettings from './brandSettings';
import adminSettings from './adminSettings';
import brandDashboard from './brandDashboard';
import adminReports from './adminReports';
import brandOrders from './brandOrders';
import adminOrders from './adminOrders';
import returnsDesk from './returnsDesk';
import adminCustomers from './adminCustomers';
import brandProducts from './brandProducts';
import payouts from './payouts';

/** The dashboards' texts in Arabic: loaded with the first dashboard page (lib/i18n.ts). */
const dashboards: DashboardTexts = {
  dashboard,
  brandReviews,
  brandCustomers,
  adminBrands,
  brandSettings,
  adminSettings,
  brandDashboard,
  adminReports,
  brandOrders,
  adminOrders,
  returnsDesk,
  adminCustomers,
  brandProducts,
  payouts,
};

export default dashboards;
