import type { Language } from '@souk/shared/constants';
import { centsToDecimal, toCents } from '@souk/shared/money';
import type { LedgerKind, LedgerLine } from '@souk/shared/responses/payouts';

/**
 * A brand's statement as a CSV file (decision 027): UTF-8 with a byte order mark (so a
 * spreadsheet reads Arabic and accents right), RFC 4180 quoting, and no cell a spreadsheet would
 * run as a formula.
 */

const WORDS: Record<
  Language,
  { header: string[]; kinds: Record<LedgerKind, string>; pending: string; available: string }
> = {
  en: {
    header: [
      'Date',
      'Line',
      'Order',
      'Amount due (dt)',
      'Commission rate (%)',
      'Commission (dt)',
      'Net (dt)',
      'Available from',
      'Status',
      'Bank reference',
      'Transfer date',
    ],
    kinds: { SALE: 'Sale', REFUND: 'Refund', PAYOUT: 'Payout' },
    pending: 'Pending',
    available: 'Available',
  },
  fr: {
    header: [
      'Date',
      'Ligne',
      'Commande',
      'Montant dû (dt)',
      'Taux de commission (%)',
      'Commission (dt)',
      'Net (dt)',
      'Disponible le',
      'État',
      'Référence bancaire',
      'Date du virement',
    ],
    kinds: { SALE: 'Vente', REFUND: 'Remboursement', PAYOUT: 'Virement' },
    pending: 'En attente',
    available: 'Disponible',
  },
  ar: {
    header: [
      'التاريخ',
      'السطر',
      'الطلب',
      'المبلغ المستحق (د.ت)',
      'نسبة العمولة (%)',
      'العمولة (د.ت)',
      'الصافي (د.ت)',
      'متاح ابتداءً من',
      'الحالة',
      'المرجع البنكي',
      'تاريخ التحويل',
    ],
    kinds: { SALE: 'بيع', REFUND: 'استرداد', PAYOUT: 'تحويل' },
    pending: 'قيد الانتظار',
    available: 'متاح',
  },
};

/**
 * One cell: a text a spreadsheet would take for a formula (it starts with = + - @, a tab or a
 * return) gets a leading quote; a cell holding a comma, quote or line break is quoted.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const UTF8_BOM = '\uFEFF';

/** An amount as a plain decimal, e.g. "12.50": signs are data here, so written as they are. */
const amount = (value: number) => centsToDecimal(toCents(value));

/** The statement's file: the byte order mark, the header and one row per line, CRLF-ended. */
export function statementCsv(lines: readonly LedgerLine[], language: Language): string {
  const w = WORDS[language];
  const rows: Array<Array<string | null>> = [w.header];
  for (const line of lines) {
    const isPayout = line.kind === 'PAYOUT';
    rows.push([
      line.createdAt.slice(0, 10),
      w.kinds[line.kind],
      line.orderNumber,
      isPayout ? null : amount(line.gross),
      line.commissionRate === null ? null : line.commissionRate.toFixed(2),
      isPayout ? null : amount(line.commission),
      amount(line.net),
      line.availableAt?.slice(0, 10) ?? null,
      isPayout ? null : line.pending ? w.pending : w.available,
      line.bankReference,
      line.paidAt,
    ]);
  }
  // amounts are numbers (a leading minus is not a formula there); only text cells are guarded
  return (
    UTF8_BOM +
    rows
      .map((row, index) =>
        row
          .map((cell, column) =>
            index > 0 && NUMERIC_COLUMNS.has(column) && cell !== null ? cell : csvCell(cell),
          )
          .join(','),
      )
      .join('\r\n') +
    '\r\n'
  );
}

/** Amount columns: "-12.50" there is a number a spreadsheet must read as one. */
const NUMERIC_COLUMNS = new Set([3, 4, 5, 6]);

/** The download's name: statement-{brand}-{date}.csv, the brand's name kept to safe characters. */
export function statementFileName(brandName: string, now = new Date()): string {
  const slug =
    brandName
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 40) || 'brand';
  return `statement-${slug}-${now.toISOString().slice(0, 10)}.csv`;
}
