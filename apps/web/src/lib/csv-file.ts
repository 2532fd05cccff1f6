/**
 * CSV files made in the browser (RFC 4180: commas, CRLF, quoted fields), opened by Excel as
 * UTF-8 thanks to a byte order mark, so Arabic and accented text read right.
 */

import { saveFile } from './save-file';

export type CsvCell = string | number | null | undefined;

/** A cell: numbers as given; text quoted when it holds a comma, quote or line break. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  // A text starting like a formula would be run by a spreadsheet: keep it text.
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as CSV text, each line ended by CRLF. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export const UTF8_BOM = '\uFEFF';

/** The file's content: the byte order mark, then the rows. */
export function csvBlob(rows: readonly (readonly CsvCell[])[]): Blob {
  return new Blob([UTF8_BOM + toCsv(rows)], { type: 'text/csv;charset=utf-8' });
}

/** Saves the rows as a .csv file through the browser's download. */
export function downloadCsv(fileName: string, rows: readonly (readonly CsvCell[])[]): void {
  saveFile(csvBlob(rows), fileName);
}
