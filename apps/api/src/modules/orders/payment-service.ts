import { and, desc, eq, inArray, sql } from 'drizzle-orm';
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
  type OrderChange,
} from './order-changes';
import { mailOrderChange } from './order-mails';

/**
 * Card payments (decision 010, "Payments"): initiation for the customer's own unpaid online
 * order, the gateway's webhook that believes only the gateway's status call, and the expiry of
 * orders left unpaid.
 */

/** An order's id ("42") or number ("SK-2611-000042"). */
function orderWhere(reference: number | string) {
  if (typeof reference === 'number') return eq(orders.id, reference);
  if (/^\d+$/.test(reference)) return eq(orders.id, idIn(reference) ?? 0);
  return eq(orders.orderNumber, reference.toUpperCase());
}

export async function initPayment(
  ctx: AppContext,
  caller: Caller,
  input: InitPayment,
): Promise<{ payUrl: string; paymentRef: string }> {
  const [found] = await ctx.db
    .select({ order: orders, customer: users })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(and(orderWhere(input.orderId), eq(orders.customerId, caller.userId)));
  if (!found) throw new AppError('not_found');
  const { order, customer } = found;
  const waiting =
    order.paymentMethod === 'ONLINE' &&
    order.status === 'PENDING' &&
    (order.paymentStatus === 'PENDING' || order.paymentStatus === 'FAILED');
  if (!waiting) throw new AppError('order_not_payable');
  const { provider, timeoutMinutes } = ctx.payments;
  const deadline = order.createdAt.getTime() + timeoutMinutes * 60_000;
  const lifespan = Math.max(1, Math.floor((deadline - Date.now()) / 60_000));
  const returnTo = (outcome: 'success' | 'failure') =>
    `${ctx.publicUrl}/pay/result?order=${order.id}&outcome=${outcome}`;
  let started: { payUrl: string; paymentRef: string };
  try {
    started = await provider.init({
      amount: centsToMillimes(order.total),
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
  await ctx.db.insert(payments).values({
    orderId: order.id,
    provider: provider.name,
    paymentRef: started.paymentRef,
    amount: order.total,
    payUrl: started.payUrl,
  });
  return started;
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

  let change: OrderChange | null = null;
  if (gateway.status === 'completed') {
    change = await ctx.db.transaction(async (tx) => {
      const marked = await tx
        .update(payments)
        .set({ status: 'PAID', updatedAt: sql`now()` })
        .where(and(eq(payments.id, payment.payment.id), sql`${payments.status} <> 'PAID'`))
        .returning({ id: payments.id });
      if (marked.length === 0) return null;
      return markOrderPaid(tx, payment.payment.orderId, payment.payment.amount);
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
  if (change) await mailOrderChange(ctx, change, log);
  const [now] = await ctx.db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.id, payment.payment.id));
  return { paymentRef, status: now!.status };
}

type MailLog = Parameters<typeof mailOrderChange>[2];
/** Where a mail that could not be sent is told when the caller gives no logger. */
const quietLog: MailLog = { error: () => undefined };

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
    const change = await ctx.db.transaction(async (tx) => {
      const cancelled = await expireOrder(tx, orderId, now);
      if (cancelled) {
        await tx
          .update(payments)
          .set({ status: 'CANCELLED', updatedAt: now })
          .where(
            and(eq(payments.orderId, orderId), inArray(payments.status, ['PENDING', 'FAILED'])),
          );
      }
      return cancelled;
    });
    if (change) {
      expired += 1;
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
