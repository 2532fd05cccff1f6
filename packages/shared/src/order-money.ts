import type { OrderItemStatus, OrderStatus, PaymentMethod, PaymentStatus } from './constants';
import { centsToNumber, type Cents } from './money';

/**
 * The money figures of an order and of a brand's part of it (issue 30, decision record 029),
 * written once as pure functions over integer hundredths. The API builds them from the database
 * (apps/api/src/modules/orders/order-money.ts), its SQL twins are built from the same status lists
 * (apps/api/src/modules/orders/part-amounts.ts), and every screen, mail and document shows them.
 *
 * - itemsOrdered: every item as ordered, whatever became of it.
 * - amountDue: the items that are not rejected in parts neither cancelled nor refunded, plus
 *   shipping while any such item remains.
 * - shipping: the shipping charged while anything stands (0 once nothing does; 0 on a part).
 * - paid: card — what the gateway confirmed it took (the payments PAID; the order's total for an
 *   order marked paid without a payment recorded, as old demo data); cash on delivery — per
 *   part, the kept items of every part handed over (delivered, completed, or refunded after its
 *   delivery), plus shipping once the first part is handed over.
 * - stillToPay: card — 0 once paid, else the amount due; cash — the kept items of the standing
 *   parts not handed over yet, plus shipping until the first part is.
 * - owedBack: money received that is still to be given back (orders.refund_due; decision 015).
 * - refunded: the refunds recorded (a part's, and the order's settlements).
 * - earned (brand dashboards): the kept items of parts DELIVERED or COMPLETED whose money is in hand
 *   — card paid, or cash (paid on that part's delivery).
 */

/** Parts whose items stop counting: cancelled or refunded. */
export const FINAL_PART_STATUSES = ['CANCELLED', 'REFUNDED'] as const satisfies OrderStatus[];
/** Parts the customer has received and kept: their money is earned. */
export const DELIVERED_PART_STATUSES = ['DELIVERED', 'COMPLETED'] as const satisfies OrderStatus[];
/** Parts that reached the customer (a refunded part was delivered first): cash was paid. */
export const HANDED_OVER_PART_STATUSES = [
  'DELIVERED',
  'COMPLETED',
  'REFUNDED',
] as const satisfies OrderStatus[];
/** Payment statuses of a card order whose money came in (REFUNDED: it came, then went back). */
export const RECEIVED_PAYMENT_STATUSES = ['PAID', 'REFUNDED'] as const satisfies PaymentStatus[];

const among = <T extends string>(list: readonly T[], value: string) =>
  (list as readonly string[]).includes(value);

/** An item counts in its part's worth unless it is rejected. */
export const isKeptItem = (itemStatus: OrderItemStatus) => itemStatus !== 'REJECTED';
/** A part stands unless it is cancelled or refunded. */
export const isStandingPart = (partStatus: OrderStatus) => !among(FINAL_PART_STATUSES, partStatus);
/** The item is (or will be) the customer's: kept, in a standing part. */
export const isKeptLine = (line: { itemStatus: OrderItemStatus; partStatus: OrderStatus }) =>
  isKeptItem(line.itemStatus) && isStandingPart(line.partStatus);
/** The part reached the customer, so cash was paid for it. */
export const isHandedOver = (partStatus: OrderStatus) =>
  among(HANDED_OVER_PART_STATUSES, partStatus);
/** The card payment came in. */
export const isPaymentReceived = (paymentStatus: PaymentStatus) =>
  among(RECEIVED_PAYMENT_STATUSES, paymentStatus);
/** A part whose kept items are the brand's earnings: delivered and its money in hand. */
export const isEarningPart = (
  partStatus: OrderStatus,
  payment: { method: PaymentMethod; status: PaymentStatus },
) =>
  among(DELIVERED_PART_STATUSES, partStatus) &&
  (payment.method === 'ON_DELIVERY' || isPaymentReceived(payment.status));

export type DueLine = { subtotal: Cents; itemStatus: OrderItemStatus; partStatus: OrderStatus };

/** The amount due in hundredths (see above) of these lines, with the order's shipping. */
export function amountDueCents(lines: readonly DueLine[], shippingCents: Cents): Cents {
  const kept = lines.filter(isKeptLine);
  if (kept.length === 0) return 0;
  return kept.reduce((sum, line) => sum + line.subtotal, 0) + shippingCents;
}

export type MoneyFigures<N = Cents> = {
  itemsOrdered: N;
  amountDue: N;
  shipping: N;
  paid: N;
  stillToPay: N;
  owedBack: N;
  refunded: N;
};

/** The order's items, each with the id of its part. */
export type MoneyLine = { partId: number; subtotal: Cents; status: OrderItemStatus };
export type MoneyPart = { id: number; status: OrderStatus };

