import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Language, OrderStatus } from '@souk/shared/constants';
import { formatPrice } from '@souk/shared/money';
import { PAYMENT_METHOD_NAMES } from '@souk/shared/order-names';
import type { Order, OrderItem } from '@souk/shared/responses/orders';
import { users } from '../../db/schema/accounts';
import type { AppContext } from '../../context';
import type { MailMessage } from '../../lib/mail';
import type { OrderChange } from './order-changes';
import { readOrders } from './order-service';
import { brandRecipients } from '../brands/recipients';

/**
 * The emails of an order (decision 010, "Emails"), in the recipient's language: the customer's
 * confirmation and status news, each brand's notice of its own items.
 */

type Words = {
  hello: (name: string) => string;
  team: string;
  confirmationSubject: (number: string) => string;
  confirmationIntro: string;
  items: string;
  subtotal: string;
  shipping: string;
  free: string;
  total: string;
  deliverTo: string;
  payment: string;
  payOnline: string;
  follow: string;
  brandSubject: (number: string) => string;
  brandIntro: (number: string) => string;
  brandFollow: string;
  statusSubject: (number: string) => string;
  status: Partial<Record<OrderStatus, string>>;
  /** a brand's part moved while the order as a whole did not (decision 011) */
  part: Record<OrderStatus, (brand: string) => string>;
  paid: (amount: string) => string;
  paidSubject: (number: string) => string;
  refund: (amount: string) => string;
  expired: string;
  /** a brand's decision on one item (decision 015) */
  itemAccepted: (product: string, brand: string) => string;
  itemRejected: (product: string, brand: string, reason: string) => string;
};

