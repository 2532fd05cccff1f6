import { describe, expect, it } from 'vitest';
import { csvBlob, csvCell, toCsv, UTF8_BOM } from './csv-file';

describe('CSV files', () => {
  it('quotes a text holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Clay Mug')).toBe('Clay Mug');
    expect(csvCell('Mug, large')).toBe('"Mug, large"');
    expect(csvCell('The "big" one')).toBe('"The ""big"" one"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
  });

  it('keeps a text that looks like a formula as text', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+216')).toBe("'+216");
    expect(csvCell(-3)).toBe('-3');
  });

  it('ends every line with CRLF and starts the file with a UTF-8 byte order mark', async () => {
    expect(toCsv([['a', 1], [], ['ب', 'c,d']])).toBe('a,1\r\n\r\nب,"c,d"\r\n');
    const blob = csvBlob([['منتج']]);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(`${UTF8_BOM}منتج\r\n`);
  });
});
