import { useState } from 'react';
import { nextSort, type SortDirection } from '../components/sortable-header';
import type { PagedListFilters } from './paged-list';
import { useDebouncedSearch } from './use-debounced-search';

/**
 * The state of a paged list kept in the page (the orders screens): its filters, the search box
 * as typed and the search asked once typing pauses (not one query per keystroke). Any change but
 * a page's goes back to the first page; a column first sorts in its own direction, the
 * `descendingFirst` ones largest or newest first.
 */
export function useListFilters<
  Sort extends string,
  Filters extends Omit<PagedListFilters<Sort>, 'search'>,
>(initial: Filters, descendingFirst: readonly Sort[]) {
  const [filters, setFilters] = useState(initial);
  const [search, setSearch] = useState('');
  const [asked, setAsked] = useState('');
  useDebouncedSearch(search, asked, (wanted) => {
    setAsked(wanted);
    setFilters((current) => ({ ...current, page: 0 }));
  });

  const change = (next: Partial<Filters>) =>
    setFilters((current) => ({ ...current, page: 0, ...next }));
  const firstDirection = (column: Sort): SortDirection =>
    descendingFirst.includes(column) ? 'desc' : 'asc';
  return {
    filters,
    /** the search box as typed */
    search,
    setSearch,
    /** the search the list was asked with */
    asked,
    change,
    sortOn: (column: Sort) => change(nextSort(filters, column, firstDirection) as Partial<Filters>),
    /** `page` 1-based, as the pager counts */
    showPage: (page: number) => setFilters((current) => ({ ...current, page: page - 1 })),
  };
}
