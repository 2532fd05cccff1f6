import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from './language';
import { spellingsOf, useLocalName } from './local-name';

const footwear = { name: 'Footwear', nameTranslations: { fr: 'Chaussures', ar: 'أحذية' } };

describe('catalogue names in the reader’s language (decision 007)', () => {
  afterEach(() => useLanguageStore.setState({ language: 'en' }));

  it('follows the language control', () => {
    useLanguageStore.setState({ language: 'en' });
    const { result } = renderHook(() => useLocalName());
    expect(result.current(footwear)).toBe('Footwear');
    act(() => useLanguageStore.setState({ language: 'ar' }));
    expect(result.current(footwear)).toBe('أحذية');
    act(() => useLanguageStore.setState({ language: 'fr' }));
    expect(result.current(footwear)).toBe('Chaussures');
    expect(result.current({ name: 'Other' })).toBe('Other');
  });

  it('knows every spelling of a name, for matching a name typed in any language', () => {
    expect(spellingsOf(footwear)).toEqual(['footwear', 'chaussures', 'أحذية']);
    expect(spellingsOf({ name: 'Other', nameTranslations: {} })).toEqual(['other']);
  });
});
