import { z } from 'zod';
import { CATEGORY_TYPES, LIMITS } from '../constants';
import type { NameTranslations } from '../names';
import { idField, textField } from '../validation';

/**
 * The admin's settings of the catalogue (spec: dashboards §2 "Settings", §3 "Brand category",
 * "Product category", "Tag", §5 "Categories, brand categories, tags", §7): product categories and
 * their subcategories, brand categories and tags. One set of rules for the settings forms
 * (zodResolver) and the server: names trimmed and required ('name is required'), at most 100
 * characters, descriptions at most 500. Each name has a French and an Arabic text (decision 007),
 * sent as `nameFr` and `nameAr` (as the multipart form does) or as a `nameTranslations` object (or
 * its JSON text); an empty text removes that language. Messages are validation codes (messages.ts).
 */

/**
 * A label's text of at most `max` characters. textField refuses half a UTF-16 pair, which JSON in
 * PostgreSQL (the translations) would refuse with a 500 and a text column would alter.
 */
const labelText = (max: number, tooLong: string, multiline = false) =>
  textField(max, { tooLong, multiline });

/** spec: dashboards §5 — trimmed, required ('name is required'). */
export const labelNameField = z
  .string({ error: 'name_required' })
  .pipe(labelText(LIMITS.labelNameMax, 'name_too_long').min(1, { error: 'name_required' }));

/**
 * A French or Arabic name: trimmed; empty (or null) means "no text in this language". Kept in a
 * JSON column, so a broken character is refused rather than failing in the database.
 */
const translationText = z
  .union([labelText(LIMITS.labelNameMax, 'name_too_long'), z.null()])
  .transform((text) => text ?? '');

/** { fr, ar } as an object or its JSON text (a multipart field). */
const nameTranslationsField = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z.object(
    { fr: translationText.optional(), ar: translationText.optional() },
    { error: 'invalid_value' },
  ),
);

/** What changes in a name's translations: a language given with '' loses its text. */
export type TranslationChanges = { fr?: string; ar?: string };

/** Stored translations with the changes applied: a language given as '' loses its text. */
export function applyTranslations(
  stored: NameTranslations,
  changes: TranslationChanges | undefined,
): NameTranslations {
  const next: NameTranslations = { ...stored, ...changes };
  if (!next.fr) delete next.fr;
  if (!next.ar) delete next.ar;
  return next;
}

const translationFields = {
  nameTranslations: nameTranslationsField.optional(),
  nameFr: translationText.optional(),
  nameAr: translationText.optional(),
};

/** The flat nameFr and nameAr win over the same language in nameTranslations. */
function withTranslations<
  T extends { nameTranslations?: TranslationChanges; nameFr?: string; nameAr?: string },
>(
  input: T,
): Omit<T, 'nameTranslations' | 'nameFr' | 'nameAr'> & { nameTranslations?: TranslationChanges } {
  const { nameTranslations, nameFr, nameAr, ...rest } = input;
  const changes: TranslationChanges = { ...nameTranslations };
  if (nameFr !== undefined) changes.fr = nameFr;
  if (nameAr !== undefined) changes.ar = nameAr;
  const given = nameTranslations !== undefined || nameFr !== undefined || nameAr !== undefined;
  return given ? { ...rest, nameTranslations: changes } : rest;
}

const descriptionText = labelText(LIMITS.labelDescriptionMax, 'label_description_too_long', true);

/** An optional description: absent means "unchanged"; empty or null means "none". */
const optionalDescriptionField = z
  .union([descriptionText, z.null()])
  .optional()
  .transform((text) => (text === undefined ? undefined : text || null));

/** A description that must have some text when it is given. */
const requiredDescriptionField = z
  .string({ error: 'description_required' })
  .pipe(descriptionText.min(1, { error: 'description_required' }));

/** spec: dashboards §3 — one of the fixed category types; empty or null means none. */
export const categoryTypeField = z
  .union([z.string(), z.null()])
  .optional()
  .transform((type) => (type === undefined ? undefined : type || null))
  .pipe(z.enum(CATEGORY_TYPES, { error: 'invalid_category_type' }).nullable().optional());

/** A subcategory's parent; empty means a top-level category. */
const parentIdField = z
  .union([idField, z.literal(''), z.null()])
  .optional()
  .transform((id) => (typeof id === 'number' ? id : null));

/** A parentId was given (valid or not): the category is a subcategory. */
const isSubcategory = ({ parentId }: { parentId?: unknown }) =>
  parentId !== null && parentId !== undefined && parentId !== '';

/**
 * POST /categories/create-with-image, its text fields (the image is the `image` file): name,
 * description, type, parentId, the translations; `image_url` is not read (the image is the
 * uploaded file, checked and re-encoded). spec: §5 — a top-level category requires a description
 * ("Category requires name and description"); only a top-level category has a type.
 */