const WORDS: Record<Language, Words> = {
  en: {
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    team: 'The Souk team',
    confirmationSubject: (n) => `Your Souk order ${n} is confirmed`,
    confirmationIntro: 'Thank you for your order. Here is what you bought:',
    items: 'Items',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
    deliverTo: 'Delivery address',
    payment: 'Payment',
    payOnline: 'Your order is kept for you while you pay online.',
    follow: 'Follow your order here:',
    brandSubject: (n) => `New order ${n} on Souk`,
    brandIntro: (n) => `A customer ordered from your shop (order ${n}). Your items:`,
    brandFollow: 'Prepare them from your dashboard:',
    statusSubject: (n) => `News about your Souk order ${n}`,
    status: {
      PENDING: 'Your order is waiting to be prepared again.',
      PROCESSING: 'Your order is being prepared.',
      SHIPPED: 'Your order has shipped and is on its way.',
      DELIVERED: 'Your order was delivered. We hope you enjoy it!',
      COMPLETED: 'Your order is complete. Thank you for shopping on Souk.',
      CANCELLED: 'Your order was cancelled. The items are no longer reserved for you.',
      REFUNDED: 'Your order was refunded.',
    },
    part: {
      PENDING: (b) => `Your items from ${b} are waiting to be prepared again.`,
      PROCESSING: (b) => `${b} is preparing your items.`,
      SHIPPED: (b) => `${b} has shipped your items.`,
      DELIVERED: (b) => `Your items from ${b} were delivered.`,
      COMPLETED: (b) => `Your items from ${b} are complete.`,
      CANCELLED: (b) => `Your items from ${b} were cancelled.`,
      REFUNDED: (b) => `Your items from ${b} were refunded.`,
    },
    paid: (amount) => `We received your payment of ${amount}. Your order is now with the brands.`,
    paidSubject: (n) => `Payment received for your Souk order ${n}`,
    refund: (amount) => `${amount} will be refunded to you.`,
    expired: 'It was not paid in time, so it was cancelled.',
    itemAccepted: (p, b) => `${b} accepted ${p} and will prepare it.`,
    itemRejected: (p, b, r) => `${b} cannot supply ${p}. Reason: ${r}`,
  },
  fr: {
    hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    team: "L'équipe Souk",
    confirmationSubject: (n) => `Votre commande Souk ${n} est confirmée`,
    confirmationIntro: 'Merci pour votre commande. Voici vos achats :',
    items: 'Articles',
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    free: 'Gratuite',
    total: 'Total',
    deliverTo: 'Adresse de livraison',
    payment: 'Paiement',
    payOnline: 'Votre commande vous est réservée pendant le paiement en ligne.',
    follow: 'Suivez votre commande ici :',
    brandSubject: (n) => `Nouvelle commande ${n} sur Souk`,
    brandIntro: (n) => `Un client a commandé dans votre boutique (commande ${n}). Vos articles :`,
    brandFollow: 'Préparez-les depuis votre tableau de bord :',
    statusSubject: (n) => `Du nouveau sur votre commande Souk ${n}`,
    status: {
      PENDING: 'Votre commande attend à nouveau d’être préparée.',
      PROCESSING: 'Votre commande est en préparation.',
      SHIPPED: 'Votre commande a été expédiée et est en route.',
      DELIVERED: 'Votre commande a été livrée. Nous espérons qu’elle vous plaira !',
      COMPLETED: 'Votre commande est terminée. Merci de vos achats sur Souk.',
      CANCELLED: 'Votre commande a été annulée. Les articles ne vous sont plus réservés.',
      REFUNDED: 'Votre commande a été remboursée.',
    },
    part: {
      PENDING: (b) => `Vos articles de ${b} attendent à nouveau d’être préparés.`,
      PROCESSING: (b) => `${b} prépare vos articles.`,
      SHIPPED: (b) => `${b} a expédié vos articles.`,
      DELIVERED: (b) => `Vos articles de ${b} ont été livrés.`,
      COMPLETED: (b) => `Vos articles de ${b} sont terminés.`,
      CANCELLED: (b) => `Vos articles de ${b} ont été annulés.`,
      REFUNDED: (b) => `Vos articles de ${b} ont été remboursés.`,
    },
    paid: (amount) =>
      `Nous avons bien reçu votre paiement de ${amount}. Votre commande est transmise aux marques.`,
    paidSubject: (n) => `Paiement reçu pour votre commande Souk ${n}`,
    refund: (amount) => `${amount} vous seront remboursés.`,
    expired: 'Elle n’a pas été payée à temps : elle a donc été annulée.',
    itemAccepted: (p, b) => `${b} a accepté ${p} et va le préparer.`,
    itemRejected: (p, b, r) => `${b} ne peut pas fournir ${p}. Motif : ${r}`,
  },
  ar: {
    hello: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    team: 'فريق سوق',
    confirmationSubject: (n) => `تم تأكيد طلبك ${n} في سوق`,
    confirmationIntro: 'شكرًا لطلبك. إليك ما اشتريته:',
    items: 'المنتجات',
    subtotal: 'المجموع الفرعي',
    shipping: 'الشحن',
    free: 'مجاني',
    total: 'المجموع',
    deliverTo: 'عنوان التوصيل',
    payment: 'الدفع',
    payOnline: 'طلبك محجوز لك أثناء الدفع عبر الإنترنت.',
    follow: 'تابع طلبك من هنا:',
    brandSubject: (n) => `طلب جديد ${n} في سوق`,
    brandIntro: (n) => `طلب أحد الزبائن من متجرك (الطلب ${n}). منتجاتك:`,
    brandFollow: 'جهّزها من لوحة التحكم:',
    statusSubject: (n) => `مستجدات طلبك ${n} في سوق`,
    status: {
      PENDING: 'طلبك في انتظار التجهيز من جديد.',
      PROCESSING: 'طلبك قيد التجهيز.',
      SHIPPED: 'تم شحن طلبك وهو في الطريق إليك.',
      DELIVERED: 'تم توصيل طلبك. نتمنى أن ينال إعجابك!',
      COMPLETED: 'اكتمل طلبك. شكرًا لتسوقك في سوق.',
      CANCELLED: 'تم إلغاء طلبك. لم تعد المنتجات محجوزة لك.',
      REFUNDED: 'تم استرداد مبلغ طلبك.',
    },
    part: {
      PENDING: (b) => `منتجاتك من ${b} في انتظار التجهيز من جديد.`,
      PROCESSING: (b) => `تقوم ${b} بتجهيز منتجاتك.`,
      SHIPPED: (b) => `شحنت ${b} منتجاتك.`,
      DELIVERED: (b) => `تم توصيل منتجاتك من ${b}.`,
      COMPLETED: (b) => `اكتملت منتجاتك من ${b}.`,
      CANCELLED: (b) => `تم إلغاء منتجاتك من ${b}.`,
      REFUNDED: (b) => `تم استرداد مبلغ منتجاتك من ${b}.`,
    },
    paid: (amount) => `استلمنا دفعتك البالغة ${amount}. طلبك الآن لدى العلامات التجارية.`,
    paidSubject: (n) => `تم استلام الدفع لطلبك ${n} في سوق`,
    refund: (amount) => `سيُعاد إليك مبلغ ${amount}.`,
    expired: 'لم يُدفع في الوقت المحدد، لذلك تم إلغاؤه.',
    itemAccepted: (p, b) => `قبلت ${b} المنتج ${p} وستقوم بتجهيزه.`,
    itemRejected: (p, b, r) => `لا تستطيع ${b} توفير المنتج ${p}. السبب: ${r}`,
  },
};

const money = (amount: number) => formatPrice(amount);

function itemLine(item: OrderItem): string {
  const options = [item.color, item.size].filter(Boolean).join(', ');
  return `- ${item.productName}${options ? ` (${options})` : ''} × ${item.quantity}: ${money(item.subtotal)}`;
}

function historyLink(ctx: AppContext) {
  return `${ctx.publicUrl}/dashboard/profile/order-history`;
}

