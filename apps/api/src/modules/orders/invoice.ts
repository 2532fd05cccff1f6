import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { CONTACT_DETAILS, type Language } from '@souk/shared/constants';
import { formatPrice } from '@souk/shared/money';
import type { BrandOrder, Order, OrderItem } from '@souk/shared/responses/orders';
import { invoiceWords } from './invoice-texts';
import { bidiRuns, hasRtl, isolateAuto, isolateLtr, shapeArabic, type Direction } from './pdf-text';

/**
 * The invoice of an order as a PDF (issue 11, decision 012): the marketplace's details, the order
 * number and dates, the customer and delivery addresses, the items by brand with each brand's
 * status, the amounts in dt as stored with the order, and the payment method and status. Written
 * in the customer's language; Arabic right to left with its letters joined.
 */

const require = createRequire(import.meta.url);
/** Vazirmatn (SIL Open Font License): Arabic and Latin glyphs, shipped by the npm package. */
const FONT_FILES = {
  regular: require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf'),
  bold: require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf'),
};
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const loadFonts = () =>
  (fonts ??= {
    regular: readFileSync(FONT_FILES.regular),
    bold: readFileSync(FONT_FILES.bold),
  });

const LOCALE: Record<Language, string> = { en: 'en-GB', fr: 'fr-TN', ar: 'ar-TN' };
const TIME_ZONE = 'Africa/Tunis';

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 28;
const INK = '#0f172a';
const MUTED = '#475569';
const BRAND = '#0f766e';
const RULE = '#cbd5e1';
const SHADE = '#f1f5f9';

type Align = 'start' | 'end' | 'center';
type TextStyle = { size?: number; bold?: boolean; color?: string };

/**
 * Writes lines on the page in the document's direction: x is measured from the start edge (the
 * left in English and French, the right in Arabic) and every line goes through the bidi layout.
 */
class Writer {
  readonly doc: PDFKit.PDFDocument;
  readonly dir: Direction;
  y = PAGE.margin;

  constructor(doc: PDFKit.PDFDocument, dir: Direction) {
    this.doc = doc;
    this.dir = dir;
  }

  private use({ size = 10, bold = false, color = INK }: TextStyle) {
    this.doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(size)
      .fillColor(color);
  }

  /** The width of one line as it will be drawn. */
  width(text: string, style: TextStyle = {}): number {
    this.use(style);
    return bidiRuns(text, this.dir).reduce((sum, run) => sum + this.runWidth(run.text), 0);
  }

  private runWidth(text: string): number {
    return this.doc.widthOfString(shapeArabic(text));
  }

