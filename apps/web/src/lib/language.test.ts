import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from './format';
import { applyDocumentLanguage, nextLanguage, useLanguageStore } from './language';

describe('the three languages (storefront §1)', () => {
  it('cycle en, then fr, then ar, then en', () => {
    expect(nextLanguage('en')).toBe('fr');
    expect(nextLanguage('fr')).toBe('ar');
    expect(nextLanguage('ar')).toBe('en');
  });

  it('set lang and dir on <html>: Arabic is right to left', () => {
    applyDocumentLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLanguage('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('persist the choice under language-store', async () => {
    await useLanguageStore.getState().setLanguage('fr');
    expect(JSON.parse(localStorage.getItem('language-store')!).state).toEqual({ language: 'fr' });
    await useLanguageStore.getState().setLanguage('en');
  });

  it('write dates and numbers the way each language does', () => {
    const day = new Date(2026, 0, 5);
    expect(formatDate(day, 'en')).toBe('5 Jan 2026');
    expect(formatDate(day, 'fr')).toMatch(/^5 janv\.? 2026$/);
    // Tunisian Arabic keeps Latin digits.
    expect(formatDate(day, 'ar', { year: 'numeric' })).toBe('2026');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'fr').replace(/\s/g, ' ')).toBe('1 234,5');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
