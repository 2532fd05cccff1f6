import { and, asc, eq } from 'drizzle-orm';
import { CONTACT_DETAILS, type Language } from '@souk/shared/constants';
import { toCents, type Cents } from '@souk/shared/money';
import { hasReceipt, isPaidCashPart } from '@souk/shared/receipts';
import type { BrandOrder, Order, OrderItem } from '@souk/shared/responses/orders';
import { payments } from '../../db/schema/commerce';
import type { Database } from '../../db/client';
import { customerBlocks, itemLine, titleAndFacts } from './invoice';
import { invoiceWords } from './invoice-texts';
import { amountDueCents, isKeptItem } from './order-rules';
import {
  BRAND,
  CONTENT_WIDTH,
  MUTED,
  blocks,
  footers,
  formatters,
  itemTable,
  openDocument,
  totalsBlock,
} from './pdf-document';

/**
 * The receipt of an order (decision 028): proof of what the customer paid, as soon as it was
 * paid. A card order: what the gateway confirmed, for the whole order as charged. Cash on
 * delivery: the parts delivered so far, whose cash was collected — their items that were not
 * rejected, and the shipping, collected with the first of them.
 */

export type Receipt = {
  paidAt: Date;
  parts: { part: BrandOrder; items: OrderItem[] }[];
  /** hundredths */
  shipping: Cents;
  paid: Cents;
  /** what was paid for but is to be given back (decision 010's refund_due) */
  refundDue: Cents;
};

export type ConfirmedPayment = { amount: Cents; paidAt: Date };

/** The card payments the gateway confirmed for the order, oldest first. */
export async function confirmedPayments(
  db: Database,
  orderId: number,
): Promise<ConfirmedPayment[]> {
  const rows = await db
    .select({ amount: payments.amount, paidAt: payments.updatedAt })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'PAID')))
    .orderBy(asc(payments.updatedAt));
  return rows;
}

/** What the receipt says, or null while nothing has been paid. */
export function receiptOf(order: Order, confirmed: readonly ConfirmedPayment[]): Receipt | null {
  if (!hasReceipt(order)) return null;
  const itemsOf = (part: BrandOrder) => order.items.filter((item) => item.brandOrderId === part.id);
  const shipping = toCents(order.shippingCost);
  if (order.paymentMethod === 'ONLINE') {
    // Paid at checkout for the whole order; an order marked paid without a payment row (an old
    // demo order) counts its total.
    const paid = confirmed.length
      ? confirmed.reduce((sum, payment) => sum + payment.amount, 0)
      : toCents(order.total);
    return {
      paidAt: confirmed.at(-1)?.paidAt ?? new Date(order.updatedAt),
      parts: order.brandOrders.map((part) => ({ part, items: itemsOf(part) })),
      shipping,
      paid,
      refundDue: toCents(order.refundDue),
    };
  }
  const paidParts = order.brandOrders.filter(isPaidCashPart);
  const lines = paidParts.flatMap((part) =>
    itemsOf(part).map((item) => ({
      subtotal: toCents(item.subtotal),
      itemStatus: item.status,
      // the cash was collected at delivery, whatever happened to the part since
      partStatus: 'DELIVERED' as const,
    })),
  );
  const deliveries = paidParts.map((part) => Date.parse(part.deliveredDate!));
  return {
    paidAt: new Date(Math.max(...deliveries)),
    parts: paidParts.map((part) => ({ part, items: itemsOf(part) })),
    shipping,
    paid: amountDueCents(lines, shipping),
    refundDue: toCents(order.refundDue),
  };
}

export type ReceiptInput = {
  order: Order;
  receipt: Receipt;
  language: Language;
  categoryOf?: (item: OrderItem) => string | null;
};

/** The receipt as PDF bytes, in the customer's language. */
export async function renderReceipt({
  order,
  receipt,
  language,
  categoryOf,
}: ReceiptInput): Promise<Buffer> {
  const words = invoiceWords(language);
  const f = formatters(language);
  const { doc, w, finished } = openDocument(
    language,
    `${words.receiptTitle} ${order.orderNumber}`,
    receipt.paidAt,
  );
  const half = CONTENT_WIDTH / 2;

  // ---- the marketplace that took the payment, and the receipt's facts ----
  w.line(CONTACT_DETAILS.name, 0, half, w.y, 'start', { size: 24, bold: true, color: BRAND });
  let left = w.y + 34;
  for (const detail of [
    CONTACT_DETAILS.address[language],
    f.code(CONTACT_DETAILS.email),
    f.code(CONTACT_DETAILS.phone),
  ])
    left = w.paragraph(detail, 0, half, left, 'start', { size: 9, color: MUTED });
  const right = titleAndFacts(w, words.receiptTitle, [
    [words.orderNumber, f.code(order.orderNumber)],
    [words.orderDate, f.date(order.orderDate)],
    [words.datePaid, f.date(receipt.paidAt)],
    [words.paymentMethodLabel, words.paymentMethod[order.paymentMethod]],
  ]);
  w.y = Math.max(left, right) + 10;
  w.rule(w.y);
  w.y += 14;
  blocks(w, customerBlocks(order, words, f));

  // ---- what was paid for: a card paid every item as charged; cash, the kept items delivered ----
  const card = order.paymentMethod === 'ONLINE';
  itemTable(
    w,
    receipt.parts.map(({ part, items }) => ({
      heading: `${words.soldBy(f.own(part.brandName))} · ${words.status[part.status]}`,
      lines: items.map((item) =>
        itemLine(
          item,
          words,
          language,
          f,
          categoryOf?.(item) ?? null,
          card || isKeptItem(item.status),
        ),
      ),
    })),
    words,
    f,
  );
  const rows: { label: string; value: string; strong?: boolean }[] = [
    {
      label: words.shipping,
      value: receipt.shipping === 0 ? words.free : f.money(receipt.shipping),
    },
    { label: words.amountPaid, value: f.money(receipt.paid), strong: true },
  ];
  if (receipt.refundDue > 0)
    rows.push({ label: words.refundDue, value: f.money(receipt.refundDue) });
  totalsBlock(w, rows);
  w.y += 6;
  w.paragraph(words.receiptNote, 0, CONTENT_WIDTH, w.y, 'start', { size: 8.5, color: MUTED });

  footers(
    w,
    `${words.thanks} ${words.questionsReceipt} ${f.code(CONTACT_DETAILS.email)} · ${f.code(CONTACT_DETAILS.phone)}`,
    words.page,
  );
  doc.end();
  return finished;
}
