import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { LIMITS } from '@souk/shared/constants';
import type { ErrorCode } from '@souk/shared/errors';
import { toCents } from '@souk/shared/money';
import {
  missingForCategoryType,
  productCreateSchema,
  quantityRule,
  type ProductImageOrder,
  type ProductUpdate,
} from '@souk/shared/schemas/product-writes';
import type { ProductDeletion } from '@souk/shared/responses/brand-products';
import type { AppContext } from '../../context';
import {
  categories,
  productSubcategories,
  productTags,
  products,
  tags,
} from '../../db/schema/catalogue';
import { orderItems } from '../../db/schema/commerce';
import type { Tx } from '../../db/client';
import { existingCallerBrandId } from '../../lib/brand-scope';
import { AppError } from '../../lib/errors';
import type { MultipartForm } from '../../lib/uploads';
import type { Caller } from '../../plugins/auth';
import { productChanged, productStateColumns, type ProductState } from '../alerts/triggers';
import { removeProductImages, storeProductImages } from './product-images';

/**
 * A brand's (or an admin's) changes to products (dashboards §5 "Product (add and edit)", §7
 * "Brand products"): create with images, change any field, manage the images, delete. The rules
 * are the shared schema's (the form checks the same) plus what only the database knows: the
 * category exists and its type's fields are there, subcategories belong to it, tags exist, the
 * SKU is the brand's only one. Price and stock changes reach the alert triggers in the same
 * transaction (decision 011); every write refreshes the product's search document and drops the
 * catalogue's cached counts, so the storefront shows the change at once.
 */

const TYPED_FIELDS = ['sizes', 'colors', 'origin', 'dimensions', 'weight'] as const;

type Ctx = Pick<AppContext, 'db' | 'catalogueDb' | 'storage'>;
type ProductRow = typeof products.$inferSelect;
const parent = alias(categories, 'parent');

/** Zod issues as { field: code }, the first per field; unknown messages become invalid_value. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    fields[field] ??= /^[a-z_]+$/.test(issue.message) ? issue.message : 'invalid_value';
  }
  return fields;
}

/** The product locked for a change by its brand or an admin; another brand's is a 404. */
async function lockOwnProduct(tx: Tx, caller: Caller, id: number): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row || (caller.role !== 'ADMIN' && row.brandId !== caller.brandId))
    throw new AppError('not_found');
  return row;
}

/** The columns the given fields write (money as hundredths). */
function columnsOf(fields: ProductUpdate): Partial<typeof products.$inferInsert> {
  const set: Partial<typeof products.$inferInsert> = {};
  const copy = [
    'name',
    'description',
    'quantity',
    'stockLevel',
    'sku',
    'barcode',
    'material',
    'care',
    'origin',
    'fit',
    'weight',
    'dimensions',
    'sizes',
    'colors',
    'features',
    'freeShipping',
  ] as const;
  for (const key of copy) {
    if (fields[key] !== undefined) (set as Record<string, unknown>)[key] = fields[key];
  }
  if (fields.price != null) set.price = toCents(fields.price);
  if (fields.discountPrice != null) set.discountPrice = toCents(fields.discountPrice);
  if (fields.categoryId !== undefined) set.categoryId = fields.categoryId as number;
  const active = fields.isActive ?? fields.active;
  if (active !== undefined) set.active = active;
  const featured = fields.isFeatured ?? fields.featured;
  if (featured !== undefined) set.featured = featured;
  return set;
}

type Checked = {
  brandId: number;
  /** null only for a product stored before categories were required, while it is not touched */
  categoryId: number | null;
  subcategoryIds: number[];
  tagIds: number[];
  quantity: number;
  stockLevel: number;
  sku: string;
  sizes: string[];
  colors: string[];
  origin: string | null;
  dimensions: string | null;
  weight: number | null;
};

/** Which rules a change can break (a new product: all of them). */
type Rules = { quantity: boolean; categoryType: boolean; sku: boolean };
const ALL_RULES: Rules = { quantity: true, categoryType: true, sku: true };

/**
 * The rules between fields and against the database, on the whole product (a change is merged
 * with what is stored first): every failure at once, per field, as the form shows them. A change
 * is held only to the rules it touches, so that a price change never fails on stock figures
 * written before these rules.
 */
