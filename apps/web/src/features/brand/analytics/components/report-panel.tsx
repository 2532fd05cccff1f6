import type { ReactNode } from 'react';

/** A titled panel of the analytics page. */
export function ReportPanel({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export const headCell = 'px-3 py-2 text-start text-xs font-semibold tracking-wide text-slate-600';
export const bodyCell = 'px-3 py-2 text-slate-800';
