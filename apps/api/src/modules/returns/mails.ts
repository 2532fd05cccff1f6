import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Language, ReturnReason } from '@souk/shared/constants';
import { formatPrice } from '@souk/shared/money';
import type { ReturnRequest } from '@souk/shared/responses/returns';
import { users } from '../../db/schema/accounts';
import type { AppContext } from '../../context';
import type { MailMessage } from '../../lib/mail';
import { readReturns, type ReturnStep } from './service';
import { brandRecipients } from '../brands/recipients';

/**
 * The mails of a return (decision 026), in the reader's language: the customer hears of every
 * step (asked, accepted, refused with its reason, received with the refund recorded); the brand
 * hears of a new request. Sent once the step has committed; a failure is logged, never the
 * caller's (the step and its alert stand).
 */

type Words = {
  hello: (name: string) => string;
  team: string;
  reasons: Record<ReturnReason, string>;
  reason: string;
  note: string;
  items: string;
  follow: string;
  requestedSubject: (number: string) => string;
  requested: (brand: string) => string;
  acceptedSubject: (number: string) => string;
  accepted: (brand: string) => string;
  refusedSubject: (number: string) => string;
  refused: (brand: string, reason: string) => string;
  receivedSubject: (number: string) => string;
  received: (brand: string) => string;
  refundCard: (amount: string) => string;
  refundCash: (amount: string) => string;
  noRefund: string;
  brandSubject: (number: string) => string;
  brandIntro: (number: string, customer: string) => string;
  brandFollow: string;
};

const WORDS: Record<Language, Words> = {
  en: {
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    team: 'The Souk team',
    reasons: {
      damaged: 'Damaged or defective',
      wrong_item: 'Wrong item received',
      not_as_described: 'Not as described',
      size_or_fit: 'Size or fit',
      changed_mind: 'Changed my mind',
      other: 'Other',
    },
    reason: 'Reason:',
    note: 'Note:',
    items: 'Items:',
    follow: 'Follow your return here:',
    requestedSubject: (n) => `We received your return request for order ${n}`,
    requested: (b) =>
      `Your request to return these items to ${b} is recorded. ${b} will answer it soon.`,
    acceptedSubject: (n) => `Your return for order ${n} is accepted`,
    accepted: (b) =>
      `${b} accepted your return. Send the items back to ${b}; your refund is recorded as soon as they arrive.`,
    refusedSubject: (n) => `Your return for order ${n} was refused`,
    refused: (b, r) => `${b} refused your return. Reason: ${r}`,
    receivedSubject: (n) => `Your returned items for order ${n} arrived`,
    received: (b) => `${b} received your returned items and put them back in stock.`,
    refundCard: (a) => `A refund of ${a} is recorded: it goes back to the card you paid with.`,
    refundCash: (a) => `A refund of ${a} is recorded: it is given back to you.`,
    noRefund: 'These items had already been refunded.',
    brandSubject: (n) => `Return requested for order ${n} on Souk`,
    brandIntro: (n, c) => `${c} asks to return items of order ${n}:`,
    brandFollow: 'Accept or refuse it from your dashboard:',
  },
  fr: {
    hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    team: "L'équipe Souk",
    reasons: {
      damaged: 'Endommagé ou défectueux',
      wrong_item: 'Mauvais article reçu',
      not_as_described: 'Non conforme à la description',
      size_or_fit: 'Taille ou coupe',
      changed_mind: "J'ai changé d'avis",
      other: 'Autre',
    },
    reason: 'Motif :',
    note: 'Note :',
    items: 'Articles :',
    follow: 'Suivez votre retour ici :',
    requestedSubject: (n) => `Nous avons reçu votre demande de retour pour la commande ${n}`,
    requested: (b) =>
      `Votre demande de retour de ces articles à ${b} est enregistrée. ${b} vous répondra bientôt.`,
    acceptedSubject: (n) => `Votre retour pour la commande ${n} est accepté`,
    accepted: (b) =>
      `${b} a accepté votre retour. Renvoyez les articles à ${b} : votre remboursement est enregistré dès leur arrivée.`,
    refusedSubject: (n) => `Votre retour pour la commande ${n} a été refusé`,
    refused: (b, r) => `${b} a refusé votre retour. Motif : ${r}`,
    receivedSubject: (n) => `Vos articles retournés de la commande ${n} sont arrivés`,
    received: (b) => `${b} a reçu vos articles retournés et les a remis en stock.`,
    refundCard: (a) =>
      `Un remboursement de ${a} est enregistré : il est reversé sur la carte utilisée pour payer.`,
    refundCash: (a) => `Un remboursement de ${a} est enregistré : il vous est rendu.`,
    noRefund: 'Ces articles avaient déjà été remboursés.',
    brandSubject: (n) => `Demande de retour pour la commande ${n} sur Souk`,
    brandIntro: (n, c) => `${c} demande à retourner des articles de la commande ${n} :`,
    brandFollow: 'Acceptez-la ou refusez-la depuis votre tableau de bord :',
  },
  ar: {
    hello: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    team: 'فريق سوق',
    reasons: {
      damaged: 'تالف أو معيب',
      wrong_item: 'وصلني منتج خاطئ',
      not_as_described: 'لا يطابق الوصف',
      size_or_fit: 'المقاس أو القصّة',
      changed_mind: 'غيّرت رأيي',
      other: 'سبب آخر',
    },
    reason: 'السبب:',
    note: 'ملاحظة:',
    items: 'المنتجات:',
    follow: 'تابع الإرجاع من هنا:',
    requestedSubject: (n) => `استلمنا طلب الإرجاع الخاص بطلبك ${n}`,
    requested: (b) => `تم تسجيل طلبك لإرجاع هذه المنتجات إلى ${b}. سترد ${b} قريبًا.`,
    acceptedSubject: (n) => `تم قبول الإرجاع الخاص بطلبك ${n}`,
    accepted: (b) =>
      `قبلت ${b} طلب الإرجاع. أعد المنتجات إلى ${b}، وسيُسجَّل استرداد المبلغ فور وصولها.`,
    refusedSubject: (n) => `تم رفض الإرجاع الخاص بطلبك ${n}`,
    refused: (b, r) => `رفضت ${b} طلب الإرجاع. السبب: ${r}`,
    receivedSubject: (n) => `وصلت المنتجات المرتجعة من طلبك ${n}`,
    received: (b) => `استلمت ${b} المنتجات المرتجعة وأعادتها إلى المخزون.`,
    refundCard: (a) => `تم تسجيل استرداد بمبلغ ${a}: يُعاد إلى البطاقة التي دفعت بها.`,
    refundCash: (a) => `تم تسجيل استرداد بمبلغ ${a}: يُعاد إليك نقدًا.`,
    noRefund: 'سبق استرداد مبلغ هذه المنتجات.',
    brandSubject: (n) => `طلب إرجاع للطلب ${n} في سوق`,
    brandIntro: (n, c) => `يطلب ${c} إرجاع منتجات من الطلب ${n}:`,
    brandFollow: 'اقبله أو ارفضه من لوحة التحكم:',
  },
};

