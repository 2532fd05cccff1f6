import type { SortDirection } from '../components/sortable-header';

/** What every paged list asks the API: its page, sort and search; each list adds its filters. */
export type PagedListFilters<Sort extends string> = {
  /** zero-based, as the API pages */
  page: number;
  size: number;
  sortBy: Sort;
  direction: SortDirection;
  search: string;
};

/**
 * The query string of a paged list (DESIGN.md "Paging"): page, size, sort, the list's own
 * filters (`more`), and the search only when something is searched.
 */
export function pagedListParams(
  filters: PagedListFilters<string>,
  more: Record<string, string> = {},
): URLSearchParams {
  const params = new URLSearchParams({
    page: String(filters.page),
    size: String(filters.size),
    sortBy: filters.sortBy,
    direction: filters.direction,
    ...more,
  });
  const search = filters.search.trim();
  if (search) params.set('search', search);
  return params;
}

/**
 * Query keys of a screen with a paged list, general to specific: `all` for everything the screen
 * asked (what a change refreshes), `list` for one page of the list.
 */
export function pagedListKeys<Filters>(...scope: string[]) {
  const all: readonly string[] = scope;
  return { all, list: (filters: Filters) => [...all, 'list', filters] as const };
}