async function checkProduct(
  tx: Tx,
  product: Checked,
  rules: Rules,
  productId?: number,
): Promise<void> {
  const fields: Record<string, string> = {};
  const [category] =
    product.categoryId === null
      ? []
      : await tx
          .select({
            id: categories.id,
            type: sql<string | null>`coalesce(${parent.type}, ${categories.type})`,
          })
          .from(categories)
          .leftJoin(parent, eq(parent.id, categories.parentId))
          .where(eq(categories.id, product.categoryId));
  if (product.categoryId !== null && !category) fields.categoryId = 'category_not_found';
  if (product.subcategoryIds.length && product.categoryId !== null) {
    const children = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          inArray(categories.id, product.subcategoryIds),
          eq(categories.parentId, product.categoryId),
        ),
      );
    if (children.length !== product.subcategoryIds.length)
      fields.subcategoryIds = 'subcategory_not_in_category';
  }
  if (product.tagIds.length) {
    const found = await tx
      .select({ id: tags.id })
      .from(tags)
      .where(inArray(tags.id, product.tagIds));
    if (found.length !== product.tagIds.length) fields.tagIds = 'tag_not_found';
  }
  const quantity = rules.quantity && quantityRule(product);
  if (quantity) fields.quantity = quantity;
  if (rules.categoryType) {
    for (const [field, code] of Object.entries(missingForCategoryType(category?.type, product)))
      fields[field] ??= code;
  }
  if (Object.keys(fields).length) throw new AppError('validation_failed', undefined, fields);
  if (!rules.sku) return;

  const [sameSku] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.brandId, product.brandId),
        eq(products.sku, product.sku),
        productId === undefined ? undefined : ne(products.id, productId),
      ),
    );
  if (sameSku) throw new AppError('sku_already_in_use', undefined, { sku: 'sku_already_in_use' });
}

async function setLabels(tx: Tx, productId: number, subcategoryIds?: number[], tagIds?: number[]) {
  if (subcategoryIds) {
    await tx.delete(productSubcategories).where(eq(productSubcategories.productId, productId));
    if (subcategoryIds.length)
      await tx
        .insert(productSubcategories)
        .values(subcategoryIds.map((categoryId) => ({ productId, categoryId })));
  }
  if (tagIds) {
    await tx.delete(productTags).where(eq(productTags.productId, productId));
    if (tagIds.length)
      await tx.insert(productTags).values(tagIds.map((tagId) => ({ productId, tagId })));
  }
}

/** The search document and typo lexicon of these products follow their new text (decision 005). */
async function refreshSearch(tx: Tx, ids: number[]): Promise<void> {
  await tx.execute(sql`select refresh_product_search(${`{${ids.join(',')}}`}::int[])`);
}

/** A unique SKU raced past the check: the database's unique index answers the same 409. */
function asSkuConflict(error: unknown): unknown {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  if (code === '23505' && (!constraint || constraint === 'products_brand_sku_key'))
    return new AppError('sku_already_in_use', undefined, { sku: 'sku_already_in_use' });
  return error;
}

/**
 * POST /products/create-with-images: the form's fields and files. The images are checked and
 * stored first (nothing is written for a bad file), then product, subcategories and tags go in
 * one transaction; the stored files are removed again if it fails.
 */
