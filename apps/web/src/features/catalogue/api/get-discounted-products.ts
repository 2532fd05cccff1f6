import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@souk/shared/api';
import { apiData } from '../../../lib/api-client';
import type { Product } from '@souk/shared/responses/catalogue';
import { catalogueKeys } from './keys';

/** spec: storefront §2 sale page, §4 — the sort mode switches which discounted query runs. */
export const SALE_SORTS = [
  'default',
  'price-high-to-low',
  'price-low-to-high',
  'biggest-discount',
] as const;
export type SaleSort = (typeof SALE_SORTS)[number];

/** spec: storefront §7 — discounted products, page size 10. */
export const SALE_PAGE_SIZE = 10;

const PATHS: Record<SaleSort, string> = {
  default: '/products/discounted/paged',
  'price-high-to-low': '/products/discounted/price-high-to-low/paged',
  'price-low-to-high': '/products/discounted/price-low-to-high/paged',
  'biggest-discount': '/products/discounted/biggest-discount/paged',
};

/** GET /products/discounted[/<order>]/paged?page&size=10&category= (page zero-based). */
export function getDiscountedProducts(
  order: SaleSort,
  category: number | null,
  page: number,
  signal?: AbortSignal,
  size = SALE_PAGE_SIZE,
): Promise<Page<Product>> {
  const params = new URLSearchParams({ page: String(page), size: String(size) });
  if (category) params.set('category', String(category));
  return apiData<Page<Product>>(`${PATHS[order]}?${params}`, { signal });
}

export const discountedProductsQuery = (order: SaleSort, category: number | null, page: number) =>
  queryOptions({
    queryKey: catalogueKeys.discounted(order, category, page),
    queryFn: ({ signal }) => getDiscountedProducts(order, category, page, signal),
    placeholderData: keepPreviousData,
  });

export function useDiscountedProducts(order: SaleSort, category: number | null, page: number) {
  return useQuery(discountedProductsQuery(order, category, page));
}

/** The deepest discount on sale now (the first product by biggest discount), for the hero. */
export function useDeepestDiscount() {
  return useQuery({
    queryKey: catalogueKeys.discounted('biggest-discount', null, -1),
    queryFn: ({ signal }) => getDiscountedProducts('biggest-discount', null, 0, signal, 1),
    select: (page) => page.content[0]?.discountPrice ?? null,
  });
}
