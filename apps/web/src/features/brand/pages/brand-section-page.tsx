import { ComingSoon } from '../../../components/coming-soon';

/**
 * A brand dashboard page (dashboards §2) until its issue builds it: the layout's header shows the
 * page's title.
 */
export default function BrandSectionPage() {
  return <ComingSoon />;
}
