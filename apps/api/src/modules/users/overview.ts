import { and, asc, count, desc, eq, gt, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  LOYALTY_POINTS_PERCENT,
  PROFILE_RECENT_PURCHASES,
  PROFILE_RECOMMENDED,
  type OrderItemStatus,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@souk/shared/constants';
import { centsToNumber } from '@souk/shared/money';
import type { ProfileOverview, RecentPurchase } from '@souk/shared/responses/profile';
import { brands } from '../../db/schema/brands';
import { products } from '../../db/schema/catalogue';
import { brandOrders, orderItems, orders, wishlistItems } from '../../db/schema/commerce';
import type { Database } from '../../db/client';
import { amountDueCents, isKeptItem, isKeptLine } from '../orders/order-rules';
import { publicProductsByIds } from '../products/service';

/**
 * The figures of the customer's profile page (storefront §2 "Customer profile", issue 11):
 *
 * - **orders**: every order the customer placed, whatever its status (the order history's count).
 * - **totalSpent**: the sum, over the orders, of what each one costs now — its amount due
 *   (decision 010): items that are not rejected, in brand parts that are neither cancelled nor
 *   refunded, plus shipping while any such item remains. So a cancelled or refunded order counts
 *   0, and so does a cancelled or refunded brand part of an order. An online order still waiting
 *   for its payment (PENDING or FAILED) is not spent money yet and counts 0 until paid; a cash
 *   order counts from its placing, the customer having committed to pay on delivery.
 * - **loyaltyPoints**: 10 % (storefront §9) of the dinar paid for the items of brand parts that
 *   are DELIVERED or COMPLETED (not rejected; shipping earns nothing), rounded down to a whole
 *   point. A refunded part loses its points.
 * - **wishlistItems**: the wishlist's products still in the shop (the wishlist page's count).
 * - **recentPurchases**: the items that count in totalSpent, newest order first, each product
 *   once (its latest purchase), at most 4.
 * - **recommended**: 4 active, in-stock products of an enabled brand, chosen at random among those
 *   sharing a category or a brand with what the customer bought or keeps in the wishlist, topped
 *   up with the best-rated others. Never a product the customer bought (any item not rejected, in
 *   a part not cancelled) nor one already in the wishlist.
 */

/** One ordered item with what the figures need of its order and brand part. */
export type PurchaseLine = {
  orderItemId: number;
  orderId: number;
  orderNumber: string;
  orderDate: Date;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** hundredths */
  shippingCost: number;
  productId: number | null;
  brandId: number;
  productName: string;
  image: string | null;
  /** hundredths */
  unitPrice: number;
  quantity: number;
  /** hundredths */
  subtotal: number;
  color: string | null;
  size: string | null;
  itemStatus: OrderItemStatus;
  partStatus: OrderStatus;
};

/** An online order whose payment has not come (yet): nothing is spent. */
const awaitsPayment = (line: Pick<PurchaseLine, 'paymentMethod' | 'paymentStatus'>) =>
  line.paymentMethod === 'ONLINE' &&
  (line.paymentStatus === 'PENDING' || line.paymentStatus === 'FAILED');

/** An item that is (or will be) the customer's (order-rules.ts `isKeptLine`). */
const isKept = isKeptLine;

/** An item the customer has bought, for the recommendations: not rejected, part not cancelled. */
const isBought = (line: Pick<PurchaseLine, 'itemStatus' | 'partStatus'>) =>
  isKeptItem(line.itemStatus) && line.partStatus !== 'CANCELLED';

const DELIVERED: readonly OrderStatus[] = ['DELIVERED', 'COMPLETED'];

/**
 * The money figures and recent purchases of a customer's order lines (newest order first). Pure:
 * the rules above, without the database.
 */
export function summarisePurchases(lines: readonly PurchaseLine[]): {
  totalSpentCents: number;
  loyaltyPoints: number;
  recentPurchases: RecentPurchase[];
} {
  const byOrder = new Map<number, PurchaseLine[]>();
  for (const line of lines) {
    if (awaitsPayment(line)) continue;
    byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  }
  let totalSpentCents = 0;
  for (const orderLines of byOrder.values()) {
    totalSpentCents += amountDueCents(
      orderLines.map((line) => ({
        subtotal: line.subtotal,
        itemStatus: line.itemStatus,
        partStatus: line.partStatus,
      })),
      orderLines[0]!.shippingCost,
    );
  }

  const deliveredCents = lines
    .filter((line) => isKeptItem(line.itemStatus) && DELIVERED.includes(line.partStatus))
    .reduce((sum, line) => sum + line.subtotal, 0);
  // points = dinar × 10 / 100 = hundredths × 10 / 10 000, rounded down
  const loyaltyPoints = Math.floor((deliveredCents * LOYALTY_POINTS_PERCENT) / 10_000);

  const seen = new Set<number>();
  const recentPurchases: RecentPurchase[] = [];
  for (const line of lines) {
    if (recentPurchases.length === PROFILE_RECENT_PURCHASES) break;
    if (awaitsPayment(line) || !isKept(line)) continue;
    if (line.productId !== null) {
      if (seen.has(line.productId)) continue;
      seen.add(line.productId);
    }
    recentPurchases.push({
      orderItemId: line.orderItemId,
      productId: line.productId,
      productName: line.productName,
      image: line.image,
      unitPrice: centsToNumber(line.unitPrice),
      quantity: line.quantity,
      color: line.color,
      size: line.size,
      orderId: line.orderId,
      orderNumber: line.orderNumber,
      orderDate: line.orderDate.toISOString(),
      status: line.partStatus,
    });
  }
  return { totalSpentCents, loyaltyPoints, recentPurchases };
}

/** The customer's ordered items, newest order first. */
async function purchaseLines(db: Database, customerId: number): Promise<PurchaseLine[]> {
  return db
    .select({
      orderItemId: orderItems.id,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      orderDate: orders.orderDate,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      shippingCost: orders.shippingCost,
      productId: orderItems.productId,
      brandId: orderItems.brandId,
      productName: orderItems.productName,
      image: orderItems.imageUrl,
      unitPrice: orderItems.unitPrice,
      quantity: orderItems.quantity,
      subtotal: orderItems.subtotal,
      color: orderItems.color,
      size: orderItems.size,
      itemStatus: orderItems.status,
      partStatus: brandOrders.status,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(brandOrders, eq(brandOrders.id, orderItems.brandOrderId))
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.orderDate), desc(orders.id), asc(orderItems.id));
}

/** Products a shopper may buy now: active, in stock, of an enabled brand. */
const onSale = and(eq(products.active, true), eq(brands.enabled, true), gt(products.quantity, 0));

async function productIdsWhere(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
): Promise<number[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Four products for the customer (rules above): first at random among those close to what they
 * bought or wished for, then the best rated.
 */
export async function recommendFor(
  db: Database,
  bought: { productIds: number[]; brandIds: number[] },
  wished: number[],
): Promise<ProfileOverview['recommended']> {
  const excluded = [...new Set([...bought.productIds, ...wished])];
  const known = excluded.length
    ? await db
        .select({ categoryId: products.categoryId, brandId: products.brandId })
        .from(products)
        .where(inArray(products.id, excluded))
    : [];
  const categoryIds = [
    ...new Set(known.flatMap((row) => (row.categoryId === null ? [] : [row.categoryId]))),
  ];
  const brandIds = [...new Set([...bought.brandIds, ...known.map((row) => row.brandId)])];
  const notExcluded = excluded.length ? notInArray(products.id, excluded) : undefined;

  const close = [
    categoryIds.length ? inArray(products.categoryId, categoryIds) : undefined,
    brandIds.length ? inArray(products.brandId, brandIds) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  const chosen = close.length
    ? await productIdsWhere(
        db,
        and(onSale, notExcluded, or(...close)),
        [sql`random()`],
        PROFILE_RECOMMENDED,
      )
    : [];
  const topRated = await productIdsWhere(
    db,
    and(onSale, notExcluded, chosen.length ? notInArray(products.id, chosen) : undefined),
    [desc(products.averageRating), desc(products.reviewCount), asc(products.id)],
    PROFILE_RECOMMENDED - chosen.length,
  );
  const ids = [...chosen, ...topRated];
  const found = new Map(
    (await publicProductsByIds(db, ids)).map((product) => [product.id, product]),
  );
  return ids.flatMap((id) => {
    const product = found.get(id);
    return product ? [product] : [];
  });
}

export async function profileOverview(db: Database, customerId: number): Promise<ProfileOverview> {
  const [lines, [placed], wishedRows] = await Promise.all([
    purchaseLines(db, customerId),
    db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId)),
    db
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(
        and(
          eq(wishlistItems.userId, customerId),
          eq(products.active, true),
          eq(brands.enabled, true),
        ),
      ),
  ]);
  const { totalSpentCents, loyaltyPoints, recentPurchases } = summarisePurchases(lines);
  const boughtLines = lines.filter(isBought);
  const recommended = await recommendFor(
    db,
    {
      productIds: boughtLines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
      brandIds: boughtLines.map((line) => line.brandId),
    },
    wishedRows.map((row) => row.productId),
  );
  return {
    orders: placed?.n ?? 0,
    totalSpent: centsToNumber(totalSpentCents),
    wishlistItems: wishedRows.length,
    loyaltyPoints,
    recentPurchases,
    recommended,
  };
}
