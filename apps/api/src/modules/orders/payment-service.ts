import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { toPage, type Page, type PagingQuery } from '@souk/shared/api';
import { centsToNumber } from '@souk/shared/money';
import type { Payment } from '@souk/shared/responses/orders';
import type { InitPayment } from '@souk/shared/schemas/orders';
import { idIn } from '@souk/shared/validation';
import { users } from '../../db/schema/accounts';
import { orders, payments } from '../../db/schema/commerce';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { centsToMillimes, PaymentGatewayError } from '../../lib/payments/provider';
import type { Caller } from '../../plugins/auth';
import {
  expireOrder,
  markOrderPaid,
  markPaymentFailed,
  overdueOnlineOrders,
  payableAmount,
  withdrawPayments,
} from './order-changes';
import { mailOrderChange } from './order-mails';
import { mailUnwantedPayment } from './payment-mails';

/**
 * Card payments (decision 010, "Payments"): initiation for the customer's own unpaid online
 * order, the gateway's webhook that believes only the gateway's status call, and the expiry of
 * orders left unpaid.
 */

type MailLog = Parameters<typeof mailOrderChange>[2];
/** Where a mail that could not be sent is told when the caller gives no logger. */
const quietLog: MailLog = { error: () => undefined };

/** An order's id ("42") or number ("SK-2611-000042"). */
function orderWhere(reference: number | string) {
  if (typeof reference === 'number') return eq(orders.id, reference);
  if (/^\d+$/.test(reference)) return eq(orders.id, idIn(reference) ?? 0);
  return eq(orders.orderNumber, reference.toUpperCase());
}

/**
 * POST /orders/konnect/init-payment (decision 024): one payment per order at a time. While the
 * order's payment is open (not declined, not run out, for the amount still due) the same payUrl
 * and reference answer again; otherwise the old ones are withdrawn and a new one is made, for
 * what the order still asks, running out at the order's payment deadline.
 */
export async function initPayment(
  ctx: AppContext,
  caller: Caller,
  input: InitPayment,
  now = new Date(),
  attempt = 0,
): Promise<{ payUrl: string; paymentRef: string }> {
  const [found] = await ctx.db
    .select({ order: orders, customer: users })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(and(orderWhere(input.orderId), eq(orders.customerId, caller.userId)));
  if (!found) throw new AppError('not_found');
  const { order, customer } = found;
  const { provider, timeoutMinutes } = ctx.payments;
  const deadline = order.createdAt.getTime() + timeoutMinutes * 60_000;
  if (!isWaiting(order) || deadline <= now.getTime()) throw new AppError('order_not_payable');
  const amount = await payableAmount(ctx.db, order.id);
  if (amount <= 0) throw new AppError('order_not_payable');

  const live = await livePayment(ctx, order.id, amount, now);
  if (live) return live;

  const lifespan = Math.max(1, Math.floor((deadline - now.getTime()) / 60_000));
  const returnTo = (outcome: 'success' | 'failure') =>
    `${ctx.publicUrl}/pay/result?order=${order.id}&outcome=${outcome}`;
  let started: { payUrl: string; paymentRef: string };
  try {
    started = await provider.init({
      amount: centsToMillimes(amount),
      orderId: order.orderNumber,
      description: `Order #${order.id}`,
      firstName: order.shippingFirstName ?? customer.firstname ?? '',
      lastName: order.shippingLastName ?? customer.lastname ?? '',
      phoneNumber: (order.shippingPhone ?? customer.phoneNumber ?? '').replace(/\D/g, '').slice(-8),
      email: order.shippingEmail ?? customer.email,
      webhook: `${ctx.publicUrl}/api/v1/payments/webhook`,
      successUrl: returnTo('success'),
      failUrl: returnTo('failure'),
      lifespan,
    });
  } catch (error) {
    if (error instanceof PaymentGatewayError) throw new AppError('payment_provider_error');
    throw error;
  }
  // Written with the order locked, after the previous ones are withdrawn; a request that made
  // another meanwhile wins, and this one is withdrawn at once.
  const kept = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!locked || !isWaiting(locked)) return { withdrawn: [started.paymentRef], answer: null };
    // a brand rejected an item (or cancelled its part) while the gateway answered: ask again
    if ((await payableAmount(tx, order.id)) !== amount)
      return { withdrawn: [started.paymentRef], answer: null, changed: true };
    const [other] = await tx
      .select({ payUrl: payments.payUrl, paymentRef: payments.paymentRef })
      .from(payments)
      .where(
        and(
          eq(payments.orderId, order.id),
          eq(payments.status, 'PENDING'),
          eq(payments.amount, amount),
          gt(payments.expiresAt, now),
        ),
      );
    if (other?.payUrl) return { withdrawn: [started.paymentRef], answer: other };
    const withdrawn = await withdrawPayments(tx, order.id, now);
    await tx.insert(payments).values({
      orderId: order.id,
      provider: provider.name,
      paymentRef: started.paymentRef,
      amount,
      payUrl: started.payUrl,
      expiresAt: new Date(now.getTime() + lifespan * 60_000),
    });
    return { withdrawn, answer: started };
  });
  await withdrawAtGateway(ctx, kept.withdrawn);
  if (!kept.answer && 'changed' in kept && attempt < 2)
    return initPayment(ctx, caller, input, new Date(), attempt + 1);
  if (!kept.answer) throw new AppError('order_not_payable');
  return { payUrl: kept.answer.payUrl!, paymentRef: kept.answer.paymentRef };
}

