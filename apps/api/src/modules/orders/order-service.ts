import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { basketTotals, optionProblem, unitCents } from '@souk/shared/basket';
import type { Language } from '@souk/shared/constants';
import { centsToNumber } from '@souk/shared/money';
import { messageFor } from '@souk/shared/messages';
import { toPage, type Page, type PagingQuery } from '@souk/shared/api';
import type { Order, OrderCreated } from '@souk/shared/responses/orders';
import type { CreateOrder } from '@souk/shared/schemas/orders';
import { users } from '../../db/schema/accounts';
import { brands } from '../../db/schema/brands';
import { products } from '../../db/schema/catalogue';
import { brandOrders, cartItems, carts, orderItems, orders } from '../../db/schema/commerce';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { getShippingRule } from '../settings/service';
import type { Caller } from '../../plugins/auth';
import { moneyInDinar } from '@souk/shared/order-money';
import { moneyOfOrder, recordedRefunds } from './order-money';
import { customerMayCancel } from './order-rules';

/**
 * Placing and reading orders (storefront §3 "Order", §7 "Orders and payments"; decision 010).
 * The server prices everything from the database and takes the stock in the order's transaction.
 */

type OrderRow = typeof orders.$inferSelect;

/** SK-YYMM-NNNNNN: the order's year and month, then its id. */
export function orderNumberFor(id: number, date: Date): string {
  const yy = String(date.getUTCFullYear() % 100).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `SK-${yy}${mm}-${String(id).padStart(6, '0')}`;
}

type Wanted = CreateOrder['items'][number] & { index: number };

/** The products of the items as they are now, with their brand; hidden ones count as missing. */
async function productsNow(tx: Tx, ids: number[]) {
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      price: products.price,
      discount: products.discountPrice,
      imageUrl: products.imageUrl,
      colors: products.colors,
      sizes: products.sizes,
      freeShipping: products.freeShipping,
      brandId: brands.id,
      brandName: brands.name,
      shown: sql<boolean>`(${products.active} and ${brands.enabled})`,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, ids));
  return new Map(rows.filter((row) => row.shown).map((row) => [row.id, row]));
}

type ProductNow = NonNullable<
  Awaited<ReturnType<typeof productsNow>> extends Map<number, infer P> ? P : never
>;

/** Every item's product must be shown and its size and colour its own: 400 with field errors. */
function checkItems(wanted: readonly Wanted[], found: Map<number, ProductNow>) {
  const fields: Record<string, string> = {};
  const lines = wanted.map((item) => {
    const product = found.get(item.productId);
    if (!product) {
      fields[`items.${item.index}.productId`] = 'product_unavailable';
      return null;
    }
    const size = product.sizes.length ? item.size : '';
    const color = product.colors.length ? item.color : '';
    const problem = optionProblem(product, { size, color });
    if (problem) fields[`items.${item.index}.${problem.field}`] = problem.code;
    return { ...item, size, color, product };
  });
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', undefined, fields);
  return lines.filter((line) => line !== null);
}

type Line = ReturnType<typeof checkItems>[number];

/**
 * Takes the units of every product with one conditional update each (never read-then-write), in
 * id order so that concurrent checkouts cannot deadlock. If any product falls short, nothing is
 * taken (the caller's transaction rolls back) and the answer is 409 naming each short item.
 */