function confirmation(ctx: AppContext, order: Order, language: Language): MailMessage {
  const w = WORDS[language];
  const address = [
    [order.shippingFirstName, order.shippingLastName].filter(Boolean).join(' '),
    order.shippingAddress,
    `${order.shippingZipCode} ${order.shippingCity}, ${order.shippingState}`,
    order.shippingCountry,
    order.shippingPhone ?? '',
  ].filter(Boolean);
  const text = [
    w.hello(order.shippingFirstName ?? ''),
    '',
    w.confirmationIntro,
    '',
    ...order.items.map(itemLine),
    '',
    `${w.subtotal}: ${money(order.subtotal)}`,
    `${w.shipping}: ${order.shippingCost === 0 ? w.free : money(order.shippingCost)}`,
    `${w.total}: ${money(order.total)}`,
    '',
    `${w.deliverTo}:`,
    ...address,
    '',
    `${w.payment}: ${PAYMENT_METHOD_NAMES[language][order.paymentMethod]}`,
    ...(order.paymentMethod === 'ONLINE' ? [w.payOnline] : []),
    '',
    w.follow,
    historyLink(ctx),
    '',
    w.team,
  ].join('\n');
  return {
    to: order.shippingEmail ?? order.customerEmail,
    subject: w.confirmationSubject(order.orderNumber),
    text,
  };
}

/** After POST /orders: the confirmation, and each brand's notice of its own items. */
export async function sendOrderPlacedMails(
  ctx: AppContext,
  order: Order,
  language: Language,
): Promise<void> {
  const messages: MailMessage[] = [confirmation(ctx, order, language)];
  for (const part of order.brandOrders) {
    const items = order.items.filter((item) => item.brandId === part.brandId);
    for (const recipient of await brandRecipients(ctx.db, part.brandId)) {
      const w = WORDS[recipient.language];
      messages.push({
        to: recipient.email,
        subject: w.brandSubject(order.orderNumber),
        text: [
          w.hello(part.brandName),
          '',
          w.brandIntro(order.orderNumber),
          '',
          ...items.map(itemLine),
          '',
          `${w.subtotal}: ${money(part.subtotal)}`,
          '',
          w.brandFollow,
          `${ctx.publicUrl}/dashboard/brand/orders`,
          '',
          w.team,
        ].join('\n'),
      });
    }
  }
  await sendAll(ctx, messages);
}

/**
 * After a change: the customer hears of a new overall status, of a payment received, and of money
 * to be refunded.
 */
export async function sendOrderChangeMails(
  ctx: AppContext,
  change: OrderChange,
  order: Order,
  options: { expired?: boolean } = {},
): Promise<void> {
  const [customer] = await ctx.db
    .select({ language: users.language, firstname: users.firstname })
    .from(users)
    .where(eq(users.id, order.customerId));
  const language = customer?.language ?? 'en';
  const w = WORDS[language];
  const lines: string[] = [];
  let subject = w.statusSubject(order.orderNumber);
  if (
    change.paymentTo === 'PAID' &&
    change.paymentFrom !== 'PAID' &&
    order.paymentMethod === 'ONLINE'
  ) {
    subject = w.paidSubject(order.orderNumber);
    lines.push(w.paid(money(order.total)));
  }
  const brandName = (brandId: number) =>
    order.brandOrders.find((candidate) => candidate.brandId === brandId)?.brandName ?? '';
  // an item's decision first: it says why a part may have been cancelled just after
  for (const item of change.items) {
    lines.push(
      item.to === 'ACCEPTED'
        ? w.itemAccepted(item.productName, brandName(item.brandId))
        : w.itemRejected(item.productName, brandName(item.brandId), item.reason ?? ''),
    );
  }
  if (change.to !== change.from && w.status[change.to]) {
    lines.push(w.status[change.to]!);
    if (options.expired) lines.push(w.expired);
  } else if (change.to === change.from) {
    // one brand's part moved: every order_status alert is also mailed (decision 011)
    for (const part of change.parts) lines.push(w.part[part.to](brandName(part.brandId)));
  }
  if (change.refundDue > 0 && lines.length > 0) lines.push(w.refund(money(order.refundDue)));
  if (lines.length === 0) return;
  await sendAll(ctx, [
    {
      to: order.customerEmail,
      subject,
      text: [
        w.hello(customer?.firstname ?? ''),
        '',
        `${order.orderNumber}:`,
        ...lines,
        '',
        w.follow,
        historyLink(ctx),
        '',
        w.team,
      ].join('\n'),
    },
  ]);
}

/**
 * Once a change has committed: the customer's mail about it, read from the whole order. Mail is
 * news, not the order: a failure is logged, never the caller's.
 */
export async function mailOrderChange(
  ctx: AppContext,
  change: OrderChange,
  log: Pick<FastifyBaseLogger, 'error'>,
  options: { expired?: boolean } = {},
): Promise<void> {
  try {
    const [order] = await readOrders(
      ctx.db,
      [change.orderId],
      { role: 'ADMIN', brandId: null },
      ctx.payments.timeoutMinutes,
    );
    if (order) await sendOrderChangeMails(ctx, change, order, options);
  } catch (error) {
    log.error({ err: error }, 'order mail not sent');
  }
}

/** Mail is news, not part of the order: a failure to send is logged by the caller, never fatal. */
async function sendAll(ctx: AppContext, messages: readonly MailMessage[]) {
  await Promise.all(messages.map((message) => ctx.mailer.send(message)));
}
