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

/** The dashboards' texts in English: loaded with the first dashboard page (lib/i18n.ts). */
export default {
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