  /** The text cut into lines no wider than `width`, at spaces (a longer word stays whole). */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    // An isolated piece is cut inside its marks, and each of its lines keeps them.
    if (/^[\u2066-\u2068]/u.test(text) && text.endsWith('\u2069')) {
      const open = text[0]!;
      return this.wrap(text.slice(1, -1), width, style).map((line) => `${open}${line}\u2069`);
    }
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && this.width(candidate, style) > width) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    if (current) lines.push(current);
    return lines.length ? lines : [''];
  }

  /** The page's x of a box `width` wide that starts `from` the start edge. */
  boxX(from: number, width: number): number {
    return this.dir === 'rtl' ? PAGE.width - PAGE.margin - from - width : PAGE.margin + from;
  }

  /**
   * One line in the box [from, from + width] (from the start edge), aligned as asked, at `y`.
   * Runs are placed by the bidi algorithm but written in reading order, word by word inside an
   * Arabic run, so that text extraction reads them as written.
   */
  line(text: string, from: number, width: number, y: number, align: Align, style: TextStyle = {}) {
    this.use(style);
    const runs = bidiRuns(text, this.dir).map((run) => ({ ...run, w: this.runWidth(run.text) }));
    const total = runs.reduce((sum, run) => sum + run.w, 0);
    const boxLeft = this.boxX(from, width);
    const physical =
      align === 'center'
        ? 'center'
        : (align === 'start') === (this.dir === 'ltr')
          ? 'left'
          : 'right';
    let left =
      physical === 'left'
        ? boxLeft
        : physical === 'right'
          ? boxLeft + width - total
          : boxLeft + (width - total) / 2;
    const leftOf = new Map<number, number>();
    for (const run of [...runs].sort((a, b) => a.visualIndex - b.visualIndex)) {
      leftOf.set(run.visualIndex, left);
      left += run.w;
    }
    const space = this.doc.widthOfString(' ');
    for (const run of runs) {
      const runLeft = leftOf.get(run.visualIndex)!;
      if (!run.rtl) {
        if (run.text.trim()) this.draw(run.text, runLeft, y);
        continue;
      }
      // Right to left: words from the run's right edge leftwards, in reading order.
      let right = runLeft + run.w;
      for (const token of run.text.split(/( +)/)) {
        if (!token) continue;
        if (token.startsWith(' ')) {
          right -= space * token.length;
          continue;
        }
        // fontkit turns an Arabic word right to left itself; a word without Arabic letters in a
        // right-to-left run (a dash, a colon) is turned here.
        const shaped = hasRtl(token) ? shapeArabic(token) : [...token].reverse().join('');
        const w = this.doc.widthOfString(shaped);
        this.draw(shaped, right - w, y);
        right -= w;
      }
    }
  }

  private draw(text: string, x: number, y: number) {
    this.doc.text(text, x, y, { lineBreak: false });
  }

  /** Lines of text wrapped in a box, from `y`; answers the y below them. */
  paragraph(
    text: string,
    from: number,
    width: number,
    y: number,
    align: Align = 'start',
    style: TextStyle = {},
  ): number {
    const height = (style.size ?? 10) * 1.45;
    for (const row of this.wrap(text, width, style)) {
      this.line(row, from, width, y, align, style);
      y += height;
    }
    return y;
  }

  rule(y: number, color = RULE) {
    this.doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .lineWidth(0.75)
      .strokeColor(color)
      .stroke();
  }

  shade(y: number, height: number) {
    this.doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(SHADE);
  }

  /** A new page when `height` more would not fit; answers whether one was added. */
  ensure(height: number): boolean {
    if (this.y + height <= BOTTOM) return false;
    this.doc.addPage();
    this.y = PAGE.margin;
    return true;
  }
}

/** Item table columns, from the start edge. */
const COLUMNS = {
  item: { from: 0, width: 265 },
  quantity: { from: 270, width: 50 },
  unit: { from: 325, width: 85 },
  amount: { from: 415, width: CONTENT_WIDTH - 415 },
};

export type InvoiceInput = {
  order: Order;
  language: Language;
  /** when the invoice is made (its date) */
  issuedAt: Date;
};