/** An amount in Arabic keeps its left-to-right order inside the sentence (LRI … PDI). */
const money = (amount: number, language: Language) =>
  language === 'ar' ? `\u2066${formatPrice(amount)}\u2069` : formatPrice(amount);

function itemLines(request: ReturnRequest, language: Language): string[] {
  return request.items.map((item) => {
    const options = [item.color, item.size].filter(Boolean).join(', ');
    return `- ${item.productName}${options ? ` (${options})` : ''} × ${item.quantity}: ${money(item.amount, language)}`;
  });
}

async function customerOf(ctx: AppContext, customerId: number) {
  const [customer] = await ctx.db
    .select({ language: users.language, firstname: users.firstname, email: users.email })
    .from(users)
    .where(eq(users.id, customerId));
  return customer;
}

function customerMail(
  ctx: AppContext,
  request: ReturnRequest,
  step: ReturnStep['status'],
  customer: { language: Language; firstname: string | null; email: string },
): MailMessage {
  const language = customer.language;
  const w = WORDS[language];
  const number = request.orderNumber;
  const brand = request.brandName;
  const body: string[] = [];
  let subject: string;
  if (step === 'REQUESTED') {
    subject = w.requestedSubject(number);
    body.push(w.requested(brand), '', w.items, ...itemLines(request, language));
    body.push('', `${w.reason} ${w.reasons[request.reason]}`);
    if (request.note) body.push(`${w.note} ${request.note}`);
  } else if (step === 'ACCEPTED') {
    subject = w.acceptedSubject(number);
    body.push(w.accepted(brand), '', w.items, ...itemLines(request, language));
  } else if (step === 'REFUSED') {
    subject = w.refusedSubject(number);
    body.push(w.refused(brand, request.refusalReason ?? ''));
  } else {
    subject = w.receivedSubject(number);
    body.push(w.received(brand));
    const refund = request.refundAmount;
    if (refund && refund > 0)
      body.push(
        request.paymentMethod === 'ONLINE'
          ? w.refundCard(money(refund, language))
          : w.refundCash(money(refund, language)),
      );
    else body.push(w.noRefund);
  }
  return {
    to: customer.email,
    subject,
    text: [
      w.hello(customer.firstname ?? ''),
      '',
      `${number}:`,
      ...body,
      '',
      w.follow,
      `${ctx.publicUrl}/dashboard/profile/order-history`,
      '',
      w.team,
    ].join('\n'),
  };
}

async function brandMails(ctx: AppContext, request: ReturnRequest): Promise<MailMessage[]> {
  const messages: MailMessage[] = [];
  for (const recipient of await brandRecipients(ctx.db, request.brandId)) {
    const w = WORDS[recipient.language];
    const lines = [
      w.hello(request.brandName),
      '',
      w.brandIntro(request.orderNumber, request.customerName || request.customerEmail),
      '',
      ...itemLines(request, recipient.language),
      '',
      `${w.reason} ${w.reasons[request.reason]}`,
      ...(request.note ? [`${w.note} ${request.note}`] : []),
      '',
      w.brandFollow,
      `${ctx.publicUrl}/dashboard/brand/orders`,
      '',
      w.team,
    ];
    messages.push({
      to: recipient.email,
      subject: w.brandSubject(request.orderNumber),
      text: lines.join('\n'),
    });
  }
  return messages;
}

/** Once a step has committed: the customer's mail of each request, and the brand's of a new one. */
export async function mailReturnStep(
  ctx: AppContext,
  step: ReturnStep,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  try {
    const requests = await readReturns(ctx.db, step.returnIds);
    const messages: MailMessage[] = [];
    const customer = requests[0] ? await customerOf(ctx, requests[0].customerId) : undefined;
    // one request per brand part: the customer gets a mail of each, the part's brand its own
    for (const request of requests) {
      if (customer) messages.push(customerMail(ctx, request, step.status, customer));
      if (step.status === 'REQUESTED') messages.push(...(await brandMails(ctx, request)));
    }
    await Promise.all(messages.map((message) => ctx.mailer.send(message)));
  } catch (error) {
    log.error({ err: error }, 'return mail not sent');
  }
}
