import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../lib/language';
import { useLocalName } from '../../lib/local-name';
import type { Facets } from '@souk/shared/responses/catalogue';
import { brandQuery } from './api/get-brand';
import { categoryQuery } from './api/get-category';
import type { CatalogueFilters } from './catalogue-filters';
import { useCategoryLabel } from './use-category-label';

const isId = (ref: string) => /^\d+$/.test(ref);
const isMissing = (query: UseQueryResult) =>
  query.error instanceof ApiError && query.error.status === 404;

/** Shown for a name still being looked up, rather than the bare id. */
const PENDING = '…';

export type FilterNames = {
  /** a category of the address (an id or a name) */
  category: (ref: string) => string;
  subcategory: (id: string) => string;
  brand: (id: string) => string;
  /** the ids of the address that name nothing: no product can match them */
  unknown: { categories: string[]; subcategories: string[]; brands: string[] };
};

/**
 * The names of the categories, subcategories and brands chosen in the address, in the reader's
 * language. The facets name those that leave products; one the other filters leave empty (or that
 * does not exist) is not among them, so it is looked up by id (GET /categories/{id},
 * /brands/{id}) once the facets have settled. `settled`: the facets answered for these filters,
 * or failed.
 */
export function useFilterNames(
  filters: CatalogueFilters,
  facets: Facets | undefined,
  settled: boolean,
): FilterNames {
  const t = useT();
  const local = useLocalName();
  const categoryLabel = useCategoryLabel(filters.category, facets);

  const facetCategory = (id: string) =>
    facets?.categories.find((entry) => String(entry.id) === id) ??
    facets?.subcategories.find((entry) => String(entry.id) === id);
  const facetBrand = (id: string) => facets?.brands.find((entry) => String(entry.id) === id);

  const categoryIds = [
    ...new Set([...filters.category.filter(isId), ...filters.subcategories]),
  ].filter((id) => !facetCategory(id));
  const brandIds = filters.brand.filter((id) => !facetBrand(id));

  const categories = useQueries({
    queries: categoryIds.map((id) => ({ ...categoryQuery(Number(id)), enabled: settled })),
  });
  const brands = useQueries({
    queries: brandIds.map((id) => ({ ...brandQuery(Number(id)), enabled: settled })),
  });
  const categoryLookup = new Map(categoryIds.map((id, index) => [id, categories[index]!]));
  const brandLookup = new Map(brandIds.map((id, index) => [id, brands[index]!]));

  const categoryById = (id: string): string => {
    const known = facetCategory(id);
    if (known) return local(known);
    const lookup = categoryLookup.get(id);
    if (lookup?.data) return local(lookup.data);
    if (lookup && isMissing(lookup)) return t('catalogue.filters.unknownCategory', { id });
    return settled && lookup?.isError ? id : PENDING;
  };

  return {
    category: (ref) => (isId(ref) ? categoryById(ref) : categoryLabel(ref)),
    subcategory: categoryById,
    brand: (id) => {
      const known = facetBrand(id);
      if (known) return known.name;
      const lookup = brandLookup.get(id);
      if (lookup?.data) return lookup.data.name;
      if (lookup && isMissing(lookup)) return t('catalogue.filters.unknownBrand', { id });
      return settled && lookup?.isError ? id : PENDING;
    },
    unknown: {
      categories: filters.category.filter((id) => {
        const lookup = categoryLookup.get(id);
        return lookup !== undefined && isMissing(lookup);
      }),
      subcategories: filters.subcategories.filter((id) => {
        const lookup = categoryLookup.get(id);
        return lookup !== undefined && isMissing(lookup);
      }),
      brands: brandIds.filter((id) => isMissing(brandLookup.get(id)!)),
    },
  };
}
