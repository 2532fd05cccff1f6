import type { ViewMode } from '../../components/view-toggle';
import { BRAND_SORTS, type BrandSort } from './api/get-brands';

/**
 * spec: storefront §2 "Brands directory" — category, sort, view, page and pageSize are kept in
 * the address with their defaults left out. The default view depends on the screen: grid at
 * 568 px or less, else list. page is 1-based here.
 */
export const BRAND_PAGE_SIZES = [5, 10, 25, 50] as const;
export const BRAND_DEFAULTS = { sort: 'popular', pageSize: 10, page: 1 } as const;
export const NARROW_SCREEN_QUERY = '(max-width: 568px)';

export type BrandsState = {
  category: number | null;
  sort: BrandSort;
  view: ViewMode;
  page: number;
  pageSize: number;
};

export function parseBrandsParams(params: URLSearchParams, defaultView: ViewMode): BrandsState {
  const category = Number(params.get('category'));
  const sort = params.get('sort');
  const view = params.get('view');
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    category: Number.isInteger(category) && category > 0 ? category : null,
    sort: (BRAND_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as BrandSort)
      : BRAND_DEFAULTS.sort,
    view: view === 'grid' || view === 'list' ? view : defaultView,
    page: Number.isInteger(page) && page > 1 ? page : BRAND_DEFAULTS.page,
    pageSize: (BRAND_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : BRAND_DEFAULTS.pageSize,
  };
}

export function brandsSearchParams(state: BrandsState, defaultView: ViewMode): URLSearchParams {
  const params = new URLSearchParams();
  if (state.category) params.set('category', String(state.category));
  if (state.sort !== BRAND_DEFAULTS.sort) params.set('sort', state.sort);
  if (state.view !== defaultView) params.set('view', state.view);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== BRAND_DEFAULTS.pageSize) params.set('pageSize', String(state.pageSize));
  return params;
}
