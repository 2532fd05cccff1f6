import type { Language } from '@souk/shared/constants';
import { formatPrice } from '@souk/shared/money';
import type { Payout } from '@souk/shared/responses/payouts';
import { formatRib } from '@souk/shared/validation';
import type { AppContext } from '../../context';
import type { MailMessage } from '../../lib/mail';
import { brandRecipients } from '../brands/recipients';

/** The brand hears of each payout (decision 027), in the language of its login. */

type PayoutWords = { subject: string; body: (p: PayoutMailParams) => string };
type PayoutMailParams = {
  brandName: string;
  amount: string;
  reference: string;
  rib: string;
  date: string;
  link: string;
};

const WORDS: Record<Language, PayoutWords> = {
  en: {
    subject: 'Souk sent you a payout',
    body: (p) =>
      `Hello,\n\nSouk has sent ${p.brandName} a bank transfer of ${p.amount}.\n\nDate of the transfer: ${p.date}\nBank reference: ${p.reference}\nTo the account (RIB): ${p.rib}\n\nYour statement and balance are on the Payouts page of your dashboard:\n${p.link}\n\nThe Souk team`,
  },
  fr: {
    subject: 'Souk vous a envoyé un virement',
    body: (p) =>
      `Bonjour,\n\nSouk a envoyé à ${p.brandName} un virement bancaire de ${p.amount}.\n\nDate du virement : ${p.date}\nRéférence bancaire : ${p.reference}\nSur le compte (RIB) : ${p.rib}\n\nVotre relevé et votre solde sont sur la page Virements de votre tableau de bord :\n${p.link}\n\nL'équipe Souk`,
  },
  ar: {
    subject: 'أرسل لك سوق تحويلًا',
    body: (p) =>
      `مرحبًا،\n\nأرسل سوق إلى ${p.brandName} تحويلًا بنكيًا بقيمة ${p.amount}.\n\nتاريخ التحويل: ${p.date}\nالمرجع البنكي: ${p.reference}\nإلى الحساب (RIB): ${p.rib}\n\nكشف حسابك ورصيدك في صفحة التحويلات من لوحة التحكم:\n${p.link}\n\nفريق سوق`,
  },
};

/** A payout's mail to an address, in a language (exported for the tests). */
export function payoutMail(
  to: string,
  language: Language,
  payout: Payout,
  brandName: string,
  publicUrl: string,
): MailMessage {
  const w = WORDS[language];
  return {
    to,
    subject: w.subject,
    text: w.body({
      brandName,
      amount: formatPrice(payout.amount),
      reference: payout.bankReference,
      rib: formatRib(payout.rib),
      date: payout.paidAt,
      link: `${publicUrl}/dashboard/brand/payouts`,
    }),
  };
}

/** After the payout has committed: each enabled login of the brand, else the brand's address. */
export async function sendPayoutMails(
  ctx: AppContext,
  payout: Payout,
  brandName: string,
): Promise<void> {
  const recipients = await brandRecipients(ctx.db, payout.brandId);
  await Promise.all(
    recipients.map((recipient) =>
      ctx.mailer.send(
        payoutMail(recipient.email, recipient.language, payout, brandName, ctx.publicUrl),
      ),
    ),
  );
}
