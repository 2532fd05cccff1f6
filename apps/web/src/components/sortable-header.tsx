import type { ReactNode } from 'react';
import { ArrowUpIcon } from './shop-icons';

export type SortDirection = 'asc' | 'desc';

/** How a sortable list is sorted: the column and the direction. */
export type SortState<Column extends string> = { sortBy: Column; direction: SortDirection };

/**
 * The sort after pressing `column`'s header: the same column turns its direction, another one
 * starts in its own first direction (text A to Z, figures and dates the largest or latest first).
 */
export function nextSort<Column extends string>(
  current: SortState<Column>,
  column: Column,
  firstDirection: (column: Column) => SortDirection,
): SortState<Column> {
  if (current.sortBy === column)
    return { sortBy: column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { sortBy: column, direction: firstDirection(column) };
}

/** The class a table's other (not sortable) column headers take to read like the sortable ones. */
export const plainHeaderText = 'text-xs font-semibold tracking-wide text-slate-600 uppercase';

/**
 * A column header that sorts the table (spec: dashboards §2 — sortable columns): a button inside
 * the <th>, so Enter and Space sort it; aria-sort sits on the one header the table is sorted by
 * (WAI-ARIA APG sortable table).
 */
export function SortableHeader({
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
  const ariaSort = active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <th scope="col" aria-sort={ariaSort} className={className}>
      <button
        type="button"
        onClick={onSort}
        className={`inline-flex items-center gap-1.5 rounded-md text-xs font-semibold tracking-wide uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 ${
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
