import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@souk/shared/constants';
import { formatPrice } from '@souk/shared/money';
import type { Refund } from '@souk/shared/responses/brand-orders';
import { users } from '../../db/schema/accounts';
import { orders } from '../../db/schema/commerce';
import type { AppContext } from '../../context';

/**
 * The customer hears of every refund recorded for their order (issue 30; decisions 015 and 026):
 * a brand's or an admin's refund of a part, an admin's settlement of what the order owed back.
 * The return's own mail says it for a return's refund. Sent once the refund has committed; a
 * failure is logged, never the caller's.
 */

type Words = {
  hello: (name: string) => string;
  subject: (number: string) => string;
  recorded: (amount: string, number: string) => string;
  card: string;
  cash: string;
  reference: (reference: string) => string;
  follow: string;
  team: string;
};

const WORDS: Record<Language, Words> = {
  en: {
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    subject: (n) => `A refund is recorded for your Souk order ${n}`,
    recorded: (a, n) => `A refund of ${a} is recorded for your order ${n}.`,
    card: 'It goes back to the card you paid with.',
    cash: 'It is given back to you.',
    reference: (r) => `Reference: ${r}`,
    follow: 'See your order here:',
    team: 'The Souk team',
  },
  fr: {
    hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    subject: (n) => `Un remboursement est enregistré pour votre commande Souk ${n}`,
    recorded: (a, n) => `Un remboursement de ${a} est enregistré pour votre commande ${n}.`,
    card: 'Il est reversé sur la carte utilisée pour payer.',
    cash: 'Il vous est rendu.',
    reference: (r) => `Référence : ${r}`,
    follow: 'Consultez votre commande ici :',
    team: "L'équipe Souk",
  },
  ar: {
    hello: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    subject: (n) => `تم تسجيل استرداد لطلبك ${n} في سوق`,
    recorded: (a, n) => `تم تسجيل استرداد بمبلغ ${a} لطلبك ${n}.`,
    card: 'يُعاد المبلغ إلى البطاقة التي دفعت بها.',
    cash: 'يُعاد المبلغ إليك نقدًا.',
    reference: (r) => `المرجع: ${r}`,
    follow: 'اطّلع على طلبك من هنا:',
    team: 'فريق سوق',
  },
};

/** After a refund was recorded (and committed): the customer's mail, in their language. */
export async function mailRefundRecorded(
  ctx: AppContext,
  refund: Pick<Refund, 'orderId' | 'amount' | 'reference'>,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  try {
    const [row] = await ctx.db
      .select({
        orderNumber: orders.orderNumber,
        paymentMethod: orders.paymentMethod,
        email: users.email,
        firstname: users.firstname,
        language: users.language,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.customerId))
      .where(eq(orders.id, refund.orderId));
    if (!row) return;
    const w = WORDS[row.language];
    const amount =
      row.language === 'ar'
        ? `\u2066${formatPrice(refund.amount)}\u2069`
        : formatPrice(refund.amount);
    await ctx.mailer.send({
      to: row.email,
      subject: w.subject(row.orderNumber),
      text: [
        w.hello(row.firstname ?? ''),
        '',
        `${w.recorded(amount, row.orderNumber)} ${row.paymentMethod === 'ONLINE' ? w.card : w.cash}`,
        ...(refund.reference ? [w.reference(refund.reference)] : []),
        '',
        w.follow,
        `${ctx.publicUrl}/dashboard/profile/order-history`,
        '',
        w.team,
      ].join('\n'),
    });
  } catch (error) {
    log.error({ err: error }, 'refund mail not sent');
  }
}
