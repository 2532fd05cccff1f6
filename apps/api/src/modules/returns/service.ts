import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { toPage, type Page } from '@souk/shared/api';
import { RETURN_WINDOW_DAYS, type ReturnStatus } from '@souk/shared/constants';
import { centsToNumber } from '@souk/shared/money';
import type { OrderReturns, ReturnablePart, ReturnRequest } from '@souk/shared/responses/returns';
import type { CreateReturn, ReturnDecision, ReturnsQuery } from '@souk/shared/schemas/returns';
import { users } from '../../db/schema/accounts';
import { brands } from '../../db/schema/brands';
import { brandOrders, orderItems, orders, refunds } from '../../db/schema/commerce';
import { returnItems, returns } from '../../db/schema/returns';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Caller } from '../../plugins/auth';
import { returnChanged } from '../alerts/triggers';
import { restock } from '../orders/order-changes';
import { keptItemsByPart, recordRefund, refundedByPart } from '../orders/refunds';

/**
 * Returns (issue 30, decision 026): the customer asks, per brand part, to send back delivered
 * items within RETURN_WINDOW_DAYS of that part's delivery; the part's brand (or an admin) accepts
 * or refuses; the brand marks the goods received, which puts the units back in stock and records
 * the refund of those items through refunds.ts (decision 015). Every step locks the order's row,
 * as every status change and refund of the order does, so two requests of one item cannot cross.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A return is open while it waits for the brand or for the goods. */
const OPEN_STATUSES: readonly ReturnStatus[] = ['REQUESTED', 'ACCEPTED'];
/** The parts whose goods the customer has: only these are returned. */
const RETURNABLE_PARTS = ['DELIVERED', 'COMPLETED'];

/** The last moment a return of a part delivered at `delivered` may be asked. */
export const returnUntil = (delivered: Date) =>
  new Date(delivered.getTime() + RETURN_WINDOW_DAYS * DAY_MS);

/** What one step changed, for the mails sent once it has committed. */
export type ReturnStep = { returnIds: number[]; status: ReturnStatus };

async function lockOrder(tx: Tx, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new AppError('not_found');
  return order;
}

/** The units of each item already asked back (requests not refused), and whether one is open. */
async function askedOf(db: Database | Tx, itemIds: readonly number[]) {
  const asked = new Map<number, { units: number; open: boolean }>();
  if (itemIds.length === 0) return asked;
  const rows = await db
    .select({
      orderItemId: returnItems.orderItemId,
      quantity: returnItems.quantity,
      status: returns.status,
    })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(
      and(inArray(returnItems.orderItemId, [...itemIds]), sql`${returns.status} <> 'REFUSED'`),
    );
  for (const row of rows) {
    const seen = asked.get(row.orderItemId) ?? { units: 0, open: false };
    seen.units += row.quantity;
    seen.open ||= OPEN_STATUSES.includes(row.status);
    asked.set(row.orderItemId, seen);
  }
  return asked;
}

/**
 * The customer asks to return these items of their order: one request per brand part named.
 * Each item must be of a DELIVERED or COMPLETED part delivered at most RETURN_WINDOW_DAYS ago,
 * not rejected, without an open request, and for at most the units not already asked back.
 */
export async function askReturn(
  tx: Tx,
  caller: Caller,
  orderId: number,
  input: CreateReturn,
  now = new Date(),
): Promise<ReturnStep> {
  const order = await lockOrder(tx, orderId);
  // another customer's order is not found, as for every order read
  if (order.customerId !== caller.userId) throw new AppError('not_found');
  const parts = await tx.select().from(brandOrders).where(eq(brandOrders.orderId, orderId));
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const asked = await askedOf(
    tx,
    items.map((item) => item.id),
  );
  const byPart = new Map<number, Array<{ itemId: number; quantity: number; amount: number }>>();
  input.items.forEach((line, index) => {
    const field = `items.${index}.quantity`;
    const item = items.find((candidate) => candidate.id === line.orderItemId);
    if (!item) throw new AppError('not_found');
    const part = parts.find((candidate) => candidate.id === item.brandOrderId)!;
    if (
      !RETURNABLE_PARTS.includes(part.status) ||
      !part.deliveredDate ||
      item.status === 'REJECTED'
    )
      throw new AppError('return_not_allowed');
    if (now.getTime() > returnUntil(part.deliveredDate).getTime())
      throw AppError.withValues('return_window_closed', { days: RETURN_WINDOW_DAYS });
    const already = asked.get(item.id);
    if (already?.open) throw new AppError('return_already_open');
    const left = item.quantity - (already?.units ?? 0);
    if (line.quantity > left)
      throw AppError.withValues(
        'return_quantity_too_large',
        { max: Math.max(left, 0) },
        { [field]: 'return_quantity_too_large' },
      );
    // the whole line is refunded at what it cost; a part of it at its unit price
    const amount = line.quantity === item.quantity ? item.subtotal : item.unitPrice * line.quantity;
    const lines = byPart.get(part.id) ?? [];
    lines.push({ itemId: item.id, quantity: line.quantity, amount });
    byPart.set(part.id, lines);
  });
  const made: number[] = [];
  for (const [partId, lines] of [...byPart].sort(([a], [b]) => a - b)) {
    const part = parts.find((candidate) => candidate.id === partId)!;
    const [row] = await tx
      .insert(returns)
      .values({
        orderId,
        brandOrderId: partId,
        brandId: part.brandId,
        reason: input.reason,
        note: input.note,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: returns.id });
    await tx
      .insert(returnItems)
      .values(lines.map((line) => ({ returnId: row!.id, orderItemId: line.itemId, ...line })));
    made.push(row!.id);
  }
  await returnChanged(
    tx,
    {
      customerId: order.customerId,
      orderId,
      orderNumber: order.orderNumber,
      returnStatus: 'REQUESTED',
    },
    now,
  );
  return { returnIds: made, status: 'REQUESTED' };
}

