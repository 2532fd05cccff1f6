import { brands } from '../../db/schema/brands';
import { categories, products } from '../../db/schema/catalogue';
import type { Database } from '../../db/client';

/**
 * Products whose every rule is known: a shirt with sizes and colours (25 % off, 3 in stock),
 * a mug with neither that ships free, a hidden product and one of a disabled brand.
 */
export async function seedBasketProducts(db: Database) {
  const [brand, disabled] = await db
    .insert(brands)
    .values([{ name: 'Medina Threads' }, { name: 'Closed Shop', enabled: false }])
    .returning();
  const [clothing] = await db
    .insert(categories)
    .values({ name: 'Clothing', nameTranslations: { fr: 'Vêtements', ar: 'ملابس' } })
    .returning();
  const base = {
    description: 'A fine product.',
    barcode: '1234567890123',
    stockLevel: 30,
    brandId: brand!.id,
    categoryId: clothing!.id,
  };
  const [shirt, mug, hidden, closed, scarf] = await db
    .insert(products)
    .values([
      {
        ...base,
        name: 'Linen Shirt',
        sku: 'SHIRT',
        price: 8000,
        discountPrice: 2500,
        quantity: 3,
        sizes: ['S', 'M', 'L'],
        colors: ['White', 'Blue'],
        features: ['Breathable linen'],
        imageUrl: '/uploads/shirt.webp',
      },
      { ...base, name: 'Clay Mug', sku: 'MUG', price: 1250, quantity: 40, freeShipping: true },
      { ...base, name: 'Hidden Lamp', sku: 'LAMP', price: 5000, quantity: 5, active: false },
      {
        ...base,
        name: 'Closed Vase',
        sku: 'VASE',
        price: 3000,
        quantity: 5,
        brandId: disabled!.id,
      },
      {
        ...base,
        name: 'Silk Scarf',
        sku: 'SCARF',
        price: 4500,
        quantity: 10,
        colors: ['Red'],
        freeShipping: true,
      },
    ])
    .returning();
  return {
    shirt: shirt!,
    mug: mug!,
    hidden: hidden!,
    closed: closed!,
    scarf: scarf!,
    brand: brand!,
  };
}
