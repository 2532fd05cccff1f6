import { ADDRESS_UPDATE } from '../../lib/address-update';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ViewMode } from '../../components/view-toggle';
import {
  catalogueSearchParams,
  parseCatalogueParams,
  priceProblems,
  type CatalogueFilters,
  type CatalogueState,
} from './catalogue-filters';

/** The catalogue's state, read from and written to the address (catalogue-filters.ts). */
export function useCatalogueState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseCatalogueParams(params), [params]);
  const problems = useMemo(() => priceProblems(params), [params]);

  const write = useCallback(
    (next: CatalogueState) => setParams(catalogueSearchParams(next), ADDRESS_UPDATE),
    [setParams],
  );

  /** Changes filters (or the sort) and goes back to the first page. */
  const setFilters = useCallback(
    (patch: Partial<CatalogueFilters>) =>
      write({ ...state, filters: { ...state.filters, ...patch }, page: 1 }),
    [state, write],
  );

  const setPage = useCallback((page: number) => write({ ...state, page }), [state, write]);
  const setView = useCallback((view: ViewMode) => write({ ...state, view }), [state, write]);

  /** The address of another page of the same list, for the pagination links. */
  const pageHref = useCallback(
    (page: number) => {
      const query = catalogueSearchParams({ ...state, page }).toString();
      return query ? `/catalogue?${query}` : '/catalogue';
    },
    [state],
  );

  return { ...state, priceProblems: problems, setFilters, setPage, setView, pageHref };
}
