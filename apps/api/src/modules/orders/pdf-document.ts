import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { CONTACT_DETAILS, type Language } from '@souk/shared/constants';
import { formatPrice } from '@souk/shared/money';
import { bidiRuns, hasRtl, isolateAuto, isolateLtr, shapeArabic, type Direction } from './pdf-text';

/**
 * What the order's PDFs share (decisions 012 and 028): the font, the page, a writer that lays
 * out lines in the document's direction (Arabic right to left, letters joined), and the footer.
 * invoice.ts and receipt.ts draw their own content with it.
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

export const LOCALE: Record<Language, string> = { en: 'en-GB', fr: 'fr-TN', ar: 'ar-TN' };
export const TIME_ZONE = 'Africa/Tunis';

export const PAGE = { width: 595.28, height: 841.89, margin: 48 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 28;
export const INK = '#0f172a';
export const MUTED = '#475569';
export const BRAND = '#0f766e';
const RULE = '#cbd5e1';
const SHADE = '#f1f5f9';

export type Align = 'start' | 'end' | 'center';
export type TextStyle = { size?: number; bold?: boolean; color?: string };

/**
 * Writes lines on the page in the document's direction: x is measured from the start edge (the
 * left in English and French, the right in Arabic) and every line goes through the bidi layout.
 */
export class Writer {
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

  /** A line through text written at the start of the box [from, from + width] (a rejected item). */
  strike(text: string, from: number, width: number, y: number, style: TextStyle = {}) {
    const w = Math.min(this.width(text, style), width);
    const left = this.dir === 'rtl' ? this.boxX(from, width) + width - w : this.boxX(from, width);
    const middle = y + (style.size ?? 10) * 0.62;
    this.doc
      .moveTo(left, middle)
      .lineTo(left + w, middle)
      .lineWidth(0.8)
      .strokeColor(style.color ?? INK)
      .stroke();
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

/** How values are written in a document of this language. */
export function formatters(language: Language) {
  const dir: Direction = language === 'ar' ? 'rtl' : 'ltr';
  return {
    dir,
    /** an amount in dt, kept left to right inside Arabic */
    money: (cents: number) => {
      const text = formatPrice(cents / 100);
      return dir === 'rtl' ? isolateLtr(text) : text;
    },
    /** a number, an email, a phone: left to right */
    code: (text: string) => (dir === 'rtl' ? isolateLtr(text) : text),
    /** what someone typed (names, addresses): in the direction of its own first letter */
    own: (text: string | null | undefined) => (text ? isolateAuto(text) : ''),
    date: (value: string | Date) =>
      new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'long', timeZone: TIME_ZONE }).format(
        new Date(value),
      ),
  };
}
export type Formatters = ReturnType<typeof formatters>;

/** A new A4 document in the language, with the font loaded; `finished` gives its bytes. */
export function openDocument(language: Language, title: string, createdAt: Date) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: language,
    displayTitle: true,
    info: { Title: title, Author: CONTACT_DETAILS.name, Subject: title, CreationDate: createdAt },
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
  return { doc, w: new Writer(doc, language === 'ar' ? 'rtl' : 'ltr'), finished };
}

/** Titled blocks of lines side by side (addresses, payment); answers nothing, moves w.y below. */
export function blocks(w: Writer, list: { title: string; lines: string[] }[]) {
  const gap = 10;
  const width = (CONTENT_WIDTH - gap * (list.length - 1)) / list.length;
  let lowest = w.y;
  list.forEach((block, index) => {
    const from = index * (width + gap);
    w.line(block.title, from, width, w.y, 'start', { size: 9, bold: true, color: BRAND });
    let y = w.y + 15;
    for (const text of block.lines.filter((line) => line.trim()))
      y = w.paragraph(text, from, width, y, 'start', { size: 9.5 });
    lowest = Math.max(lowest, y);
  });
  w.y = lowest + 16;
}

/** Item table columns, from the start edge. */
const COLUMNS = {
  item: { from: 0, width: 265 },
  quantity: { from: 270, width: 50 },
  unit: { from: 325, width: 85 },
  amount: { from: 415, width: CONTENT_WIDTH - 415 },
};

