import { centsToNumber } from '@souk/shared/money';
import { discountedCents } from '@souk/shared/money';
import type { NameTranslations } from '@souk/shared/names';
import type { Label, Product } from '@souk/shared/responses/catalogue';
import type { products } from '../../db/schema/catalogue';

type ProductRow = Omit<typeof products.$inferSelect, 'searchVector'>;

export type ProductExtras = {
  brandName: string | null;
  categoryName: string | null;
  categoryNameTranslations: NameTranslations | null;
  subcategories: Label[];
  tags: Label[];
};

/**
 * The product as the spec reads it (storefront §3 "Product"; dashboards §3 "Brand product"):
 * prices as numbers with two decimals, discountPrice a percentage, lists as arrays.
 */
export function toProduct(row: ProductRow, extras: ProductExtras): Product {
  const price = centsToNumber(row.price);
  const discountedPrice = centsToNumber(discountedCents(row.price, row.discountPrice));
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price,
    discountPrice: centsToNumber(row.discountPrice),
    discountedPrice,
    imageUrl: row.imageUrl,
    additionalImages: row.additionalImages,
    brandId: row.brandId,
    brandName: extras.brandName,
    producer: extras.brandName,
    categoryId: row.categoryId,
    categoryName: extras.categoryName,
    categoryNameTranslations: extras.categoryNameTranslations,
    subCategory_id: extras.subcategories[0]?.id ?? null,
    subcategories: extras.subcategories,
    subcategoryIds: extras.subcategories.map((s) => s.id),
    tags: extras.tags,
    tagIds: extras.tags.map((t) => t.id),
    averageRating: row.averageRating,
    reviewCount: row.reviewCount,
    quantity: row.quantity,
    stockLevel: row.stockLevel,
    inStock: row.quantity > 0,
    sku: row.sku,
    barcode: row.barcode,
    colors: row.colors,
    sizes: row.sizes,
    weight: row.weight,
    dimensions: row.dimensions,
    material: row.material,
    care: row.care,
    origin: row.origin,
    fit: row.fit,
    features: row.features,
    active: row.active,
    featured: row.featured,
    freeShipping: row.freeShipping,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type ProductDto = ReturnType<typeof toProduct>;
