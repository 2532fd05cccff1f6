import { ErrorState } from '../../../../components/error-state';
import { Skeleton } from '../../../../components/skeleton';
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
export function ReportPanelsSkeleton({ panels = 2 }: { panels?: number }) {
  const t = useT();
  return (
    <div role="status" aria-busy="true" className="grid gap-4 lg:grid-cols-2">
      <span className="sr-only">{t('adminReports.states.loading')}</span>
      {Array.from({ length: panels }, (_, index) => (
        <div
          key={index}
          className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5"
        >
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-48 w-full" />
        </div>
      ))}
    </div>
  );
}
