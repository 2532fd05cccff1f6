import type { QueryClient } from '@tanstack/react-query';

/**
 * The first parts of the query keys under which the storefront keeps what it shows of the
 * catalogue's names: the catalogue pages and their filters, the home page's categories, the
 * site map's category tree, and the brand product form's category and tag choices. Kept in one
 * place so that a dashboard that renames or removes a category, a tag or a brand category can
 * have the storefront read them again without importing its features.
 */
const STOREFRONT_CATALOGUE_KEYS = ['catalogue', 'home', 'content', 'brand-product-form'];

/** Marks every cached storefront read of the catalogue stale; what is on screen is read again. */
export function refreshStorefrontQueries(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => STOREFRONT_CATALOGUE_KEYS.includes(String(query.queryKey[0])),
  });
}
