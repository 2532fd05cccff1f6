import { useId, type ReactNode } from 'react';

/**
 * One figure of a metrics row (profile, order history, dashboards): a term and its value, with an
 * optional hint, icon and period (every dashboard figure states its period: decision 029). Place cards inside a <dl>; the icon sits in the term so that the group
 * holds only its dt and dd (axe: definition-list).
 */
export function MetricCard({
  label,
  value,
  hint,
  icon,
  testId,
  period,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  /** the period the figure counts ("All time", "Last 12 months"), said with its label */
  period?: string;
  icon?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      className={`relative min-h-24 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm ${icon ? 'ps-19' : ''}`}
    >
      <dt className="text-sm font-medium text-slate-600">
        {icon && (
          <span
            aria-hidden="true"
            className="absolute start-4 top-4 rounded-xl bg-brand-50 p-2.5 text-brand-700"
          >
            {icon}
          </span>
        )}
        {label}
        {period && (
          <span data-testid="figure-period" className="block text-xs font-normal text-slate-600">
            {period}
          </span>
        )}
      </dt>
      <dd className="mt-0.5 text-2xl font-bold text-slate-900">{value}</dd>
      {hint && <dd className="mt-0.5 text-xs text-slate-600">{hint}</dd>}
    </div>
  );
}

/**
 * A row of metric cards (profile, dashboards) as a section named by a hidden heading, the cards
 * in one <dl>; `busy` while the figures load.
 */
export function MetricsSection({
  title,
  headingId,
  testId,
  busy = false,
  children,
}: {
  title: string;
  headingId?: string;
  testId?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="sr-only">
        {title}
      </h2>
      <dl
        data-testid={testId}
        aria-busy={busy || undefined}
        className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4"
      >
        {children}
      </dl>
    </section>
  );
}
