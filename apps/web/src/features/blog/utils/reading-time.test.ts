import { describe, expect, it } from 'vitest';
import { articleWordCount, countWords, readingMinutes, WORDS_PER_MINUTE } from './reading-time';

describe('reading time (storefront §9: 225 words per minute)', () => {
  it('counts words in Latin and Arabic script, not punctuation', () => {
    expect(countWords('Linen, cotton — and wool!')).toBe(4);
    expect(countWords('  الكتان سيّد الصيف  ')).toBe(3);
    expect(countWords('')).toBe(0);
  });

  it('rounds up to whole minutes at 225 words per minute, at least one', () => {
    expect(WORDS_PER_MINUTE).toBe(225);
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(225)).toBe(1);
    expect(readingMinutes(226)).toBe(2);
    expect(readingMinutes(900)).toBe(4);
  });

  it('counts the title, lead, headings, paragraphs, lists and quotes', () => {
    const words = articleWordCount('Two words', {
      lead: 'three more words',
      sections: [
        {
          id: 'a',
          heading: 'one',
          paragraphs: ['four words in here'],
          items: ['two items'],
          quote: 'q',
        },
      ],
    });
    expect(words).toBe(2 + 3 + 1 + 4 + 2 + 1);
  });
});
