import type { Language } from '@souk/shared/constants';

/**
 * The words of a brand's message to a customer, in the customer's language (the mail) or the
 * caller's (the call's answer). The brand writes the subject and the body; these frame them.
 */
export type BrandMessageWords = {
  sent: string;
  subject: (brand: string, orderNumber: string, subject: string) => string;
  hello: (name: string) => string;
  intro: (brand: string, orderNumber: string) => string;
  replyHint: (brand: string) => string;
  follow: string;
  onBehalf: (brand: string) => string;
  team: string;
};

export const BRAND_MESSAGE_WORDS: Record<Language, BrandMessageWords> = {
  en: {
    sent: 'Message sent to the customer.',
    subject: (brand, orderNumber, subject) => `${brand} · Order ${orderNumber}: ${subject}`,
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (brand, orderNumber) => `${brand} sent you a message about your order ${orderNumber}:`,
    replyHint: (brand) => `To answer ${brand}, reply to this email: your reply goes to the brand.`,
    follow: 'Follow your order:',
    onBehalf: (brand) => `This message was sent through Souk on behalf of ${brand}.`,
    team: 'The Souk team',
  },
  fr: {
    sent: 'Message envoyé au client.',
    subject: (brand, orderNumber, subject) => `${brand} · Commande ${orderNumber} : ${subject}`,
    hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: (brand, orderNumber) =>
      `${brand} vous a envoyé un message au sujet de votre commande ${orderNumber} :`,
    replyHint: (brand) =>
      `Pour répondre à ${brand}, répondez à cet e-mail : votre réponse parvient à la marque.`,
    follow: 'Suivez votre commande :',
    onBehalf: (brand) => `Ce message a été envoyé via Souk pour le compte de ${brand}.`,
    team: "L'équipe Souk",
  },
  ar: {
    sent: 'تم إرسال الرسالة إلى العميل.',
    subject: (brand, orderNumber, subject) => `${brand} · الطلب ${orderNumber}: ${subject}`,
    hello: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    intro: (brand, orderNumber) => `أرسلت ${brand} إليك رسالة بخصوص طلبك ${orderNumber}:`,
    replyHint: (brand) => `للرد على ${brand}، أجب على هذا البريد: يصل ردّك إلى العلامة مباشرة.`,
    follow: 'تابع طلبك:',
    onBehalf: (brand) => `أُرسلت هذه الرسالة عبر سوق نيابةً عن ${brand}.`,
    team: 'فريق سوق',
  },
};
