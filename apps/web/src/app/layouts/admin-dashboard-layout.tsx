import { DashboardLayout } from './dashboard-layout';
import { ADMIN_NAV } from './dashboard-nav';

export default function AdminDashboardLayout() {
  return <DashboardLayout area="admin" nav={ADMIN_NAV} />;
}
