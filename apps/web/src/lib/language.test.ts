import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatNumber } from './format';
import { applyDocumentLanguage, initialLanguage, nextLanguage, useLanguageStore } from './language';

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

  it('start in the language the server renders pages in (cookie), before the browser preference', () => {
    const preferred = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-TN', 'en']);
    document.cookie = 'souk-language=; max-age=0; path=/';
    expect(initialLanguage()).toBe('ar');
    document.cookie = 'souk-language=fr; path=/';
    expect(initialLanguage()).toBe('fr');
    document.cookie = 'souk-language=xx; path=/';
    expect(initialLanguage()).toBe('ar');
    document.cookie = 'souk-language=; max-age=0; path=/';
    preferred.mockRestore();
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
