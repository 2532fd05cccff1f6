/** Query keys of the home page, general to specific. */
export const homeKeys = {
  all: ['home'] as const,
  categories: () => [...homeKeys.all, 'categories'] as const,
  featuredProducts: () => [...homeKeys.all, 'featured-products'] as const,
  featuredBrands: () => [...homeKeys.all, 'featured-brands'] as const,
  collection: (query: string) => [...homeKeys.all, 'collection', query] as const,
  product: (id: number) => [...homeKeys.all, 'product', id] as const,
};
