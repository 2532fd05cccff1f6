import type { CategoryTree } from '@souk/shared/responses/catalogue';
import type { CategoryDeletion } from '@souk/shared/schemas/catalogue-admin';
import { apiData } from '../../../../lib/api-client';

/** What the category and subcategory forms send (dashboards §3 "Product category"). */
export type CategoryFields = {
  name: string;
  nameFr: string;
  nameAr: string;
  description: string;
  /** top-level categories only; '' for none */
  type?: string;
};

/**
 * spec: dashboards §7 — POST /categories/create-with-image (multipart: name, description, type,
 * image; subcategories add parentId), with the French and Arabic names as nameFr and nameAr.
 */
export function createCategory(input: {
  fields: CategoryFields;
  parentId?: number;
  image: File;
}): Promise<CategoryTree> {
  const body = new FormData();
  for (const [name, value] of Object.entries(input.fields)) body.append(name, value);
  if (input.parentId !== undefined) body.append('parentId', String(input.parentId));
  body.append('image', input.image);
  return apiData<CategoryTree>('/categories/create-with-image', { method: 'POST', body });
}

/** spec: dashboards §7 — PUT /categories/{id} (JSON), then the new image when one was chosen. */
export async function updateCategory(input: {
  id: number;
  fields: CategoryFields;
  image: File | null;
}): Promise<CategoryTree> {
  const { nameFr, nameAr, ...fields } = input.fields;
  const saved = await apiData<CategoryTree>(`/categories/${input.id}`, {
    method: 'PUT',
    body: { ...fields, nameTranslations: { fr: nameFr, ar: nameAr } },
  });
  if (!input.image) return saved;
  const body = new FormData();
  body.append('image', input.image);
  return apiData<CategoryTree>(`/categories/${input.id}/upload-image`, { method: 'POST', body });
}

/** spec: dashboards §7 — DELETE /categories/{id} (refused while products use it). */
export function deleteCategory(id: number): Promise<CategoryDeletion> {
  return apiData<CategoryDeletion>(`/categories/${id}`, { method: 'DELETE' });
}
