import { describe, expect, it } from 'vitest';
import { localName } from './names';

describe('localName', () => {
  const translations = { fr: 'Chaussures', ar: 'أحذية' };

  it('gives the text of the language, and English as it is', () => {
    expect(localName('Footwear', translations, 'fr')).toBe('Chaussures');
    expect(localName('Footwear', translations, 'ar')).toBe('أحذية');
    expect(localName('Footwear', translations, 'en')).toBe('Footwear');
  });

  it('falls back to the English name when a language has no text', () => {
    expect(localName('Footwear', { fr: 'Chaussures' }, 'ar')).toBe('Footwear');
    expect(localName('Footwear', { fr: '  ' }, 'fr')).toBe('Footwear');
    expect(localName('Footwear', null, 'fr')).toBe('Footwear');
  });
});
