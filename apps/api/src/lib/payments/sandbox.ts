import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { sandboxPayments } from '../../db/schema/commerce';
import type { Database } from '../../db/client';
import { AppError } from '../errors';
import type { PaymentProvider } from './provider';

/**
 * The sandbox gateway (PAYMENT_PROVIDER=sandbox, the default): an in-app stand-in for Konnect
 * that speaks its protocol. init-payment books the payment in its own table and answers a payUrl
 * to the card page the app serves (/pay/sandbox/{paymentRef}); a card submitted there succeeds or
 * is declined by its number; then the gateway calls our webhook as Konnect does (GET
 * {webhook}?payment_ref=…) and sends the browser to successUrl or failUrl.
 */

/** Test cards (README): these succeed, every other well-formed number is declined. */
export const SANDBOX_CARDS = {
  succeeds: ['4509211111111119', '4242424242424242'],
  declined: ['5471251111111116', '4000000000000002'],
} as const;

export type SandboxGateway = PaymentProvider & {
  /** What the card page shows; 404 for an unknown reference. */
  read(paymentRef: string): Promise<SandboxState>;
  /** Charges a card; answers where the browser goes next. */
  pay(
    paymentRef: string,
    cardNumber: string,
  ): Promise<{ status: 'completed' | 'failed'; redirectUrl: string }>;
};

type SandboxRow = typeof sandboxPayments.$inferSelect;

/** A payment as the card page sees it: past its lifespan it reads `expired`. */
export type SandboxState = Omit<SandboxRow, 'status'> & {
  status: SandboxRow['status'] | 'expired';
};

/** Konnect's word for a payment: one withdrawn or past its lifespan can no longer be paid. */
function stateOf(row: SandboxRow, now = Date.now()): SandboxState {
  const runOut = row.expiresAt !== null && row.expiresAt.getTime() <= now;
  return row.status !== 'completed' && row.status !== 'voided' && runOut
    ? { ...row, status: 'expired' }
    : row;
}

export function sandboxGateway(options: {
  db: Database;
  publicUrl: string;
  /** calls the webhook address the way Konnect does: GET with ?payment_ref= */
  notify(url: string): Promise<void>;
}): SandboxGateway {
  const { db } = options;

  async function read(paymentRef: string) {
    const [row] = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentRef, paymentRef));
    if (!row) throw new AppError('not_found');
    return stateOf(row);
  }

  return {
    name: 'sandbox',
    async init(request) {
      const paymentRef = `sbx_${randomBytes(12).toString('hex')}`;
      await db.insert(sandboxPayments).values({
        paymentRef,
        amount: request.amount,
        orderId: request.orderId,
        description: request.description,
        webhook: request.webhook,
        successUrl: request.successUrl,
        failUrl: request.failUrl,
        expiresAt: new Date(Date.now() + request.lifespan * 60_000),
      });
      return { paymentRef, payUrl: `${options.publicUrl}/pay/sandbox/${paymentRef}` };
    },
    async lookup(paymentRef) {
      const [row] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.paymentRef, paymentRef));
      if (!row) return null;
      const { status } = stateOf(row);
      return {
        paymentRef,
        status: status === 'voided' || status === 'expired' ? 'failed' : status,
        amount: row.amount,
        orderId: row.orderId,
      };
    },
    read,
    async void(paymentRef) {
      await db
        .update(sandboxPayments)
        .set({ status: 'voided', updatedAt: sql`now()` })
        .where(
          and(
            eq(sandboxPayments.paymentRef, paymentRef),
            inArray(sandboxPayments.status, ['pending', 'failed']),
          ),
        );
    },
    async pay(paymentRef, cardNumber) {
      const payment = await read(paymentRef);
      // A withdrawn payment, or one past its lifespan, takes no card (Konnect: "expired").
      if (payment.status === 'voided' || payment.status === 'expired')
        throw new AppError('payment_expired');
      // A completed payment is not charged again; a declined one may try another card, until it
      // is withdrawn or runs out (checked again in the write: a withdrawal may come meanwhile).
      const succeeded = (SANDBOX_CARDS.succeeds as readonly string[]).includes(cardNumber);
      let status: 'completed' | 'failed' = succeeded ? 'completed' : 'failed';
      if (payment.status === 'completed') status = 'completed';
      else {
        const charged = await db
          .update(sandboxPayments)
          .set({ status, cardLast4: cardNumber.slice(-4), updatedAt: sql`now()` })
          .where(
            and(
              eq(sandboxPayments.paymentRef, paymentRef),
              inArray(sandboxPayments.status, ['pending', 'failed']),
              or(isNull(sandboxPayments.expiresAt), gt(sandboxPayments.expiresAt, sql`now()`)),
            ),
          )
          .returning({ paymentRef: sandboxPayments.paymentRef });
        if (charged.length === 0) {
          if ((await read(paymentRef)).status !== 'completed')
            throw new AppError('payment_expired');
          status = 'completed';
        }
      }
      const hook = new URL(payment.webhook);
      hook.searchParams.set('payment_ref', paymentRef);
      await options.notify(hook.toString());
      const next = new URL(status === 'completed' ? payment.successUrl : payment.failUrl);
      next.searchParams.set('payment_ref', paymentRef);
      return { status, redirectUrl: next.toString() };
    },
  };
}