export async function createProduct(
  ctx: Ctx,
  caller: Caller,
  form: MultipartForm,
): Promise<number> {
  const mainImage = form.files.mainImage ?? [];
  const additional = form.files.additionalImages ?? [];
  const parsed = productCreateSchema.safeParse(form.fields);
  const fields = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (mainImage.length === 0) fields.mainImage = 'product_image_required';
  if (mainImage.length > 1) fields.mainImage = 'too_many_images';
  if (additional.length > LIMITS.productAdditionalImagesMax)
    fields.additionalImages = 'too_many_images';
  if (!parsed.success || Object.keys(fields).length) {
    // only the image missing: its own code, as the spec names it
    const only = Object.keys(fields);
    const code: ErrorCode =
      only.length === 1 && fields.mainImage === 'product_image_required'
        ? 'product_image_required'
        : only.length === 1 && fields.additionalImages
          ? 'too_many_images'
          : 'validation_failed';
    throw new AppError(code, undefined, fields);
  }
  const product = parsed.data;
  // a brand's own whatever it sent; an admin names an existing brand (lib/brand-scope.ts)
  const brandId = await existingCallerBrandId(ctx.db, caller, product.brandId);
  const [imageUrl, ...additionalImages] = await storeProductImages(ctx.storage, [
    ...mainImage,
    ...additional,
  ]);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const subcategoryIds = product.subcategoryIds ?? [];
      const tagIds = product.tagIds ?? [];
      await checkProduct(
        tx,
        {
          ...product,
          brandId,
          categoryId: product.categoryId as number,
          subcategoryIds,
          tagIds,
          sizes: product.sizes ?? [],
          colors: product.colors ?? [],
          weight: product.weight ?? null,
        },
        ALL_RULES,
      );
      const [row] = await tx
        .insert(products)
        .values({
          ...(columnsOf(product) as typeof products.$inferInsert),
          brandId,
          imageUrl: imageUrl!,
          additionalImages,
          // spec: §3 — the form sends isActive true and isFeatured false
          active: product.isActive ?? product.active ?? true,
          featured: product.isFeatured ?? product.featured ?? false,
        })
        .returning({ id: products.id });
      await setLabels(tx, row!.id, subcategoryIds, tagIds);
      await refreshSearch(tx, [row!.id]);
      return row!.id;
    });
    return id;
  } catch (error) {
    await removeProductImages(ctx.storage, [imageUrl!, ...additionalImages]);
    throw asSkuConflict(error);
  }
}

/**
 * PUT /products/{id}: only the given fields change; the rules run on the merged product. A new
 * category without subcategories clears the old ones (spec: §4, they belonged to the old one).
 */
export async function updateProduct(
  ctx: Ctx,
  caller: Caller,
  id: number,
  changes: ProductUpdate,
): Promise<void> {
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await lockOwnProduct(tx, caller, id);
      const set = columnsOf(changes);
      const categoryChanged =
        changes.categoryId !== undefined && changes.categoryId !== before.categoryId;
      const currentSubcategories = await tx
        .select({ id: productSubcategories.categoryId })
        .from(productSubcategories)
        .where(eq(productSubcategories.productId, id));
      const currentTags = await tx
        .select({ id: productTags.tagId })
        .from(productTags)
        .where(eq(productTags.productId, id));
      const subcategoryIds =
        changes.subcategoryIds ?? (categoryChanged ? [] : currentSubcategories.map((s) => s.id));
      const tagIds = changes.tagIds ?? currentTags.map((t) => t.id);
      const merged = { ...before, ...set };
      const touched = (keys: Array<keyof ProductUpdate>) =>
        keys.some((key) => changes[key] !== undefined);
      // A product without a category (stored before it was required) may still change its price
      // or stock; what depends on the category needs one.
      if (merged.categoryId === null && touched(['subcategoryIds', ...TYPED_FIELDS]))
        throw new AppError('validation_failed', undefined, { categoryId: 'category_required' });
      await checkProduct(
        tx,
        { ...merged, subcategoryIds, tagIds },
        {
          quantity: touched(['quantity', 'stockLevel']),
          categoryType: touched(['categoryId', ...TYPED_FIELDS]),
          sku: touched(['sku']),
        },
        id,
      );
      const [after] = await tx
        .update(products)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(products.id, id))
        .returning(productStateColumns);
      await setLabels(
        tx,
        id,
        changes.subcategoryIds || categoryChanged ? subcategoryIds : undefined,
        changes.tagIds,
      );
      await productChanged(tx, stateOf(before), after as ProductState);
      await refreshSearch(tx, [id]);
    });
  } catch (error) {
    throw asSkuConflict(error);
  }
}

const stateOf = (row: ProductRow): ProductState => ({
  id: row.id,
  name: row.name,
  price: row.price,
  discountPrice: row.discountPrice,
  quantity: row.quantity,
  active: row.active,
});

/**
 * DELETE /products/{id}. A product that any order names stays, deactivated (orders, invoices and
 * reviews keep pointing at it); any other is removed with its image files.
 */
