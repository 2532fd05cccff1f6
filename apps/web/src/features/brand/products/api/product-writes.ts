import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@souk/shared/responses/catalogue';
import type { ProductDeletion } from '@souk/shared/responses/brand-products';
import { apiData, apiRequest } from '../../../../lib/api-client';
import { refreshFigures } from '../../../../lib/refresh-figures';

/**
 * The brand's changes to its products (dashboards §7 "Brand products"). After each one every
 * figure of the brand's dashboard is read again (brandKeys.all).
 */

/** POST /products/create-with-images: the form as multipart (fields of §3, mainImage, additionalImages). */
export function createProduct(form: FormData): Promise<Product> {
  return apiData<Product>('/products/create-with-images', { method: 'POST', body: form });
}

/** PUT /products/{id} (JSON, tagIds and subcategoryIds included): only the given fields change. */
export function updateProduct(id: number, changes: Record<string, unknown>): Promise<Product> {
  return apiData<Product>(`/products/${id}`, { method: 'PUT', body: changes });
}

/** DELETE /products/{id}: removed, or deactivated when orders name it (the answer says which). */
export async function deleteProduct(id: number): Promise<ProductDeletion> {
  const answer = await apiRequest<{ data: ProductDeletion }>(`/products/${id}`, {
    method: 'DELETE',
  });
  return answer.data;
}

/** POST /products/{id}/images (multipart "images"): more images, 9 in all at most. */
export function addProductImages(id: number, files: File[]): Promise<Product> {
  const form = new FormData();
  for (const file of files) form.append('images', file);
  return apiData<Product>(`/products/${id}/images`, { method: 'POST', body: form });
}

/** DELETE /products/{id}/images {url}: one image less (the main one passes to the next). */
export function removeProductImage(id: number, url: string): Promise<Product> {
  return apiData<Product>(`/products/${id}/images`, { method: 'DELETE', body: { url } });
}

/** PUT /products/{id}/images/order: the same images in a new order, imageUrl the main one. */
export function reorderProductImages(
  id: number,
  order: { imageUrl: string; additionalImages: string[] },
): Promise<Product> {
  return apiData<Product>(`/products/${id}/images/order`, { method: 'PUT', body: order });
}

function useRefreshBrand(_brandId: number) {
  const queryClient = useQueryClient();
  // decision 029: every dashboard figure follows a product change (brandKeys.all among them)
  return () => refreshFigures(queryClient);
}

export function useCreateProduct(brandId: number) {
  const refresh = useRefreshBrand(brandId);
  return useMutation({ mutationFn: createProduct, onSuccess: refresh });
}

export function useUpdateProduct(brandId: number) {
  const refresh = useRefreshBrand(brandId);
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: Record<string, unknown> }) =>
      updateProduct(id, changes),
    onSuccess: refresh,
  });
}

export function useDeleteProduct(brandId: number) {
  const refresh = useRefreshBrand(brandId);
  return useMutation({ mutationFn: deleteProduct, onSuccess: refresh });
}

export type ImageChange =
  | { kind: 'add'; files: File[] }
  | { kind: 'remove'; url: string }
  | { kind: 'order'; imageUrl: string; additionalImages: string[] };

export function useChangeProductImages(brandId: number, productId: number) {
  const refresh = useRefreshBrand(brandId);
  return useMutation({
    mutationFn: (change: ImageChange) =>
      change.kind === 'add'
        ? addProductImages(productId, change.files)
        : change.kind === 'remove'
          ? removeProductImage(productId, change.url)
          : reorderProductImages(productId, change),
    onSuccess: refresh,
  });
}
