import { z } from 'zod';
import { LIMITS, type CategoryType } from '../constants';
import { sortDirectionField, sortedPagingQuerySchema } from '../api';
import { ID_MAX, idField, textField } from '../validation';
import { PRICE_MAX } from './alerts';

/**
 * A brand's product as its form and the server read it (dashboards §3 "Brand product (form sent as
 * multipart)", §5 "Product (add and edit)"). One schema for the add/edit form (zodResolver), the
 * multipart POST /products/create-with-images and the JSON PUT /products/{id}: values may come as
 * the form's texts ("12.50", "S, M, L", "true") or as JSON numbers, lists and booleans.
 * Messages are validation codes (messages.ts).
 */

/** A decimal number typed as text or sent as a number, with at most `places` decimals. */
function decimalField(options: {
  places: number;
  min: number;
  max: number;
  minExclusive?: boolean;
  formatCode: string;
  rangeCode: string;
  /** what an empty value means; without it, empty is 'required' */
  empty?: 0 | null;
}) {
  const pattern = new RegExp(`^\\d{1,12}(\\.\\d{1,${options.places}})?$`);
  return z
    .union([z.number(), z.string(), z.null()], { error: 'required' })
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
      if (text === '' && options.empty !== undefined) return options.empty;
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: 'required' });
        return z.NEVER;
      }
      if (!pattern.test(text)) {
        ctx.addIssue({ code: 'custom', message: options.formatCode });
        return z.NEVER;
      }
      const number = Number(text);
      const tooLow = options.minExclusive ? number <= options.min : number < options.min;
      if (tooLow || number > options.max) {
        ctx.addIssue({ code: 'custom', message: options.rangeCode });
        return z.NEVER;
      }
      return number;
    });
}

/** A whole number of units, not negative. */
const unitsField = z
  .union([z.number(), z.string()], { error: 'required' })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: 'required' });
      return z.NEVER;
    }
    if (!/^\d{1,7}$/.test(text) || Number(text) > LIMITS.productStockMax) {
      ctx.addIssue({ code: 'custom', message: 'invalid_stock_number' });
      return z.NEVER;
    }
    return Number(text);
  });

/** An optional text: empty means none. */
const optionalText = (max: number) =>
  z
    .union([textField(max, { tooLong: 'too_long' }), z.null()])
    .optional()
    .transform((text) => (text ? text : null));

/** A comma list ("S, M, L") or a JSON list: trimmed, empty parts dropped. */
const listField = (itemMax: number, code = 'too_long') =>
  z
    .union([z.string(), z.array(z.string())], { error: 'invalid_value' })
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()).filter(Boolean),
    )
    .pipe(
      z
        .array(textField(itemMax, { tooLong: code }))
        .max(LIMITS.productListMax, { error: 'too_many_values' }),
    );

const idText = z
  .string()
  .regex(/^\d{1,10}$/, { error: 'invalid_value' })
  .transform(Number)
  .pipe(z.number().min(1, { error: 'invalid_value' }).max(ID_MAX, { error: 'invalid_value' }));

/** Ids as a comma list ("3,7") or a JSON list. */
const idListField = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))], { error: 'invalid_value' })
  .transform((value) =>
    (Array.isArray(value) ? value.map(String) : value.split(','))
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(idText).max(LIMITS.productListMax, { error: 'too_many_values' }))
  .transform((ids) => [...new Set(ids)]);

/** "true" / "false" as the multipart form sends them, or JSON booleans. */
const flagField = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: 'invalid_value' })
  .transform((value) => value === true || value === 'true');

/** spec: dashboards §3 — dimensions "length x width x height" followed by mm, e.g. "300 x 200 x 20 mm". */
export const DIMENSIONS_PATTERN =
  /^\d{1,6}(\.\d{1,2})?\s*[xX×]\s*\d{1,6}(\.\d{1,2})?\s*[xX×]\s*\d{1,6}(\.\d{1,2})?\s*mm$/;

/** Every field of a product a brand writes; on create the required ones must be there. */
export const productFieldsSchema = z.object({
  name: textField(LIMITS.productNameMax, { tooLong: 'product_name_too_long' }).min(1, {
    error: 'product_name_required',
  }),
  description: textField(LIMITS.productDescriptionMax, { multiline: true }).min(1, {
    error: 'required',
  }),
  /** spec: §5 — greater than 0, up to 2 decimals */
  price: decimalField({
    places: 2,
    min: 0,
    minExclusive: true,
    max: PRICE_MAX,
    formatCode: 'invalid_price_format',
    rangeCode: 'invalid_price',
  }),
  /** spec: §5 — a percentage from 0 to 100, up to 2 decimals; empty is no discount */
  discountPrice: decimalField({
    places: 2,
    min: 0,
    max: 100,
    formatCode: 'discount_out_of_range',
    rangeCode: 'discount_out_of_range',
    empty: 0,
  }).optional(),
  quantity: unitsField,
  stockLevel: unitsField,
  sku: textField(LIMITS.productSkuMax).min(1, { error: 'required' }),
  barcode: textField(LIMITS.productBarcodeMax).min(1, { error: 'required' }),
  material: optionalText(LIMITS.productMaterialMax),
  care: optionalText(LIMITS.productCareMax),
  origin: optionalText(LIMITS.productOriginMax),
  fit: optionalText(LIMITS.productFitMax),
  /** kilograms, up to 3 decimals; empty means not given */
  weight: decimalField({
    places: 3,
    min: 0,
    minExclusive: true,
    max: 100_000,
    formatCode: 'invalid_weight',
    rangeCode: 'invalid_weight',
    empty: null,
  }).optional(),
  dimensions: optionalText(60).refine((text) => text === null || DIMENSIONS_PATTERN.test(text), {
    error: 'invalid_dimensions',
  }),
  sizes: listField(30).optional(),
  colors: listField(30).optional(),
  features: listField(LIMITS.productFeatureMax).optional(),
  categoryId: z
    .union([idField, z.literal('')], { error: 'category_required' })
    .refine((id) => id !== '', { error: 'category_required' }),
  subcategoryIds: idListField.optional(),
  tagIds: idListField.optional(),
  /** an admin names the brand; a brand's own is taken whatever this says */
  brandId: idField.optional(),
  /** spec: §3 — the form sends isActive true and isFeatured false; `active` reads the same */
  isActive: flagField.optional(),
  active: flagField.optional(),
  isFeatured: flagField.optional(),
  featured: flagField.optional(),
  freeShipping: flagField.optional(),
});
export type ProductFieldsInput = z.input<typeof productFieldsSchema>;
export type ProductFields = z.output<typeof productFieldsSchema>;