export async function deleteProduct(
  ctx: Ctx,
  caller: Caller,
  id: number,
): Promise<ProductDeletion> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await lockOwnProduct(tx, caller, id);
    const [ordered] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.productId, id))
      .limit(1);
    if (ordered) {
      await tx
        .update(products)
        .set({ active: false, updatedAt: sql`now()` })
        .where(eq(products.id, id));
      return { deleted: false, deactivated: true, images: [] as string[] };
    }
    await tx.delete(products).where(eq(products.id, id));
    return {
      deleted: true,
      deactivated: false,
      images: [row.imageUrl, ...row.additionalImages].filter((url): url is string => !!url),
    };
  });
  await removeProductImages(ctx.storage, outcome.images);
  return { deleted: outcome.deleted, deactivated: outcome.deactivated };
}

/** The images a change leaves, written with the product locked; returns those it dropped. */
async function setImages(
  ctx: Ctx,
  caller: Caller,
  id: number,
  change: (row: ProductRow) => { imageUrl: string | null; additionalImages: string[] },
): Promise<void> {
  const dropped = await ctx.db.transaction(async (tx) => {
    const row = await lockOwnProduct(tx, caller, id);
    const next = change(row);
    await tx
      .update(products)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(products.id, id));
    const kept = new Set([next.imageUrl, ...next.additionalImages]);
    return [row.imageUrl, ...row.additionalImages].filter((url) => url && !kept.has(url));
  });
  await removeProductImages(ctx.storage, dropped);
}

/**
 * POST /products/{id}/images: more images after the current ones, up to 9 in all; a product
 * without a main image takes the first as its main one.
 */
export async function addProductImages(
  ctx: Ctx,
  caller: Caller,
  id: number,
  images: Buffer[],
): Promise<void> {
  if (images.length === 0)
    throw new AppError('validation_failed', undefined, { images: 'required' });
  // a first look (unlocked) refuses an upload that cannot fit before any file is stored
  const [current] = await ctx.db
    .select({
      brandId: products.brandId,
      count: sql<number>`cardinality(${products.additionalImages}) + (${products.imageUrl} is not null)::int`,
    })
    .from(products)
    .where(eq(products.id, id));
  if (!current || (caller.role !== 'ADMIN' && current.brandId !== caller.brandId))
    throw new AppError('not_found');
  const max = LIMITS.productAdditionalImagesMax + 1;
  if (Number(current.count) + images.length > max)
    throw new AppError('too_many_images', undefined, { images: 'too_many_images' });
  const urls = await storeProductImages(ctx.storage, images);
  try {
    await setImages(ctx, caller, id, (row) => {
      const all = [row.imageUrl, ...row.additionalImages, ...urls].filter(
        (url): url is string => !!url,
      );
      if (all.length > max)
        throw new AppError('too_many_images', undefined, { images: 'too_many_images' });
      const [imageUrl = null, ...additionalImages] = all;
      return { imageUrl, additionalImages };
    });
  } catch (error) {
    await removeProductImages(ctx.storage, urls);
    throw error;
  }
}

/**
 * DELETE /products/{id}/images: drops one image and its file. The main image goes only when
 * another can take its place (the first additional one); a product keeps a main image.
 */
export async function removeProductImage(
  ctx: Ctx,
  caller: Caller,
  id: number,
  url: string,
): Promise<void> {
  await setImages(ctx, caller, id, (row) => {
    if (url === row.imageUrl) {
      const [next, ...rest] = row.additionalImages;
      if (!next)
        throw new AppError('product_image_required', undefined, { url: 'product_image_required' });
      return { imageUrl: next, additionalImages: rest };
    }
    if (!row.additionalImages.includes(url)) throw new AppError('not_found');
    return {
      imageUrl: row.imageUrl,
      additionalImages: row.additionalImages.filter((u) => u !== url),
    };
  });
}

/**
 * PUT /products/{id}/images/order: the same images in a new order; imageUrl becomes the main
 * one. Anything but a permutation of the current images is a 400.
 */
export async function reorderProductImages(
  ctx: Ctx,
  caller: Caller,
  id: number,
  order: ProductImageOrder,
): Promise<void> {
  await setImages(ctx, caller, id, (row) => {
    const current = [row.imageUrl, ...row.additionalImages].filter(Boolean).sort();
    const given = [order.imageUrl, ...order.additionalImages].sort();
    const same =
      current.length === given.length && current.every((url, index) => url === given[index]);
    if (!same)
      throw new AppError('validation_failed', undefined, { additionalImages: 'invalid_value' });
    return { imageUrl: order.imageUrl, additionalImages: order.additionalImages };
  });
}
