import { and, asc, count, eq, sql } from 'drizzle-orm';
import { LIMITS } from '@souk/shared/constants';
import type { Wishlist, WishlistCheck } from '@souk/shared/responses/basket';
import { wishlistItems } from '../../db/schema/commerce';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { assertPublicProduct, publicProductsByIds } from '../products/service';

/**
 * The wishlist (storefront §3 "Wishlist", §7 "Wishlist"): a customer's saved products, oldest
 * first. A product that is hidden (or whose brand is disabled) drops out of the answer and comes
 * back if it is shown again.
 */

export async function getWishlist(db: Database, userId: number): Promise<Wishlist> {
  const saved = await db
    .select({ productId: wishlistItems.productId, addedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.id));
  const found = new Map(
    (
      await publicProductsByIds(
        db,
        saved.map((row) => row.productId),
      )
    ).map((p) => [p.id, p]),
  );
  const products = saved.flatMap((row) => {
    const product = found.get(row.productId);
    return product ? [{ ...product, addedAt: row.addedAt.toISOString() }] : [];
  });
  return { userId, products, itemCount: products.length };
}

/**
 * Adds a shown product. Adding one that is already there is harmless: it moves to the end, so
 * the answer's last product is always the one just added (storefront §3).
 */
export async function addToWishlist(
  db: Database,
  userId: number,
  productId: number,
): Promise<Wishlist> {
  await assertPublicProduct(db, productId);
  await db.transaction(async (tx) => {
    // One add of a customer at a time, so that the cap holds.
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const [saved] = await tx
      .select({ n: count() })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId));
    const [already] = await tx
      .select({ id: wishlistItems.id })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    if (!already && (saved?.n ?? 0) >= LIMITS.wishlistMax)
      throw AppError.withValues('wishlist_full', { max: LIMITS.wishlistMax });
    await tx
      .insert(wishlistItems)
      .values({ userId, productId })
      .onConflictDoUpdate({
        target: [wishlistItems.userId, wishlistItems.productId],
        set: { createdAt: sql`now()` },
      });
  });
  return getWishlist(db, userId);
}

/** Removing a product that is not there is harmless (a second click, another tab). */
export async function removeFromWishlist(
  db: Database,
  userId: number,
  productId: number,
): Promise<Wishlist> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  return getWishlist(db, userId);
}

export async function clearWishlist(db: Database, userId: number): Promise<Wishlist> {
  await db.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
  return { userId, products: [], itemCount: 0 };
}

export async function checkWishlist(
  db: Database,
  userId: number,
  productId: number,
): Promise<WishlistCheck> {
  const [row] = await db
    .select({ id: wishlistItems.id })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  return { inWishlist: row !== undefined };
}
