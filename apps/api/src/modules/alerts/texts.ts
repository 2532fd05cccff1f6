import type { Language } from '@souk/shared/constants';
import { ORDER_STATUS_NAMES } from '@souk/shared/order-names';
import type { AlertType } from '@souk/shared/schemas/alerts';
import { centsToDecimal } from '@souk/shared/money';
import type { AlertDetails } from '../../db/schema/commerce';

/**
 * The title and message of an alert in the reader's language (decision 011, "Language"). An
 * alert keeps what happened (its details), not a sentence: the same alert reads in English for
 * one visit and in Arabic for the next.
 */

type Text = { title: string; message: string };

type Words = {
  priceDrop: (name: string, from: string, to: string) => Text;
  targetReached: (name: string, price: string, target: string) => Text;
  backInStock: (name: string) => Text;
  orderStatus: (number: string, status: string) => Text;
  partStatus: (number: string, brands: string, status: string) => Text;
  itemAccepted: (number: string, product: string) => Text;
  itemRejected: (number: string, product: string, reason: string) => Text;
  /** a return's steps (decision 026) */
  returnRequested: (number: string) => Text;
  returnAccepted: (number: string) => Text;
  returnRefused: (number: string, reason: string) => Text;
  returnReceived: (number: string, amount: string) => Text;
  /** joins brand names: "A, B and C" */
  and: string;
};

const WORDS: Record<Language, Words> = {
  en: {
    priceDrop: (name, from, to) => ({
      title: `Price drop: ${name}`,
      message: `${name} from your wishlist is now ${to} (was ${from}).`,
    }),
    targetReached: (name, price, target) => ({
      title: `Target price reached: ${name}`,
      message: `${name} is now ${price}, at or below your target of ${target}.`,
    }),
    backInStock: (name) => ({
      title: `Back in stock: ${name}`,
      message: `Good news! ${name} is available again.`,
    }),
    orderStatus: (number, status) => ({
      title: `Order ${number}: ${status}`,
      message: `Your order ${number} is now ${status.toLowerCase()}.`,
    }),
    partStatus: (number, brands, status) => ({
      title: `Order ${number}: ${brands} — ${status}`,
      message: `The items from ${brands} in your order ${number} are now ${status.toLowerCase()}.`,
    }),
    itemAccepted: (number, product) => ({
      title: `Order ${number}: ${product} accepted`,
      message: `The seller accepted ${product} from your order ${number} and will prepare it.`,
    }),
    itemRejected: (number, product, reason) => ({
      title: `Order ${number}: ${product} unavailable`,
      message: `The seller cannot supply ${product} from your order ${number}. Reason: ${reason}`,
    }),
    returnRequested: (number) => ({
      title: `Order ${number}: return requested`,
      message: `We received your return request for order ${number}. The seller will answer soon.`,
    }),
    returnAccepted: (number) => ({
      title: `Order ${number}: return accepted`,
      message: `The seller accepted your return for order ${number}. Send the items back to them.`,
    }),
    returnRefused: (number, reason) => ({
      title: `Order ${number}: return refused`,
      message: `The seller refused your return for order ${number}. Reason: ${reason}`,
    }),
    returnReceived: (number, amount) => ({
      title: `Order ${number}: return received`,
      message: `The seller received your returned items from order ${number}. A refund of ${amount} is recorded.`,
    }),
    and: 'and',
  },
  fr: {
    priceDrop: (name, from, to) => ({
      title: `Baisse de prix : ${name}`,
      message: `${name}, de votre liste d’envies, est maintenant à ${to} (au lieu de ${from}).`,
    }),
    targetReached: (name, price, target) => ({
      title: `Prix cible atteint : ${name}`,
      message: `${name} est maintenant à ${price}, au niveau ou en dessous de votre prix cible de ${target}.`,
    }),
    backInStock: (name) => ({
      title: `De retour en stock : ${name}`,
      message: `Bonne nouvelle ! ${name} est de nouveau disponible.`,
    }),
    orderStatus: (number, status) => ({
      title: `Commande ${number} : ${status}`,
      message: `Votre commande ${number} est maintenant : ${status.toLowerCase()}.`,
    }),
    partStatus: (number, brands, status) => ({
      title: `Commande ${number} : ${brands} — ${status}`,
      message: `Les articles de ${brands} dans votre commande ${number} sont maintenant : ${status.toLowerCase()}.`,
    }),
    itemAccepted: (number, product) => ({
      title: `Commande ${number} : ${product} accepté`,
      message: `Le vendeur a accepté ${product} de votre commande ${number} et va le préparer.`,
    }),
    itemRejected: (number, product, reason) => ({
      title: `Commande ${number} : ${product} indisponible`,
      message: `Le vendeur ne peut pas fournir ${product} de votre commande ${number}. Motif : ${reason}`,
    }),
    returnRequested: (number) => ({
      title: `Commande ${number} : retour demandé`,
      message: `Nous avons bien reçu votre demande de retour pour la commande ${number}. Le vendeur vous répondra bientôt.`,
    }),
    returnAccepted: (number) => ({
      title: `Commande ${number} : retour accepté`,
      message: `Le vendeur a accepté votre retour pour la commande ${number}. Renvoyez-lui les articles.`,
    }),
    returnRefused: (number, reason) => ({
      title: `Commande ${number} : retour refusé`,
      message: `Le vendeur a refusé votre retour pour la commande ${number}. Motif : ${reason}`,
    }),
    returnReceived: (number, amount) => ({
      title: `Commande ${number} : retour reçu`,
      message: `Le vendeur a reçu les articles retournés de la commande ${number}. Un remboursement de ${amount} est enregistré.`,
    }),
    and: 'et',
  },
  ar: {
    priceDrop: (name, from, to) => ({
      title: `انخفاض السعر: ${name}`,
      message: `أصبح سعر ${name} من قائمة أمنياتك ${to} (بدلًا من ${from}).`,
    }),
    targetReached: (name, price, target) => ({
      title: `تم بلوغ السعر المستهدف: ${name}`,
      message: `أصبح سعر ${name} ${price}، وهو يساوي سعرك المستهدف ${target} أو أقل منه.`,
    }),
    backInStock: (name) => ({
      title: `عاد إلى المخزون: ${name}`,
      message: `خبر سار! ${name} متوفر من جديد.`,
    }),
    orderStatus: (number, status) => ({
      title: `الطلب ${number}: ${status}`,
      message: `حالة طلبك ${number} الآن: ${status}.`,
    }),
    partStatus: (number, brands, status) => ({
      title: `الطلب ${number}: ${brands} — ${status}`,
      message: `حالة منتجات ${brands} في طلبك ${number} الآن: ${status}.`,
    }),
    itemAccepted: (number, product) => ({
      title: `الطلب ${number}: تم قبول ${product}`,
      message: `قبل البائع المنتج ${product} من طلبك ${number} وسيقوم بتجهيزه.`,
    }),
    itemRejected: (number, product, reason) => ({
      title: `الطلب ${number}: ${product} غير متوفر`,
      message: `لا يستطيع البائع توفير المنتج ${product} من طلبك ${number}. السبب: ${reason}`,
    }),
    returnRequested: (number) => ({
      title: `الطلب ${number}: طلب إرجاع`,
      message: `استلمنا طلب الإرجاع الخاص بطلبك ${number}. سيرد البائع قريبًا.`,
    }),
    returnAccepted: (number) => ({
      title: `الطلب ${number}: تم قبول الإرجاع`,
      message: `قبل البائع طلب الإرجاع الخاص بطلبك ${number}. أعد إليه المنتجات.`,
    }),
    returnRefused: (number, reason) => ({
      title: `الطلب ${number}: تم رفض الإرجاع`,
      message: `رفض البائع طلب الإرجاع الخاص بطلبك ${number}. السبب: ${reason}`,
    }),
    returnReceived: (number, amount) => ({
      title: `الطلب ${number}: تم استلام الإرجاع`,
      message: `استلم البائع المنتجات المرتجعة من طلبك ${number}. تم تسجيل استرداد بمبلغ ${amount}.`,
    }),
    and: 'و',
  },
};

