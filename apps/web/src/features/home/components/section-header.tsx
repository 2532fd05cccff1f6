import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowEndIcon } from '../../../components/icons';

/** A home section's title, an optional line under it and a 'see all' link. */
export function SectionHeader({
  id,
  title,
  subtitle,
  link,
}: {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  link?: { to: string; label: string };
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
      <div>
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
      </div>
      {link && (
        <Link
          to={link.to}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          {link.label}
          <ArrowEndIcon size={16} className="rtl:-scale-x-100" />
        </Link>
      )}
    </div>
  );
}