export const categoryCreateSchema = z
  .object({
    name: labelNameField,
    ...translationFields,
    description: optionalDescriptionField,
    type: categoryTypeField,
    parentId: parentIdField,
  })
  // checked even when a field failed, so that the form sees every problem at once
  .refine((category) => !(isSubcategory(category) && category.type), {
    path: ['type'],
    message: 'type_only_top_level',
    when: () => true,
  })
  .refine((category) => isSubcategory(category) || !!category.description, {
    path: ['description'],
    message: 'description_required',
    when: () => true,
  })
  .transform(withTranslations);
export type CategoryCreate = z.output<typeof categoryCreateSchema>;

/**
 * PUT /categories/{id} (JSON name, description, type, img, translations): only what is given
 * changes. `img` is not read: the image changes through POST /categories/{id}/upload-image.
 */
export const categoryUpdateSchema = z
  .object({
    name: labelNameField.optional(),
    ...translationFields,
    description: optionalDescriptionField,
    type: categoryTypeField,
    img: z.string().max(2048).nullable().optional().describe('not read: upload the image instead'),
  })
  .transform(withTranslations);
export type CategoryUpdate = z.output<typeof categoryUpdateSchema>;

/** POST /brand-categories: name and description (spec: §5 add brand's new-category modal). */
export const brandCategoryCreateSchema = z
  .object({ name: labelNameField, ...translationFields, description: requiredDescriptionField })
  .transform(withTranslations);
export type BrandCategoryCreate = z.output<typeof brandCategoryCreateSchema>;

export const brandCategoryUpdateSchema = z
  .object({
    name: labelNameField.optional(),
    ...translationFields,
    description: requiredDescriptionField.optional(),
  })
  .transform(withTranslations);
export type BrandCategoryUpdate = z.output<typeof brandCategoryUpdateSchema>;

/** spec: dashboards §3 — a tag's type is free text. */
const tagTypeField = z
  .union([labelText(LIMITS.tagTypeMax, 'too_long'), z.null()])
  .optional()
  .transform((type) => (type === undefined ? undefined : type || null));

/** POST /tags and PUT /tags/{id}: name, description, type, the translations. */
export const tagCreateSchema = z
  .object({
    name: labelNameField,
    ...translationFields,
    description: optionalDescriptionField,
    type: tagTypeField,
  })
  .transform(withTranslations);
export type TagCreate = z.output<typeof tagCreateSchema>;

export const tagUpdateSchema = z
  .object({
    name: labelNameField.optional(),
    ...translationFields,
    description: optionalDescriptionField,
    type: tagTypeField,
  })
  .transform(withTranslations);
export type TagUpdate = z.output<typeof tagUpdateSchema>;

/**
 * The settings forms (every value typed as text). A top-level category and a brand category
 * require their description; a subcategory's and a tag's are optional.
 */
const optionalFormDescription = z.string().pipe(descriptionText);
/** A label's name and its French and Arabic texts, as every settings form edits them. */
const formNameFields = { name: labelNameField, nameFr: translationText, nameAr: translationText };
export const categoryFormSchema = z.object({
  ...formNameFields,
  description: requiredDescriptionField,
  type: z
    .string()
    .pipe(z.union([z.literal(''), z.enum(CATEGORY_TYPES)], { error: 'invalid_category_type' })),
});
export type CategoryFormValues = z.input<typeof categoryFormSchema>;

export const subcategoryFormSchema = z.object({
  ...formNameFields,
  description: optionalFormDescription,
});
export type SubcategoryFormValues = z.input<typeof subcategoryFormSchema>;

export const brandCategoryFormSchema = z.object({
  ...formNameFields,
  description: requiredDescriptionField,
});
export type BrandCategoryFormValues = z.input<typeof brandCategoryFormSchema>;

export const tagFormSchema = z.object({
  ...formNameFields,
  description: optionalFormDescription,
  type: z.string().pipe(labelText(LIMITS.tagTypeMax, 'too_long')),
});
export type TagFormValues = z.input<typeof tagFormSchema>;

const id = z.number().int();
const count = z.number().int().min(0);

/** DELETE /categories/{id}: the category, and how many subcategories went with it. */
export const categoryDeletionSchema = z.object({ id, subcategoriesDeleted: count });
export type CategoryDeletion = z.infer<typeof categoryDeletionSchema>;

/** DELETE /tags/{id}: the tag, and how many products lost it. */
export const tagDeletionSchema = z.object({ id, productsUntagged: count });
export type TagDeletion = z.infer<typeof tagDeletionSchema>;

export const brandCategoryDeletionSchema = z.object({ id });
export type BrandCategoryDeletion = z.infer<typeof brandCategoryDeletionSchema>;
