import { ComingSoon } from '../../../components/coming-soon';

/**
 * An admin dashboard page (dashboards §2) until its issue builds it: the layout's header shows the
 * page's title.
 */
export default function AdminSectionPage() {
  return <ComingSoon />;
}
