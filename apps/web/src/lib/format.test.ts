import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatterFor, useFormat } from './format';
import { useLanguageStore } from './language';

/** Intl separates French thousands with a narrow no-break space; tests read it as a space. */
const spaced = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('one formatter for prices, ratings, counts and dates (issue 14 item 9)', () => {
  afterEach(() => useLanguageStore.setState({ language: 'en' }));

  it('writes prices with two decimals and dt in each language', () => {
    expect(formatterFor('en').price(38.61)).toBe('38.61 dt');
    expect(formatterFor('fr').price(38.61)).toBe('38,61 dt');
    expect(formatterFor('ar').price(38.61)).toBe('38,61 dt');
    expect(formatterFor('en').price('12.5')).toBe('12.50 dt');
    expect(formatterFor('en').price(1250.5)).toBe('1,250.50 dt');
    expect(spaced(formatterFor('fr').price(1250.5))).toBe('1 250,50 dt');
    expect(formatterFor('ar').price(1250.5)).toBe('1.250,50 dt');
    // rounded half away from zero, as the server rounds
    expect(formatterFor('fr').price(0.005)).toBe('0,01 dt');
  });

  it('writes a price above 1000 with a k, in the reader’s decimals', () => {
    expect(formatterFor('en').shortPrice(1250.5)).toBe('1.25k dt');
    expect(formatterFor('fr').shortPrice(1250.5)).toBe('1,25k dt');
    expect(formatterFor('ar').shortPrice(12500)).toBe('12,5k dt');
    expect(formatterFor('fr').shortPrice(999)).toBe('999,00 dt');
    expect(formatterFor('en').compactPrice(999)).toBeNull();
  });

  it('writes ratings to one decimal, counts with grouping, and Latin digits in Arabic', () => {
    expect(formatterFor('en').rating(4.25)).toBe('4.3');
    expect(formatterFor('fr').rating(4)).toBe('4,0');
    expect(formatterFor('ar').rating(null)).toBe('0,0');
    expect(formatterFor('en').count(1234)).toBe('1,234');
    expect(spaced(formatterFor('fr').count(1234))).toBe('1 234');
    expect(formatterFor('ar').count(1234)).toBe('1.234');
    const day = new Date(2026, 0, 5, 14, 30);
    expect(formatterFor('en').date(day)).toBe('5 Jan 2026');
    expect(formatterFor('ar').date(day)).toMatch(/^[\d\s/\u200f.,]+$/);
    expect(formatterFor('ar').dateTime(day)).toMatch(/2026/);
  });

  it('follows the reader’s language in components', () => {
    useLanguageStore.setState({ language: 'fr' });
    const { result } = renderHook(() => useFormat());
    expect(result.current.price(38.61)).toBe('38,61 dt');
    expect(result.current.rating(4.3)).toBe('4,3');
  });
});
