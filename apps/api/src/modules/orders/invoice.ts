import { CONTACT_DETAILS, type Language } from '@souk/shared/constants';
import { toCents } from '@souk/shared/money';
import type { Order, OrderItem } from '@souk/shared/responses/orders';
import type { InvoiceMarketplace } from '../../db/schema/invoices';
import { colorName } from './color-names';
import { invoiceWords, type InvoiceWords } from './invoice-texts';
import type { IssuedInvoice } from './invoices';
import { isKeptItem } from './order-rules';
import {
  BRAND,
  CONTENT_WIDTH,
  MUTED,
  PAGE,
  blocks,
  footers,
  formatters,
  itemTable,
  openDocument,
  totalsBlock,
  type Formatters,
  type TableLine,
  type Writer,
} from './pdf-document';

/**
 * The invoice of a delivered brand part as a PDF (decisions 012 and 028): the seller — the brand,
 * with its tax id — and the marketplace that sold on its behalf, the invoice's number and date,
 * the order, the customer's and delivery addresses, the part's items (a rejected one struck
 * through at 0 with its reason), the shipping it carries and its total, all from the stored
 * invoice and order. Written in the customer's language; Arabic right to left, letters joined.
 */

export type InvoiceInput = {
  order: Order;
  /** the invoices to draw, each from its first page, in this order */
  invoices: IssuedInvoice[];
  /** the marketplace's legal details (configuration: SOUK_LEGAL_NAME, SOUK_ADDRESS, SOUK_TAX_ID) */
  marketplace: InvoiceMarketplace;
  language: Language;
  /** the item's product category in the customer's language, when the catalogue still has it */
  categoryOf?: (item: OrderItem) => string | null;
};

/** One item as a line of a document: a rejected item counts 0 and says why. */
export function itemLine(
  item: OrderItem,
  words: InvoiceWords,
  language: Language,
  f: Formatters,
  category: string | null,
  counted: boolean = isKeptItem(item.status),
): TableLine {
  const rejected = item.status === 'REJECTED';
  return {
    name: item.productName,
    details: [
      item.color ? `${words.color}: ${f.own(colorName(item.color, language))}` : '',
      item.size ? `${words.size}: ${f.own(item.size)}` : '',
      category ? `${words.category}: ${f.own(category)}` : '',
      rejected
        ? item.rejectionReason
          ? words.rejectedBecause(f.own(item.rejectionReason))
          : words.rejected
        : '',
    ].filter(Boolean),
    quantity: item.quantity,
    unit: toCents(item.unitPrice),
    amount: counted ? toCents(item.subtotal) : 0,
    struck: !counted,
  };
}

/** The customer's address blocks, as the order has them. */
export function customerBlocks(order: Order, words: InvoiceWords, f: Formatters) {
  const name = [order.shippingFirstName, order.shippingLastName].filter(Boolean).join(' ');
  return [
    {
      title: words.billedTo,
      lines: [
        f.own(order.customerName || name),
        f.code(order.customerEmail),
        f.own(order.billingAddress ?? order.shippingAddress),
        f.own(
          [order.billingZipCode ?? order.shippingZipCode, order.billingCity ?? order.shippingCity]
            .filter(Boolean)
            .join(' '),
        ),
        f.own(order.billingCountry ?? order.shippingCountry),
      ],
    },
    {
      title: words.deliverTo,
      lines: [
        f.own(name),
        f.own(order.shippingAddress),
        f.own(`${order.shippingZipCode} ${order.shippingCity}, ${order.shippingState}`),
        f.own(order.shippingCountry),
        order.shippingPhone ? f.code(order.shippingPhone) : '',
      ],
    },
  ];
}

/** The header's end side: the title, then label: value lines; answers the y below them. */
export function titleAndFacts(w: Writer, title: string, facts: [string, string][]): number {
  const half = CONTENT_WIDTH / 2;
  w.line(title, half, half, w.y, 'end', { size: 22, bold: true });
  let y = w.y + 34;
  for (const [label, value] of facts) {
    w.line(`${label}: ${value}`, half, half, y, 'end', { size: 9.5 });
    y += 14;
  }
  return y;
}