/** An online order still waiting for its money. */
const isWaiting = (order: typeof orders.$inferSelect) =>
  order.paymentMethod === 'ONLINE' &&
  order.status === 'PENDING' &&
  (order.paymentStatus === 'PENDING' || order.paymentStatus === 'FAILED');

/** The order's open payment for `amount` that has not run out, if there is one. */
async function livePayment(ctx: AppContext, orderId: number, amount: number, now: Date) {
  const [open] = await ctx.db
    .select({ payUrl: payments.payUrl, paymentRef: payments.paymentRef })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'PENDING'),
        eq(payments.amount, amount),
        gt(payments.expiresAt, now),
      ),
    );
  return open?.payUrl ? { payUrl: open.payUrl, paymentRef: open.paymentRef } : null;
}

/** Tells the gateway the payments it should no longer take; a refusal is logged, never fatal. */
export async function withdrawAtGateway(
  ctx: AppContext,
  paymentRefs: readonly string[],
  log: Pick<MailLog, 'error'> = quietLog,
): Promise<void> {
  for (const paymentRef of paymentRefs) {
    await ctx.payments.provider
      .void(paymentRef)
      .catch((error: unknown) => log.error({ err: error, paymentRef }, 'payment not withdrawn'));
  }
}

/**
 * GET /payments/webhook?payment_ref=… — anyone may call it, any number of times: it asks the
 * gateway, checks the amount and the order, and records only what the gateway confirms.
 */