const money = (cents: number) => `${centsToDecimal(cents)} dt`;
/** In Arabic an amount keeps its left-to-right order ("53.52 dt"): isolated with LRI … PDI. */
const moneyIn = (language: Language) => (cents: number) =>
  language === 'ar' ? `\u2066${money(cents)}\u2069` : money(cents);

function joined(names: readonly string[], and: string): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}

/**
 * An alert's text from what it is about. `productName` is the product's name today (it may have
 * been renamed), else the one it had; `stored` is read when the details are not enough (an alert
 * written before details existed).
 */
export function alertText(
  type: AlertType,
  details: AlertDetails,
  language: Language,
  stored: Text,
  productName?: string | null,
): Text {
  const w = WORDS[language];
  const amount = moneyIn(language);
  const name = productName ?? details.productName;
  if (type === 'price_drop' && name && details.newPrice !== undefined) {
    if (details.targetPrice !== undefined)
      return w.targetReached(name, amount(details.newPrice), amount(details.targetPrice));
    if (details.oldPrice !== undefined)
      return w.priceDrop(name, amount(details.oldPrice), amount(details.newPrice));
  }
  if (type === 'back_in_stock' && name) return w.backInStock(name);
  if (type === 'order_status' && details.orderNumber && details.returnStatus) {
    const number = details.orderNumber;
    if (details.returnStatus === 'REQUESTED') return w.returnRequested(number);
    if (details.returnStatus === 'ACCEPTED') return w.returnAccepted(number);
    if (details.returnStatus === 'REFUSED') return w.returnRefused(number, details.reason ?? '');
    return w.returnReceived(number, amount(details.refundAmount ?? 0));
  }
  if (type === 'order_status' && details.orderNumber && details.itemStatus && name) {
    return details.itemStatus === 'ACCEPTED'
      ? w.itemAccepted(details.orderNumber, name)
      : w.itemRejected(details.orderNumber, name, details.reason ?? '');
  }
  if (type === 'order_status' && details.orderNumber && details.status) {
    const status = ORDER_STATUS_NAMES[language][details.status];
    return details.brands?.length
      ? w.partStatus(details.orderNumber, joined(details.brands, w.and), status)
      : w.orderStatus(details.orderNumber, status);
  }
  return stored;
}
