import { and, eq } from 'drizzle-orm';
import type { Language } from '@souk/shared/constants';
import { formatPrice, centsToNumber } from '@souk/shared/money';
import { users } from '../../db/schema/accounts';
import type { AppContext } from '../../context';
import { composeMail, type Template } from '../../lib/mail-templates';

/**
 * The admins' mail when the gateway took money for an order that no longer wanted it (cancelled,
 * expired or already paid: decision 024). The money is recorded as owed back on the order; the
 * mail says so, so that someone gives it back.
 */

type Unwanted = { orderNumber: string; amount: string; link: string };

const unwantedPayment: Template<Unwanted> = {
  en: ({ orderNumber, amount, link }) => ({
    subject: `Order ${orderNumber}: a payment to give back`,
    text: `Hello,\n\nThe payment gateway took ${amount} for order ${orderNumber}, which was no longer waiting for a payment (cancelled, expired or already paid). The order was not marked paid: ${amount} is recorded as owed back to the customer.\n\nSend the refund and record it on the order:\n${link}\n\nSouk`,
  }),
  fr: ({ orderNumber, amount, link }) => ({
    subject: `Commande ${orderNumber} : un paiement à rembourser`,
    text: `Bonjour,\n\nLa passerelle de paiement a encaissé ${amount} pour la commande ${orderNumber}, qui n'attendait plus de paiement (annulée, expirée ou déjà payée). La commande n'a pas été marquée payée : ${amount} sont enregistrés comme à rembourser au client.\n\nEnvoyez le remboursement et enregistrez-le sur la commande :\n${link}\n\nSouk`,
  }),
  ar: ({ orderNumber, amount, link }) => ({
    subject: `الطلب ${orderNumber}: دفعة يجب إرجاعها`,
    text: `مرحبًا،\n\nقبضت بوابة الدفع ${amount} للطلب ${orderNumber}، ولم يعد هذا الطلب ينتظر أي دفع (ملغى أو منتهي الصلاحية أو مدفوع من قبل). لم يُسجَّل الطلب كمدفوع: سُجّل مبلغ ${amount} كمبلغ مستحق الإرجاع للعميل.\n\nأرسل الاسترداد وسجّله في الطلب:\n${link}\n\nسوق`,
  }),
};

/** Mails every enabled admin, each in their language. A failure is logged, never the caller's. */
export async function mailUnwantedPayment(
  ctx: AppContext,
  payment: { orderNumber: string; amount: number },
  log: { error: (details: object, message: string) => void },
): Promise<void> {
  try {
    const admins = await ctx.db
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(and(eq(users.role, 'ADMIN'), eq(users.enabled, true)));
    const amount = formatPrice(centsToNumber(payment.amount));
    const link = `${ctx.publicUrl}/dashboard/admin/orders`;
    await Promise.all(
      admins.map((admin) =>
        ctx.mailer.send(
          composeMail(unwantedPayment, admin.language as Language, admin.email, {
            orderNumber: payment.orderNumber,
            amount,
            link,
          }),
        ),
      ),
    );
  } catch (error) {
    log.error({ err: error }, 'unwanted payment mail not sent');
  }
}
