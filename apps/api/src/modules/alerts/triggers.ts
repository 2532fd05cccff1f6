import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Language, OrderStatus } from '@souk/shared/constants';
import { discountedCents } from '@souk/shared/money';
import type { AlertType } from '@souk/shared/schemas/alerts';
import { users } from '../../db/schema/accounts';
import { brands } from '../../db/schema/brands';
import { products } from '../../db/schema/catalogue';
import {
  alerts,
  cartItems,
  carts,
  priceAlerts,
  wishlistItems,
  type AlertDetails,
} from '../../db/schema/commerce';
import { runChunked } from '../../db/chunked';
import type { Tx } from '../../db/client';
import { alertText } from './texts';

/**
 * Where alerts are made (decision 011): from real events, in the transaction of the change that
 * caused them, so that an alert exists exactly when its change does.
 */

/** What a product change is judged on. Amounts in hundredths; discountPrice a percentage. */
export type ProductState = {
  id: number;
  name: string;
  price: number;
  discountPrice: number;
  quantity: number;
  active: boolean;
};

/** The product columns a ProductState is read from: every caller of productChanged selects these. */
export const productStateColumns = {
  id: products.id,
  name: products.name,
  price: products.price,
  discountPrice: products.discountPrice,
  quantity: products.quantity,
  active: products.active,
};

type NewAlert = {
  userId: number;
  type: AlertType;
  details: AlertDetails;
  productId?: number;
  orderId?: number;
};

/**
 * Every change of a product's price or stock comes here (the product write route, the stock an
 * order gives back): price_drop to wishlist holders when the final price goes down,
 * back_in_stock to wishlist and cart holders when the stock comes back from 0, and the price
 * alerts whose target the new final price reaches — each of those fires once.
 */
export async function productChanged(
  tx: Tx,
  before: ProductState,
  after: ProductState,
  now = new Date(),
): Promise<void> {
  // A hidden product makes no news: nobody can buy it.
  if (!after.active) return;
  const oldPrice = discountedCents(before.price, before.discountPrice);
  const newPrice = discountedCents(after.price, after.discountPrice);
  const productName = after.name;
  const made: NewAlert[] = [];

  if (newPrice !== oldPrice) {
    const reached = await reachPriceAlerts(tx, after, oldPrice, now);
    made.push(...reached);
    if (newPrice < oldPrice) {
      // Whoever heard of the price through their own price alert does not hear it twice.
      const told = new Set(reached.map((alert) => alert.userId));
      for (const userId of await wishlistHolders(tx, after.id)) {
        if (told.has(userId)) continue;
        made.push({
          userId,
          type: 'price_drop',
          productId: after.id,
          details: { productName, oldPrice, newPrice },
        });
      }
    }
  }

  if (before.quantity <= 0 && after.quantity > 0) {
    const holders = new Set([
      ...(await wishlistHolders(tx, after.id)),
      ...(await cartHolders(tx, after.id)),
    ]);
    for (const userId of holders) {
      made.push({ userId, type: 'back_in_stock', productId: after.id, details: { productName } });
    }
  }
  await insertAlerts(tx, made, now);
}

/**
 * The active price alerts of a product whose target its final price now reaches, switched off in
 * the same statement that finds them: each fires once (decision 011). `userId` limits it to one
 * customer's alert (just set or edited).
 */
async function reachPriceAlerts(
  tx: Tx,
  product: ProductState,
  oldPrice: number | undefined,
  now: Date,
  userId?: number,
): Promise<NewAlert[]> {
  const newPrice = discountedCents(product.price, product.discountPrice);
  const reached = await tx
    .update(priceAlerts)
    .set({ active: false, triggeredAt: now })
    .where(
      and(
        eq(priceAlerts.productId, product.id),
        eq(priceAlerts.active, true),
        gte(priceAlerts.targetPrice, newPrice),
        userId === undefined ? undefined : eq(priceAlerts.userId, userId),
      ),
    )
    .returning({ userId: priceAlerts.userId, targetPrice: priceAlerts.targetPrice });
  return reached.map((alert) => ({
    userId: alert.userId,
    type: 'price_drop' as const,
    productId: product.id,
    details: { productName: product.name, oldPrice, newPrice, targetPrice: alert.targetPrice },
  }));
}

/**
 * A customer set or changed a price alert: a target the price already reaches fires at once
 * (the price is there now), and the alert is done.
 */
export async function priceAlertSet(
  tx: Tx,
  userId: number,
  product: ProductState,
  now = new Date(),
): Promise<void> {
  if (!product.active) return;
  await insertAlerts(tx, await reachPriceAlerts(tx, product, undefined, now, userId), now);
}