export type OrderMoneyInput = {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** what the checkout charged, in hundredths */
  total: Cents;
  /** card: the payments the gateway confirmed, in hundredths (0 when none is recorded) */
  cardPayments: Cents;
  /** shipping as charged at checkout */
  shippingCost: Cents;
  parts: readonly MoneyPart[];
  lines: readonly MoneyLine[];
  /** orders.refund_due */
  refundDue: Cents;
  /** every refund recorded for the order (parts' and settlements) */
  refunded: Cents;
};

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const keptOf = (lines: readonly MoneyLine[], partId: number) =>
  sum(
    lines
      .filter((line) => line.partId === partId && isKeptItem(line.status))
      .map((l) => l.subtotal),
  );

/** The order's figures, in hundredths. */
export function orderMoney(input: OrderMoneyInput): MoneyFigures {
  const statusOf = new Map(input.parts.map((part) => [part.id, part.status]));
  const itemsOrdered = sum(input.lines.map((line) => line.subtotal));
  const amountDue = amountDueCents(
    input.lines.map((line) => ({
      subtotal: line.subtotal,
      itemStatus: line.status,
      partStatus: statusOf.get(line.partId) ?? 'CANCELLED',
    })),
    input.shippingCost,
  );
  const shipping = amountDue > 0 ? input.shippingCost : 0;
  let paid: Cents;
  let stillToPay: Cents;
  if (input.paymentMethod === 'ONLINE') {
    const received = isPaymentReceived(input.paymentStatus);
    paid = input.cardPayments > 0 ? input.cardPayments : received ? input.total : 0;
    stillToPay = received ? 0 : amountDue;
  } else {
    const handedOver = input.parts.filter((part) => isHandedOver(part.status));
    const waiting = input.parts.filter(
      (part) => isStandingPart(part.status) && !isHandedOver(part.status),
    );
    const shippingPaid = handedOver.length > 0 ? input.shippingCost : 0;
    paid = sum(handedOver.map((part) => keptOf(input.lines, part.id))) + shippingPaid;
    const waitingItems = sum(waiting.map((part) => keptOf(input.lines, part.id)));
    stillToPay =
      waitingItems > 0 && handedOver.length === 0 ? waitingItems + shipping : waitingItems;
  }
  return {
    itemsOrdered,
    amountDue,
    shipping,
    paid,
    stillToPay,
    owedBack: input.refundDue,
    refunded: input.refunded,
  };
}

export type PartMoneyInput = {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  part: MoneyPart;
  /** the part's items */
  lines: readonly Omit<MoneyLine, 'partId'>[];
  /** the refunds recorded for the part */
  refunded: Cents;
};

/**
 * A brand's part of an order, in hundredths: its items only, no shipping (the marketplace's),
 * nothing owed back (what is owed back is the order's: decision 015).
 */
export function partMoney(input: PartMoneyInput): MoneyFigures {
  const { part } = input;
  const itemsOrdered = sum(input.lines.map((line) => line.subtotal));
  const kept = sum(input.lines.filter((line) => isKeptItem(line.status)).map((l) => l.subtotal));
  const amountDue = isStandingPart(part.status) ? kept : 0;
  const received =
    input.paymentMethod === 'ONLINE'
      ? isPaymentReceived(input.paymentStatus) && part.status !== 'CANCELLED'
      : isHandedOver(part.status);
  return {
    itemsOrdered,
    amountDue,
    shipping: 0,
    paid: received ? kept : 0,
    stillToPay: received ? 0 : amountDue,
    owedBack: 0,
    refunded: input.refunded,
  };
}

/** What a part earns its brand, in hundredths (see `isEarningPart`). */
export function earnedCents(input: Omit<PartMoneyInput, 'refunded'>): Cents {
  const payment = { method: input.paymentMethod, status: input.paymentStatus };
  if (!isEarningPart(input.part.status, payment)) return 0;
  return sum(input.lines.filter((line) => isKeptItem(line.status)).map((l) => l.subtotal));
}

/** The figures as the API answers them: dinar with at most two decimals. */
export function moneyInDinar(figures: MoneyFigures): MoneyFigures<number> {
  return {
    itemsOrdered: centsToNumber(figures.itemsOrdered),
    amountDue: centsToNumber(figures.amountDue),
    shipping: centsToNumber(figures.shipping),
    paid: centsToNumber(figures.paid),
    stillToPay: centsToNumber(figures.stillToPay),
    owedBack: centsToNumber(figures.owedBack),
    refunded: centsToNumber(figures.refunded),
  };
}

/** The order of the figures wherever they are listed. */
export const MONEY_FIGURES = [
  'itemsOrdered',
  'shipping',
  'amountDue',
  'paid',
  'stillToPay',
  'refunded',
  'owedBack',
] as const satisfies (keyof MoneyFigures)[];