/** POST /products/create-with-images: the text fields of the multipart form. */
export const productCreateSchema = productFieldsSchema.superRefine((product, ctx) => {
  const code = quantityRule(product);
  if (code) ctx.addIssue({ code: 'custom', message: code, path: ['quantity'] });
});

/**
 * PUT /products/{id}: any of the fields; only the given ones change. The rules between fields
 * (quantity ≤ stockLevel, the category type's fields) are checked on the merged product.
 */
export const productUpdateSchema = productFieldsSchema.partial();
export type ProductUpdate = z.output<typeof productUpdateSchema>;

/** spec: §5 — stockLevel is not less than quantity ("quantity cannot exceed stock level"). */
export function quantityRule(product: {
  quantity?: number | null;
  stockLevel?: number | null;
}): 'quantity_exceeds_stock' | null {
  const { quantity, stockLevel } = product;
  if (typeof quantity !== 'number' || typeof stockLevel !== 'number') return null;
  return quantity > stockLevel ? 'quantity_exceeds_stock' : null;
}

/**
 * spec: dashboards §5 — the fields a category type requires beyond name, description, price and
 * quantity (which every type needs).
 */
export type TypedField = 'sizes' | 'colors' | 'origin' | 'dimensions' | 'weight';
export const FIELDS_BY_CATEGORY_TYPE: Record<CategoryType, readonly TypedField[]> = {
  CLOTHING: ['sizes', 'colors'],
  FOOTWEAR: ['sizes', 'colors'],
  BOOKS: ['origin', 'dimensions'],
  TOYS: ['weight', 'dimensions'],
  AUTOMOTIVE: ['weight', 'dimensions'],
  ELECTRONICS: ['weight', 'dimensions'],
  FURNITURE: ['weight', 'dimensions'],
  FITNESS: ['weight', 'dimensions'],
  JEWELRY: ['colors'],
  OFFICE: ['dimensions'],
  PET_SUPPLIES: ['weight'],
  FOOD: ['weight'],
  BEAUTY: [],
  HEALTH: [],
  OTHER: [],
};

/** The fields a category of this type requires (none for an unknown or missing type). */
export function fieldsRequiredBy(type: string | null | undefined): readonly TypedField[] {
  return (type && FIELDS_BY_CATEGORY_TYPE[type as CategoryType]) || [];
}

/** The type's required fields that are empty in this product, each with 'required_for_category'. */
export function missingForCategoryType(
  type: string | null | undefined,
  product: Partial<Record<TypedField, unknown>>,
): Record<string, 'required_for_category'> {
  const missing: Record<string, 'required_for_category'> = {};
  for (const field of fieldsRequiredBy(type)) {
    const value = product[field];
    const empty =
      value === undefined ||
      value === null ||
      (typeof value === 'string' && value.trim() === '') ||
      (Array.isArray(value) && value.length === 0);
    if (empty) missing[field] = 'required_for_category';
  }
  return missing;
}

/** spec: dashboards §7 "Brand products" — the list's sorts, whitelisted. */
export const BRAND_PRODUCT_SORTS = ['id', 'name', 'price', 'quantity', 'createdAt'] as const;
export type BrandProductSort = (typeof BRAND_PRODUCT_SORTS)[number];

/** GET /products/brand/{brandId}/paged (and /active, /inactive, /out-of-stock). */
export const brandProductsQuerySchema = sortedPagingQuerySchema(BRAND_PRODUCT_SORTS, {
  sortBy: 'id',
}).extend({
  direction: sortDirectionField.default('asc'),
  /** name, SKU or barcode; case and accents do not matter */
  search: textField(LIMITS.searchMaxChars).optional(),
});
export type BrandProductsQuery = z.output<typeof brandProductsQuerySchema>;

/** PUT /products/{id}/images/order: the same images, the first of all being the main one. */
export const productImageOrderSchema = z.object({
  imageUrl: textField(500).min(1, { error: 'product_image_required' }),
  additionalImages: z.array(textField(500)).max(LIMITS.productAdditionalImagesMax),
});
export type ProductImageOrder = z.output<typeof productImageOrderSchema>;

/** DELETE /products/{id}/images: the image to drop. */
export const productImageRemovalSchema = z.object({ url: textField(500).min(1) });
