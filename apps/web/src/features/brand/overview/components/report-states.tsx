import { Link } from 'react-router';
import { buttonClass } from '../../../../components/button';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { ChartIcon } from '../../../../components/icons';
import { ReportPanelsSkeleton as PanelsSkeleton } from '../../../../components/skeleton';
import { useT } from '../../../../lib/language';

/** spec: dashboards §8 "Dashboard reports: dashFailed" — the figures did not load; Retry asks again. */
export function ReportFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <ErrorState
      title={t('brandDashboard.states.dashFailed')}
      message={t('brandDashboard.states.dashFailedBody')}
      onRetry={onRetry}
      retryLabel={t('brandDashboard.states.retry')}
    />
  );
}

/** spec: dashboards §8 "dashEmpty" — a brand without products or orders yet. */
export function ReportEmpty() {
  const t = useT();
  return (
    <EmptyState
      icon={<ChartIcon size={28} />}
      title={t('brandDashboard.states.dashEmpty')}
      body={t('brandDashboard.states.dashEmptyBody')}
      action={
        <Link to="/dashboard/brand/products" className={buttonClass('primary')}>
          {t('brandDashboard.states.addProducts')}
        </Link>
      }
    />
  );
}

/** The waiting shape of a report's panels, announced once. */
export function ReportPanelsSkeleton({ panels }: { panels?: number }) {
  const t = useT();
  return <PanelsSkeleton label={t('brandDashboard.states.loading')} panels={panels} />;
}