/** Which move each action makes, from which status. */
const MOVES: Record<ReturnDecision['action'], { from: ReturnStatus; to: ReturnStatus }> = {
  accept: { from: 'REQUESTED', to: 'ACCEPTED' },
  refuse: { from: 'REQUESTED', to: 'REFUSED' },
  receive: { from: 'ACCEPTED', to: 'RECEIVED' },
};

/**
 * The brand of the return's part (or an admin) accepts it, refuses it with a reason, or marks its
 * goods received: the units go back in stock and the refund of the items is recorded for the
 * part (at most what the part's kept items cost less the refunds already recorded for it).
 * Another brand's return is not found; a move from the wrong status is 422.
 */
export async function decideReturn(
  tx: Tx,
  caller: Caller,
  returnId: number,
  decision: ReturnDecision,
  now = new Date(),
): Promise<ReturnStep> {
  const [target] = await tx
    .select({ orderId: returns.orderId, brandId: returns.brandId })
    .from(returns)
    .where(eq(returns.id, returnId));
  if (!target || (caller.role !== 'ADMIN' && target.brandId !== caller.brandId))
    throw new AppError('not_found');
  const order = await lockOrder(tx, target.orderId);
  const [current] = await tx.select().from(returns).where(eq(returns.id, returnId));
  const move = MOVES[decision.action];
  if (current!.status !== move.from)
    throw AppError.withValues(
      'invalid_status_transition',
      { from: current!.status, to: move.to },
      { action: 'invalid_status_transition' },
    );
  let refundId: number | null = null;
  let refundAmount = 0;
  if (move.to === 'RECEIVED') {
    const lines = await tx
      .select({
        productId: orderItems.productId,
        quantity: returnItems.quantity,
        amount: returnItems.amount,
        status: orderItems.status,
      })
      .from(returnItems)
      .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
      .where(eq(returnItems.returnId, returnId));
    await restock(tx, lines);
    const part = current!.brandOrderId;
    const paid = (await keptItemsByPart(tx, [part])).get(part) ?? 0;
    const refunded = (await refundedByPart(tx, [part])).get(part) ?? 0;
    const asked = lines.reduce((sum, line) => sum + line.amount, 0);
    // A part marked refunded meanwhile already owes back all it had not refunded (decision 015):
    // the goods come back to the shelf, no second refund is recorded.
    const [{ status: partStatus } = { status: 'REFUNDED' }] = await tx
      .select({ status: brandOrders.status })
      .from(brandOrders)
      .where(eq(brandOrders.id, part));
    const refundable = RETURNABLE_PARTS.includes(partStatus);
    refundAmount = refundable ? Math.min(asked, Math.max(paid - refunded, 0)) : 0;
    if (refundAmount > 0) {
      const refund = await recordRefund(tx, {
        orderId: order.id,
        brandOrderId: part,
        amount: refundAmount,
        reference: `RET-${returnId}`,
        note: null,
        recordedBy: caller.userId,
        actor: caller.role === 'ADMIN' ? 'ADMIN' : 'BRAND',
        returned: true,
      });
      refundId = refund.id;
    }
  }
  await tx
    .update(returns)
    .set({
      status: move.to,
      updatedAt: now,
      ...(move.to === 'RECEIVED'
        ? { receivedAt: now, refundId }
        : { decidedAt: now, decidedBy: caller.userId }),
      ...(move.to === 'REFUSED' ? { refusalReason: decision.refusalReason! } : {}),
    })
    .where(eq(returns.id, returnId));
  await returnChanged(
    tx,
    {
      customerId: order.customerId,
      orderId: order.id,
      orderNumber: order.orderNumber,
      returnStatus: move.to,
      reason: move.to === 'REFUSED' ? decision.refusalReason : null,
      ...(move.to === 'RECEIVED' ? { refundAmount } : {}),
    },
    now,
  );
  return { returnIds: [returnId], status: move.to };
}

