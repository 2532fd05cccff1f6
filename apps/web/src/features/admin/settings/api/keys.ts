/** Query keys of the admin's catalogue settings, general to specific. */
export const settingsKeys = {
  all: ['admin-settings'] as const,
  categories: () => [...settingsKeys.all, 'categories'] as const,
  brandCategories: () => [...settingsKeys.all, 'brand-categories'] as const,
  tags: () => [...settingsKeys.all, 'tags'] as const,
};
