import { eq, sql } from 'drizzle-orm';
import { toCents } from '@souk/shared/money';
import type { ProductChanges } from '@souk/shared/schemas/product-writes';
import { products } from '../../db/schema/catalogue';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../plugins/auth';
import { productChanged, productStateColumns, type ProductState } from '../alerts/triggers';
import type { Tx } from '../../db/client';

/**
 * Changes to a product by its brand or an admin. For now price, discount and stock; the brand
 * dashboard (issue 12) grows this into the whole product. Every change of price or stock reaches
 * the alert triggers in the same transaction (decision 011).
 */

const state = { ...productStateColumns, brandId: products.brandId };

/** Only the given fields change; a brand may change only its own products (another's is 404). */
export async function updateProduct(
  tx: Tx,
  caller: Caller,
  id: number,
  changes: ProductChanges,
): Promise<void> {
  const [before] = await tx.select(state).from(products).where(eq(products.id, id)).for('update');
  if (!before || (caller.role === 'BRAND' && before.brandId !== caller.brandId))
    throw new AppError('not_found');
  const set: Partial<typeof products.$inferInsert> = {};
  if (changes.price !== undefined) set.price = toCents(changes.price);
  if (changes.discountPrice !== undefined) set.discountPrice = toCents(changes.discountPrice);
  if (changes.quantity !== undefined) set.quantity = changes.quantity;
  if (changes.stockLevel !== undefined) set.stockLevel = changes.stockLevel;
  if (Object.keys(set).length === 0) return;
  const [after] = await tx
    .update(products)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning(state);
  await productChanged(tx, before as ProductState, after as ProductState);
}