// ---------- reading ----------

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** These returns, whole, in the order of `ids`. */
export async function readReturns(
  db: Database | Tx,
  ids: readonly number[],
): Promise<ReturnRequest[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      request: returns,
      orderNumber: orders.orderNumber,
      paymentMethod: orders.paymentMethod,
      customerId: orders.customerId,
      customerEmail: users.email,
      customerName: sql<string>`trim(coalesce(${users.firstname}, '') || ' ' || coalesce(${users.lastname}, ''))`,
      brandName: brands.name,
      refundAmount: refunds.amount,
    })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .innerJoin(users, eq(users.id, orders.customerId))
    .innerJoin(brands, eq(brands.id, returns.brandId))
    .leftJoin(refunds, eq(refunds.id, returns.refundId))
    .where(inArray(returns.id, [...ids]));
  const lines = await db
    .select({ line: returnItems, item: orderItems })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(inArray(returnItems.returnId, [...ids]))
    .orderBy(asc(returnItems.id));
  const byId = new Map(rows.map((row) => [row.request.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const mine = lines.filter((line) => line.line.returnId === id);
    const r = row.request;
    return [
      {
        id: r.id,
        orderId: r.orderId,
        orderNumber: row.orderNumber,
        brandOrderId: r.brandOrderId,
        brandId: r.brandId,
        brandName: row.brandName,
        customerId: row.customerId,
        customerName: row.customerName,
        customerEmail: row.customerEmail,
        paymentMethod: row.paymentMethod,
        status: r.status,
        reason: r.reason,
        note: r.note,
        refusalReason: r.refusalReason,
        items: mine.map(({ line, item }) => ({
          id: line.id,
          orderItemId: item.id,
          productId: item.productId,
          productName: item.productName,
          color: item.color,
          size: item.size,
          imageUrl: item.imageUrl,
          unitPrice: centsToNumber(item.unitPrice),
          quantity: line.quantity,
          amount: centsToNumber(line.amount),
        })),
        amount: centsToNumber(mine.reduce((sum, { line }) => sum + line.amount, 0)),
        refundId: r.refundId,
        refundAmount: row.refundAmount === null ? null : centsToNumber(row.refundAmount),
        requestedAt: r.createdAt.toISOString(),
        decidedAt: iso(r.decidedAt),
        receivedAt: iso(r.receivedAt),
        updatedAt: r.updatedAt.toISOString(),
      },
    ];
  });
}

/**
 * GET /orders/{id}/returns: the order's returns, newest first, and what the customer may still
 * ask back of each delivered part whose window is open. Its customer or an admin; anyone else
 * gets 404, as for the order.
 */
export async function orderReturns(
  db: Database,
  caller: Caller,
  orderId: number,
  now = new Date(),
): Promise<OrderReturns> {
  const [order] = await db
    .select({ customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || (caller.role !== 'ADMIN' && order.customerId !== caller.userId))
    throw new AppError('not_found');
  const ids = await db
    .select({ id: returns.id })
    .from(returns)
    .where(eq(returns.orderId, orderId))
    .orderBy(desc(returns.createdAt), desc(returns.id));
  const parts = await db
    .select({ part: brandOrders, brandName: brands.name })
    .from(brandOrders)
    .innerJoin(brands, eq(brands.id, brandOrders.brandId))
    .where(eq(brandOrders.orderId, orderId))
    .orderBy(asc(brandOrders.id));
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const asked = await askedOf(
    db,
    items.map((item) => item.id),
  );
  const returnable: ReturnablePart[] = parts.flatMap(({ part, brandName }) => {
    const delivered = part.deliveredDate;
    if (!RETURNABLE_PARTS.includes(part.status) || !delivered) return [];
    const until = returnUntil(delivered);
    if (now.getTime() > until.getTime()) return [];
    const lines = items
      .filter((item) => item.brandOrderId === part.id && item.status !== 'REJECTED')
      .map((item) => {
        const seen = asked.get(item.id);
        const open = seen?.open ?? false;
        return {
          orderItemId: item.id,
          productName: item.productName,
          color: item.color,
          size: item.size,
          unitPrice: centsToNumber(item.unitPrice),
          quantity: item.quantity,
          returnable: open ? 0 : Math.max(item.quantity - (seen?.units ?? 0), 0),
          openRequest: open,
        };
      });
    if (lines.length === 0) return [];
    return [
      {
        brandOrderId: part.id,
        brandId: part.brandId,
        brandName,
        deliveredDate: delivered.toISOString(),
        returnUntil: until.toISOString(),
        items: lines,
      },
    ];
  });
  return {
    returns: await readReturns(
      db,
      ids.map((row) => row.id),
    ),
    returnable,
  };
}

/** Returns a page at a time, newest first: a brand's (`brandId`) or every one (admin). */
export async function listReturns(
  db: Database,
  scope: { brandId: number | null },
  query: ReturnsQuery,
): Promise<Page<ReturnRequest>> {
  const conditions: SQL[] = [];
  if (scope.brandId !== null) conditions.push(eq(returns.brandId, scope.brandId));
  if (query.status) conditions.push(eq(returns.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: returns.id })
      .from(returns)
      .where(where)
      .orderBy(desc(returns.createdAt), desc(returns.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(returns)
      .where(where),
  ]);
  const content = await readReturns(
    db,
    rows.map((row) => row.id),
  );
  return toPage(content, counted?.n ?? 0, query.page, query.size);
}
