/** Query keys of the browsing pages, general to specific. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  products: () => [...catalogueKeys.all, 'products'] as const,
  /** `query` is the API query string, so equal filters share one cache entry. */
  productList: (query: string) => [...catalogueKeys.products(), 'list', query] as const,
  facets: (query: string) => [...catalogueKeys.products(), 'facets', query] as const,
  search: (text: string) => [...catalogueKeys.products(), 'search', text] as const,
  productDetail: (id: number) => [...catalogueKeys.products(), 'detail', id] as const,
  related: (id: number) => [...catalogueKeys.products(), 'related', id] as const,
  discounted: (order: string, category: number | null, page: number) =>
    [...catalogueKeys.products(), 'discounted', order, category, page] as const,
  /** everything cached about one product's reviews: its pages and the signed-in customer's own */
  productReviews: (productId: number) => [...catalogueKeys.all, 'reviews', productId] as const,
  reviews: (productId: number, page: number) =>
    [...catalogueKeys.productReviews(productId), page] as const,
  myReview: (productId: number, userId: number) =>
    [...catalogueKeys.productReviews(productId), 'mine', userId] as const,
  ratingCounts: (productId: number) => [...catalogueKeys.all, 'rating-count', productId] as const,
  ratingCount: (productId: number, rating: number) =>
    [...catalogueKeys.ratingCounts(productId), rating] as const,
  rootCategories: () => [...catalogueKeys.all, 'categories', 'root'] as const,
  category: (id: number) => [...catalogueKeys.all, 'categories', 'detail', id] as const,
  brands: (query: string) => [...catalogueKeys.all, 'brands', query] as const,
  brand: (id: number) => [...catalogueKeys.all, 'brand', id] as const,
  brandProducts: (brandId: number) => [...catalogueKeys.all, 'brand-products', brandId] as const,
  brandCategories: () => [...catalogueKeys.all, 'brand-categories'] as const,
};
