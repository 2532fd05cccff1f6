import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LIMITS } from '@souk/shared/constants';
import { nextSort, type SortDirection, type SortState } from '../components/sortable-header';
import { withParams, type ParamChange } from './search-params';
import { useDebouncedSearch } from './use-debounced-search';

/** `value` when it is one of `values` (as the address writes it), else undefined. */
export const oneOf = <T extends string | number>(
  values: readonly T[],
  value: unknown,
): T | undefined => values.find((candidate) => String(candidate) === value);

/** The zero-based page of the address's 1-based `page`; anything else is the first. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page - 1 : 0;
}

/** The address's search `q`: an address typed or shared by hand may hold more than the API takes. */
export function searchOf(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().slice(0, LIMITS.searchMaxChars).trim();
}

/** The address change when `column`'s header is pressed: the next sort, from the first page. */
export function sortParams<Sort extends string>(
  current: SortState<Sort>,
  column: Sort,
  firstDirection: (column: Sort) => SortDirection,
): ParamChange {
  const next = nextSort(current, column, firstDirection);
  return { sort: next.sortBy, dir: next.direction, page: null };
}

/**
 * A list whose filters live in the address (dashboards §8 "Lists"): `filtersOf` reads them,
 * `update` changes them without a new history entry, and the search box (`draft`) is asked once
 * typing pauses, from the first page.
 */
export function useAddressList<Filters extends { search: string }>(
  filtersOf: (params: URLSearchParams) => Filters,
) {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [draft, setDraft] = useState(filters.search);
  const update = (change: ParamChange) =>
    setParams((current) => withParams(current, change), { replace: true });
  useDebouncedSearch(draft, filters.search, (wanted) => update({ q: wanted, page: null }));
  const clearSearch = () => {
    setDraft('');
    update({ q: null, page: null });
  };
  return { filters, update, draft, setDraft, clearSearch };
}

/**
 * A page past the end (a hand-edited address, fewer rows since a delete) shows the last one, once
 * the list's answer is its own (not the previous one kept while it loads).
 */
export function useLastPageKept(
  page: number,
  list: { data?: { totalPages: number }; isPlaceholderData: boolean },
  update: (change: ParamChange) => void,
) {
  const lastPage = list.data?.totalPages ?? 0;
  useEffect(() => {
    if (!list.isPlaceholderData && lastPage > 0 && page + 1 > lastPage)
      update({ page: lastPage > 1 ? String(lastPage) : null });
  });
}
