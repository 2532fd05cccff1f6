import { useQuery } from '@tanstack/react-query';
import { spellingsOf, useLocalName } from '../../lib/local-name';
import { brandCategoriesQuery } from './api/get-brand-categories';
import { categoryMatches } from './catalogue-filters';
import type { Facets } from '@souk/shared/responses/catalogue';

const isId = (ref: string) => /^\d+$/.test(ref);

/**
 * The name to show for a category of the address, in the reader's language: a product category
 * (by id or by name), or a brand category, which a brand card's badge names
 * (/catalogue?category={brand category}). Brand categories are fetched only for such a name.
 */
export function useCategoryLabel(
  refs: string[],
  facets: Facets | undefined,
): (ref: string) => string {
  const local = useLocalName();
  const productCategory = (ref: string) =>
    facets?.categories.find((category) => categoryMatches(ref, category));
  const brandCategoryNamed = refs.some((ref) => !isId(ref) && !productCategory(ref));
  const brandCategories = useQuery({
    ...brandCategoriesQuery(),
    enabled: facets !== undefined && brandCategoryNamed,
  });
  return (ref) => {
    const found =
      productCategory(ref) ??
      (isId(ref)
        ? undefined
        : brandCategories.data?.find((entry) => spellingsOf(entry).includes(ref.toLowerCase())));
    return found ? local(found) : ref;
  };
}
