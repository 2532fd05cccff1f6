import type { ReactNode } from 'react';
import { BoxIcon } from './icons';

/** Nothing to show: an icon, a title, a line of help and the way forward. */
export function EmptyState({
  title,
  body,
  action,
  icon = <BoxIcon size={28} />,
  className = '',
}: {
  title: ReactNode;
  body?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={`flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center ${className}`}
    >
      <span className="rounded-full bg-brand-50 p-3 text-brand-700">{icon}</span>
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {body && <p className="max-w-md text-sm text-slate-600">{body}</p>}
      {action && <div className="mt-2 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
