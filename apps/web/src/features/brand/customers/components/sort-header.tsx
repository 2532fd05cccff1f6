import type { ReactNode } from 'react';
import { ArrowUpIcon } from '../../../../components/shop-icons';

export type SortDirection = 'asc' | 'desc';

/**
 * A column header that sorts the table (spec: dashboards §2 — sortable columns): a button inside
 * the <th>, so Enter and Space sort it, and aria-sort on the <th> says how the table is sorted.
 */
export function SortHeader({
  label,
  active,
  direction,
  onSort,
  className = '',
}: {
  label: ReactNode;
  active: boolean;
  direction: SortDirection;
  onSort: () => void;
  className?: string;
}) {
  const ariaSort = active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort} className={className}>
      <button
        type="button"
        onClick={onSort}
        className={`inline-flex items-center gap-1.5 rounded-md text-xs font-semibold tracking-wide uppercase hover:text-slate-900 ${
          active ? 'text-slate-900' : 'text-slate-600'
        }`}
      >
        {label}
        <ArrowUpIcon
          size={14}
          aria-hidden="true"
          className={`transition-transform ${active ? '' : 'opacity-30'} ${
            active && direction === 'desc' ? 'rotate-180' : ''
          }`}
        />
      </button>
    </th>
  );
}
