import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A titled panel of the dashboards' report pages (brand and admin), with an optional link beside it. */
export function ReportPanel({
  id,
  title,
  action,
  className = '',
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}
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

/** The link in a panel's heading row to the screen that manages what the panel shows. */
export function PanelLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-sm font-semibold text-brand-700 hover:underline">
      {children}
    </Link>
  );
}

/** What a panel says when it has nothing to show. */
export function PanelEmpty({ children }: { children: ReactNode }) {
  return <p className="py-6 text-center text-sm text-slate-600">{children}</p>;
}

export const headCell = 'px-3 py-2 text-start text-xs font-semibold tracking-wide text-slate-600';
export const bodyCell = 'px-3 py-2 text-slate-800';

/** One row of a ReportTable: its heading cell (a product, a month) and its figures. */
export type ReportRow = { key: string | number; label: ReactNode; figures: ReactNode[] };

/**
 * A report's table: a first column naming each row, then figures aligned to the end (best
 * sellers, low stock, the monthly orders report).
 */
export function ReportTable({
  testId,
  columns: [first, ...figures],
  rows,
  labelClass = 'font-medium',
}: {
  testId: string;
  columns: readonly [string, ...string[]];
  rows: readonly ReportRow[];
  labelClass?: string;
}) {
  return (
    // focusable: a keyboard scrolls a table that overflows a phone (axe)
    <div className="relative overflow-x-auto" tabIndex={0}>
      <table className="w-full text-sm" data-testid={testId}>
        <thead className="border-b border-slate-200">
          <tr>
            <th scope="col" className={headCell}>
              {first}
            </th>
            {figures.map((column) => (
              <th key={column} scope="col" className={`${headCell} text-end`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${bodyCell} text-start ${labelClass}`}>
                {row.label}
              </th>
              {row.figures.map((figure, index) => (
                <td key={index} className={`${bodyCell} text-end tabular-nums`}>
                  {figure}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
