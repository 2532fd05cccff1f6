import { ErrorState } from '../../../../components/error-state';
import { ReportPanelsSkeleton as PanelsSkeleton } from '../../../../components/skeleton';
import { useT } from '../../../../lib/language';

/** spec: dashboards §8 "Dashboard reports: dashFailed" — the figures did not load; Retry asks again. */
export function ReportFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <ErrorState
      title={t('adminReports.states.dashFailed')}
      message={t('adminReports.states.dashFailedBody')}
      onRetry={onRetry}
      retryLabel={t('adminReports.states.retry')}
    />
  );
}

/** The waiting shape of a report's panels, announced once. */
export function ReportPanelsSkeleton({ panels }: { panels?: number }) {
  const t = useT();
  return <PanelsSkeleton label={t('adminReports.states.loading')} panels={panels} />;
}