function drawInvoice(
  w: Writer,
  input: InvoiceInput,
  invoice: IssuedInvoice,
  words: InvoiceWords,
  f: Formatters,
) {
  const { order, marketplace, language } = input;
  const half = CONTENT_WIDTH / 2;
  const part = order.brandOrders.find((candidate) => candidate.id === invoice.brandOrderId);
  const seller = invoice.seller;

  // ---- the seller (the brand) on the start side, the invoice's facts on the end side ----
  w.line(f.own(seller.name), 0, half, w.y, 'start', { size: 20, bold: true, color: BRAND });
  let left = w.y + 30;
  for (const detail of [
    `${words.taxId}: ${seller.taxId ? f.code(seller.taxId) : '—'}`,
    seller.email ? `${words.email}: ${f.code(seller.email)}` : '',
    seller.phone ? `${words.phone}: ${f.code(seller.phone)}` : '',
  ].filter(Boolean))
    left = w.paragraph(detail, 0, half, left, 'start', { size: 9, color: MUTED });
  const right = titleAndFacts(w, words.title, [
    [words.invoiceNumber, f.code(invoice.number)],
    [words.invoiceDate, f.date(invoice.issuedAt)],
    [words.orderNumber, f.code(order.orderNumber)],
    [words.orderDate, f.date(order.orderDate)],
    ...(part?.deliveredDate
      ? ([[words.deliveredDate, f.date(part.deliveredDate)]] as [string, string][])
      : []),
  ]);
  w.y = Math.max(left, right) + 10;
  w.rule(w.y);
  w.y += 14;

  // ---- the customer, the delivery and the marketplace that sold on the brand's behalf ----
  blocks(w, [
    ...customerBlocks(order, words, f),
    {
      title: words.marketplace,
      lines: [
        f.own(marketplace.name),
        f.own(marketplace.address),
        `${words.taxId}: ${f.code(marketplace.taxId)}`,
        f.code(CONTACT_DETAILS.email),
        `${words.payment}: ${words.paymentMethod[order.paymentMethod]}`,
      ],
    },
  ]);

  // ---- the part's items ----
  const items = order.items.filter((item) => item.brandOrderId === invoice.brandOrderId);
  itemTable(
    w,
    [
      {
        heading: words.soldBy(f.own(seller.name)),
        lines: items.map((item) =>
          itemLine(item, words, language, f, input.categoryOf?.(item) ?? null),
        ),
      },
    ],
    words,
    f,
  );

  // ---- totals: as stored with the invoice ----
  const rows: { label: string; value: string; strong?: boolean }[] = [
    { label: words.itemsTotal, value: f.money(invoice.subtotal) },
  ];
  if (invoice.shipping > 0) rows.push({ label: words.shipping, value: f.money(invoice.shipping) });
  else if (toCents(order.shippingCost) === 0)
    rows.push({ label: words.shipping, value: words.free });
  rows.push({ label: words.total, value: f.money(invoice.total), strong: true });
  totalsBlock(w, rows);
  w.y += 6;
  w.paragraph(words.marketplaceNote, 0, CONTENT_WIDTH, w.y, 'start', { size: 8.5, color: MUTED });
}

/** The invoices as one PDF, each starting on a new page. */
export async function renderInvoice(input: InvoiceInput): Promise<Buffer> {
  const words = invoiceWords(input.language);
  const f = formatters(input.language);
  const numbers = input.invoices.map((invoice) => invoice.number).join(', ');
  const { doc, w, finished } = openDocument(
    input.language,
    `${words.title} ${numbers}`,
    input.invoices[0]?.issuedAt ?? new Date(),
  );
  input.invoices.forEach((invoice, index) => {
    if (index > 0) {
      doc.addPage();
      w.y = PAGE.margin;
    }
    drawInvoice(w, input, invoice, words, f);
  });
  footers(
    w,
    `${words.thanks} ${words.questions} ${f.code(CONTACT_DETAILS.email)} · ${f.code(CONTACT_DETAILS.phone)}`,
    words.page,
  );
  doc.end();
  return finished;
}