/** The invoice of the order as PDF bytes. */
export async function renderInvoice({ order, language, issuedAt }: InvoiceInput): Promise<Buffer> {
  const words = invoiceWords(language);
  const dir: Direction = language === 'ar' ? 'rtl' : 'ltr';
  const money = (amount: number) =>
    dir === 'rtl' ? isolateLtr(formatPrice(amount)) : formatPrice(amount);
  const code = (text: string) => (dir === 'rtl' ? isolateLtr(text) : text);
  /** what someone typed (names, addresses): in the direction of its own first letter */
  const own = (text: string | null | undefined) => (text ? isolateAuto(text) : '');
  const date = (value: string | Date) =>
    new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'long', timeZone: TIME_ZONE }).format(
      new Date(value),
    );

  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: language,
    displayTitle: true,
    info: {
      Title: `${words.title} ${order.orderNumber}`,
      Author: CONTACT_DETAILS.name,
      Subject: `${words.title} ${order.orderNumber}`,
      CreationDate: issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { regular, bold } = loadFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const w = new Writer(doc, dir);

  // ---- header: the marketplace on the start side, the invoice's facts on the end side ----
  const half = CONTENT_WIDTH / 2;
  w.line(CONTACT_DETAILS.name, 0, half, w.y, 'start', { size: 24, bold: true, color: BRAND });
  let left = w.y + 34;
  for (const detail of [
    CONTACT_DETAILS.address[language],
    code(CONTACT_DETAILS.email),
    code(CONTACT_DETAILS.phone),
  ])
    left = w.paragraph(detail, 0, half, left, 'start', { size: 9, color: MUTED });

  w.line(words.title, half, half, w.y, 'end', { size: 22, bold: true });
  let right = w.y + 34;
  for (const [label, value] of [
    [words.orderNumber, code(order.orderNumber)],
    [words.orderDate, date(order.orderDate)],
    [words.invoiceDate, date(issuedAt)],
    [words.orderStatus, words.status[order.status]],
  ] as const) {
    w.line(`${label}: ${value}`, half, half, right, 'end', { size: 9.5 });
    right += 14;
  }
  w.y = Math.max(left, right) + 10;
  w.rule(w.y);
  w.y += 14;

  // ---- addresses and payment ----
  const third = (CONTENT_WIDTH - 20) / 3;
  const name = [order.shippingFirstName, order.shippingLastName].filter(Boolean).join(' ');
  const blocks: { title: string; lines: string[] }[] = [
    {
      title: words.billedTo,
      lines: [
        own(order.customerName || name),
        code(order.customerEmail),
        own(order.billingAddress ?? order.shippingAddress),
        own(
          [order.billingZipCode ?? order.shippingZipCode, order.billingCity ?? order.shippingCity]
            .filter(Boolean)
            .join(' '),
        ),
        own(order.billingCountry ?? order.shippingCountry),
      ],
    },
    {
      title: words.deliverTo,
      lines: [
        own(name),
        own(order.shippingAddress),
        own(`${order.shippingZipCode} ${order.shippingCity}, ${order.shippingState}`),
        own(order.shippingCountry),
        order.shippingPhone ? code(order.shippingPhone) : '',
      ],
    },
    {
      title: words.payment,
      lines: [words.paymentMethod[order.paymentMethod], words.paymentStatus[order.paymentStatus]],
    },
  ];
  let lowest = w.y;
  blocks.forEach((block, index) => {
    const from = index * (third + 10);
    w.line(block.title, from, third, w.y, 'start', { size: 9, bold: true, color: BRAND });
    let y = w.y + 15;
    for (const text of block.lines.filter((line) => line.trim()))
      y = w.paragraph(text, from, third, y, 'start', { size: 9.5 });
    lowest = Math.max(lowest, y);
  });
  w.y = lowest + 16;

  // ---- items, brand by brand ----
  const tableHeader = () => {
    w.shade(w.y - 4, 20);
    const style = { size: 9, bold: true, color: MUTED };
    w.line(words.item, COLUMNS.item.from + 6, COLUMNS.item.width - 6, w.y, 'start', style);
    w.line(words.quantity, COLUMNS.quantity.from, COLUMNS.quantity.width, w.y, 'center', style);
    w.line(words.unitPrice, COLUMNS.unit.from, COLUMNS.unit.width, w.y, 'end', style);
    w.line(words.amount, COLUMNS.amount.from, COLUMNS.amount.width - 6, w.y, 'end', style);
    w.y += 22;
  };
  tableHeader();
  for (const part of partsOf(order)) {
    if (w.ensure(60)) tableHeader();
    const partDate = lastDateOf(part.part);
    const heading =
      `${words.soldBy(own(part.part.brandName))} · ${words.status[part.part.status]}` +
      (partDate ? ` · ${date(partDate)}` : '');
    w.y = w.paragraph(heading, 6, CONTENT_WIDTH - 12, w.y, 'start', {
      size: 10,
      bold: true,
      color: BRAND,
    });
    w.y += 2;
    for (const item of part.items) {
      const nameLines = w.wrap(own(item.productName), COLUMNS.item.width - 6, { size: 10 });
      const details = [
        item.color ? `${words.color}: ${own(item.color)}` : '',
        item.size ? `${words.size}: ${own(item.size)}` : '',
        item.status === 'REJECTED' ? words.rejected : '',
      ].filter(Boolean);
      const height = nameLines.length * 14 + (details.length ? 13 : 0) + 8;
      if (w.ensure(height)) tableHeader();
      const top = w.y;
      let y = top;
      for (const row of nameLines) {
        w.line(row, COLUMNS.item.from + 6, COLUMNS.item.width - 6, y, 'start', { size: 10 });
        y += 14;
      }
      if (details.length) {
        w.line(details.join(' · '), COLUMNS.item.from + 6, COLUMNS.item.width - 6, y, 'start', {
          size: 8.5,
          color: MUTED,
        });
        y += 13;
      }
      const style = { size: 10 };
      w.line(
        code(String(item.quantity)),
        COLUMNS.quantity.from,
        COLUMNS.quantity.width,
        top,
        'center',
        style,
      );
      w.line(money(item.unitPrice), COLUMNS.unit.from, COLUMNS.unit.width, top, 'end', style);
      w.line(
        money(item.subtotal),
        COLUMNS.amount.from,
        COLUMNS.amount.width - 6,
        top,
        'end',
        style,
      );
      w.y = y + 8;
    }
    w.ensure(20);
    w.line(
      `${words.brandSubtotal}: ${money(part.part.subtotal)}`,
      COLUMNS.unit.from - 120,
      CONTENT_WIDTH - COLUMNS.unit.from + 120 - 6,
      w.y,
      'end',
      { size: 9.5, color: MUTED },
    );
    w.rule(w.y + 18);
    w.y += 28;
  }

  // ---- totals ----
  const totals: [string, string, boolean][] = [
    [words.subtotal, money(order.subtotal), false],
    [words.shipping, order.shippingCost === 0 ? words.free : money(order.shippingCost), false],
  ];
  if (order.discount > 0) totals.push([words.discount, money(-order.discount), false]);
  if (order.tax > 0) totals.push([words.tax, money(order.tax), false]);
  totals.push([words.total, money(order.total), true]);
  if (order.amountDue !== order.total)
    totals.push([words.amountDue, money(order.amountDue), false]);
  if (order.refundDue > 0) totals.push([words.refundDue, money(order.refundDue), false]);
  w.ensure(totals.length * 18 + 10);
  const labelFrom = COLUMNS.unit.from - 120;
  for (const [label, value, strong] of totals) {
    const style = { size: strong ? 12 : 10, bold: strong };
    w.line(label, labelFrom, 200, w.y, 'start', style);
    w.line(value, COLUMNS.amount.from - 40, COLUMNS.amount.width + 40 - 6, w.y, 'end', style);
    w.y += strong ? 20 : 16;
  }

  // ---- footer of every page: thanks, how to reach Souk, the page number ----
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Writing below the bottom margin must not open a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - PAGE.margin - 20;
    w.rule(y - 6);
    w.line(
      `${words.thanks} ${words.questions} ${code(CONTACT_DETAILS.email)} · ${code(CONTACT_DETAILS.phone)}`,
      0,
      CONTENT_WIDTH - 70,
      y,
      'start',
      { size: 8, color: MUTED },
    );
    w.line(words.page(index - range.start + 1, range.count), CONTENT_WIDTH - 70, 70, y, 'end', {
      size: 8,
      color: MUTED,
    });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return finished;
}

/** The order's items grouped under their brand's part, parts in the order's order. */
function partsOf(order: Order): { part: BrandOrder; items: OrderItem[] }[] {
  return order.brandOrders.map((part) => ({
    part,
    items: order.items.filter((item) => item.brandOrderId === part.id),
  }));
}

/** The date of the part's latest step, if it moved since it was placed. */
function lastDateOf(part: BrandOrder): string | null {
  return (
    part.refundedDate ??
    part.cancelledDate ??
    part.deliveredDate ??
    part.shippedDate ??
    part.processedDate ??
    null
  );
}