/** A status change of an order or of brands' parts of it, as order-changes.ts reports it. */
export type OrderStatusChange = {
  orderId: number;
  orderNumber: string;
  customerId: number;
  from: OrderStatus;
  to: OrderStatus;
  parts: ReadonlyArray<{ brandId: number; from: OrderStatus; to: OrderStatus }>;
  /** items a brand accepted or rejected (decision 015): each is news of its own */
  items?: ReadonlyArray<{
    productName: string;
    to: 'ACCEPTED' | 'REJECTED';
    reason: string | null;
  }>;
};

/**
 * One order_status alert per status change: of the order when its own status moved, else of the
 * brands' parts that moved (an order of two brands where one ships). Its email is the order's
 * status mail (order-mails.ts), sent once the change has committed.
 */
export async function orderStatusChanged(
  tx: Tx,
  change: OrderStatusChange,
  now = new Date(),
): Promise<void> {
  const base = {
    userId: change.customerId,
    type: 'order_status' as const,
    orderId: change.orderId,
  };
  // an item decision that moved nothing else is news of its own; one that cancelled its part
  // reads as that part's alert (the mail tells both)
  const decisions: NewAlert[] = (change.items ?? []).map((item) => ({
    ...base,
    details: {
      orderNumber: change.orderNumber,
      productName: item.productName,
      itemStatus: item.to,
      ...(item.reason ? { reason: item.reason } : {}),
    },
  }));
  if (change.from !== change.to) {
    await insertAlerts(
      tx,
      [{ ...base, details: { orderNumber: change.orderNumber, status: change.to } }],
      now,
    );
    return;
  }
  const moved = change.parts.filter((part) => part.from !== part.to);
  if (moved.length === 0) {
    await insertAlerts(tx, decisions, now);
    return;
  }
  const names = new Map(
    (
      await tx
        .select({ id: brands.id, name: brands.name })
        .from(brands)
        .where(
          inArray(
            brands.id,
            moved.map((part) => part.brandId),
          ),
        )
    ).map((brand) => [brand.id, brand.name]),
  );
  const byStatus = new Map<OrderStatus, string[]>();
  for (const part of moved) {
    byStatus.set(part.to, [...(byStatus.get(part.to) ?? []), names.get(part.brandId) ?? '']);
  }
  await insertAlerts(
    tx,
    [...byStatus].map(([status, brandNames]) => ({
      ...base,
      details: { orderNumber: change.orderNumber, status, brands: brandNames.filter(Boolean) },
    })),
    now,
  );
}

/**
 * A step of a customer's return (decision 026): requested, accepted, refused (with its reason),
 * received (with the refund recorded, in hundredths). Its email is the return's mail.
 */
export async function returnChanged(
  tx: Tx,
  change: {
    customerId: number;
    orderId: number;
    orderNumber: string;
    returnStatus: NonNullable<AlertDetails['returnStatus']>;
    reason?: string | null;
    refundAmount?: number;
  },
  now = new Date(),
): Promise<void> {
  const details: AlertDetails = {
    orderNumber: change.orderNumber,
    returnStatus: change.returnStatus,
    ...(change.reason ? { reason: change.reason } : {}),
    ...(change.refundAmount !== undefined ? { refundAmount: change.refundAmount } : {}),
  };
  await insertAlerts(
    tx,
    [{ userId: change.customerId, type: 'order_status', orderId: change.orderId, details }],
    now,
  );
}

async function wishlistHolders(tx: Tx, productId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: wishlistItems.userId })
    .from(wishlistItems)
    .where(eq(wishlistItems.productId, productId));
  return rows.map((row) => row.userId);
}

async function cartHolders(tx: Tx, productId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ userId: carts.userId })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(cartItems.productId, productId));
  return rows.map((row) => row.userId);
}

/**
 * Writes the alerts of customers only (never a brand's or an admin's account), each with its
 * text in its reader's language as a fallback for readers that cannot rebuild it.
 */
async function insertAlerts(tx: Tx, made: readonly NewAlert[], now: Date): Promise<void> {
  if (made.length === 0) return;
  const readers = new Map<number, Language>(
    (
      await tx
        .select({ id: users.id, language: users.language })
        .from(users)
        .where(
          and(
            inArray(users.id, [...new Set(made.map((alert) => alert.userId))]),
            eq(users.role, 'CUSTOMER'),
          ),
        )
    ).map((user) => [user.id, user.language]),
  );
  const rows = made.flatMap((alert) => {
    const language = readers.get(alert.userId);
    if (!language) return [];
    const text = alertText(alert.type, alert.details, language, { title: '', message: '' });
    return [
      {
        userId: alert.userId,
        type: alert.type,
        title: text.title,
        message: text.message,
        details: alert.details,
        productId: alert.productId ?? null,
        orderId: alert.orderId ?? null,
        createdAt: now,
      },
    ];
  });
  // A product many wish for makes many alerts: in chunks, within the bind-parameter limit.
  await runChunked(rows, (chunk) => tx.insert(alerts).values(chunk));
}