export async function reconcilePayment(
  ctx: AppContext,
  paymentRef: string,
  log: MailLog = quietLog,
): Promise<{ paymentRef: string; status: Payment['status'] }> {
  const [payment] = await ctx.db
    .select({ payment: payments, orderNumber: orders.orderNumber })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.paymentRef, paymentRef));
  if (!payment) throw new AppError('not_found');
  let gateway;
  try {
    gateway = await ctx.payments.provider.lookup(paymentRef);
  } catch (error) {
    if (error instanceof PaymentGatewayError) throw new AppError('payment_provider_error');
    throw error;
  }
  if (!gateway) throw new AppError('not_found');
  const matches =
    gateway.orderId === payment.orderNumber &&
    gateway.amount === centsToMillimes(payment.payment.amount);
  if (!matches) throw new AppError('business_rule', 'The gateway does not confirm this payment.');

  let change: Awaited<ReturnType<typeof markOrderPaid>> | null = null;
  if (gateway.status === 'completed') {
    change = await ctx.db.transaction(async (tx) => {
      const marked = await tx
        .update(payments)
        .set({ status: 'PAID', updatedAt: sql`now()` })
        .where(and(eq(payments.id, payment.payment.id), sql`${payments.status} <> 'PAID'`))
        .returning({ id: payments.id });
      if (marked.length === 0) return null;
      return markOrderPaid(tx, payment.payment.orderId, payment.payment.amount, payment.payment.id);
    });
  } else if (gateway.status === 'failed') {
    await ctx.db.transaction(async (tx) => {
      const marked = await tx
        .update(payments)
        .set({ status: 'FAILED', updatedAt: sql`now()` })
        .where(and(eq(payments.id, payment.payment.id), eq(payments.status, 'PENDING')))
        .returning({ id: payments.id });
      if (marked.length > 0) await markPaymentFailed(tx, payment.payment.orderId);
    });
  }
  if (change) {
    await withdrawAtGateway(ctx, change.withdrawn, log);
    if (change.notPayable)
      await mailUnwantedPayment(ctx, { ...payment, amount: change.unwanted }, log);
    else await mailOrderChange(ctx, change, log);
  }
  const [now] = await ctx.db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.id, payment.payment.id));
  return { paymentRef, status: now!.status };
}

/**
 * Cancels online orders unpaid for PAYMENT_TIMEOUT_MINUTES and gives their stock back. Before
 * giving up on an order, its open payments are asked about once more: a webhook that never came
 * must not cancel an order that was paid.
 */
export async function expireUnpaidOrders(
  ctx: AppContext,
  now = new Date(),
  log: MailLog = quietLog,
): Promise<number> {
  const before = new Date(now.getTime() - ctx.payments.timeoutMinutes * 60_000);
  let expired = 0;
  for (const orderId of await overdueOnlineOrders(ctx.db, before)) {
    const open = await ctx.db
      .select({ paymentRef: payments.paymentRef })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'PENDING')));
    for (const { paymentRef } of open) {
      await reconcilePayment(ctx, paymentRef, log).catch(() => undefined);
    }
    // expiring cancels the order, which withdraws its payments (order-changes.ts)
    const change = await ctx.db.transaction((tx) => expireOrder(tx, orderId, now));
    if (change) {
      expired += 1;
      await withdrawAtGateway(ctx, change.withdrawn, log);
      await mailOrderChange(ctx, change, log, { expired: true });
    }
  }
  return expired;
}

function paymentView(row: { payment: typeof payments.$inferSelect; orderNumber: string }): Payment {
  return {
    id: row.payment.id,
    orderId: row.payment.orderId,
    orderNumber: row.orderNumber,
    provider: row.payment.provider,
    paymentRef: row.payment.paymentRef,
    amount: centsToNumber(row.payment.amount),
    currency: row.payment.currency,
    status: row.payment.status,
    createdAt: row.payment.createdAt.toISOString(),
    updatedAt: row.payment.updatedAt.toISOString(),
  };
}

/** GET /payments: a customer's own, newest first; every payment for an admin. */
export async function listPayments(
  ctx: AppContext,
  caller: Caller,
  paging: PagingQuery,
): Promise<Page<Payment>> {
  const where = caller.role === 'ADMIN' ? undefined : eq(orders.customerId, caller.userId);
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({ payment: payments, orderNumber: orders.orderNumber })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(where)
      .orderBy(
        paging.direction === 'asc' ? payments.createdAt : desc(payments.createdAt),
        desc(payments.id),
      )
      .limit(paging.size)
      .offset(paging.page * paging.size),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(where),
  ]);
  return toPage(rows.map(paymentView), counted?.n ?? 0, paging.page, paging.size);
}

/** GET /payments/{id}: the customer's own or, for an admin, any; otherwise 404. */
export async function getPayment(ctx: AppContext, caller: Caller, id: number): Promise<Payment> {
  const [row] = await ctx.db
    .select({ payment: payments, orderNumber: orders.orderNumber })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.id, id),
        caller.role === 'ADMIN' ? undefined : eq(orders.customerId, caller.userId),
      ),
    );
  if (!row) throw new AppError('not_found');
  return paymentView(row);
}
