import { DashboardLayout } from './dashboard-layout';
import { BRAND_NAV } from './dashboard-nav';

export default function BrandDashboardLayout() {
  return <DashboardLayout area="brand" nav={BRAND_NAV} />;
}
