import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { brandCategories, brands } from '../db/schema/brands';
import {
  categories,
  productSubcategories,
  productTags,
  products,
  reviews,
  tags,
} from '../db/schema/catalogue';
import { createAccount } from './helper';

/**
 * A small catalogue whose every answer is known: 3 brands (one disabled), 2 categories with
 * subcategories, 3 tags, 8 products (one inactive, one of the disabled brand), a few reviews.
 */
export async function seedCatalogue(db: Database) {
  const [fashion, home] = await db
    .insert(brandCategories)
    .values([{ name: 'Fashion', nameTranslations: { fr: 'Mode', ar: 'أزياء' } }, { name: 'Home' }])
    .returning();
  const [medina, carthage, hidden] = await db
    .insert(brands)
    .values([
      { name: 'Medina Threads', brandCategoryId: fashion!.id, averageRating: 4.5, reviewCount: 2 },
      { name: 'Carthage Home', brandCategoryId: home!.id, averageRating: 3, reviewCount: 1 },
      { name: 'Hidden Brand', brandCategoryId: fashion!.id, enabled: false },
    ])
    .returning();
  const [clothing, office] = await db
    .insert(categories)
    .values([
      {
        name: 'Clothing',
        nameTranslations: { fr: 'Vêtements', ar: 'ملابس' },
        type: 'CLOTHING',
        imageUrl: '/uploads/c.svg',
      },
      {
        name: 'Office Products',
        nameTranslations: { fr: 'Équipement de bureau', ar: 'مستلزمات مكتبية' },
        type: 'OFFICE',
      },
    ])
    .returning();
  const [shirts, shoes, desks] = await db
    .insert(categories)
    .values([
      { name: 'Shirts', parentId: clothing!.id },
      { name: 'Sneakers', parentId: clothing!.id },
      { name: 'Desks', parentId: office!.id },
    ])
    .returning();
  const [summer, eco, officeTag] = await db
    .insert(tags)
    .values([
      { name: 'summer', nameTranslations: { fr: 'été', ar: 'صيف' } },
      { name: 'eco-friendly' },
      { name: 'office' },
    ])
    .returning();

  const base = {
    description: 'A fine product.',
    barcode: '1234567890123',
    quantity: 20,
    stockLevel: 30,
  };
  const rows = await db
    .insert(products)
    .values([
      {
        ...base,
        name: 'Linen Summer Shirt',
        sku: 'A1',
        brandId: medina!.id,
        categoryId: clothing!.id,
        price: 8000,
        discountPrice: 2500,
        colors: ['White', 'Blue'],
        sizes: ['S', 'M', 'L'],
        freeShipping: true,
        averageRating: 4.6,
        reviewCount: 2,
        salesCount: 50,
        weight: 0.3,
        dimensions: '300 x 200 x 20 mm',
      },
      {
        ...base,
        name: 'Chemise en coton',
        description: 'Une chemise légère et élégante.',
        sku: 'A2',
        brandId: medina!.id,
        categoryId: clothing!.id,
        price: 6000,
        colors: ['Blue'],
        sizes: ['M'],
        averageRating: 3.9,
        reviewCount: 1,
        salesCount: 10,
        weight: 0.25,
      },
      {
        ...base,
        name: 'Leather Sneakers',
        sku: 'A3',
        brandId: medina!.id,
        categoryId: clothing!.id,
        price: 25000,
        discountPrice: 6000,
        colors: ['Black'],
        sizes: ['EU 42', 'EU 43'],
        averageRating: 2.5,
        reviewCount: 1,
        salesCount: 30,
        weight: 1.2,
      },
      {
        ...base,
        name: 'Oak Standing Desk',
        sku: 'B1',
        brandId: carthage!.id,
        categoryId: office!.id,
        price: 120000,
        discountPrice: 1000,
        colors: ['Brown'],
        averageRating: 5,
        reviewCount: 1,
        salesCount: 5,
        weight: 25,
        freeShipping: true,
        dimensions: '1200 x 600 x 750 mm',
      },
      {
        ...base,
        name: 'Bamboo Notebook',
        description: 'دفتر من الخيزران صديق للبيئة',
        sku: 'B2',
        brandId: carthage!.id,
        categoryId: office!.id,
        price: 1250,
        averageRating: 0,
        reviewCount: 0,
        salesCount: 80,
        weight: 0.2,
        quantity: 0,
      },
      {
        ...base,
        name: 'Summer Hat',
        sku: 'B3',
        brandId: carthage!.id,
        categoryId: clothing!.id,
        price: 3000,
        discountPrice: 5000,
        colors: ['Beige'],
        sizes: ['M'],
        averageRating: 4.2,
        reviewCount: 0,
        salesCount: 0,
      },
      {
        ...base,
        name: 'Retired Scarf',
        sku: 'A9',
        brandId: medina!.id,
        categoryId: clothing!.id,
        price: 4000,
        active: false,
      },
      {
        ...base,
        name: 'Hidden Summer Shirt',
        sku: 'H1',
        brandId: hidden!.id,
        categoryId: clothing!.id,
        price: 5000,
      },
    ])
    .returning();
  const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
  const id = (name: string) => byName[name]!.id;
  await db.insert(productSubcategories).values([
    { productId: id('Linen Summer Shirt'), categoryId: shirts!.id },
    { productId: id('Chemise en coton'), categoryId: shirts!.id },
    { productId: id('Leather Sneakers'), categoryId: shoes!.id },
    { productId: id('Oak Standing Desk'), categoryId: desks!.id },
  ]);
  await db.insert(productTags).values([
    { productId: id('Linen Summer Shirt'), tagId: summer!.id },
    { productId: id('Summer Hat'), tagId: summer!.id },
    { productId: id('Hidden Summer Shirt'), tagId: summer!.id },
    { productId: id('Bamboo Notebook'), tagId: eco!.id },
    { productId: id('Oak Standing Desk'), tagId: officeTag!.id },
    { productId: id('Oak Standing Desk'), tagId: eco!.id },
  ]);
  const amira = await createAccount(db, {
    email: 'amira.reviews@example.tn',
    firstname: 'Amira',
    lastname: 'Ben Salah',
  });
  const sami = await createAccount(db, {
    email: 'sami.reviews@example.tn',
    firstname: 'Sami',
    lastname: 'Gharbi',
  });
  await db.insert(reviews).values([
    {
      userId: amira.id,
      productId: id('Linen Summer Shirt'),
      rating: 5,
      comment: 'Parfaite pour l’été',
      createdAt: new Date('2026-05-01'),
    },
    {
      userId: sami.id,
      productId: id('Linen Summer Shirt'),
      rating: 4,
      comment: 'Nice linen',
      createdAt: new Date('2026-06-01'),
    },
    { userId: amira.id, productId: id('Oak Standing Desk'), rating: 5, comment: 'Solid desk' },
  ]);
  await db.execute(sql`select refresh_product_search()`);
  return {
    brands: { medina: medina!, carthage: carthage!, hidden: hidden! },
    brandCategories: { fashion: fashion!, home: home! },
    categories: {
      clothing: clothing!,
      office: office!,
      shirts: shirts!,
      shoes: shoes!,
      desks: desks!,
    },
    tags: { summer: summer!, eco: eco!, office: officeTag! },
    id,
  };
}
