import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../lib/language';
import { ChevronStartIcon, icon } from './icons';
import { ChevronEndIcon } from './shop-icons';

const FirstPageIcon = icon(<path d="m11 17-5-5 5-5m7 10-5-5 5-5" />, 'FirstPageIcon');
const LastPageIcon = icon(<path d="m6 17 5-5-5-5m7 10 5-5-5-5" />, 'LastPageIcon');

/** spec: storefront §9 — pagination shows up to 5 page buttons. */
export const MAX_PAGE_BUTTONS = 5;

/** The page numbers to show (1-based): a window of at most `max` pages around the current one. */
export function pageWindow(current: number, total: number, max = MAX_PAGE_BUTTONS): number[] {
  if (total <= 0) return [];
  const size = Math.min(max, total);
  const page = Math.min(Math.max(current, 1), total);
  const start = Math.min(Math.max(page - Math.floor(size / 2), 1), total - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

const itemClass =
  'inline-flex min-w-10 h-10 items-center justify-center rounded-lg px-3 text-sm font-semibold transition-colors';
const idleClass = `${itemClass} border border-slate-200 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-800`;
const currentClass = `${itemClass} bg-brand-700 text-white shadow-sm`;
const disabledClass = `${itemClass} border border-slate-100 bg-slate-50 text-slate-400`;

/**
 * Page links (or buttons) with previous and next. Pages are 1-based here; the API's are
 * zero-based. Give `hrefFor` for pages kept in the address, `onChange` for local paging; `ends`
 * adds first and last (spec: dashboards §2, the admin customers' pager), named by its texts.
 */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  onChange,
  label,
  ends,
  className = '',
}: {
  page: number;
  totalPages: number;
  hrefFor?: (page: number) => string;
  onChange?: (page: number) => void;
  label?: string;
  ends?: { first: string; last: string };
  className?: string;
}) {
  const t = useT();
  if (totalPages <= 1) return null;

  const control = (target: number, content: ReactNode, name: string, current = false) => {
    if (current)
      return (
        <span aria-current="page" className={currentClass}>
          {content}
        </span>
      );
    if (target < 1 || target > totalPages)
      return (
        <span aria-disabled="true" className={disabledClass}>
          <span className="sr-only">{name}</span>
          {content}
        </span>
      );
    if (hrefFor)
      return (
        <Link
          to={hrefFor(target)}
          aria-label={name}
          className={idleClass}
          onClick={() => onChange?.(target)}
        >
          {content}
        </Link>
      );
    return (
      <button
        type="button"
        aria-label={name}
        className={idleClass}
        onClick={() => onChange?.(target)}
      >
        {content}
      </button>
    );
  };

  return (
    <nav aria-label={label ?? t('catalogue.pagination.label')} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {/* First and Last are greyed out on their own page (a target outside 1..totalPages). */}
        {ends && (
          <li>
            {control(
              page === 1 ? 0 : 1,
              <FirstPageIcon size={18} className="rtl:-scale-x-100" />,
              ends.first,
            )}
          </li>
        )}
        <li>
          {control(
            page - 1,
            <ChevronStartIcon size={18} className="rtl:-scale-x-100" />,
            t('catalogue.pagination.previous'),
          )}
        </li>
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            {control(
              number,
              number,
              t('catalogue.pagination.page', { page: number }),
              number === page,
            )}
          </li>
        ))}
        <li>
          {control(
            page + 1,
            <ChevronEndIcon size={18} className="rtl:-scale-x-100" />,
            t('catalogue.pagination.next'),
          )}
        </li>
        {ends && (
          <li>
            {control(
              page === totalPages ? totalPages + 1 : totalPages,
              <LastPageIcon size={18} className="rtl:-scale-x-100" />,
              ends.last,
            )}
          </li>
        )}
      </ul>
      <p className="mt-2 text-center text-sm text-slate-600">
        {t('catalogue.pagination.status', { page, total: totalPages })}
      </p>
    </nav>
  );
}
