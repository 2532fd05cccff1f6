import { count, eq, inArray, sql } from 'drizzle-orm';
import { optionProblem } from '@souk/shared/basket';
import { LIMITS } from '@souk/shared/constants';
import type { BuyAgain } from '@souk/shared/responses/orders';
import { brands } from '../../db/schema/brands';
import { products } from '../../db/schema/catalogue';
import { cartItems, carts } from '../../db/schema/commerce';
import type { Database } from '../../db/client';
import type { Caller } from '../../plugins/auth';
import { getOrder } from './order-service';

/**
 * Buy Again (issue 11): the items of one of the customer's orders go back into their cart, each
 * with its size, colour and quantity, by the cart's own rules (storefront §4 "Cart", decision
 * 009). An item is left out, and said so, when its product is no longer sold or no longer offers
 * that size or colour (`unavailable`), when the cart already holds that line (`in_cart`: the cart
 * refuses a second one), when fewer units are in stock than were bought (`not_enough_stock`), or
 * when the cart holds as many lines as it may (`cart_full`).
 */
export async function buyAgain(
  db: Database,
  caller: Caller,
  orderId: number,
  paymentTimeoutMinutes: number,
): Promise<BuyAgain> {
  // Another customer's order is a 404, as a missing one is.
  const order = await getOrder(db, orderId, caller, paymentTimeoutMinutes);
  return db.transaction(async (tx) => {
    // The customer's cart, created on first use; the upsert locks it until the end, so that two
    // adds of one customer run one after the other (decision 009).
    const [cart] = await tx
      .insert(carts)
      .values({ userId: caller.userId })
      .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
      .returning({ id: carts.id });
    const cartId = cart!.id;
    const ids = [
      ...new Set(order.items.flatMap((item) => (item.productId === null ? [] : [item.productId]))),
    ];
    const found = ids.length
      ? await tx
          .select({
            id: products.id,
            name: products.name,
            colors: products.colors,
            sizes: products.sizes,
            stock: products.quantity,
            shown: sql<boolean>`(${products.active} and ${brands.enabled})`,
          })
          .from(products)
          .innerJoin(brands, eq(brands.id, products.brandId))
          .where(inArray(products.id, ids))
      : [];
    const productOf = new Map(found.map((product) => [product.id, product]));
    const lines = await tx
      .select({ productId: cartItems.productId, size: cartItems.size, color: cartItems.color })
      .from(cartItems)
      .where(eq(cartItems.cartId, cartId));
    const key = (line: { productId: number; size: string; color: string }) =>
      JSON.stringify([line.productId, line.size, line.color]);
    const held = new Set(lines.map(key));
    const [counted] = await tx
      .select({ n: count() })
      .from(cartItems)
      .where(eq(cartItems.cartId, cartId));
    let lineCount = counted?.n ?? 0;

    const result: BuyAgain = { added: [], skipped: [] };
    for (const item of order.items) {
      const product = item.productId === null ? undefined : productOf.get(item.productId);
      const skip = (reason: BuyAgain['skipped'][number]['reason']) =>
        result.skipped.push({
          productId: item.productId,
          productName: product?.name ?? item.productName,
          reason,
          available: product?.shown ? Math.max(product.stock, 0) : 0,
        });
      if (!product?.shown || product.stock <= 0) {
        skip('unavailable');
        continue;
      }
      const line = {
        productId: product.id,
        size: product.sizes.length ? (item.size ?? '') : '',
        color: product.colors.length ? (item.color ?? '') : '',
      };
      if (optionProblem(product, line)) skip('unavailable');
      else if (held.has(key(line))) skip('in_cart');
      else if (product.stock < item.quantity) skip('not_enough_stock');
      else if (lineCount >= LIMITS.cartLinesMax) skip('cart_full');
      else {
        await tx.insert(cartItems).values({ cartId, ...line, quantity: item.quantity });
        held.add(key(line));
        lineCount++;
        result.added.push({
          productId: product.id,
          productName: product.name,
          quantity: item.quantity,
          color: line.color || null,
          size: line.size || null,
        });
      }
    }
    return result;
  });
}
