import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AdminBrand, AdminBrandPage, BrandRemoval } from '@souk/shared/responses/admin-brands';
import type { BrandCategory } from '@souk/shared/responses/catalogue';
import type { NewBrandCategory } from '@souk/shared/schemas/admin-brands';
import { apiData, apiRequest } from '../../../../lib/api-client';
import { pagedListParams } from '../../../../lib/paged-list';
import { adminBrandKeys, type BrandListFilters } from './keys';

/**
 * The admin's brand calls (dashboards §7 "Brand account", "Categories, brand categories, tags"):
 * the paged list with disabled brands, the status toggle, the delete, add brand with its logo and
 * the new brand category.
 */

export function getAdminBrands(
  filters: BrandListFilters,
  signal?: AbortSignal,
): Promise<AdminBrandPage> {
  const params = pagedListParams(filters, { status: filters.status });
  if (filters.category !== null) params.set('brandCategoryId', String(filters.category));
  return apiData<AdminBrandPage>(`/brands/admin/paged?${params}`, { signal });
}

export function useAdminBrands(filters: BrandListFilters) {
  return useQuery(
    queryOptions({
      queryKey: adminBrandKeys.list(filters),
      queryFn: ({ signal }) => getAdminBrands(filters, signal),
      // the cards stay on screen while another page, filter or search loads
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /brand-categories: the filter's and the form's choices. */
export function useBrandCategories() {
  return useQuery({
    queryKey: adminBrandKeys.categories(),
    queryFn: ({ signal }) => apiData<BrandCategory[]>('/brand-categories', { signal }),
  });
}

/** A call of the list's actions refreshes every page of the list once it succeeds. */
function useListChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminBrandKeys.all }),
  });
}

/** PATCH /brands/toggle-status/{id}: answers the brand with its new status. */
export const useToggleBrandStatus = () =>
  useListChange((id: number) =>
    apiData<AdminBrand>(`/brands/toggle-status/${id}`, { method: 'PATCH' }),
  );

/** DELETE /brands/delete/{id}: deleted, or anonymised when the brand has orders. */
export const useDeleteBrand = () =>
  useListChange((id: number) =>
    apiData<BrandRemoval>(`/brands/delete/${id}`, { method: 'DELETE' }),
  );

/** The add-brand form as sent: its fields and the logo file. */
export type NewBrand = {
  name: string;
  email: string;
  password: string;
  phoneNumber?: string;
  categoryId: number;
  description: string;
  websiteUrl?: string;
  language: string;
  logo: File;
};

/** POST /brands/register-with-logo (multipart): the brand, its login and its logo. */
export const useAddBrand = () =>
  useListChange(({ logo, ...fields }: NewBrand) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields))
      if (value !== undefined && value !== '') form.append(name, String(value));
    form.append('logo', logo);
    return apiData<AdminBrand>('/brands/register-with-logo', { method: 'POST', body: form });
  });

/** POST /brand-categories {name, description}: the new category joins the choices at once. */
export function useCreateBrandCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (category: NewBrandCategory) =>
      apiRequest<{ data: BrandCategory }>('/brand-categories', { method: 'POST', body: category }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<BrandCategory[]>(adminBrandKeys.categories(), (earlier) =>
        earlier ? [...earlier.filter((category) => category.id !== data.id), data] : [data],
      );
      void queryClient.invalidateQueries({ queryKey: adminBrandKeys.categories() });
    },
  });
}
