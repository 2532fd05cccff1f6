import { sql } from 'drizzle-orm';
import {
  FIXED_COUNTRY,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@souk/shared/constants';
import { shippingCents, type ShippingRule } from '@souk/shared/basket';
import { centsToNumber, discountedCents } from '@souk/shared/money';
import { brandOrders, orderItems, orders, payments, refunds } from '../schema/commerce';
import { type CustomerRef } from './accounts';
import { type BrandRef, type ProductRef } from './catalogue';
import { ORDER_NOTES, REJECTION_REASONS } from './people-data';
import { rngFor, type Rng } from './random';
import { DAY_MS, HOUR_MS, daysBefore, insertChunked, mustGet, runChunked } from './support';
import type { Tx } from '../client';
import { getShippingRule } from '../../modules/settings/service';
import { orderNumberFor } from '../../modules/orders/order-service';

const RANDOM_ORDERS = 392;
/** the lifespan of a seeded card payment: PAYMENT_TIMEOUT_MINUTES's default */
const SEED_PAYMENT_MINUTES = 30;
const DEMO_BRAND_SHARE = 0.12;

type Line = { product: ProductRef; quantity: number; color: string | null; size: string | null };

type OrderPlan = {
  customer: CustomerRef;
  date: Date;
  status: OrderStatus;
  method: PaymentMethod;
  lines: Line[];
  /** for a few cancelled orders: the brand that rejected its items */
  rejectedBy: number | null;
  note: string | null;
};

type Timeline = {
  processedDate: Date | null;
  shippedDate: Date | null;
  deliveredDate: Date | null;
  cancelledDate: Date | null;
  refundedDate: Date | null;
  updatedAt: Date;
};

/** A delivered line, from which a review may follow. */
export type Purchase = {
  customer: CustomerRef;
  product: ProductRef;
  deliveredAt: Date;
  refunded: boolean;
};

export type SeededOrder = {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  customerId: number;
};

export type OrderOutcome = {
  orders: SeededOrder[];
  purchases: Purchase[];
  /** units sold per product id, cancelled orders and rejected items excluded */
  unitsSold: Map<number, number>;
};

type Catalogue = {
  customers: readonly CustomerRef[];
  demo: CustomerRef;
  brands: readonly BrandRef[];
  products: readonly ProductRef[];
};

export async function seedOrders(tx: Tx, now: Date, catalogue: Catalogue): Promise<OrderOutcome> {
  const rng = rngFor('orders');
  const plans = [
    ...randomOrders(rng, now, catalogue),
    ...demoCustomerOrders(rng, now, catalogue),
    ...demoBrandOpenOrders(rng, now, catalogue),
  ].sort((a, b) => a.date.getTime() - b.date.getTime());
  // the orders pay shipping as the marketplace's rule says (the migration's defaults)
  const rule = await getShippingRule(tx);
  const numbered = plans.map((plan, i) => {
    const orderNumber = `SK-${plan.date.getUTCFullYear()}-${String(i + 101).padStart(6, '0')}`;
    const t = timeline(rng, plan.status, plan.date, now);
    return { plan, orderNumber, timeline: t, row: orderRow(rng, plan, orderNumber, t, rule) };
  });

  const insertedOrders = await insertChunked(
    numbered.map((entry) => entry.row),
    (chunk) =>
      tx.insert(orders).values(chunk).returning({ id: orders.id, orderNumber: orders.orderNumber }),
  );
  const orderIds = new Map(insertedOrders.map((row) => [row.orderNumber, row.id]));
  // Numbered as the shop numbers its orders (SK-YYMM-NNNNNN from the id), once the ids are known.
  const finalNumber = (entry: (typeof numbered)[number]) =>
    orderNumberFor(mustGet(orderIds, entry.orderNumber), entry.plan.date);
  await runChunked(numbered, async (chunk) => {
    const pairs = chunk.map(
      (entry) => sql`(${mustGet(orderIds, entry.orderNumber)}::int, ${finalNumber(entry)}::text)`,
    );
    await tx.execute(sql`update orders set order_number = v.number
      from (values ${sql.join(pairs, sql`, `)}) as v(id, number) where orders.id = v.id`);
  });

  const brandOrderRows = numbered.flatMap(({ plan, orderNumber, timeline: t }) =>
    brandsOf(plan).map((brandId) => ({
      orderId: mustGet(orderIds, orderNumber),
      brandId,
      status: plan.status,
      subtotal: sumCents(plan.lines.filter((line) => line.product.brand.id === brandId)),
      processedDate: t.processedDate,
      shippedDate: t.shippedDate,
      deliveredDate: t.deliveredDate,
      cancelledDate: t.cancelledDate,
      refundedDate: t.refundedDate,
      createdAt: plan.date,
      updatedAt: t.updatedAt,
    })),
  );
  const insertedBrandOrders = await insertChunked(brandOrderRows, (chunk) =>
    tx.insert(brandOrders).values(chunk).returning({
      id: brandOrders.id,
      orderId: brandOrders.orderId,
      brandId: brandOrders.brandId,
    }),
  );
  const brandOrderIds = new Map(
    insertedBrandOrders.map((row) => [`${row.orderId}:${row.brandId}`, row.id]),
  );

  const itemRows = numbered.flatMap(({ plan, orderNumber, timeline: t }) => {
    const orderId = mustGet(orderIds, orderNumber);
    return plan.lines.map((line) => itemRow(rng, plan, line, orderId, brandOrderIds, t.updatedAt));
  });
  await runChunked(itemRows, (chunk) => tx.insert(orderItems).values(chunk));

  const paymentRows = numbered
    .filter((entry) => entry.plan.method === 'ONLINE')
    .map(({ plan, orderNumber, timeline: t, row }) => ({
      orderId: mustGet(orderIds, orderNumber),
      provider: 'sandbox',
      paymentRef: row.paymentTransactionId ?? `sbx_${orderNumber.toLowerCase()}`,
      amount: row.total,
      currency: 'TND',
      status: row.paymentStatus,
      details: { method: 'card', cardLast4: rng.digits(4), sandbox: true },
      expiresAt: new Date(plan.date.getTime() + SEED_PAYMENT_MINUTES * 60_000),
      createdAt: plan.date,
      updatedAt: t.updatedAt,
    }));
  await runChunked(paymentRows, (chunk) => tx.insert(payments).values(chunk));

  // A part is marked refunded only once its refund is recorded (decision 015): the brand gave
  // back what the customer paid for its items.
  const refundRows = brandOrderRows
    .filter((part) => part.status === 'REFUNDED')
    .map((part) => ({
      orderId: part.orderId,
      brandOrderId: mustGet(brandOrderIds, `${part.orderId}:${part.brandId}`),
      amount: part.subtotal,
      reference: `RF-${part.orderId}-${part.brandId}`,
      createdAt: part.refundedDate ?? part.updatedAt,
    }));
  await runChunked(refundRows, (chunk) => tx.insert(refunds).values(chunk));

  return {
    orders: numbered.map((entry) => ({
      id: mustGet(orderIds, entry.orderNumber),
      orderNumber: finalNumber(entry),
      status: entry.plan.status,
      customerId: entry.plan.customer.id,
    })),
    purchases: purchasesOf(numbered),
    unitsSold: unitsSold(plans),
  };
}

// ---------- planning ----------

function randomOrders(rng: Rng, now: Date, catalogue: Catalogue): OrderPlan[] {
  const shoppers = catalogue.customers.filter((c) => !c.isDemo);
  return Array.from({ length: RANDOM_ORDERS }, () => {
    const date = randomOrderDate(rng, now);
    const eligible = shoppers.filter((c) => c.registrationDate.getTime() < date.getTime());
    const customer = eligible.length > 0 ? rng.pick(eligible) : earliest(shoppers);
    return plan(rng, {
      customer,
      date,
      status: statusForAge(rng, (now.getTime() - date.getTime()) / DAY_MS),
      lines: pickLines(rng, date, catalogue, rng.chance(DEMO_BRAND_SHARE)),
    });
  });
}

/** The demo customer's history covers every status, several with the demo brand in them. */
function demoCustomerOrders(rng: Rng, now: Date, catalogue: Catalogue): OrderPlan[] {
  const history: ReadonlyArray<readonly [OrderStatus, number, boolean]> = [
    ['DELIVERED', 240, true],
    ['COMPLETED', 150, false],
    ['REFUNDED', 80, true],
    ['DELIVERED', 45, false],
    ['CANCELLED', 25, true],
    ['SHIPPED', 3, true],
    ['PROCESSING', 1.2, false],
    ['PENDING', 0.4, true],
  ];
  return history.map(([status, daysAgo, withDemoBrand]) => {
    const date = daysBefore(now, daysAgo);
    return plan(rng, {
      customer: catalogue.demo,
      date,
      status,
      lines: pickLines(rng, date, catalogue, withDemoBrand),
    });
  });
}

/**
 * Whatever the random draw gave, the demo brand has orders to work on: two recent ones from other
 * shoppers, still pending and in processing, so its dashboard shows every step of an order.
 */
function demoBrandOpenOrders(rng: Rng, now: Date, catalogue: Catalogue): OrderPlan[] {
  const shoppers = catalogue.customers.filter((c) => !c.isDemo);
  return (
    [
      ['PENDING', 0.2],
      ['PROCESSING', 0.8],
    ] as const
  ).map(([status, daysAgo]) => {
    const date = daysBefore(now, daysAgo);
    return plan(rng, {
      customer: rng.pick(shoppers),
      date,
      status,
      lines: pickLines(rng, date, catalogue, true),
    });
  });
}

function plan(
  rng: Rng,
  base: { customer: CustomerRef; date: Date; status: OrderStatus; lines: Line[] },
): OrderPlan {
  const firstBrand = base.lines[0]?.product.brand.id ?? null;
  return {
    ...base,
    method: rng.chance(0.45) ? 'ONLINE' : 'ON_DELIVERY',
    rejectedBy: base.status === 'CANCELLED' && rng.chance(0.35) ? firstBrand : null,
    note: rng.chance(0.1) ? rng.pick(ORDER_NOTES) : null,
  };
}

/** Spread over twelve months, recent months a little busier, plus a burst in the last ten days. */
function randomOrderDate(rng: Rng, now: Date): Date {
  if (rng.chance(0.1)) return daysBefore(now, rng.float(0.05, 10));
  const month = rng.weighted(
    Array.from({ length: 12 }, (_, m) => [m, 1 + (11 - m) * 0.08] as const),
  );
  return daysBefore(now, Math.max(0.05, month * 30.4 + rng.float(0, 30.4)));
}

/** Older orders have had time to move along; fresh ones are still open. */
function statusForAge(rng: Rng, ageDays: number): OrderStatus {
  if (ageDays < 1.5)
    return rng.weighted([
      ['PENDING', 55],
      ['PROCESSING', 30],
      ['CANCELLED', 15],
    ] as const);
  if (ageDays < 4) {
    return rng.weighted([
      ['PENDING', 10],
      ['PROCESSING', 35],
      ['SHIPPED', 40],
      ['DELIVERED', 5],
      ['CANCELLED', 10],
    ] as const);
  }
  if (ageDays < 10) {
    return rng.weighted([
      ['PROCESSING', 5],
      ['SHIPPED', 30],
      ['DELIVERED', 55],
      ['CANCELLED', 10],
    ] as const);
  }
  if (ageDays < 30) {
    return rng.weighted([
      ['SHIPPED', 3],
      ['DELIVERED', 55],
      ['COMPLETED', 25],
      ['CANCELLED', 9],
      ['REFUNDED', 8],
    ] as const);
  }
  return rng.weighted([
    ['DELIVERED', 40],
    ['COMPLETED', 45],
    ['CANCELLED', 8],
    ['REFUNDED', 7],
  ] as const);
}

/** 1 to 4 lines from 1 to 3 brands, only products that existed on the order date. */
function pickLines(rng: Rng, date: Date, catalogue: Catalogue, withDemoBrand: boolean): Line[] {
  const available = catalogue.products.filter((p) => p.createdAt.getTime() < date.getTime());
  const pool = available.length > 0 ? available : [...catalogue.products];
  const byBrand = new Map<number, ProductRef[]>();
  for (const product of pool)
    byBrand.set(product.brand.id, [...(byBrand.get(product.brand.id) ?? []), product]);
  const demoBrand = catalogue.brands.find((b) => b.isDemo);
  const brandCount = rng.weighted([
    [1, 60],
    [2, 30],
    [3, 10],
  ] as const);
  const others = rng.shuffle([...byBrand.keys()].filter((id) => id !== demoBrand?.id));
  const chosen =
    withDemoBrand && demoBrand && byBrand.has(demoBrand.id)
      ? [demoBrand.id, ...others.slice(0, brandCount - 1)]
      : others.slice(0, brandCount);
  const lineCount = Math.min(4, Math.max(chosen.length, rng.int(1, 4)));
  const picked: ProductRef[] = [];
  for (let i = 0; i < lineCount; i++) {
    const brandId = chosen[i % chosen.length];
    const candidates = (brandId === undefined ? [] : (byBrand.get(brandId) ?? [])).filter(
      (p) => !picked.includes(p),
    );
    if (candidates.length > 0) picked.push(rng.pick(candidates));
  }
  return picked.map((product) => ({
    product,
    quantity: rng.weighted([
      [1, 70],
      [2, 20],
      [3, 10],
    ] as const),
    color: product.colors.length > 0 ? rng.pick(product.colors) : null,
    size: product.sizes.length > 0 ? rng.pick(product.sizes) : null,
  }));
}

function earliest(customers: readonly CustomerRef[]): CustomerRef {
  const first = [...customers].sort(
    (a, b) => a.registrationDate.getTime() - b.registrationDate.getTime(),
  )[0];
  if (!first) throw new Error('seed: no customers to place orders');
  return first;
}

// ---------- rows ----------

/** Each step happens some hours after the previous one, and never in the future. */
function timeline(rng: Rng, status: OrderStatus, orderDate: Date, now: Date): Timeline {
  const cap = now.getTime() - 10 * 60_000;
  let t = orderDate.getTime();
  const step = (minHours: number, maxHours: number) => {
    t = Math.max(orderDate.getTime(), Math.min(cap, t + rng.float(minHours, maxHours) * HOUR_MS));
    return new Date(t);
  };
  const out: Timeline = {
    processedDate: null,
    shippedDate: null,
    deliveredDate: null,
    cancelledDate: null,
    refundedDate: null,
    updatedAt: orderDate,
  };
  if (status === 'CANCELLED') out.cancelledDate = step(1, 30);
  if (['PROCESSING', 'SHIPPED', 'DELIVERED', 'COMPLETED', 'REFUNDED'].includes(status))
    out.processedDate = step(2, 20);
  if (['SHIPPED', 'DELIVERED', 'COMPLETED', 'REFUNDED'].includes(status))
    out.shippedDate = step(12, 48);
  if (['DELIVERED', 'COMPLETED', 'REFUNDED'].includes(status)) out.deliveredDate = step(24, 72);
  if (status === 'REFUNDED') out.refundedDate = step(72, 240);
  if (status === 'COMPLETED') step(24 * 5, 24 * 9);
  out.updatedAt = new Date(t);
  return out;
}

/**
 * As the order rules leave it (decisions 010, 024): a card order is paid at checkout, or expires
 * cancelled; cash is paid on delivery.
 */
function paymentStatusOf(status: OrderStatus, method: PaymentMethod): PaymentStatus {
  if (status === 'REFUNDED') return 'REFUNDED';
  // cancelled before any money changed hands (a card order left unpaid expired: decision 024)
  if (status === 'CANCELLED') return 'CANCELLED';
  // a card order still with the brand was paid at checkout: one left unpaid would have expired
  const paidFrom: readonly OrderStatus[] =
    method === 'ONLINE'
      ? ['PENDING', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'COMPLETED']
      : ['DELIVERED', 'COMPLETED'];
  return paidFrom.includes(status) ? 'PAID' : 'PENDING';
}

function lineSubtotal(line: Line): number {
  return discountedCents(line.product.price, line.product.discount) * line.quantity;
}

function sumCents(lines: readonly Line[]): number {
  return lines.reduce((sum, line) => sum + lineSubtotal(line), 0);
}

function brandsOf(plan: OrderPlan): number[] {
  return [...new Set(plan.lines.map((line) => line.product.brand.id))];
}

function orderRow(rng: Rng, plan: OrderPlan, orderNumber: string, t: Timeline, rule: ShippingRule) {
  const subtotal = sumCents(plan.lines);
  const shippingCost = shippingCents(
    plan.lines.map((line) => ({ ...line.product, quantity: line.quantity })),
    rule,
  );
  const c = plan.customer;
  return {
    orderNumber,
    customerId: c.id,
    status: plan.status,
    paymentMethod: plan.method,
    paymentStatus: paymentStatusOf(plan.status, plan.method),
    paymentTransactionId: plan.method === 'ONLINE' ? `sbx_${rng.hex(10)}` : null,
    shippingFirstName: c.firstname,
    shippingLastName: c.lastname,
    shippingEmail: c.email,
    shippingPhone: c.phoneNumber,
    shippingAddress: c.address,
    shippingCity: c.city,
    shippingState: c.state,
    shippingZipCode: c.zipCode,
    shippingCountry: FIXED_COUNTRY,
    billingAddress: c.address,
    billingCity: c.city,
    billingState: c.state,
    billingZipCode: c.zipCode,
    billingCountry: FIXED_COUNTRY,
    subtotal,
    shippingCost,
    tax: 0,
    discount: 0,
    total: subtotal + shippingCost,
    notes: plan.note,
    orderDate: plan.date,
    processedDate: t.processedDate,
    shippedDate: t.shippedDate,
    deliveredDate: t.deliveredDate,
    cancelledDate: t.cancelledDate,
    refundedDate: t.refundedDate,
    createdAt: plan.date,
    updatedAt: t.updatedAt,
  };
}

function itemRow(
  rng: Rng,
  plan: OrderPlan,
  line: Line,
  orderId: number,
  brandOrderIds: ReadonlyMap<string, number>,
  updatedAt: Date,
) {
  const { product } = line;
  const rejected = plan.status === 'CANCELLED' && plan.rejectedBy === product.brand.id;
  const unitPrice = discountedCents(product.price, product.discount);
  return {
    orderId,
    brandOrderId: mustGet(brandOrderIds, `${orderId}:${product.brand.id}`),
    brandId: product.brand.id,
    productId: product.id,
    productName: product.name,
    productSku: product.sku,
    productPrice: product.price,
    discountPrice: product.discount,
    unitPrice,
    quantity: line.quantity,
    subtotal: unitPrice * line.quantity,
    color: line.color,
    size: line.size,
    imageUrl: product.imageUrl,
    productSnapshot: {
      name: product.name,
      imageUrl: product.imageUrl,
      price: centsToNumber(product.price),
      discountPrice: centsToNumber(product.discount),
      color: line.color,
      size: line.size,
      sku: product.sku,
      brandName: product.brand.name,
    },
    status: rejected ? ('REJECTED' as const) : itemStatus(plan.status),
    rejectionReason: rejected ? rng.pick(REJECTION_REASONS) : null,
    createdAt: plan.date,
    updatedAt,
  };
}

/** Refunded orders were shipped first, so their items had been accepted. */
function itemStatus(status: OrderStatus): 'PENDING' | 'ACCEPTED' {
  return ['SHIPPED', 'DELIVERED', 'COMPLETED', 'REFUNDED'].includes(status)
    ? 'ACCEPTED'
    : 'PENDING';
}

function purchasesOf(numbered: ReadonlyArray<{ plan: OrderPlan; timeline: Timeline }>): Purchase[] {
  return numbered.flatMap(({ plan, timeline: t }) => {
    const deliveredAt = t.deliveredDate;
    if (!deliveredAt) return [];
    return plan.lines.map((line) => ({
      customer: plan.customer,
      product: line.product,
      deliveredAt,
      refunded: plan.status === 'REFUNDED',
    }));
  });
}

function unitsSold(plans: readonly OrderPlan[]): Map<number, number> {
  const sold = new Map<number, number>();
  for (const plan of plans) {
    if (plan.status === 'CANCELLED') continue;
    for (const line of plan.lines)
      sold.set(line.product.id, (sold.get(line.product.id) ?? 0) + line.quantity);
  }
  return sold;
}
