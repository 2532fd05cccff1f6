import { describe, expect, it } from 'vitest';
import { bankDetailsSchema } from './schemas/payouts';
import { formatRib, normaliseRib, normaliseTaxId } from './validation';

describe('Tunisian RIB', () => {
  // Published, real RIBs: the IBAN registry's example for Tunisia (TN59 1000 6035 1835 9847 8831)
  // and accounts printed by banks and sellers. A Tunisian IBAN is TN59 + the RIB, so each of these
  // is also a valid IBAN.
  it.each([
    '10006035183598478831',
    '14207207100707129648',
    '25044000000093276427',
    '17801000000219310870',
  ])('accepts %s', (rib) => {
    expect(normaliseRib(rib)).toBe(rib);
    // the key rule, computed here with plain arithmetic: 97 − (first 18 digits × 100 mod 97)
    const key = 97 - Number((BigInt(rib.slice(0, 18)) * 100n) % 97n);
    expect(String(key).padStart(2, '0')).toBe(rib.slice(18));
  });

  it('accepts the groups typed with spaces, dots or hyphens', () => {
    expect(normaliseRib('10 006 0351835984788 31')).toBe('10006035183598478831');
    expect(normaliseRib('10-006-0351835984788-31')).toBe('10006035183598478831');
    expect(formatRib('10006035183598478831')).toBe('10 006 0351835984788 31');
  });

  it.each([
    ['a wrong key', '10006035183598478832'],
    ['two digits swapped', '10006035183598478813'],
    ['19 digits', '1000603518359847883'],
    ['21 digits', '100060351835984788310'],
    ['a letter', '1000603518359847883A'],
    ['nothing', ''],
    ['made-up digits', '12345678901234567890'],
  ])('refuses %s', (_case, rib) => {
    expect(normaliseRib(rib)).toBeUndefined();
  });
});

describe('tax identification number (matricule fiscal)', () => {
  it.each([
    ['1234567A/B/M/000', '1234567A/B/M/000'],
    ['1234567 A B M 000', '1234567A/B/M/000'],
    ['1234567a/b/m/000', '1234567A/B/M/000'],
    ['1234567ABM000', '1234567A/B/M/000'],
    ['1234567-A-P-C-001', '1234567A/P/C/001'],
    ['0123456M / A / M / 000', '0123456M/A/M/000'],
  ])('reads %s as %s', (written, stored) => {
    expect(normaliseTaxId(written)).toBe(stored);
  });

  it.each([
    '123456A/B/M/000',
    '1234567I/B/M/000',
    '1234567A/X/M/000',
    '1234567A/B/Z/000',
    '1234567A',
    '1234567A/B/M/00',
  ])('refuses %s', (written) => {
    expect(normaliseTaxId(written)).toBeUndefined();
  });

  it('gives each field its own message in the bank details form', () => {
    const parsed = bankDetailsSchema.safeParse({ rib: '123', taxId: '' });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries(
      parsed.error!.issues.map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toEqual({ rib: 'invalid_rib', taxId: 'required' });
  });
});
