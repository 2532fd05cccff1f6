import type { BrandCategory, Tag } from '@souk/shared/responses/catalogue';
import type { BrandCategoryDeletion, TagDeletion } from '@souk/shared/schemas/catalogue-admin';
import { apiData } from '../../../../lib/api-client';

/** What the brand category and tag forms send; a tag adds its free-text type. */
export type LabelFields = {
  name: string;
  nameFr: string;
  nameAr: string;
  description: string;
  type?: string;
};

export type LabelKind = 'brandCategories' | 'tags';

const PATHS: Record<LabelKind, string> = { brandCategories: '/brand-categories', tags: '/tags' };

/** The JSON body: the translations as one object, an empty text removing that language. */
function bodyOf({ nameFr, nameAr, ...fields }: LabelFields) {
  return { ...fields, nameTranslations: { fr: nameFr, ar: nameAr } };
}

/** spec: dashboards §7 — POST /brand-categories, POST /tags. */
export function createLabel(input: {
  kind: LabelKind;
  fields: LabelFields;
}): Promise<BrandCategory | Tag> {
  return apiData(PATHS[input.kind], { method: 'POST', body: bodyOf(input.fields) });
}

/** spec: dashboards §7 — PUT /brand-categories/{id}, PUT /tags/{id}. */
export function updateLabel(input: {
  kind: LabelKind;
  id: number;
  fields: LabelFields;
}): Promise<BrandCategory | Tag> {
  return apiData(`${PATHS[input.kind]}/${input.id}`, {
    method: 'PUT',
    body: bodyOf(input.fields),
  });
}

/** spec: dashboards §7 — DELETE /brand-categories/{id} (refused while brands use it), /tags/{id}. */
export function deleteLabel(input: {
  kind: LabelKind;
  id: number;
}): Promise<BrandCategoryDeletion | TagDeletion> {
  return apiData(`${PATHS[input.kind]}/${input.id}`, { method: 'DELETE' });
}