async function takeStock(tx: Tx, lines: readonly Line[], language: Language): Promise<void> {
  const wanted = new Map<number, number>();
  for (const line of lines)
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  const short = new Map<number, number>();
  for (const [productId, quantity] of [...wanted].sort(([a], [b]) => a - b)) {
    const taken = await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} - ${quantity}`, updatedAt: sql`now()` })
      .where(and(eq(products.id, productId), sql`${products.quantity} >= ${quantity}`))
      .returning({ id: products.id });
    if (taken.length === 0) {
      const [left] = await tx
        .select({ quantity: products.quantity })
        .from(products)
        .where(eq(products.id, productId));
      short.set(productId, Math.max(left?.quantity ?? 0, 0));
    }
  }
  if (short.size === 0) return;
  const shortLines = lines.filter((line) => short.has(line.productId));
  const items = shortLines.map((line) => ({
    index: line.index,
    productId: line.productId,
    productName: line.product.name,
    size: line.size || null,
    color: line.color || null,
    requested: line.quantity,
    available: short.get(line.productId)!,
  }));
  const names = [...new Map(items.map((item) => [item.productId, item])).values()]
    .map((item) =>
      messageFor('out_of_stock_item', language, {
        name: item.productName,
        available: item.available,
      }),
    )
    .join(' ');
  const error = new AppError(
    'out_of_stock',
    messageFor('out_of_stock_items', language, { items: names }),
    Object.fromEntries(items.map((item) => [`items.${item.index}.quantity`, 'out_of_stock'])),
  );
  error.fieldValues = Object.fromEntries(
    items.map((item) => [`items.${item.index}.quantity`, { available: item.available }]),
  );
  error.details = { items };
  throw error;
}

/** The order's id is drawn first, so that its number can be written with the row. */
async function nextOrderId(tx: Tx): Promise<number> {
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
  );
  // node-postgres and PGlite both answer { rows }.
  const [row] = (result as unknown as { rows: { id: number }[] }).rows;
  return Number(row!.id);
}

export type PlacedOrder = {
  status: 201;
  body: OrderCreated;
  orderId: number;
  /** the customer's language, for the confirmation */
  language: Language;
};

/** POST /orders (decision 010): priced, stocked and stored in the caller's transaction. */
export async function placeOrder(
  tx: Tx,
  caller: Caller,
  input: CreateOrder,
  /** the request's language, when it named one */
  requested: Language | null,
  paymentTimeoutMinutes: number,
): Promise<PlacedOrder> {
  if (input.customerId !== undefined && input.customerId !== caller.userId)
    throw new AppError('forbidden');
  const method =
    input.paymentMethod ??
    (input.paymentTransactionId?.toUpperCase() === 'ON_DELIVERY'
      ? 'ON_DELIVERY'
      : input.paymentTransactionId
        ? 'ONLINE'
        : null);
  if (!method)
    throw new AppError('validation_failed', undefined, { paymentMethod: 'invalid_payment_method' });

  const [customer] = await tx.select().from(users).where(eq(users.id, caller.userId));
  if (!customer) throw new AppError('unauthorized');
  const language = requested ?? customer.language;
  const wanted = input.items.map((item, index) => ({ ...item, index }));
  const found = await productsNow(tx, [...new Set(wanted.map((item) => item.productId))]);
  const lines = checkItems(wanted, found);
  await takeStock(tx, lines, requested ?? 'en');

  const priced = lines.map((line) => {
    const unit = unitCents(line.product);
    return { ...line, unit, subtotal: unit * line.quantity };
  });
  // The shipping rule of the moment, as the cart showed it (decision 025).
  const totals = basketTotals(
    priced.map((line) => ({ ...line.product, quantity: line.quantity })),
    await getShippingRule(tx),
  );
  const now = new Date();
  const id = await nextOrderId(tx);
  const shipping = input.shippingAddress;
  const billing = input.billingAddress ?? shipping;
  await tx.insert(orders).values({
    id,
    orderNumber: orderNumberFor(id, now),
    customerId: caller.userId,
    paymentMethod: method,
    paymentTransactionId: method === 'ONLINE' ? 'PENDING' : 'ON_DELIVERY',
    shippingFirstName: shipping.firstName ?? customer.firstname,
    shippingLastName: shipping.lastName ?? customer.lastname,
    shippingEmail: shipping.email ?? customer.email,
    shippingPhone: shipping.phone ?? customer.phoneNumber,
    shippingAddress: shipping.address,
    shippingCity: shipping.city,
    shippingState: shipping.state,
    shippingZipCode: shipping.zipCode,
    shippingCountry: shipping.country,
    billingAddress: billing.address,
    billingCity: billing.city,
    billingState: billing.state,
    billingZipCode: billing.zipCode,
    billingCountry: billing.country,
    subtotal: totals.subtotal,
    shippingCost: totals.shipping,
    tax: 0,
    discount: 0,
    total: totals.total,
    notes: input.notes || null,
    orderDate: now,
    createdAt: now,
    updatedAt: now,
  });

  const brandIds = [...new Set(priced.map((line) => line.product.brandId))];
  const parts = await tx
    .insert(brandOrders)
    .values(
      brandIds.map((brandId) => ({
        orderId: id,
        brandId,
        subtotal: priced
          .filter((line) => line.product.brandId === brandId)
          .reduce((sum, line) => sum + line.subtotal, 0),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: brandOrders.id, brandId: brandOrders.brandId });
  const partOf = new Map(parts.map((part) => [part.brandId, part.id]));
  await tx.insert(orderItems).values(
    priced.map((line) => ({
      orderId: id,
      brandOrderId: partOf.get(line.product.brandId)!,
      brandId: line.product.brandId,
      productId: line.productId,
      productName: line.product.name,
      productSku: line.product.sku,
      productPrice: line.product.price,
      discountPrice: line.product.discount,
      unitPrice: line.unit,
      quantity: line.quantity,
      subtotal: line.subtotal,
      color: line.color || null,
      size: line.size || null,
      imageUrl: line.product.imageUrl,
      productSnapshot: {
        name: line.product.name,
        imageUrl: line.product.imageUrl,
        price: centsToNumber(line.product.price),
        discountPrice: centsToNumber(line.product.discount),
        color: line.color || null,
        size: line.size || null,
        sku: line.product.sku,
        brandName: line.product.brandName,
      },
      createdAt: now,
      updatedAt: now,
    })),
  );

  // The ordered lines leave the cart; the customer shops in this language from now on.
  const [cart] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.userId, caller.userId));
  if (cart) {
    for (const line of priced) {
      await tx
        .delete(cartItems)
        .where(
          and(
            eq(cartItems.cartId, cart.id),
            eq(cartItems.productId, line.productId),
            eq(cartItems.size, line.size),
            eq(cartItems.color, line.color),
          ),
        );
    }
  }
  if (customer.language !== language)
    await tx.update(users).set({ language }).where(eq(users.id, caller.userId));

  const [order] = await readOrders(tx, [id], caller, paymentTimeoutMinutes);
  return {
    status: 201,
    orderId: id,
    language,
    body: {
      success: true,
      message: 'Order created successfully',
      id,
      orderId: id,
      orderNumber: order!.orderNumber,
      data: order!,
    },
  };
}

// ---------- reading ----------

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Orders as `viewer` may read them, in the order of `ids`: whole for their customer and admins,
 * only its own part (items, status, amounts) for a brand.
 */
export async function readOrders(
  db: Database | Tx,
  ids: readonly number[],
  viewer: Pick<Caller, 'role' | 'brandId'>,
  paymentTimeoutMinutes: number,
): Promise<Order[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      order: orders,
      customerEmail: users.email,
      customerName: sql<string>`trim(coalesce(${users.firstname}, '') || ' ' || coalesce(${users.lastname}, ''))`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(inArray(orders.id, [...ids]));
  const brandOnly = viewer.role === 'BRAND' ? viewer.brandId : null;
  const parts = await db
    .select({ part: brandOrders, brandName: brands.name })
    .from(brandOrders)
    .innerJoin(brands, eq(brands.id, brandOrders.brandId))
    .where(inArray(brandOrders.orderId, [...ids]))
    .orderBy(asc(brandOrders.id));
  const items = await db
    .select({ item: orderItems, brandName: brands.name })
    .from(orderItems)
    .innerJoin(brands, eq(brands.id, orderItems.brandId))
    .where(inArray(orderItems.orderId, [...ids]))
    .orderBy(asc(orderItems.id));
  const refunded = await recordedRefunds(db, ids);
  const byId = new Map(rows.map((row) => [row.order.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const allParts = parts.filter((p) => p.part.orderId === id);
    const shownParts = allParts.filter((p) => brandOnly === null || p.part.brandId === brandOnly);
    const shownItems = items.filter(
      (i) => i.item.orderId === id && (brandOnly === null || i.item.brandId === brandOnly),
    );
    return [
      view(row.order, row.customerName, row.customerEmail, allParts, shownParts, shownItems, {
        partOnly: brandOnly !== null,
        paymentTimeoutMinutes,
        money: moneyOfOrder(
          row.order,
          allParts.map((p) => p.part),
          items.filter((i) => i.item.orderId === id).map((i) => i.item),
          refunded,
        ),
      }),
    ];
  });
}

type PartRow = { part: typeof brandOrders.$inferSelect; brandName: string };
type ItemRow = { item: typeof orderItems.$inferSelect; brandName: string };

function view(
  order: OrderRow,
  customerName: string,
  customerEmail: string,
  allParts: readonly PartRow[],
  parts: readonly PartRow[],
  items: readonly ItemRow[],
  options: {
    partOnly: boolean;
    paymentTimeoutMinutes: number;
    money: ReturnType<typeof moneyOfOrder>;
  },
): Order {
  const partSubtotal = parts.reduce((sum, p) => sum + p.part.subtotal, 0);
  const money = options.partOnly
    ? { subtotal: partSubtotal, shippingCost: 0, total: partSubtotal, refundDue: 0 }
    : order;
  // decision 029: a brand reads its part's figures (it sees one part: readOrders scopes it)
  const figures =
    options.partOnly && parts[0] ? options.money.parts.get(parts[0].part.id)! : options.money.order;
  const awaitingPayment =
    order.paymentMethod === 'ONLINE' &&
    order.status === 'PENDING' &&
    (order.paymentStatus === 'PENDING' || order.paymentStatus === 'FAILED');
  return {
    id: order.id,
    orderId: order.id,
    orderNumber: order.orderNumber,
    customerId: order.customerId,
    customerName,
    customerEmail,
    status: order.status,
    orderDate: order.orderDate.toISOString(),
    processedDate: iso(order.processedDate),
    shippedDate: iso(order.shippedDate),
    deliveredDate: iso(order.deliveredDate),
    cancelledDate: iso(order.cancelledDate),
    refundedDate: iso(order.refundedDate),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    shippingMethod: order.shippingMethod,
    shippingFirstName: order.shippingFirstName,
    shippingLastName: order.shippingLastName,
    shippingEmail: order.shippingEmail,
    shippingPhone: order.shippingPhone,
    shippingAddress: order.shippingAddress,
    shippingCity: order.shippingCity,
    shippingState: order.shippingState,
    shippingZipCode: order.shippingZipCode,
    shippingCountry: order.shippingCountry,
    billingAddress: order.billingAddress,
    billingCity: order.billingCity,
    billingState: order.billingState,
    billingZipCode: order.billingZipCode,
    billingCountry: order.billingCountry,
    subtotal: centsToNumber(money.subtotal),
    shippingCost: centsToNumber(money.shippingCost),
    tax: centsToNumber(order.tax),
    discount: centsToNumber(order.discount),
    total: centsToNumber(money.total),
    amountDue: centsToNumber(figures.amountDue),
    refundDue: centsToNumber(money.refundDue),
    money: moneyInDinar(figures),
    notes: order.notes,
    canCancel: !options.partOnly && customerMayCancel(allParts.map((p) => p.part.status)),
    canPay: !options.partOnly && awaitingPayment,
    paymentDeadline: awaitingPayment
      ? new Date(order.createdAt.getTime() + options.paymentTimeoutMinutes * 60_000).toISOString()
      : null,
    items: items.map(({ item, brandName }) => ({
      id: item.id,
      productId: item.productId,
      brandId: item.brandId,
      brandName,
      brandOrderId: item.brandOrderId,
      productName: item.productName,
      productSku: item.productSku,
      productPrice: centsToNumber(item.productPrice),
      discountPrice: centsToNumber(item.discountPrice),
      unitPrice: centsToNumber(item.unitPrice),
      quantity: item.quantity,
      subtotal: centsToNumber(item.subtotal),
      color: item.color,
      size: item.size,
      image: item.imageUrl,
      imageUrl: item.imageUrl,
      attributes: { color: item.color, size: item.size },
      productSnapshot: JSON.stringify(item.productSnapshot),
      status: item.status,
      rejectionReason: item.rejectionReason,
    })),
    brandOrders: parts.map(({ part, brandName }) => ({
      id: part.id,
      brandId: part.brandId,
      brandName,
      status: part.status,
      subtotal: centsToNumber(part.subtotal),
      money: moneyInDinar(options.money.parts.get(part.id)!),
      processedDate: iso(part.processedDate),
      shippedDate: iso(part.shippedDate),
      deliveredDate: iso(part.deliveredDate),
      cancelledDate: iso(part.cancelledDate),
      refundedDate: iso(part.refundedDate),
    })),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/**
 * One order for its customer, an admin, or a brand with a part in it; anyone else gets 404, as
 * for an order that does not exist.
 */
export async function getOrder(
  db: Database,
  orderId: number,
  caller: Caller,
  paymentTimeoutMinutes: number,
): Promise<Order> {
  const [order] = await readOrders(db, [orderId], caller, paymentTimeoutMinutes);
  const visible =
    order &&
    (caller.role === 'ADMIN' ||
      (caller.role === 'CUSTOMER' && order.customerId === caller.userId) ||
      (caller.role === 'BRAND' && order.brandOrders.length > 0));
  if (!visible) throw new AppError('not_found');
  return order;
}

const SORTABLE = new Map<string, AnyPgColumn>([
  ['orderDate', orders.orderDate],
  ['createdAt', orders.createdAt],
  ['total', orders.total],
  ['status', orders.status],
  ['orderNumber', orders.orderNumber],
]);

/** A customer's orders, newest first (GET /orders/customer/{id}); the most recent 500. */
export async function customerOrders(
  db: Database,
  customerId: number,
  caller: Caller,
  paymentTimeoutMinutes: number,
): Promise<Order[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .limit(500);
  return readOrders(
    db,
    rows.map((row) => row.id),
    caller,
    paymentTimeoutMinutes,
  );
}

/** The same, a page at a time, sorted by orderDate (default), createdAt, total, status or number. */
export async function customerOrdersPage(
  db: Database,
  customerId: number,
  caller: Caller,
  paging: PagingQuery,
  paymentTimeoutMinutes: number,
): Promise<Page<Order>> {
  const column = SORTABLE.get(paging.sortBy ?? 'orderDate') ?? orders.orderDate;
  const direction = paging.direction === 'asc' ? asc : desc;
  const where = eq(orders.customerId, customerId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(direction(column), direction(orders.id))
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  const content = await readOrders(
    db,
    rows.map((row) => row.id),
    caller,
    paymentTimeoutMinutes,
  );
  return toPage(content, counted?.n ?? 0, paging.page, paging.size);
}
