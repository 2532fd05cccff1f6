import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COLORS } from '@souk/shared/constants';
import ar from '../locales/ar/translation';
import en from '../locales/en/translation';
import fr from '../locales/fr/translation';
import { useColorName } from './color-name';
import { loadTranslation } from './i18n';
import { useLanguageStore } from './language';

describe('colour names in the reader’s language', () => {
  beforeAll(async () => {
    await loadTranslation('fr');
    await loadTranslation('ar');
  });
  afterEach(() => useLanguageStore.setState({ language: 'en' }));

  it('follows the language control', () => {
    useLanguageStore.setState({ language: 'en' });
    const { result } = renderHook(() => useColorName());
    expect(result.current('Burgundy')).toBe('Burgundy');
    expect(result.current('Sky Blue')).toBe('Sky Blue');
    act(() => useLanguageStore.setState({ language: 'fr' }));
    expect(result.current('Red')).toBe('Rouge');
    expect(result.current('Burgundy')).toBe('Bordeaux');
    expect(result.current('Navy')).toBe('Bleu marine');
    expect(result.current('Sky Blue')).toBe('Bleu ciel');
    act(() => useLanguageStore.setState({ language: 'ar' }));
    expect(result.current('Red')).toBe('أحمر');
    expect(result.current('Burgundy')).toBe('عنابي');
    expect(result.current('Navy')).toBe('كحلي');
  });

  it('shows a colour the list does not know as it is, in every language', () => {
    const { result } = renderHook(() => useColorName());
    for (const language of ['en', 'fr', 'ar'] as const) {
      act(() => useLanguageStore.setState({ language }));
      expect(result.current('Off-white')).toBe('Off-white');
      expect(result.current('red')).toBe('red');
      expect(result.current('Light.Blue')).toBe('Light.Blue');
      expect(result.current('toString')).toBe('toString');
      expect(result.current('')).toBe('');
    }
  });

  it('names every colour of the shop’s list, and each one differently, in every language', () => {
    const names = COLORS.map((color) => color.name);
    for (const tree of [en, fr, ar]) {
      expect(Object.keys(tree.colors).sort()).toEqual([...names].sort());
      expect(new Set(Object.values(tree.colors)).size).toBe(names.length);
    }
    for (const name of names) expect(en.colors[name]).toBe(name);
  });
});
