import { Link } from 'react-router';
import { ArrowEndIcon } from '../../../components/icons';

/** A profile section's title (`id` labels the section) and the link to see more. */
export function SectionHeader({
  id,
  title,
  to,
  more,
}: {
  id: string;
  title: string;
  to: string;
  more: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <Link
        to={to}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        {more}
        <ArrowEndIcon size={16} className="rtl:-scale-x-100" />
      </Link>
    </div>
  );
}
