import { LIMITS } from '@souk/shared/constants';
import type { Product } from '@souk/shared/responses/catalogue';
import {
  fieldsRequiredBy,
  missingForCategoryType,
  productCreateSchema,
  quantityRule,
  type TypedField,
} from '@souk/shared/schemas/product-writes';

/**
 * The add and edit form's values and rules (dashboards §5 "Product (add and edit)"). The values
 * are what the inputs hold (texts); the shared schema the server uses checks them, plus the
 * fields the chosen category's type requires.
 */

export type ProductFormValues = {
  name: string;
  description: string;
  price: string;
  discountPrice: string;
  quantity: string;
  stockLevel: string;
  sku: string;
  barcode: string;
  material: string;
  care: string;
  origin: string;
  fit: string;
  weight: string;
  dimensions: string;
  /** comma lists, as the form sends them (spec §3) */
  sizes: string;
  colors: string;
  features: string;
  categoryId: string;
  subcategoryIds: number[];
  tagIds: number[];
  freeShipping: boolean;
  active: boolean;
};

export type ProductFormField = keyof ProductFormValues | 'mainImage' | 'additionalImages';
export type ProductFormErrors = Partial<Record<ProductFormField, string>>;

export const emptyProductForm: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  discountPrice: '',
  quantity: '',
  stockLevel: '',
  sku: '',
  barcode: '',
  material: '',
  care: '',
  origin: '',
  fit: '',
  weight: '',
  dimensions: '',
  sizes: '',
  colors: '',
  features: '',
  categoryId: '',
  subcategoryIds: [],
  tagIds: [],
  freeShipping: false,
  active: true,
};

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form filled with a product, for editing. */
export function formValuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: text(product.price),
    discountPrice: text(product.discountPrice),
    quantity: text(product.quantity),
    stockLevel: text(product.stockLevel),
    sku: product.sku,
    barcode: product.barcode,
    material: text(product.material),
    care: text(product.care),
    origin: text(product.origin),
    fit: text(product.fit),
    weight: text(product.weight),
    dimensions: text(product.dimensions),
    sizes: product.sizes.join(', '),
    colors: product.colors.join(', '),
    features: product.features.join(', '),
    categoryId: text(product.categoryId),
    subcategoryIds: product.subcategoryIds,
    tagIds: product.tagIds,
    freeShipping: product.freeShipping,
    active: product.active,
  };
}

/** spec: §5 — the limited fields and their limits, for the live counters. */
export const COUNTED_FIELDS = {
  name: LIMITS.productNameMax,
  description: LIMITS.productDescriptionMax,
  sku: LIMITS.productSkuMax,
  barcode: LIMITS.productBarcodeMax,
  material: LIMITS.productMaterialMax,
  care: LIMITS.productCareMax,
  origin: LIMITS.productOriginMax,
  fit: LIMITS.productFitMax,
} as const;
export type CountedField = keyof typeof COUNTED_FIELDS;

/** A counter turns orange from 90 % of its limit, red past it (spec §5 "near the limit"). */
export function counterTone(length: number, max: number): 'normal' | 'near' | 'over' {
  if (length > max) return 'over';
  return length >= Math.floor(max * 0.9) ? 'near' : 'normal';
}

/** What the form sends as fields, in the shared schema's names (JSON or multipart). */
export function productPayload(values: ProductFormValues) {
  return {
    name: values.name,
    description: values.description,
    price: values.price,
    discountPrice: values.discountPrice,
    quantity: values.quantity,
    stockLevel: values.stockLevel,
    sku: values.sku,
    barcode: values.barcode,
    material: values.material,
    care: values.care,
    origin: values.origin,
    fit: values.fit,
    weight: values.weight,
    dimensions: values.dimensions,
    sizes: values.sizes,
    colors: values.colors,
    features: values.features,
    categoryId: values.categoryId,
    subcategoryIds: values.subcategoryIds.join(','),
    tagIds: values.tagIds.join(','),
    freeShipping: String(values.freeShipping),
    isActive: String(values.active),
  };
}

/** The fields required for this category type beyond the ones every product needs. */
export const requiredByType = (type: string | null | undefined): readonly TypedField[] =>
  fieldsRequiredBy(type);

/**
 * Every rule of §5 on the form's values: the shared schema, the category type's fields and, on
 * add, the main image. Answers validation codes per field (empty when the form is valid).
 */
export function validateProductForm(
  values: ProductFormValues,
  options: { categoryType: string | null | undefined; hasMainImage: boolean; adding: boolean },
): ProductFormErrors {
  const errors: ProductFormErrors = {};
  const parsed = productCreateSchema.safeParse(productPayload(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as ProductFormField;
      if (field && !errors[field])
        errors[field] = /^[a-z_]+$/.test(issue.message) ? issue.message : 'invalid_value';
    }
  }
  const typed = missingForCategoryType(options.categoryType, {
    sizes: splitList(values.sizes),
    colors: splitList(values.colors),
    origin: values.origin,
    dimensions: values.dimensions,
    weight: values.weight,
  });
  for (const [field, code] of Object.entries(typed)) errors[field as ProductFormField] ??= code;
  if (options.adding && !options.hasMainImage) errors.mainImage = 'product_image_required';
  return errors;
}

export const splitList = (list: string) =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** spec: §5 — live warnings both ways: quantity above stock level, stock level below quantity. */
export function stockWarning(values: Pick<ProductFormValues, 'quantity' | 'stockLevel'>): boolean {
  const quantity = Number(values.quantity);
  const stockLevel = Number(values.stockLevel);
  if (values.quantity.trim() === '' || values.stockLevel.trim() === '') return false;
  if (!Number.isFinite(quantity) || !Number.isFinite(stockLevel)) return false;
  return quantityRule({ quantity, stockLevel }) !== null;
}