export type TableLine = {
  name: string;
  /** colour, size, category, why it was rejected */
  details: string[];
  quantity: number;
  /** hundredths */
  unit: number;
  amount: number;
  /** a line that counts 0 (rejected): its name struck through */
  struck: boolean;
};
export type TableGroup = { heading: string; lines: TableLine[]; footer?: string };

export type TableWords = { item: string; quantity: string; unitPrice: string; amount: string };

/** The items table: a heading per group (a brand's part), its lines, an optional footer line. */
export function itemTable(w: Writer, groups: TableGroup[], words: TableWords, f: Formatters) {
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
  for (const group of groups) {
    if (w.ensure(60)) tableHeader();
    w.y = w.paragraph(group.heading, 6, CONTENT_WIDTH - 12, w.y, 'start', {
      size: 10,
      bold: true,
      color: BRAND,
    });
    w.y += 2;
    for (const item of group.lines) {
      const nameStyle = { size: 10, color: item.struck ? MUTED : INK };
      const nameLines = w.wrap(f.own(item.name), COLUMNS.item.width - 6, nameStyle);
      const detailLines = item.details.length
        ? w.wrap(item.details.join(' · '), COLUMNS.item.width - 6, { size: 8.5 })
        : [];
      const height = nameLines.length * 14 + detailLines.length * 13 + 8;
      if (w.ensure(height)) tableHeader();
      const top = w.y;
      let y = top;
      for (const row of nameLines) {
        w.line(row, COLUMNS.item.from + 6, COLUMNS.item.width - 6, y, 'start', nameStyle);
        if (item.struck) w.strike(row, COLUMNS.item.from + 6, COLUMNS.item.width - 6, y, nameStyle);
        y += 14;
      }
      for (const row of detailLines) {
        w.line(row, COLUMNS.item.from + 6, COLUMNS.item.width - 6, y, 'start', {
          size: 8.5,
          color: item.struck ? '#991b1b' : MUTED,
        });
        y += 13;
      }
      const style = { size: 10, color: item.struck ? MUTED : INK };
      w.line(
        f.code(String(item.quantity)),
        COLUMNS.quantity.from,
        COLUMNS.quantity.width,
        top,
        'center',
        style,
      );
      w.line(f.money(item.unit), COLUMNS.unit.from, COLUMNS.unit.width, top, 'end', style);
      w.line(
        f.money(item.amount),
        COLUMNS.amount.from,
        COLUMNS.amount.width - 6,
        top,
        'end',
        style,
      );
      w.y = y + 8;
    }
    if (group.footer) {
      w.ensure(20);
      w.line(
        group.footer,
        COLUMNS.unit.from - 120,
        CONTENT_WIDTH - COLUMNS.unit.from + 120 - 6,
        w.y,
        'end',
        { size: 9.5, color: MUTED },
      );
      w.y += 18;
    }
    w.rule(w.y);
    w.y += 10;
  }
}

/** The totals, label and amount on one line each; `strong` ones larger. */
export function totalsBlock(w: Writer, rows: { label: string; value: string; strong?: boolean }[]) {
  w.ensure(rows.length * 18 + 10);
  const labelFrom = COLUMNS.unit.from - 120;
  for (const { label, value, strong } of rows) {
    const style = { size: strong ? 12 : 10, bold: strong ?? false };
    w.line(label, labelFrom, 200, w.y, 'start', style);
    w.line(value, COLUMNS.amount.from - 40, COLUMNS.amount.width + 40 - 6, w.y, 'end', style);
    w.y += strong ? 20 : 16;
  }
}

/** The footer of every page: the text on the start side, the page number on the end side. */
export function footers(w: Writer, text: string, page: (n: number, of: number) => string) {
  const { doc } = w;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Writing below the bottom margin must not open a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - PAGE.margin - 20;
    w.rule(y - 6);
    w.line(text, 0, CONTENT_WIDTH - 70, y, 'start', { size: 8, color: MUTED });
    w.line(page(index - range.start + 1, range.count), CONTENT_WIDTH - 70, 70, y, 'end', {
      size: 8,
      color: MUTED,
    });
    doc.page.margins.bottom = margin;
  }
}
