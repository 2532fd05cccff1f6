import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandCategory, CategoryTree, Tag } from '@souk/shared/responses/catalogue';
import { apiData } from '../../../../lib/api-client';
import { settingsKeys } from './keys';

/**
 * spec: dashboards §7 — GET /categories (top-level categories with their subcategories),
 * GET /brand-categories and GET /tags: the three lists of the settings page. Signed in, the
 * admin's reads skip the storefront's response cache.
 */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: settingsKeys.categories(),
    queryFn: ({ signal }) => apiData<CategoryTree[]>('/categories', { signal }),
  });

export const brandCategoriesQuery = () =>
  queryOptions({
    queryKey: settingsKeys.brandCategories(),
    queryFn: ({ signal }) => apiData<BrandCategory[]>('/brand-categories', { signal }),
  });

export const tagsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.tags(),
    queryFn: ({ signal }) => apiData<Tag[]>('/tags', { signal }),
  });

export const useSettingsCategories = () => useQuery(categoriesQuery());
export const useSettingsBrandCategories = () => useQuery(brandCategoriesQuery());
export const useSettingsTags = () => useQuery(tagsQuery());
