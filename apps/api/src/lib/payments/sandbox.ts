import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
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
  read(paymentRef: string): Promise<typeof sandboxPayments.$inferSelect>;
  /** Charges a card; answers where the browser goes next. */
  pay(
    paymentRef: string,
    cardNumber: string,
  ): Promise<{ status: 'completed' | 'failed'; redirectUrl: string }>;
};

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
    return row;
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
      });
      return { paymentRef, payUrl: `${options.publicUrl}/pay/sandbox/${paymentRef}` };
    },
    async lookup(paymentRef) {
      const [row] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.paymentRef, paymentRef));
      if (!row) return null;
      return { paymentRef, status: row.status, amount: row.amount, orderId: row.orderId };
    },
    read,
    async pay(paymentRef, cardNumber) {
      const payment = await read(paymentRef);
      // A completed payment is not charged again; a declined one may try another card.
      const succeeded = (SANDBOX_CARDS.succeeds as readonly string[]).includes(cardNumber);
      const status = payment.status === 'completed' || succeeded ? 'completed' : 'failed';
      if (payment.status !== 'completed') {
        await db
          .update(sandboxPayments)
          .set({ status, cardLast4: cardNumber.slice(-4), updatedAt: sql`now()` })
          .where(eq(sandboxPayments.paymentRef, paymentRef));
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
